// Test-only, for the Chromium tests: the user's passkey provider (a CDP virtual authenticator with the PRF) and the
// user's part of a login that meets the frame's "Protect your wallet" or "Open your wallet on this device" card.
import type { BrowserContext, CDPSession, Frame, Page } from 'playwright-core'
import { addVirtualPasskeyProvider } from '../../../../scripts/chromium.mjs'
import { pressLikeAPerson } from './press.js'

/** A platform authenticator with user verification and the PRF, as a passkey manager is. */
export type PasskeyProvider = { cdp: CDPSession; authenticatorId: string; credentialCount(): Promise<number> }

/**
 * Adds a virtual passkey provider to `page` (`addVirtualPasskeyProvider`), with a count of the passkeys it holds.
 */
export async function addPasskeyProvider(context: BrowserContext, page: Page): Promise<PasskeyProvider> {
  const { cdp, authenticatorId } = await addVirtualPasskeyProvider(context, page)
  return {
    cdp,
    authenticatorId,
    credentialCount: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length,
  }
}

/** The frame of `page` served from `frameOrigin`, once it is there. */
export async function frameOf(page: Page, frameOrigin: string, timeoutMs = 10_000): Promise<Frame> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const frame = page.frames().find((candidate) => candidate.url().startsWith(frameOrigin))
    if (frame) return frame
    await page.waitForTimeout(50)
  }
  throw new Error(`test: no frame from ${frameOrigin} in the page`)
}

/**
 * Resolves once the secure frame's iframe has kept its place and size for `quietMs`: Chromium drops clicks on a
 * cross-origin iframe that moved a moment ago (against clickjacking).
 */
export async function iframeStill(page: Page, frameOrigin: string, quietMs = 700, timeoutMs = 10_000) {
  const iframe = page.locator(`iframe[src^="${frameOrigin}"]`)
  const deadline = Date.now() + timeoutMs
  let last = ''
  let since = Date.now()
  while (Date.now() < deadline) {
    const box = JSON.stringify(await iframe.boundingBox())
    if (box !== last) {
      last = box
      since = Date.now()
    } else if (box !== 'null' && Date.now() - since >= quietMs) return
    await page.waitForTimeout(50)
  }
  throw new Error('test: the secure frame kept moving')
}

/**
 * The user protects a new wallet with a passkey: waits for the frame's "Protect your wallet" card, confirms the
 * account it names ("This is my account", which arms once the card has been seen) and clicks "Create a passkey"
 * (creating a passkey in a cross-origin frame needs a click in it).
 */
export async function protectWithPasskey(
  page: Page,
  frameOrigin: string,
  options: { timeoutMs?: number; beforeClick?: () => Promise<unknown> } = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 30_000
  const frame = await frameOf(page, frameOrigin)
  await frame.getByRole('heading', { name: 'Protect your wallet' }).waitFor({ timeout: timeoutMs })
  // WebAuthn answers only a focused page, as the user's would be.
  await page.bringToFront()
  await iframeStill(page, frameOrigin)
  await options.beforeClick?.()
  // Once the pointer rested on it (L1); Playwright's click waits until the button is enabled, that is armed.
  await pressLikeAPerson(frame.getByRole('button', { name: 'This is my account' }))
  await frame.getByRole('button', { name: 'Create a passkey' }).click()
  await cardGone(frame, 'Protect your wallet', timeoutMs)
}

/** Waits for the card titled `title` to go; a card still there says what its alert line shows. */
async function cardGone(frame: Frame, title: string, timeoutMs: number): Promise<void> {
  await frame
    .getByRole('heading', { name: title })
    .waitFor({ state: 'detached', timeout: timeoutMs })
    .catch(async (error: Error) => {
      const alert = await frame
        .getByRole('alert')
        .textContent({ timeout: 1_000 })
        .catch(() => '')
      throw new Error(`test: "${title}" stayed on screen (alert: "${alert}"): ${error.message}`)
    })
}

/** The user opens the wallet on a device without its share: "Open your wallet on this device", with the passkey. */
export async function recoverWithPasskey(page: Page, frameOrigin: string, timeoutMs = 30_000): Promise<void> {
  const frame = await frameOf(page, frameOrigin)
  const heading = frame.getByRole('heading', { name: 'Open your wallet on this device' })
  await heading.waitFor({ timeout: timeoutMs })
  await page.bringToFront()
  await iframeStill(page, frameOrigin)
  await frame.getByRole('button', { name: 'Use your passkey' }).click()
  await cardGone(frame, 'Open your wallet on this device', timeoutMs)
}
