// The embedded wallet's split keys, as a visitor meets them: a new wallet protected with a passkey on the secure
// frame's card, the same wallet opened with that passkey on a second browser profile (which then needs no card),
// and the session token of that profile, copied out and replayed from Node, refused by the server.
//
// The second profile is the visitor's tab with every bit of site data of the demo's and the frame's origins cleared
// (storage, IndexedDB, cookies): to Kit that is a new browser, with no device id, no session, no share and no bound
// key. The passkey manager stays, as an operating system's or a synced one serves every profile; the DevTools
// protocol cannot carry a passkey's PRF secret to another profile's virtual authenticator (a copied credential
// answers no PRF), so a second context could not play the same passkey.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createProofSigner } from '../../apps/server/src/testing/sessionProof.ts'
import { secureFrame, shownAddress, uniqueEmail } from '../src/accountFixtures.ts'
import { closeBrowser, expectStatus, loginByEmail, openCaseDemo } from '../src/demo.ts'
import { EMAIL_COOLDOWN_SECONDS } from '../src/stack.ts'
import { WALLET_CARDS } from '../src/walletProtection.ts'

afterAll(async () => {
  await closeBrowser()
})

const frameOrigin = () => new URL(inject('stack').frameUrl).origin

/** Clears everything the demo's and the frame's origins stored in this browser: a new profile, to Kit. */
async function clearSiteData(page: Page) {
  // The session stays attached: detaching a page's CDP session turns off that page's virtual authenticator.
  const cdp = await page.context().newCDPSession(page)
  for (const origin of [new URL(page.url()).origin, frameOrigin()])
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
}

/** The route that opens the wallet (and releases the server's share of it), as the frame calls it. */
const walletOpenUrl = () => `${inject('stack').serverUrl}/v1/auth/wallet/open?projectId=demo`

describe('a wallet with split keys, on two browser profiles', () => {
  it('is protected with a passkey, opened with it on a second profile, and its copied token is refused', async () => {
    const session = await openCaseDemo()
    const { page } = session
    const email = uniqueEmail('recovery')
    // First profile: a new account; the frame makes the wallet and the visitor protects it with a passkey.
    await loginByEmail(session, email, 'recovery-')
    // The server sends one e-mail per address per cooldown: the second profile's login comes after it.
    const nextMailAllowedAt = Date.now() + (EMAIL_COOLDOWN_SECONDS + 1) * 1000
    const address = await shownAddress(session)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // Second profile: nothing of the first is left but the passkey manager.
    await clearSiteData(page)
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await expectStatus(page, 'disconnected')
    const frameStorage =
      (await page
        .frames()
        .find((f) => f.url().startsWith(frameOrigin()))
        ?.evaluate(() => localStorage.length)) ?? 0
    expect(frameStorage).toBe(0)

    // The same account logs in: a new device (Register Device again), then the wallet opens with the passkey.
    await page.waitForTimeout(Math.max(0, nextMailAllowedAt - Date.now()))
    const login = await loginByEmail(session, email, 'recovery-second-profile-')
    expect(login.registeredDevice).toBe(true)
    expect(await shownAddress(session)).toBe(address)

    // This profile now keeps its own share: a reload reconnects without any card.
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await expectStatus(page, 'connected')
    expect(await shownAddress(session)).toBe(address)
    const frame = secureFrame(session)
    for (const card of Object.values(WALLET_CARDS))
      expect(await frame.getByRole('heading', { name: card.title }).count()).toBe(0)

    // The session token, copied out of the frame's storage, replayed from Node with the frame's Origin header.
    const token = await frame.evaluate(() => localStorage.getItem('kit-frame/session'))
    expect(token).toBeTruthy()
    const replay = async (dpop?: string) => {
      const response = await fetch(walletOpenUrl(), {
        method: 'POST',
        headers: {
          origin: frameOrigin(),
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(dpop ? { dpop } : {}),
        },
        body: '{}',
      })
      const body = (await response.json()) as { reasons?: { name?: string }[] }
      return { status: response.status, reason: body.reasons?.[0]?.name }
    }
    // Without a proof, and with a proof signed by the thief's own key: both refused, no share released.
    expect(await replay()).toEqual({ status: 401, reason: 'ProofRequired' })
    const thief = await createProofSigner()
    const url = walletOpenUrl().split('?')[0] ?? ''
    expect(await replay(await thief.sign('POST', url, token ?? undefined))).toEqual({
      status: 401,
      reason: 'ProofKeyMismatch',
    })
    // The visitor's own session still works: a reload reconnects.
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await expectStatus(page, 'connected')
  })
})
