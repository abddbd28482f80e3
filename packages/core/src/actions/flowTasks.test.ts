import { describe, expect, expectTypeOf, it } from 'vitest'
import * as publicApi from '../exports/actions.js'
import { defineTask } from '../state/tasks.js'
import { createTestKit } from '../test-utils.js'
import type { SendToken } from '../types.js'
import { type AccountNameCheck, tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

const fixedKeys = () => Object.values(tasks).flatMap((task) => (typeof task === 'function' ? [] : [task.key]))

describe('flow tasks', () => {
  it('every flow has its own key', () => {
    const keys = fixedKeys()
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('per-connector and per-network tasks do not collide with each other or the fixed ones', () => {
    const derived = [
      tasks.connect('injected'),
      tasks.connect('walletConnect'),
      tasks.sendTokens('eip155:1'),
      tasks.sendTokens('eip155:80002'),
      tasks.sendFee('eip155:1'),
    ].map((task) => task.key)
    expect(new Set(derived).size).toBe(derived.length)
    for (const key of derived) expect(fixedKeys()).not.toContain(key)
  })

  it('getTask reads a snapshot: idle for a task that never ran, else what the tasks controller wrote', async () => {
    const kit = createTestKit()
    const answer = defineTask<number>('test:answer')
    expect(getTask(kit.getState(), answer)).toEqual({ status: 'idle', error: undefined, value: undefined })
    await kit.tasks.run(answer, async () => 42)
    expect(getTask(kit.getState(), answer)).toEqual({ status: 'success', error: undefined, value: 42 })
  })

  it('a task carries its value type, so reading it needs no cast', () => {
    const state = createTestKit().getState()
    expectTypeOf(getTask(state, tasks.sendTokens('eip155:1')).value).toEqualTypeOf<
      readonly SendToken[] | undefined
    >()
    expectTypeOf(getTask(state, tasks.nameCheck).value).toEqualTypeOf<AccountNameCheck | undefined>()
    expectTypeOf(getTask(state, tasks.sendFee('eip155:1')).value).toEqualTypeOf<bigint | undefined>()
  })

  it('the tasks, defineTask and getTask are public', () => {
    expect(publicApi.tasks).toBe(tasks)
    expect(publicApi.getTask).toBe(getTask)
    expect(publicApi.defineTask).toBe(defineTask)
  })
})
