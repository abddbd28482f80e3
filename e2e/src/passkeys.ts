// Fixtures for the passkey specs: the frame's passkey card, a host page that refuses WebAuthn to the secure frame,
// and a passkey manager in each Kit window (the pop-up of the frame's origin the card opens on such a host).
import type { Browser, BrowserContext, CDPSession, Frame, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { launchChromium } from '../../scripts/chromium.mjs'
import { secureFrame, secureFrameStill } from './walletProtection.ts'
import { openTrackedPage, trackContext, VIEWPORT } from './browser.ts'
import { type DemoSession, dialog, endWithCase, sharedBrowser } from './demo.ts'

/** The secure frame's origin in the running stack. */
export const frameOrigin = () => new URL(inject('stack').frameUrl).origin

/** The frame's passkey card ("Continue with a passkey"), once shown and still. */
export async function passkeyCard(session: DemoSession): Promise<Frame> {
  // The frame loads on first use: the press that asks for the passkey may be what mounts it.
  const deadline = Date.now() + 30_000
  for (;;) {
    const frame = session.page.frames().find((candidate) => candidate.url().startsWith(frameOrigin()))
    if (
      frame &&
      (await frame
        .getByRole('heading', { name: 'Continue with a passkey' })
        .isVisible()
        .catch(() => false))
    ) {
      await secureFrameStill(session, 300)
      return frame
    }
    if (Date.now() > deadline) throw new Error('The secure frame did not show "Continue with a passkey"')
    await session.page.waitForTimeout(100)
  }
}

/** Connect → "Continue with a passkey" → the frame's card. */
export async function openPasskeyCard(session: DemoSession): Promise<Frame> {
  await session.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(session.page).getByRole('button', { name: 'Continue with a passkey' }).click()
  return passkeyCard(session)
}

/**
 * Drops the `allow` attribute of every iframe the page at `hostOrigin` makes (an init script of its context): a host
 * page that embeds the secure frame without allow="publickey-credentials-create; publickey-credentials-get" (the
 * demo's own frame-bridge sets it).
 */
function dropIframeAllow(hostOrigin: string) {
  if (location.origin !== hostOrigin) return
  const setAttribute = Element.prototype.setAttribute
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (this instanceof HTMLIFrameElement && name.toLowerCase() === 'allow') return
    setAttribute.call(this, name, value)
  }
}

/**
 * Opens `url` (the demo) for the running case, the way `openCaseHostPage` does, in a host page whose iframe for the
 * secure frame has no `allow` attribute: WebAuthn is refused to the frame.
 */
export async function openRefusingHost(url: string): Promise<DemoSession> {
  const { browser } = await sharedBrowser()
  const tracked = await openTrackedPage(browser)
  const { context, page } = tracked
  await context.addInitScript(dropIframeAllow, new URL(url).origin)
  await page.goto(url)
  await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
  const session: DemoSession = { ...tracked, violations: {}, close: () => context.close() }
  endWithCase(session)
  return session
}

let partitioned: Promise<Browser> | undefined

/** A Chromium with third-party storage partitioned, as users have it (launched on first use). */
function partitionedBrowser(): Promise<Browser> {
  partitioned ??= launchChromium({ partitionedStorage: true })
  return partitioned
}

/** Closes the Chromium of `openPartitionedDemo`; call from a spec file's afterAll. */
export async function closePartitionedBrowser(): Promise<void> {
  const current = partitioned
  partitioned = undefined
  if (current) await (await current).close()
}

/**
 * Opens the demo for the running case (as `openCaseDemo` does) on `http://127.0.0.1:<port>`, another site than the
 * secure frame on `localhost`, in a Chromium with third-party storage partitioned: the frame's storage is kept under
 * the demo's site, as on the web.
 */
