// Passkey autofill (WebAuthn conditional UI) on the Connect view's e-mail field, as a visitor meets it: a passkey-only
// account is made ("Continue with a passkey"), the visitor disconnects, opens Connect again and clicks the e-mail
// field; the browser offers the passkey there and the visitor is signed in with it, no card, no e-mail.
//
// The e-mail field is drawn by a page of the secure frame's origin (`email-field.html`), not by the host: the
// conditional `get` runs in that document, and its assertion reaches the secure frame over a channel of the frame's
// origin only. The host page never sees it: this spec records every WebAuthn call of the host's own document (none)
// and what the host receives from the field (READY and the typed address only).
//
// Chromium's virtual authenticator (with resident keys, user verification and automatic presence) answers a
// conditional `get` once its `username webauthn` field is clicked; the demo runs on 127.0.0.1, another site than the
// frame on localhost, in a Chromium with third-party storage partitioned (`openPartitionedDemo`), so the field and the
// frame share the frame's storage partition under the demo's site, as on the web.
import { afterAll, describe, expect, it } from 'vitest'
import { openAccount, shownAddress } from '../src/accountFixtures.ts'
import { screenshot } from '../src/browser.ts'
import { checkScreen, closeBrowser, dialog, expectStatus, waitForMail } from '../src/demo.ts'
import {
  closePartitionedBrowser,
  credentialsOf,
  frameOrigin,
  openPartitionedDemo,
  passkeyCard,
} from '../src/passkeys.ts'
import { pressInFrame } from '../src/browser.ts'
import type { Page } from 'playwright-core'

afterAll(async () => {
  await closeBrowser()
  await closePartitionedBrowser()
})

/** Records, in the host's own document, any WebAuthn call and every message the e-mail field posts to it. */
function watchHost() {
  const seen = { webauthn: 0, fieldMessages: [] as unknown[] }
  ;(window as unknown as { __kitHostSeen: typeof seen }).__kitHostSeen = seen
  const credentials = navigator.credentials
  if (credentials) {
    const get = credentials.get.bind(credentials)
    const create = credentials.create.bind(credentials)
    credentials.get = (options) => {
      seen.webauthn++
      return get(options)
    }
    credentials.create = (options) => {
      seen.webauthn++
      return create(options)
    }
  }
  addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null
    if (typeof data?.type === 'string' && data.type.startsWith('@kit-email-field/'))
      seen.fieldMessages.push(data)
  })
}

function hostSeen(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { __kitHostSeen: { webauthn: number; fieldMessages: unknown[] } }).__kitHostSeen,
  )
}

/** The Connect view's e-mail field, drawn by the frame's origin, once it offers passkeys. */
async function emailField(page: Page) {
  const iframe = dialog(page).locator('iframe[data-kit-email-field]')
  await iframe.waitFor({ state: 'visible', timeout: 30_000 })
  const src = (await iframe.getAttribute('src')) ?? ''
  expect(new URL(src).origin).toBe(frameOrigin())
  expect(await iframe.getAttribute('allow')).toBe('publickey-credentials-get')
  const input = page.frameLocator('iframe[data-kit-email-field]').locator('input')
  await input.waitFor()
  expect(await input.getAttribute('autocomplete')).toBe('username webauthn')
  return input
}

describe('passkey autofill', () => {
  it('signs in with the passkey the e-mail field offers, the host seeing neither the assertion nor WebAuthn', async () => {
    const session = await openPartitionedDemo()
    const { page, context } = session
    await context.addInitScript(watchHost)

    // A passkey-only account.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).click()
    const card = await passkeyCard(session)
    await pressInFrame(card.getByRole('button', { name: 'Create a passkey' }))
    await expectStatus(page, 'connected', 60_000)
    const address = await shownAddress(session)
    await dialog(page).waitFor({ state: 'detached' })

    // Disconnect, and a fresh page whose host document is watched from its start.
    await openAccount(session)
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectStatus(page, 'disconnected')
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await expectStatus(page, 'disconnected')

    // Connect: the e-mail field is the frame's, and offers passkeys.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const input = await emailField(page)
    await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).waitFor()
    await checkScreen(session, 'passkey-autofill-connect-light')
    const [before] = await credentialsOf(session.passkeys)
    // Opening Connect asks nothing of the passkey: the field offers it only once the visitor comes to the field.
    await page.waitForTimeout(1_000)
    await expectStatus(page, 'disconnected')

    // A click in the field: the browser offers the passkey (the virtual authenticator picks it), and the visitor is in.
    const verified = page.waitForResponse(
      (response) =>
        response.url().includes('/v1/auth/passkey/login/verify') && response.request().method() === 'POST',
    )
    await input.click()
    expect((await verified).status()).toBe(200)
    await expectStatus(page, 'connected', 60_000)
    expect(await shownAddress(session)).toBe(address)
    await dialog(page).waitFor({ state: 'detached' })
    // The autofill's assertion signed in (a second one, the PRF in the frame, follows only where this device no
    // longer holds the wallet's share).
    const [after] = await credentialsOf(session.passkeys)
    const assertions = (after?.signCount ?? 0) - (before?.signCount ?? 0)
    expect(assertions).toBeGreaterThanOrEqual(1)
    expect(assertions).toBeLessThanOrEqual(2)

    // The host page called no WebAuthn and heard only READY from the field (no address was typed).
    const seen = await hostSeen(page)
    expect(seen.webauthn).toBe(0)
    expect(seen.fieldMessages).toEqual([
      { type: '@kit-email-field/READY', field: expect.stringMatching(/^[0-9a-f]{32}$/), passkeys: true },
    ])
  }, 180_000)

  it('draws the field in the dark theme and in Arabic (right to left), and the e-mail login still works', async () => {
    const session = await openPartitionedDemo()
    const { page } = session
    await page.getByRole('radio', { name: 'Dark' }).check()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const input = await emailField(page)
    await checkScreen(session, 'passkey-autofill-connect-dark')
    // The address typed in the frame's field goes to the host's e-mail login, which sends the code as before.
    await input.fill('autofill-typed@example.com')
    await dialog(page).getByRole('button', { name: 'Continue with email' }).click()
    await waitForMail('autofill-typed@example.com', /./)
    await dialog(page)
      .getByRole('group', { name: 'Verification code' })
      .or(dialog(page).getByRole('heading', { name: 'Register Device' }))
      .waitFor({ timeout: 30_000 })
    await screenshot(page, 'passkey-autofill-email-sent')

    const url = new URL(page.url())
    url.searchParams.set('locale', 'ar')
    await page.goto(url.href)
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'ربط المحفظة' }).click()
    const iframe = dialog(page).locator('iframe[data-kit-email-field]')
    await iframe.waitFor({ state: 'visible', timeout: 30_000 })
    const field = page.frameLocator('iframe[data-kit-email-field]')
    expect(await field.locator('html').getAttribute('dir')).toBe('rtl')
    expect(await field.locator('html').getAttribute('lang')).toBe('ar')
    await checkScreen(session, 'passkey-autofill-connect-ar')
  }, 120_000)
})
