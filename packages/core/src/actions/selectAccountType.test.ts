import { describe, expect, it } from 'vitest'
import { NotConnectedError } from '../errors/kit.js'
import { connectFake, createTestKit } from '../test-utils.js'
import { selectAccountType } from './selectAccountType.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

const SMART = '0x5555555555555555555555555555555555555555'

describe('selectAccountType', () => {
  it('asks the wallet, and the account in force is the task value and the preferred type', async () => {
    const kit = createTestKit()
    const fake = await connectFake(kit, {
      type: 'auth',
      setPreferredAccountType: async (type) => ({ address: SMART, type }),
    })
    const done = selectAccountType(kit, { type: 'smartAccount' })
    expect(getTask(kit.getState(), tasks.accountType).status).toBe('pending')
    await expect(done).resolves.toMatchObject({ status: 'success', value: 'smartAccount' })
    expect(fake.calls.find((call) => call.method === 'setPreferredAccountType')?.args).toEqual([
      'smartAccount',
    ])
    expect(kit.getState().account.preferredAccountType).toBe('smartAccount')
    expect(kit.getState().account.address).toBe(SMART)
  })

  it('with nothing connected it is the task error', async () => {
    const kit = createTestKit()
    const state = await selectAccountType(kit, { type: 'smartAccount' })
    expect(state.error).toBeInstanceOf(NotConnectedError)
  })
})
