import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/wallet.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { connectFake, createTestKit } from '../test-utils.js'
import { createFakeConnector, createSiweTestBackend } from '../testing/fakes.js'
import { deferred, settle } from './authSteps.test.helpers.js'
import { connectWallet } from './connectWallet.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

function setup(overrides: Parameters<typeof createTestKit>[0] = {}, connector = {}) {
  const kit = createTestKit(overrides)
  const fake = createFakeConnector({ id: 'injected:io.metamask', name: 'MetaMask', ...connector })
  kit.connectors.register(fake)
  kit.modal.open({ view: 'Connect' })
  return { kit, fake }
}

describe('connectWallet', () => {
  it("shows the connector's connecting view, connects, and the open modal closes", async () => {
    const { kit } = setup()
    const done = connectWallet(kit, { connectorId: 'injected:io.metamask' })
    expect(kit.getState().router).toMatchObject({
      view: 'ConnectingExternal',
      data: { connectorId: 'injected:io.metamask' },
    })
    expect(getTask(kit.getState(), tasks.connect('injected:io.metamask')).status).toBe('pending')
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(kit.getState().account.status).toBe('connected')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('a WalletConnect connector shows ConnectingWalletConnect', () => {
    const { kit } = setup({}, { id: 'walletConnect', type: 'walletConnect' })
    void connectWallet(kit, { connectorId: 'walletConnect' })
    expect(kit.getState().router).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { connectorId: 'walletConnect' },
    })
  })

  it('navigate: false retries from the connecting view without pushing it again', async () => {
    const { kit } = setup({}, { connectError: new UserRejectedRequestError() })
    await connectWallet(kit, { connectorId: 'injected:io.metamask' })
    await connectWallet(kit, { connectorId: 'injected:io.metamask', navigate: false })
    expect(kit.getState().router.history).toEqual(['Connect', 'ConnectingExternal'])
  })

  it('a refusal is the task error; the connecting view stays open with the reason', async () => {
    const { kit } = setup({}, { connectError: new UserRejectedRequestError() })
    const state = await connectWallet(kit, { connectorId: 'injected:io.metamask' })
    expect(state.status).toBe('error')
    expect(state.error).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.getState().account.status).toBe('disconnected')
    expect(kit.getState().connection.error).toBe(
      state.error && (state.error as UserRejectedRequestError).shortMessage,
    )
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('ConnectingExternal')
  })

  it('an unknown connector is the task error, not a rejection', async () => {
    const kit = createTestKit()
    const state = await connectWallet(kit, { connectorId: 'nope' })
    expect(state.status).toBe('error')
    expect(state.error?.name).toBe('ConnectorNotFoundError')
  })
})

describe('after a connection made in the open modal', () => {
  it('with sign-in with wallet on and an EVM account not signed in, goes on to ConnectingSiwe', async () => {
    // The backend's session check stays unanswered, so ConnectingSiwe can only come from the step after connecting.
    const session = deferred<null>()
    const { kit } = setup({ siwe: createSiweTestBackend({ getSession: () => session.promise }) })
    await connectWallet(kit, { connectorId: 'injected:io.metamask' })
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('ConnectingSiwe')
    session.resolve(null)
  })

  it('with sign-in with wallet on, a Solana account closes the modal', async () => {
    const { kit } = setup(
      { siwe: createSiweTestBackend() },
      { id: 'solana:phantom', namespace: 'solana', address: 'So1anaAddress' },
    )
    await connectWallet(kit, { connectorId: 'solana:phantom' })
    expect(kit.getState().modal.open).toBe(false)
  })

  it('a connection made while the modal is closed does not open it', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    await settle()
    expect(kit.getState().modal.open).toBe(false)
  })

  it('a restored session moves nothing in the open modal', async () => {
    const storage = createMemoryStorage()
    const first = createTestKit({ storage })
    await connectFake(first, { id: 'injected:io.metamask' })
    first.destroy()

    const kit = createTestKit({ storage })
    kit.connectors.register(createFakeConnector({ id: 'injected:io.metamask' }))
    kit.modal.open({ view: 'Connect' })
    kit.router.push('WhatIsAWallet')
    await expect(kit.connection.reconnect()).resolves.toBe(true)
    await settle()
    expect(kit.getState().account.status).toBe('connected')
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('WhatIsAWallet')
  })
})
