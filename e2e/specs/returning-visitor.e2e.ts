// A returning visitor, in the browser users have: the host app on one site (the demo on http://127.0.0.1:<port>)
// and the secure frame on another (http://localhost:<port>), in Chromium with third-party storage partitioning on
// (Playwright's launch turns it off; `partitionedStorage` puts it back), on persistent profiles so that closing and
// reopening the browser keeps what the visitor's browser keeps. The visitor logs in by e-mail, closes the browser,
// and comes back after the server's clock has moved past the old 10-minute window: still signed in, with no prompt
// and no new code. Then, from a second profile (another device: its login needs the device link and the recovery
// password), the first device's session is ended on the frame's "Signed-in devices" card, and the first profile,
// reloaded, is signed out.
import { mkdtempSync, rmSync } from 'node:fs'
import { pressInFrame } from '../src/browser.ts'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Frame } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { launchChromiumContext } from '../../scripts/chromium.mjs'
import {
  openAccount,
  secureFrame,
  secureFrameStill,
  shownAddress,
  uniqueEmail,
} from '../src/accountFixtures.ts'
import { trackContext, VIEWPORT } from '../src/browser.ts'
import {
  checkScreen,
  type DemoSession,
  dialog,
  expectCleanSession,
  expectStatus,
  loginByEmail,
  mailsTo,
  passwordWalletStep,
} from '../src/demo.ts'
import { WALLET_CARDS } from '../src/walletProtection.ts'

/** The visitor's recovery password: it opens the wallet on the second profile (no passkey travels between them). */
const RECOVERY_PASSWORD = 'juniper-lantern-orbit-42-quietly'

/** The old window after a login in which the server released the key share (`auth.keyReleaseSeconds`). */
const OLD_KEY_RELEASE_SECONDS = 600

const profileDirs: string[] = []
const open: DemoSession[] = []

afterAll(async () => {
  // The stack is shared by every spec: later ones sign proofs and messages by the real time.
  await setServerClock({ reset: true })
  for (const session of open.splice(0)) await session.close().catch(() => undefined)
  for (const dir of profileDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A new, empty browser profile folder (a visitor's browser on one device). */
function newProfile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kit-e2e-profile-'))
  profileDirs.push(dir)
  return dir
}

/** The demo on `127.0.0.1`: another site than the secure frame on `localhost` (sites compare host names). */
function crossSiteDemoUrl(): string {
  const url = new URL(inject('stack').demoUrl)
  url.hostname = '127.0.0.1'
  return url.href
}

/** A visitor's browser on `profileDir`, with the demo open, and the frame's wallet-open answers it received. */
type ProfileSession = DemoSession & {
  /** Status of every `POST /v1/auth/wallet/open`, and whether its answer carried the server's key share. */
  walletOpens: { status: number; authShare: boolean }[]
}

/**
 * Launches Chromium on `profileDir` as users have it (third-party storage partitioned) and opens the demo on
 * 127.0.0.1. Recorded like every case's session (foreign hosts, blocked sources, failed responses).
 */
async function openProfile(profileDir: string): Promise<ProfileSession> {
  const context = await launchChromiumContext(profileDir, { partitionedStorage: true, viewport: VIEWPORT })
  const tracked = await trackContext(context)
  const walletOpens: ProfileSession['walletOpens'] = []
  context.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('/v1/auth/wallet/open')) return
    const body = (await response.json().catch(() => ({}))) as { authShare?: unknown }
    walletOpens.push({ status: response.status(), authShare: typeof body.authShare === 'string' })
  })
  const session: ProfileSession = { ...tracked, violations: {}, walletOpens, close: () => context.close() }
  open.push(session)
  await tracked.page.goto(crossSiteDemoUrl())
  await tracked.page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
  return session
}

/** Closes a profile's browser (its storage stays in the profile folder). */
async function closeProfile(session: ProfileSession) {
  expectCleanSession(session)
  open.splice(open.indexOf(session), 1)
  await session.close()
}

/** Moves the server's clock forward by `seconds` (development route; nothing sleeps). */
function advanceServerClock(seconds: number): Promise<string> {
  return setServerClock({ advanceSeconds: seconds })
}

