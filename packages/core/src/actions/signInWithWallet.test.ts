import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { SiweError } from '../errors/wallet.js'
import { connectFake, createTestKit } from '../test-utils.js'
import { createSiweTestBackend } from '../testing/fakes.js'
import { cancelSignIn, signInWithWallet } from './signInWithWallet.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

// A fake connector that signs with a real key, so the test backend's viem verification passes.
const account = privateKeyToAccount(`0x${'01'.repeat(32)}`)

async function setup(options: { decline?: boolean } = {}) {
  const backend = createSiweTestBackend()
  const kit = createTestKit({ siwe: backend })
  const fake = await connectFake(kit, {
    address: account.address,
    signMessage: async (message) => {
      if (options.decline) throw new Error('User rejected the request')
      return account.signMessage({ message })
    },
  })
  await expect.poll(() => kit.getState().router.view).toBe('ConnectingSiwe')
  return { kit, backend, fake }
}

describe('signInWithWallet', () => {
  it('the wallet signs, the backend verifies, and the ConnectingSiwe step closes', async () => {
    const { kit, backend } = await setup()
    const done = signInWithWallet(kit)
    expect(getTask(kit.getState(), tasks.siwe).status).toBe('pending')
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(backend.session?.address).toBe(account.address)
    expect(kit.siwe.isAuthenticated()).toBe(true)
    expect(kit.getState().modal.open).toBe(false)
  })

  it('a declined signature is the task error and the step stays for a retry', async () => {
    const { kit } = await setup({ decline: true })
    const state = await signInWithWallet(kit)
    expect(state.status).toBe('error')
    expect(state.error).toBeInstanceOf(SiweError)
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('ConnectingSiwe')
  })
})

describe('cancelSignIn', () => {
  it('a connected wallet that did not sign is disconnected and the modal closes', async () => {
    const { kit, fake } = await setup({ decline: true })
    await signInWithWallet(kit)
    await cancelSignIn(kit)
    expect(kit.getState().tasks[tasks.siwe.key]).toBeUndefined()
    expect(fake.calls.map((call) => call.method)).toContain('disconnect')
    expect(kit.getState().account.status).toBe('disconnected')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('with nothing connected the Connect view opens', async () => {
    const kit = createTestKit({ siwe: createSiweTestBackend() })
    kit.modal.open({ view: 'ConnectingSiwe' })
    await cancelSignIn(kit)
    expect(kit.getState().router.view).toBe('Connect')
    expect(kit.getState().modal.open).toBe(true)
  })
})
