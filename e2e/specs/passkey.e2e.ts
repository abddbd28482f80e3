// Passkey accounts, as a visitor meets them: "Continue with a passkey" in the Connect view, with no e-mail at all.
// The visitor's passkey manager is Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain, with
// resident keys, user verification and the PRF), which every tracked page gets (`addVirtualPasskeyProvider`).
//
// The account is made by one passkey in the secure frame: the server verifies the registration and opens a session,
// the frame makes and splits the wallet and seals its recovery share under the passkey's PRF output. A reload keeps
// the session; a second profile (every bit of site data of the demo's and the frame's origins cleared, the passkey
// manager kept, as an operating system's or a synced one serves every profile) signs in with the same passkey and
// opens the same wallet through its PRF, then sends on anvil. A second browser context whose authenticator holds the
// same credential (copied with WebAuthn.getCredentials / addCredential) signs in to the server with it; one without
// the passkey cannot sign in.
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { secureFrameStill, shownAddress } from '../src/accountFixtures.ts'
import { frameOrigin, passkeyCard } from '../src/passkeys.ts'
import { pressInFrame, screenshot } from '../src/browser.ts'
import {
  checkScreen,
  closeBrowser,
  type DemoSession,
  dialog,
  expectStatus,
  openCaseDemo,
  waitForText,
} from '../src/demo.ts'

afterAll(async () => {
  await closeBrowser()
})

function amoy() {
  const rpcUrl = inject('stack').evm[80002]?.rpcUrl
  if (!rpcUrl) throw new Error('The stack has no 80002 chain')
  return createPublicClient({ transport: http(rpcUrl) })
}

async function fund(address: string, pol: string) {
  await amoy().request({
    // biome-ignore lint/suspicious/noExplicitAny: an anvil-only method viem's public schema does not list
    method: 'anvil_setBalance' as any,
    params: [address as Hex, `0x${parseEther(pol).toString(16)}`] as never,
  })
}

async function waitUntil<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (accept(value)) return value
    if (Date.now() > deadline) throw new Error(`Still ${String(value)} after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Clears everything the demo's and the frame's origins stored in this browser: a new profile, to Kit. */
async function clearSiteData(page: Page) {
  // The session stays attached: detaching a page's CDP session turns off that page's virtual authenticator.
  const cdp = await page.context().newCDPSession(page)
  for (const origin of [new URL(page.url()).origin, frameOrigin()])
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
}

/** Connect → "Continue with a passkey" → the frame's card → `button`. */
async function continueWithPasskey(session: DemoSession, button: 'Create a passkey' | 'Use my passkey') {
  const { page } = session
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).click()
  const frame = await passkeyCard(session)
  await pressInFrame(frame.getByRole('button', { name: button }))
  return frame
}

describe('passkey accounts', () => {
  it('signs up with a passkey alone, stays signed in, opens the wallet on a second profile and sends on anvil', async () => {
    const session = await openCaseDemo()
    const { page } = session

    // The Connect view offers the passkey beside e-mail and the socials.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).waitFor()
    await checkScreen(session, 'passkey-connect-view')
    await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).click()
    const frame = await passkeyCard(session)
    await checkScreen(session, 'passkey-frame-card')
    await pressInFrame(frame.getByRole('button', { name: 'Create a passkey' }))

    // One passkey made the account: no e-mail, no other card.
    await expectStatus(page, 'connected', 60_000)
    const address = await shownAddress(session)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await dialog(page).waitFor({ state: 'detached' })
    await checkScreen(session, 'passkey-signed-in')

    // A reload keeps the session (this device's share and the server's).
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await expectStatus(page, 'connected')
    expect(await shownAddress(session)).toBe(address)

    // A second profile: nothing of the first is left but the passkey manager.
    await clearSiteData(page)
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await expectStatus(page, 'disconnected')
    await continueWithPasskey(session, 'Use my passkey')
    // The assertion signs in; the same passkey's PRF opens the wallet's recovery share here.
    await expectStatus(page, 'connected', 60_000)
    expect(await shownAddress(session)).toBe(address)
    await dialog(page).waitFor({ state: 'detached' })

    // The wallet is usable: a transaction on anvil, approved in the frame.
    await fund(address, '1')
    await page.reload()
    await expectStatus(page, 'connected')
    await waitForText(page.getByTestId('account-balance'), '1 POL')
    const receiver = `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(20))).toString('hex')}` as Hex
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Send' }).waitFor()
    await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('0.25')
    await dialog(page).getByRole('textbox', { name: 'To' }).fill(receiver)
    await dialog(page).getByRole('button', { name: 'Preview send' }).click()
    await dialog(page).getByRole('heading', { name: 'Review send' }).waitFor()
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    const approval = page.frameLocator('iframe[title="Secure wallet"]')
    await approval.getByRole('heading', { name: 'Approve transaction' }).waitFor()
    await secureFrameStill(session, 300)
    // The card arms once its rows have been seen in plain sight; it was drawn while the frame was still hidden, and
    // counts them again on a scroll (a wheel over it, as a visitor reading it).
    await approval.locator('[data-approval-card]').hover()
    await page.mouse.wheel(0, 400)
    await approval.locator('[data-approval-card][data-armed="true"]').waitFor({ timeout: 10_000 })
    await pressInFrame(approval.getByRole('button', { name: 'Send' }))
    expect(
      await waitUntil(
        () => amoy().getBalance({ address: receiver }),
        (balance) => balance > 0n,
      ),
    ).toBe(parseEther('0.25'))

    // Another browser context with the same credential (copied into its own authenticator) signs in to the server.
    const passkeys = session.passkeys
    if (!passkeys) throw new Error('The page has no passkey manager')
    const { cdp, authenticatorId } = passkeys
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    expect(credentials).toHaveLength(1)
    const copied = await openCaseDemo()
    if (!copied.passkeys) throw new Error('The page has no passkey manager')
    await copied.passkeys.cdp.send('WebAuthn.addCredential', {
      authenticatorId: copied.passkeys.authenticatorId,
      credential: credentials[0] as NonNullable<(typeof credentials)[0]>,
    })
    const signedIn = copied.page.waitForResponse(
      (response) =>
        response.url().includes('/v1/auth/passkey/login/verify') && response.request().method() === 'POST',
    )
    await continueWithPasskey(copied, 'Use my passkey')
    const verified = await signedIn
    expect(verified.status()).toBe(200)
    expect(((await verified.json()) as { user: { email: unknown } }).user.email).toBeNull()
    await screenshot(copied.page, 'passkey-copied-credential')
  }, 240_000)

  it('a browser without the passkey cannot sign in', async () => {
    const session = await openCaseDemo()
    const { page } = session
    const frame = await continueWithPasskey(session, 'Use my passkey')
    // Chromium reports "no passkey here" as it reports a cancel: the card's words hold for both, and offer the
    // ways on (create one here, or leave for the app's other ways to sign in).
    await waitForText(
      frame.getByRole('alert'),
      /^No passkey was used\. If this device has none for this app, create one, or/,
    )
    await frame.getByRole('button', { name: 'Create a passkey' }).waitFor()
    await screenshot(page, 'passkey-no-passkey')
    await pressInFrame(frame.getByRole('button', { name: 'Sign in another way' }))
    await expectStatus(page, 'disconnected')
    await dialog(page).getByRole('button', { name: 'Continue with email' }).waitFor()
  }, 120_000)
})