async function setServerClock(change: { advanceSeconds: number } | { reset: true }): Promise<string> {
  const response = await fetch(`${inject('stack').serverUrl}/v1/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { now: string }).now
}

/** How many of the frame's own keys (`kit-frame/…`) the localStorage seen by `frame` holds. */
function frameKeys(frame: Frame): Promise<number> {
  return frame.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kit-frame/')).length)
}

describe('a returning visitor, with the app and the secure frame on two sites and storage partitioned', () => {
  it('stays signed in past the old window, and is signed out once another device ends its session', async () => {
    const email = uniqueEmail('returning')
    const first = newProfile()

    // First device: log in by e-mail, on the demo at 127.0.0.1 with the frame at localhost.
    let session = await openProfile(first)
    const frameOrigin = new URL(inject('stack').frameUrl).origin
    expect(new URL(session.page.url()).hostname).toBe('127.0.0.1')
    expect(new URL(frameOrigin).hostname).toBe('localhost')
    const login = await loginByEmail(session, email, 'returning-', {
      walletStep: passwordWalletStep(RECOVERY_PASSWORD),
    })
    expect(login.registeredDevice).toBe(true)
    const address = await shownAddress(session)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The frame's storage is partitioned: what it keeps under 127.0.0.1 is not in localhost's first-party storage.
    expect(await frameKeys(secureFrame(session))).toBeGreaterThan(0)
    const firstParty = await session.context.newPage()
    await firstParty.goto(`${frameOrigin}/`)
    expect(await frameKeys(firstParty.mainFrame())).toBe(0)
    await firstParty.close()
    await checkScreen(session, 'returning-logged-in')
    const mailsAfterLogin = (await mailsTo(email)).length

    // The browser closes; the visitor comes back an hour later (by the server's clock), past the old window.
    await closeProfile(session)
    const now = await advanceServerClock(6 * OLD_KEY_RELEASE_SECONDS)
    expect(Date.parse(now) - Date.now()).toBeGreaterThan(OLD_KEY_RELEASE_SECONDS * 1000)
    session = await openProfile(first)
    const { page } = session
    await expectStatus(page, 'connected')
    expect(await shownAddress(session)).toBe(address)
    // Give a (wrong) prompt time to appear: no modal, no card in the frame, no new mail.
    await page.waitForTimeout(1_500)
    expect(await dialog(page).count()).toBe(0)
    const frame = secureFrame(session)
    for (const card of Object.values(WALLET_CARDS))
      expect(await frame.getByRole('heading', { name: card.title }).count()).toBe(0)
    expect((await mailsTo(email)).length).toBe(mailsAfterLogin)
    // One answered round trip opened the wallet, with the server's share for the device's own (a first proof signed
    // before the frame learnt the server's clock may be refused and signed again once).
    expect(session.walletOpens.filter((answer) => answer.status === 200)).toEqual([
      { status: 200, authShare: true },
    ])
    expect(session.walletOpens.length).toBeLessThanOrEqual(2)
    await expectStatus(page, 'connected')
    await checkScreen(session, 'returning-reopened')

    // Second device (a profile of its own): the same account logs in, a new device, opened with the password.
    const other = await openProfile(newProfile())
    const secondLogin = await loginByEmail(other, email, 'returning-second-', {
      walletStep: passwordWalletStep(RECOVERY_PASSWORD),
    })
    expect(secondLogin.registeredDevice).toBe(true)
    expect(await shownAddress(other)).toBe(address)

    // There, "Signed-in devices" lists both on the frame's card; the first device is signed out from it.
    await openAccount(other)
    await dialog(other.page).getByRole('button', { name: 'Settings' }).click()
    await dialog(other.page)
      .getByRole('button', { name: /Signed-in devices/ })
      .click()
    const otherFrame = secureFrame(other)
    await otherFrame.getByRole('heading', { name: 'Signed-in devices' }).waitFor({ timeout: 30_000 })
    const devices = otherFrame.locator('li[data-session]')
    await expect.poll(() => devices.count(), { timeout: 20_000 }).toBe(2)
    const thisDevice = devices.filter({ hasText: 'This device' })
    const firstDevice = devices.filter({ hasNotText: 'This device' })
    expect(await thisDevice.count()).toBe(1)
    expect(await firstDevice.count()).toBe(1)
    await other.page.waitForTimeout(500)
    await checkScreen(other, 'returning-signed-in-devices')
    await secureFrameStill(other)
    await pressInFrame(firstDevice.getByRole('button', { name: /^Sign out/ }))
    await expect.poll(() => devices.count(), { timeout: 20_000 }).toBe(1)
    expect(await devices.first().textContent()).toContain('This device')
    await secureFrameStill(other)
    await pressInFrame(otherFrame.getByRole('button', { name: 'Done' }))
    await otherFrame.getByRole('heading', { name: 'Signed-in devices' }).waitFor({ state: 'detached' })
    await dialog(other.page).getByRole('heading', { name: 'Settings' }).waitFor()
    await expectStatus(other.page, 'connected')
    await checkScreen(other, 'returning-second-after-sign-out')

    // The first device, reloaded: its session is over, so it is signed out and offers to connect again.
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await expectStatus(page, 'disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await checkScreen(session, 'returning-first-signed-out')

    await closeProfile(other)
    await closeProfile(session)
  })
})
