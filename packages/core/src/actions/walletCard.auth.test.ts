// @vitest-environment jsdom
// The embedded wallet's account actions over the secure frame's auth connector: the frame is the real frame-bridge
// server over in-memory windows (connectors/auth/fakeFrame.test.helpers.ts). From the account settings, the card
// shows at ApproveTransaction, and the settings come back with the outcome as a toast (or none for a cancel).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type AuthConnector, createAuthConnector } from '../connectors/auth/authConnector.js'
import { createFakeFrame, FRAME_URL, until } from '../connectors/auth/fakeFrame.test.helpers.js'
import { RecentLoginRequiredError, UserRejectedRequestError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import { createTestKit } from '../test-utils.js'
import { addWalletRecoveryMethod } from './addWalletRecoveryMethod.js'
import { exportWalletKey } from './exportWalletKey.js'

const cleanups: (() => void)[] = []
beforeAll(() => {
  // Chain reads after a connection (balances) must not leave the machine in unit tests.
  vi.stubGlobal('fetch', async () => Response.json({ jsonrpc: '2.0', id: 1, result: '0x0' }))
})
afterAll(() => {
  vi.unstubAllGlobals()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  document.body.replaceChildren()
})

async function setup() {
  const fake = createFakeFrame()
  const kit: Kit = createTestKit({
    frameUrl: FRAME_URL,
    metadata: { name: 'Demo', description: '', url: 'https://app.example', icons: [] },
  })
  const connector: AuthConnector = createAuthConnector(kit, {
    frame: { window: fake.host, logger: { debug() {}, warn() {}, error() {} }, timeoutMs: 2_000 },
    loadBridge: () => import('@kit/frame-bridge'),
  })
  kit.connectors.register(connector)
  cleanups.push(() => {
    connector.destroy()
    kit.destroy()
  })
  await connector.connectEmail({ email: 'ada@example.com' })
  await connector.connectOtp({ otp: '123456' })
  await kit.connection.connect(connector.id)
  kit.modal.open({ view: 'Account' })
  kit.router.push('AccountSettings')
  return { fake, kit }
}

describe("the embedded wallet's account actions over the secure frame", () => {
  it("adding a passkey: the card for the wallet, then the settings again and 'Passkey added'", async () => {
    const { fake, kit } = await setup()
    const done = addWalletRecoveryMethod(kit)
    await until(() => fake.iframes[0]?.style.display === 'block')
    expect(kit.getState().router).toMatchObject({
      view: 'ApproveTransaction',
      data: { approvalPurpose: 'wallet' },
    })
    fake.finishInput('ADD_RECOVERY_METHOD')
    await expect(done).resolves.toMatchObject({ status: 'success', value: { kind: 'passkey' } })
    expect(kit.getState().router.view).toBe('AccountSettings')
    expect(kit.getState().toast).toMatchObject({ message: 'Passkey added', variant: 'success' })
  })

  it('a cancel on the card goes back to the settings with no toast', async () => {
    const { fake, kit } = await setup()
    const done = addWalletRecoveryMethod(kit)
    await until(() => fake.state.cancels.has('input:ADD_RECOVERY_METHOD'))
    fake.cancelInput('ADD_RECOVERY_METHOD')
    expect((await done).error).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.getState().router.view).toBe('AccountSettings')
    expect(kit.getState().toast.open).toBe(false)
  })

  it('closing the modal over the export card ends it quietly', async () => {
    const { fake, kit } = await setup()
    const done = exportWalletKey(kit)
    await until(() => fake.iframes[0]?.style.display === 'block')
    kit.modal.close()
    expect((await done).error).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.getState().toast.open).toBe(false)
    expect(fake.iframes[0]?.style.display).toBe('none')
  })

  it("an export after an old login: no card, 'Sign in again to export your key'", async () => {
    const { fake, kit } = await setup()
    fake.state.recentLogin = false
    const { error } = await exportWalletKey(kit)
    expect(error).toBeInstanceOf(RecentLoginRequiredError)
    expect(fake.state.inputs).toEqual([])
    expect(kit.getState().router.view).toBe('AccountSettings')
    expect(kit.getState().toast).toMatchObject({
      message: 'Sign in again to export your key',
      variant: 'error',
    })
  })
})
