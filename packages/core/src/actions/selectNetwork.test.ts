import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectFake, createTestKit, TEST_API, testRpcHandlers } from '../test-utils.js'
import { createFakeConnector } from '../testing/fakes.js'
import { deferred } from './authSteps.test.helpers.js'
import { selectNetwork, switchNamespace } from './selectNetwork.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

// The account data a connection or a switch loads (balance, profile) is answered, so nothing waits on a socket.
const server = setupServer(
  ...testRpcHandlers(),
  http.all(`${TEST_API}/*`, () => HttpResponse.json({}, { status: 404 })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const AMOY = 'eip155:80002'
const MAINNET = 'eip155:1'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** A kit whose modal shows Account → Networks, with an EVM wallet connected whose switch the test settles. */
async function connectedSetup() {
  const kit = createTestKit()
  const approval = deferred()
  const fake = createFakeConnector({ id: 'injected' })
  fake.switchNetwork = async (network) => {
    fake.calls.push({ method: 'switchNetwork', args: [network.caipNetworkId] })
    await approval.promise
  }
  kit.connectors.register(fake)
  await kit.connection.connect('injected')
  kit.modal.open({ view: 'Account' })
  kit.router.push('Networks')
  return { kit, fake, approval }
}

describe('selectNetwork', () => {
  it('with a wallet of that namespace connected, SwitchNetwork shows the pending request, then back before Networks', async () => {
    const { kit, fake, approval } = await connectedSetup()
    const done = selectNetwork(kit, { caipNetworkId: MAINNET })
    expect(kit.getState().router).toMatchObject({ view: 'SwitchNetwork', data: { caipNetworkId: MAINNET } })
    expect(getTask(kit.getState(), tasks.switchNetwork).status).toBe('pending')
    // The wallet has not approved: the active network is still the old one.
    expect(kit.getState().network.active).toBe(AMOY)
    approval.resolve()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(fake.calls.filter((call) => call.method === 'switchNetwork')).toEqual([
      { method: 'switchNetwork', args: [MAINNET] },
    ])
    expect(kit.getState().network.active).toBe(MAINNET)
    expect(kit.getState().router.history).toEqual(['Account'])
  })

  it('a refused switch is the task error; the network and the SwitchNetwork view stay', async () => {
    const { kit, approval } = await connectedSetup()
    const done = selectNetwork(kit, { caipNetworkId: MAINNET })
    const refused = new Error('User rejected the request')
    approval.reject(refused)
    const state = await done
    expect(state.status).toBe('error')
    expect(kit.getState().network.active).toBe(AMOY)
    expect(kit.getState().router.view).toBe('SwitchNetwork')
  })

  it('with nothing connected there is no SwitchNetwork step: the network is active at once', async () => {
    const kit = createTestKit()
    kit.modal.open({ view: 'Connect' })
    kit.router.push('Networks')
    const done = selectNetwork(kit, { caipNetworkId: MAINNET })
    expect(kit.getState().router.view).not.toBe('SwitchNetwork')
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(kit.getState().network.active).toBe(MAINNET)
    expect(kit.getState().router.history).toEqual(['Connect'])
  })

  it('a network of the other namespace asks to connect for it instead of a SwitchNetwork step', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    kit.modal.open({ view: 'Account' })
    kit.router.push('Networks')
    await selectNetwork(kit, { caipNetworkId: SOLANA_DEVNET })
    expect(kit.getState().router.history).toEqual(['Account', 'Networks', 'SwitchActiveChain'])
    expect(kit.getState().router.data).toMatchObject({
      switchToNamespace: 'solana',
      caipNetworkId: SOLANA_DEVNET,
    })
    expect(kit.getState().network.active).toBe(AMOY)
  })
})

describe('switchNamespace', () => {
  it('disconnects the wallet, makes the network active and opens Connect', async () => {
    const kit = createTestKit()
    const fake = await connectFake(kit)
    kit.modal.open({ view: 'Account' })
    kit.router.push('SwitchActiveChain', { switchToNamespace: 'solana', caipNetworkId: SOLANA_DEVNET })
    const done = switchNamespace(kit, { caipNetworkId: SOLANA_DEVNET })
    expect(getTask(kit.getState(), tasks.disconnect).status).toBe('pending')
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(fake.calls.some((call) => call.method === 'disconnect')).toBe(true)
    expect(kit.getState().account.status).toBe('disconnected')
    expect(kit.getState().network.active).toBe(SOLANA_DEVNET)
    expect(kit.getState().router.history).toEqual(['Connect'])
    expect(kit.getState().modal.open).toBe(true)
  })
})