export async function openPartitionedDemo(): Promise<DemoSession> {
  const browser = await partitionedBrowser()
  const tracked = await trackContext(await browser.newContext({ viewport: VIEWPORT }))
  const url = new URL(inject('stack').demoUrl)
  url.hostname = '127.0.0.1'
  await tracked.page.goto(url.href)
  await tracked.page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
  const session: DemoSession = { ...tracked, violations: {}, close: () => tracked.context.close() }
  endWithCase(session)
  return session
}

/** What a document of `frame` still holds: its storage, its cookies and its IndexedDB databases. */
function storedIn(frame: Frame) {
  return frame.evaluate(async () => ({
    localStorage: localStorage.length,
    sessionStorage: sessionStorage.length,
    cookies: document.cookie,
    indexedDb: (await indexedDB.databases()).map((database) => database.name),
  }))
}

/**
 * Makes the browser of `session` a new one to Kit, the passkey manager kept: what a second browser profile, or another
 * device with the same synced passkey, has. Clears the demo's and the frame's first-party storage, the frame's storage
 * partitioned under the demo's site, every cookie (the server's session cookie among them), the HTTP cache, and each
 * document's sessionStorage (the tab's, which no origin-wide clearing reaches), then checks that both documents hold
 * nothing. The page's passkey manager stays: it is a virtual authenticator of this page (the DevTools protocol's
 * WebAuthn domain is per page, so another context or tab cannot be served by it).
 */
export async function forgetSiteData(session: DemoSession): Promise<void> {
  const { page, context } = session
  const frame = secureFrame(session)
  await page.evaluate(() => sessionStorage.clear())
  await frame.evaluate(() => sessionStorage.clear())
  // New sessions, left attached: detaching a page's CDP session turns its virtual authenticators off.
  const cdp = await context.newCDPSession(page)
  const frameCdp = await context.newCDPSession(frame)
  const { frameTree } = await frameCdp.send('Page.getFrameTree')
  const { storageKey } = await frameCdp.send('Storage.getStorageKeyForFrame', { frameId: frameTree.frame.id })
  await cdp.send('Storage.clearDataForStorageKey', { storageKey, storageTypes: 'all' })
  for (const origin of [new URL(page.url()).origin, frameOrigin()])
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
  await cdp.send('Network.clearBrowserCookies')
  await cdp.send('Network.clearBrowserCache')
  const empty = { localStorage: 0, sessionStorage: 0, cookies: '', indexedDb: [] }
  expect(await storedIn(page.mainFrame())).toEqual(empty)
  expect(await storedIn(frame)).toEqual(empty)
  expect((await cdp.send('Storage.getCookies', {})).cookies).toEqual([])
}

/** The credentials a virtual authenticator holds (`WebAuthn.getCredentials`). */
export async function credentialsOf(passkeys: { cdp: CDPSession; authenticatorId: string } | undefined) {
  if (!passkeys) throw new Error('The page has no passkey manager')
  const { cdp, authenticatorId } = passkeys
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
}

/** A credential as the DevTools protocol's WebAuthn domain gives it and takes it. */
export type VirtualCredential = Awaited<ReturnType<typeof credentialsOf>>[number]

/** A Kit window: its page and its passkey manager. */
export type KitWindow = { page: Page; passkeys: { cdp: CDPSession; authenticatorId: string } }

/**
 * The next window the context opens, with a virtual authenticator of its own (resident keys, user verification,
 * PRF), attached as soon as the window's page exists (the DevTools protocol's WebAuthn domain is per page; the frame
 * starts the ceremony only once the window's page has loaded). `presence: false` makes it wait for a touch that never
 * comes, as a person who has not answered the browser's prompt. `credentials` are put in it first (a passkey the
 * person already has; a copied credential answers no PRF of the original).
 */
export async function nextKitWindow(
  context: BrowserContext,
  options: { presence?: boolean; credentials?: VirtualCredential[] } = {},
): Promise<KitWindow> {
  const page = await context.waitForEvent('page', { timeout: 30_000 })
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: options.presence ?? true,
    },
  })
  for (const credential of options.credentials ?? [])
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })
  return { page, passkeys: { cdp, authenticatorId } }
}
