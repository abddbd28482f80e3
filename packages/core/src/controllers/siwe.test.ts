import { describe, expect, it, vi } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { NotConnectedError } from '../errors/kit.js'
import { SiweError } from '../errors/wallet.js'
import { connectFake, createTestKit, flush } from '../test-utils.js'
import { createSiweTestBackend } from '../testing/index.js'

// A fake connector that signs with a real key, so the test backend's viem verification passes.
const account = privateKeyToAccount(`0x${'01'.repeat(32)}`)
const signer = {
  address: account.address,
  signMessage: (message: string) => account.signMessage({ message }),
}

describe('sign-in with wallet controller', () => {
  it('is off without the option: signing in is refused and nothing is asked after connecting', async () => {
    const kit = createTestKit()
    expect(kit.siwe.enabled).toBe(false)
    await connectFake(kit, signer)
    await flush()
    expect(kit.getState().router.view).toBe('Connect')
    await expect(kit.siwe.signIn()).rejects.toBeInstanceOf(SiweError)
  })

  it('needs a connected EVM account', async () => {
    const kit = createTestKit({ siwe: createSiweTestBackend() })
    await expect(kit.siwe.signIn()).rejects.toBeInstanceOf(NotConnectedError)
  })

  it('after a connection on EVM without a session it opens the modal on ConnectingSiwe', async () => {
    const kit = createTestKit({ siwe: createSiweTestBackend() })
    await connectFake(kit, signer)
    await expect.poll(() => kit.getState().router.view).toBe('ConnectingSiwe')
    expect(kit.getState().modal.open).toBe(true)
  })

  it('no sign-in step on Solana', async () => {
    const kit = createTestKit({ siwe: createSiweTestBackend() })
    await connectFake(kit, { namespace: 'solana', address: 'So1' })
    await flush()
    expect(kit.getState().modal.open).toBe(false)
  })

  it('signs in: the EIP-4361 message is signed, verified, and the session kept; the step closes', async () => {
    const backend = createSiweTestBackend({
      getMessageParams: async () => ({ statement: 'Welcome to the app' }),
    })
    const kit = createTestKit({ siwe: backend })
    const events: string[] = []
    kit.onEvent((event) => events.push(event.event))
    await connectFake(kit, signer)
    await expect.poll(() => kit.getState().router.view).toBe('ConnectingSiwe')
    await expect(kit.siwe.signIn()).resolves.toEqual({ address: account.address, chainId: 80002 })
    expect(backend.verified[0]?.message).toContain('Welcome to the app')
    expect(backend.verified[0]?.message).toContain('Chain ID: 80002')
    expect(kit.siwe.isAuthenticated()).toBe(true)
    expect(kit.getState().modal.open).toBe(false)
    expect(events).toContain('SIWE_AUTH_SUCCESS')
  })

  it('an existing session of the account is kept without asking', async () => {
    const backend = createSiweTestBackend()
    backend.session = { address: account.address.toLowerCase(), chainId: 80002 }
    const kit = createTestKit({ siwe: backend })
    await connectFake(kit, signer)
    await expect.poll(() => kit.getState().siwe.status).toBe('success')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('a session of another account is signed out and the step is asked (signOutOnAccountChange)', async () => {
    const backend = createSiweTestBackend()
    backend.session = { address: '0x2222222222222222222222222222222222222222', chainId: 80002 }
    const kit = createTestKit({ siwe: backend })
    await connectFake(kit, signer)
    await expect.poll(() => backend.session).toBeNull()
    expect(kit.getState().router.view).toBe('ConnectingSiwe')
  })

  it('a backend without a session after verifying fails with "Error verifying SIWE signature"', async () => {
    const backend = createSiweTestBackend({ getSession: async () => null })
    const kit = createTestKit({ siwe: backend })
    await connectFake(kit, signer)
    await expect(kit.siwe.signIn()).rejects.toMatchObject({ shortMessage: 'Error verifying SIWE signature' })
    expect(kit.getState().siwe.status).toBe('error')
    expect(kit.getState().toast).toMatchObject({
      message: 'Error verifying SIWE signature',
      variant: 'error',
    })
  })

  it('a refused signature from a smart account says "This application might not support Smart Accounts"', async () => {
    const kit = createTestKit({ siwe: createSiweTestBackend() })
    await connectFake(kit, {
      ...signer,
      signMessage: async () => {
        throw new Error('unsupported')
      },
    })
    kit.account.setPreferredAccountType('smartAccount')
    await expect(kit.siwe.signIn()).rejects.toMatchObject({
      shortMessage: 'This application might not support Smart Accounts',
    })
  })

  it('signOutOnDisconnect: false keeps the backend session on disconnect', async () => {
    const backend = createSiweTestBackend()
    const kit = createTestKit({ siwe: { ...backend, signOutOnDisconnect: false } })
    await connectFake(kit, signer)
    await kit.siwe.signIn()
    await kit.connection.disconnect()
    await flush()
    expect(backend.session).not.toBeNull()
    expect(kit.getState().siwe.status).toBe('idle')
  })

  it('a backend that never answers fails the sign-in after 30 s instead of hanging', async () => {
    const kit = createTestKit({
      siwe: createSiweTestBackend({ getNonce: () => new Promise<string>(() => undefined) }),
    })
    await connectFake(kit, signer)
    vi.useFakeTimers()
    try {
      const pending = kit.siwe.signIn().catch((error: unknown) => error)
      await vi.advanceTimersByTimeAsync(30_000)
      expect(await pending).toMatchObject({ shortMessage: 'Error verifying SIWE signature' })
      expect(kit.getState().siwe.status).toBe('error')
    } finally {
      vi.useRealTimers()
    }
  })
})
