import { describe, expect, it } from 'vitest'
import * as publicApi from '../exports/actions.js'
import { createTestKit } from '../test-utils.js'
import { connectTaskKey, getTask, sendFeeTaskKey, sendTokensTaskKey, TASK_KEYS } from './tasks.js'

describe('task keys', () => {
  it('every flow has its own key', () => {
    const keys = Object.values(TASK_KEYS)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('per-connector and per-network keys do not collide with each other or the fixed keys', () => {
    const derived = [
      connectTaskKey('injected'),
      connectTaskKey('walletConnect'),
      sendTokensTaskKey('eip155:1'),
      sendTokensTaskKey('eip155:80002'),
      sendFeeTaskKey('eip155:1'),
    ]
    expect(new Set(derived).size).toBe(derived.length)
    for (const key of derived) expect(Object.values(TASK_KEYS)).not.toContain(key)
  })

  it('getTask reads a snapshot: idle for a key that never ran, else what the tasks controller wrote', async () => {
    const kit = createTestKit()
    expect(getTask(kit.getState(), TASK_KEYS.otp)).toEqual({
      status: 'idle',
      error: undefined,
      value: undefined,
    })
    await kit.tasks.run(TASK_KEYS.otp, async () => 42)
    expect(getTask(kit.getState(), TASK_KEYS.otp)).toEqual({ status: 'success', error: undefined, value: 42 })
  })

  it('the keys and getTask are public', () => {
    expect(publicApi.TASK_KEYS).toBe(TASK_KEYS)
    expect(publicApi.getTask).toBe(getTask)
    expect(publicApi.connectTaskKey).toBe(connectTaskKey)
  })
})
