// @vitest-environment jsdom
// The embedded wallet's account actions over the secure frame's auth connector: the frame is the real frame-bridge
// server over in-memory windows (connectors/auth/fakeFrame.test.helpers.ts). From the account settings, the card
// shows at ApproveTransaction, and the settings come back with the outcome as a toast (or none for a cancel).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createAuthKit,
  createFakeFrame,
  FRAME_URL,
  until,
} from '../connectors/auth/fakeFrame.test.helpers.js'
import { RecentLoginRequiredError, UserRejectedRequestError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import { addWalletRecoveryMethod } from './addWalletRecoveryMethod.js'
import { exportWalletKey } from './exportWalletKey.js'
import { manageSessions } from './manageSessions.js'
import { manageWalletRecoveryMethods } from './manageWalletRecoveryMethods.js'
import { updateEmail, verifyEmailUpdateOtp } from './updateEmail.js'

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
  const { kit, connector } = await createAuthKit(
    {
      frameUrl: FRAME_URL,
      metadata: { name: 'Demo', description: '', url: 'https://app.example', icons: [] },
    },
    {
      frame: { window: fake.host, logger: { debug() {}, warn() {}, error() {} }, timeoutMs: 2_000 },
      loadBridge: () => import('@kit/frame-bridge'),
    },
  )
  cleanups.push(() => kit.destroy())
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

describe("the signed-in devices over the secure frame's card", () => {
  it('shows the card for the wallet, then the settings again with how many sessions ended', async () => {
    const { fake, kit } = await setup()
    fake.state.sessionsEnded = 1
    const done = manageSessions(kit)
    await until(() => fake.iframes[0]?.style.display === 'block')
    expect(kit.getState().router).toMatchObject({
      view: 'ApproveTransaction',
      data: { approvalPurpose: 'wallet' },
    })
    fake.finishInput('MANAGE_SESSIONS')
    await expect(done).resolves.toMatchObject({ status: 'success', value: { ended: 1 } })
    expect(kit.getState().router.view).toBe('AccountSettings')
    expect(fake.iframes[0]?.style.display).toBe('none')
    expect(kit.getState().account.status).toBe('connected')
  })

  it("ending this device's session there disconnects the kit", async () => {
    const { fake, kit } = await setup()
    fake.state.endsOwnSession = true
    fake.state.sessionsEnded = 1
    const done = manageSessions(kit)
    await until(() => fake.state.inputs.includes('MANAGE_SESSIONS'))
    fake.finishInput('MANAGE_SESSIONS')
    await expect(done).resolves.toMatchObject({ status: 'success', value: { ended: 1 } })
    await until(() => kit.getState().account.status === 'disconnected')
  })
})

describe("the ways to open the wallet over the secure frame's card", () => {
  it('shows the card for the wallet, then the settings again with how many were removed', async () => {
    const { fake, kit } = await setup()
    fake.state.recoveryMethodsRemoved = 1
    const done = manageWalletRecoveryMethods(kit)
    await until(() => fake.iframes[0]?.style.display === 'block')
    expect(kit.getState().router).toMatchObject({
      view: 'ApproveTransaction',
      data: { approvalPurpose: 'wallet' },
    })
    fake.finishInput('MANAGE_RECOVERY_METHODS')
    await expect(done).resolves.toMatchObject({ status: 'success', value: { removed: 1 } })
    expect(kit.getState().router.view).toBe('AccountSettings')
    expect(fake.iframes[0]?.style.display).toBe('none')
    expect(kit.getState().toast.open).toBe(false)
  })

  it('closing the modal over the card ends it quietly', async () => {
    const { fake, kit } = await setup()
    const done = manageWalletRecoveryMethods(kit)
    await until(() => fake.iframes[0]?.style.display === 'block')
    kit.modal.close()
    expect((await done).error).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.getState().toast.open).toBe(false)
    expect(fake.iframes[0]?.style.display).toBe('none')
  })
})

describe("the e-mail change over the secure frame's card", () => {
  /** Every view the router showed from now on. */
  function viewsShown(kit: Kit): string[] {
    const views: string[] = []
    cleanups.push(
      kit.subscribe(
        (state) => state.router.view,
        (view) => views.push(view),
      ),
    )
    return views
  }

  it("waits on the frame's card (the current address's code is typed there), then asks for the new address's code", async () => {
    const { fake, kit } = await setup()
    kit.router.push('UpdateEmailWallet', { email: 'ada@example.com' })
    const views = viewsShown(kit)
    const done = updateEmail(kit, { currentEmail: 'ada@example.com', newEmail: 'new@example.com' })
    await until(() => fake.iframes[0]?.style.display === 'block')
    expect(kit.getState().router).toMatchObject({
      view: 'ApproveTransaction',
      data: { approvalPurpose: 'wallet' },
    })
    fake.finishInput('UPDATE_EMAIL')
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(fake.iframes[0]?.style.display).toBe('none')
    expect(kit.getState().router).toMatchObject({
      view: 'UpdateEmailSecondaryOtp',
      history: ['Account', 'AccountSettings', 'UpdateEmailWallet', 'UpdateEmailSecondaryOtp'],
      data: { email: 'ada@example.com', newEmail: 'new@example.com' },
    })
    await expect(verifyEmailUpdateOtp(kit, { otp: '222222', address: 'new' })).resolves.toMatchObject({
      status: 'success',
    })
    expect(kit.getState().router.history).toEqual(['Account'])
    expect(kit.getState().account.user?.email).toBe('new@example.com')
    // The host never asked for the current address's code.
    expect(views).not.toContain('UpdateEmailPrimaryOtp')
    expect(fake.state.requests).not.toContain('UPDATE_EMAIL_PRIMARY_OTP')
  })

  it('a cancel on the card goes back to the form with a UserRejectedRequestError', async () => {
    const { fake, kit } = await setup()
    kit.router.push('UpdateEmailWallet', { email: 'ada@example.com' })
    const done = updateEmail(kit, { currentEmail: 'ada@example.com', newEmail: 'new@example.com' })
    await until(() => fake.state.cancels.has('input:UPDATE_EMAIL'))
    fake.cancelInput('UPDATE_EMAIL')
    expect((await done).error).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.getState().router.view).toBe('UpdateEmailWallet')
    expect(fake.iframes[0]?.style.display).toBe('none')
  })
})
