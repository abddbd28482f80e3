// The visitor's part of an embedded-wallet login with split keys: a new wallet is protected with a passkey on the
// secure frame's own card ("Protect your wallet"), and a device without a share of the wallet opens it with the
// passkey ("Open your wallet on this device"). The visitor's passkey manager is a virtual authenticator with the
// PRF (`addVirtualPasskeyProvider`), which every tracked page gets.
import type { Frame, Page } from 'playwright-core'
import { pressInFrame } from './browser.ts'
import { inject } from 'vitest'

/** A page and what the frame lookups need of it. */
type OnPage = { page: Page }

const frameOrigin = () => new URL(inject('stack').frameUrl).origin

/** The secure frame inside a page, found by the frame server's origin. */
export function secureFrame(session: OnPage): Frame {
  const origin = frameOrigin()
  const frame = session.page.frames().find((candidate) => candidate.url().startsWith(origin))
  if (!frame) throw new Error(`The page has no secure frame from ${origin}`)
  return frame
}

/** The secure frame once its page is loading: an iframe just attached still shows about:blank for a moment. */
export async function secureFrameLoaded(session: OnPage, timeoutMs = 10_000): Promise<Frame> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return secureFrame(session)
    } catch (error) {
      if (Date.now() > deadline) throw error
      await session.page.waitForTimeout(50)
    }
  }
}

/**
 * Resolves once the secure frame's iframe has kept its place and size for `quietMs`. Chromium drops clicks on a
 * cross-origin iframe that moved within the last moments (against clickjacking), and the modal moves it with a
 * script-driven animation that `animationsSettled` does not see: a click sent sooner is lost without a trace.
 */
export async function secureFrameStill(session: OnPage, quietMs = 700, timeoutMs = 10_000) {
  const iframe = session.page.locator(`iframe[src^="${frameOrigin()}"]`)
  const deadline = Date.now() + timeoutMs
  let last = ''
  let since = Date.now()
  while (Date.now() < deadline) {
    const box = JSON.stringify(await iframe.boundingBox())
    if (box !== last) {
      last = box
      since = Date.now()
    } else if (Date.now() - since >= quietMs) return
    await session.page.waitForTimeout(50)
  }
  throw new Error(`The secure frame kept moving for ${timeoutMs} ms`)
}

/** The frame's cards that wait for the visitor after a login. */
export const WALLET_CARDS = {
  protect: { title: 'Protect your wallet', button: 'Create a passkey' },
  recover: { title: 'Open your wallet on this device', button: 'Use your passkey' },
} as const

/** Waits for the secure frame to show `card`'s heading, up to `timeoutMs`. */
export async function waitForWalletCard(
  session: OnPage,
  card: keyof typeof WALLET_CARDS,
  timeoutMs = 30_000,
): Promise<Frame> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const frame = session.page.frames().find((candidate) => candidate.url().startsWith(frameOrigin()))
    if (frame) {
      const heading = frame.getByRole('heading', { name: WALLET_CARDS[card].title })
      if (await heading.isVisible().catch(() => false)) return frame
    }
    if (Date.now() > deadline) throw new Error(`The secure frame did not show "${WALLET_CARDS[card].title}"`)
    await session.page.waitForTimeout(100)
  }
}

/**
 * The visitor answers the frame's card with the passkey: creates one for a new wallet (`protect`), or uses the
 * one made before on a device without a share (`recover`). Creating needs a click in the frame; the click waits
 * for the frame to stand still. `beforeClick` runs with the card on screen (a screenshot, an axe check).
 */
export async function answerWalletCard(
  session: OnPage,
  card: keyof typeof WALLET_CARDS,
  options: { timeoutMs?: number; beforeClick?: () => Promise<unknown> } = {},
): Promise<void> {
  const frame = await waitForWalletCard(session, card, options.timeoutMs)
  // WebAuthn answers only a focused page, as the visitor's would be.
  await session.page.bringToFront()
  await secureFrameStill(session)
  await options.beforeClick?.()
  // A new wallet is made only for an account the visitor says is theirs (L15).
  if (card === 'protect') await pressInFrame(frame.getByRole('button', { name: 'This is my account' }))
  await pressInFrame(frame.getByRole('button', { name: WALLET_CARDS[card].button }))
  await frame
    .getByRole('heading', { name: WALLET_CARDS[card].title })
    .waitFor({ state: 'detached', timeout: options.timeoutMs ?? 30_000 })
    .catch(async (error: Error) => {
      // Say what the card says: its alert line holds the reason the step failed.
      const alert = await frame
        .getByRole('alert')
        .textContent({ timeout: 1_000 })
        .catch(() => '')
      throw new Error(`"${WALLET_CARDS[card].title}" stayed on screen (alert: "${alert}"): ${error.message}`)
    })
}

/**
 * The visitor answers the frame's card with a recovery password instead of a passkey: protects a new wallet with
 * `password` ("Use a password instead"), or opens the wallet on a device without its share with it. A password, not
 * a passkey, carries over to another browser profile (a virtual authenticator belongs to one browser).
 * `beforeClick` runs with the card on screen.
 */
export async function answerWalletCardWithPassword(
  session: OnPage,
  card: keyof typeof WALLET_CARDS,
  password: string,
  options: { timeoutMs?: number; beforeClick?: () => Promise<unknown> } = {},
): Promise<void> {
  const frame = await waitForWalletCard(session, card, options.timeoutMs)
  await session.page.bringToFront()
  await secureFrameStill(session)
  if (card === 'protect') {
    await pressInFrame(frame.getByRole('button', { name: 'This is my account' }))
    await pressInFrame(frame.getByRole('button', { name: 'Use a password instead' }))
    await frame.getByLabel('Recovery password', { exact: true }).fill(password)
    await frame.getByLabel('Repeat the password').fill(password)
  } else await frame.getByLabel('Recovery password', { exact: true }).fill(password)
  await options.beforeClick?.()
  await secureFrameStill(session)
  await pressInFrame(
    frame.getByRole('button', {
      name: card === 'protect' ? 'Protect with this password' : 'Open with password',
    }),
  )
  await frame
    .getByRole('heading', { name: WALLET_CARDS[card].title })
    .waitFor({ state: 'detached', timeout: options.timeoutMs ?? 60_000 })
    .catch(async (error: Error) => {
      const alert = await frame
        .getByRole('alert')
        .textContent({ timeout: 1_000 })
        .catch(() => '')
      throw new Error(`"${WALLET_CARDS[card].title}" stayed on screen (alert: "${alert}"): ${error.message}`)
    })
}
