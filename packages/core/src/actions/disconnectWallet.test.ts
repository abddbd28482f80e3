import { describe, expect, it } from 'vitest'
import { connectFake, createTestKit } from '../test-utils.js'
import { disconnectWallet } from './disconnectWallet.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

describe('disconnectWallet', () => {
  it('tells the wallet, clears the account and closes the modal', async () => {
    const kit = createTestKit()
    const fake = await connectFake(kit)
    kit.modal.open({ view: 'Account' })
    const done = disconnectWallet(kit)
    expect(getTask(kit.getState(), tasks.disconnect).status).toBe('pending')
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(fake.calls.map((call) => call.method)).toContain('disconnect')
    expect(kit.getState().account).toMatchObject({ status: 'disconnected', address: undefined })
    expect(kit.getState().connectors.active).toBeUndefined()
    expect(kit.getState().modal.open).toBe(false)
  })

  it('a wallet that fails to disconnect still leaves the kit disconnected and the modal closed', async () => {
    const kit = createTestKit()
    const fake = await connectFake(kit)
    fake.disconnect = async () => {
      throw new Error('wallet gone')
    }
    kit.modal.open({ view: 'Account' })
    await expect(disconnectWallet(kit)).resolves.toMatchObject({ status: 'success' })
    expect(kit.getState().account.status).toBe('disconnected')
    expect(kit.getState().modal.open).toBe(false)
  })
})
