// Fixtures for the passkey specs: the frame's passkey card, a host page that refuses WebAuthn to the secure frame,
// and a passkey manager in each Kit window (the pop-up of the frame's origin the card opens on such a host).
import type { BrowserContext, CDPSession, Frame, Page } from 'playwright-core'
import { inject } from 'vitest'
import { secureFrameStill } from './walletProtection.ts'
import { openTrackedPage } from './browser.ts'
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

/** A Kit window: its page and its passkey manager. */
export type KitWindow = { page: Page; passkeys: { cdp: CDPSession; authenticatorId: string } }

/**
 * The next window the context opens, with a virtual authenticator of its own (resident keys, user verification,
 * PRF), attached as soon as the window's page exists (the DevTools protocol's WebAuthn domain is per page; the frame
 * starts the ceremony only once the window's page has loaded). `presence: false` makes it wait for a touch that never
 * comes, as a person who has not answered the browser's prompt.
 */
export async function nextKitWindow(
  context: BrowserContext,
  options: { presence: boolean } = { presence: true },
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
      automaticPresenceSimulation: options.presence,
    },
  })
  return { page, passkeys: { cdp, authenticatorId } }
}
