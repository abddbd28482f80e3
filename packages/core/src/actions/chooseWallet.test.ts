import { describe, expect, it } from 'vitest'
import type { WalletListing } from '../controllers/walletList.listing.js'
import { KitValidationError } from '../errors/kit.js'
import { UserRejectedRequestError } from '../errors/wallet.js'
import { createTestKit } from '../test-utils.js'
import { createFakeConnector } from '../testing/fakes.js'
import { chooseWallet } from './chooseWallet.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

const rainbow: WalletListing = {
  id: 'rainbow',
  name: 'Rainbow',
  icon: 'data:image/png;base64,AA',
  chains: ['eip155'],
}

function setup(connector = {}) {
  const kit = createTestKit({ walletList: { wallets: [rainbow], phone: false } })
  kit.connectors.register(createFakeConnector({ id: 'io.metamask', rdns: 'io.metamask', ...connector }))
  kit.connectors.register(createFakeConnector({ id: 'walletConnect', type: 'walletConnect' }))
  kit.modal.open({ view: 'Connect' })
  return kit
}

describe('chooseWallet', () => {
  it('an installed wallet: its connecting view, the connection under its task key, then the modal closes', async () => {
    const kit = setup()
    const done = chooseWallet(kit, { key: 'connector:io.metamask', connectorId: 'io.metamask' })
    expect(getTask(kit.getState(), tasks.connect('io.metamask')).status).toBe('pending')
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(kit.getState().router.history).toEqual(['Connect', 'ConnectingExternal'])
    expect(kit.getState().account.status).toBe('connected')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('a catalogue wallet pairs through WalletConnect, kept under the pairing connector key', async () => {
    const kit = setup()
    await kit.walletList.load()
    const done = chooseWallet(kit, { key: 'listing:rainbow', connectorId: 'walletConnect' })
    expect(getTask(kit.getState(), tasks.connect('walletConnect')).status).toBe('pending')
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(kit.getState().router.history).toEqual(['Connect', 'ConnectingWalletConnect'])
    expect(kit.getState().connectors.active).toBe('walletConnect')
  })

  it('a refusal and an unknown row are task errors, never rejections', async () => {
    const kit = setup({ connectError: new UserRejectedRequestError() })
    const refused = await chooseWallet(kit, { key: 'connector:io.metamask', connectorId: 'io.metamask' })
    expect(refused.error).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.getState().modal.open).toBe(true)
    const unknown = await chooseWallet(kit, { key: 'listing:nope', connectorId: 'walletConnect' })
    expect(unknown.error).toBeInstanceOf(KitValidationError)
  })
})
