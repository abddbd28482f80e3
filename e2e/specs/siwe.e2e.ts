// Sign-in with wallet (SIWE) against the self-hosted server, opted in with ?siwe=1: an injected wallet signs in
// and stays signed in across a reload; an e-mail account signs in through the secure frame, and switching
// eoa ↔ smartAccount asks to sign in again, as the same address (EIP-7702 upgrades the EOA in place). Last, the
// hosted case: the app on one site (`127.0.0.1`) and the API on another (`localhost`), where the session travels
// as a bearer token.
import type { Page } from 'playwright-core'
import { pressInFrame } from '../src/browser.ts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { openRestoredDemo, secureFrameStill, sharedEmailLogin, uniqueEmail } from '../src/accountFixtures.ts'
import {
  checkScreen,
  closeBrowser,
  connectTestWallet,
  type DemoSession,
  dialog,
  expectStatus,
  loginByEmail,
  openCaseDemo,
  openCaseHostPage,
} from '../src/demo.ts'

// Each case opens its own session (fresh browser context), checked clean of axe violations, blocked sources and
// foreign hosts when it ends. The e-mail cases that start signed in share one login (`sharedEmailLogin`), restored
// into each case's context; the sign-in with the server is each context's own (a cookie).
afterAll(async () => {
  await closeBrowser()
})

/** The server's sign-in session, asked from the page with its cookie, as the host app's own code would. */
async function serverSession(page: Page): Promise<{ address: string; chainId: number } | null> {
  return page.evaluate(async (serverUrl) => {
    const injected = (window as { __KIT_DEMO_CONFIG__?: { projectId?: string } }).__KIT_DEMO_CONFIG__
    const projectId = injected?.projectId ?? 'demo'
    const response = await fetch(`${serverUrl}/v1/siwe/session?projectId=${projectId}`, {
      credentials: 'include',
    })
    return response.json()
  }, inject('stack').serverUrl)
}

async function expectSignedInAs(page: Page, address: string) {
  await expect
    .poll(async () => (await serverSession(page))?.address.toLowerCase(), { timeout: 20_000 })
    .toBe(address.toLowerCase())
}

async function accountAddress(page: Page): Promise<string> {
  return (await page.getByTestId('account-address').textContent()) ?? ''
}

/**
 * Waits for the modal's Sign In view (ConnectingSiwe) and presses its Sign button. `screen` names its screenshot
 * and axe check; a case's setup takes none.
 */
async function signInFromModal(session: DemoSession, screen?: string) {
  const { page } = session
  await dialog(page).getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 30_000 })
  if (screen) await checkScreen(session, screen)
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
}

/** Approves the pending sign-in in the secure frame's approval card (a cross-origin iframe). */
async function approveInFrame(session: DemoSession, screen?: string) {
  const frameOrigin = new URL(inject('stack').frameUrl).origin
  const frame = session.page.frameLocator(`iframe[src^="${frameOrigin}"]`)
  // A SIWE message for the requesting page's own host is a sign-in, and its card says so.
  await frame.getByRole('heading', { name: 'Sign-in request' }).waitFor({ timeout: 30_000 })
  await frame.getByTestId('approval-row-sign-in-site').waitFor()
  // The modal's own hint beside the card must be settled before axe measures its contrast.
  await dialog(session.page).getByText('Approve the request in the secure window').waitFor()
  if (screen) {
    await session.page.waitForTimeout(500)
    await checkScreen(session, screen)
  }
  // The card ignores a press until it has been visible for a moment, and Chromium drops one on a frame that just
  // moved (both against clickjacking): press once the frame is still and the card armed, as a visitor would. A
  // checked screen has already kept it still for a while.
  await secureFrameStill(session, screen ? 300 : 700)
  await frame.locator('[data-approval-card][data-armed="true"]').waitFor({ timeout: 10_000 })
  await pressInFrame(frame.getByRole('button', { name: 'Sign', exact: true }))
}

/** Opens Account → Settings and presses the account-type switch named `label`. */
async function switchAccountType(session: DemoSession, label: string) {
  const { page } = session
  await page.getByRole('button', { name: /0x[0-9a-fA-F]{4}/ }).click()
  await dialog(page)
    .getByRole('button', { name: /Settings/ })
    .click()
  await dialog(page)
    .getByRole('button', { name: new RegExp(label) })
    .click()
}

/** The demo with `?siwe=1` for the running case, as the shared e-mail login, signed in with the server as the EOA. */
async function openSignedInAsEoa(login: Parameters<typeof openRestoredDemo>[0]): Promise<DemoSession> {
  const session = await openRestoredDemo(login, '?siwe=1')
  const { page } = session
  // A restored login has no sign-in with the server in this context yet: the kit asks for one.
  await signInFromModal(session)
  await approveInFrame(session)
  await dialog(page).waitFor({ state: 'detached', timeout: 30_000 })
  await expectSignedInAs(page, await accountAddress(page))
  return session
}

describe('sign-in with wallet, e-mail account switching eoa ↔ smartAccount', () => {
  const accountLogin = sharedEmailLogin('siwe')

  it('logs in by e-mail and signs in through the secure frame as the EOA', async () => {
    const session = await openCaseDemo('?siwe=1')
    const { page } = session
    await loginByEmail(session, uniqueEmail('siwe-login'))
    await signInFromModal(session, 'siwe-email-sign-in')
    await approveInFrame(session, 'siwe-frame-approval')
    await dialog(page).waitFor({ state: 'detached', timeout: 30_000 })
    await expectSignedInAs(page, await accountAddress(page))
  })

  it('switching to the smart account asks to sign in again, as the same address (EIP-7702 upgrades it in place)', async () => {
    const session = await openSignedInAsEoa(await accountLogin())
    const { page } = session
    const eoa = await accountAddress(page)
    await switchAccountType(session, 'Switch to your smart account')
    await signInFromModal(session, 'siwe-smart-account-sign-in')
    await approveInFrame(session, 'siwe-smart-account-approval')
    await dialog(page).waitFor({ state: 'detached', timeout: 30_000 })
    expect(await accountAddress(page)).toBe(eoa)
    await expectSignedInAs(page, eoa)
  })

  it('switching back to the EOA signs in again, still as the same address', async () => {
    const session = await openSignedInAsEoa(await accountLogin())
    const { page } = session
    const eoa = await accountAddress(page)
    await switchAccountType(session, 'Switch to your smart account')
    await signInFromModal(session)
    await approveInFrame(session)
    await dialog(page).waitFor({ state: 'detached', timeout: 30_000 })

    await switchAccountType(session, 'Switch to your EOA')
    await signInFromModal(session, 'siwe-eoa-again-sign-in')
    await approveInFrame(session, 'siwe-eoa-again-approval')
    await dialog(page).waitFor({ state: 'detached', timeout: 30_000 })
    expect(await accountAddress(page)).toBe(eoa)
    await expectSignedInAs(page, eoa)
  })
})

/** The demo with `?siwe=1` for the running case, the test wallet connected and signed in with the server. */
async function openSignedInInjected(): Promise<DemoSession> {
  const session = await openCaseDemo('?siwe=1')
  const { page } = session
  await connectTestWallet(session, 'EVM')
  await signInFromModal(session)
  await dialog(page).waitFor({ state: 'detached', timeout: 30_000 })
  await expectSignedInAs(page, await accountAddress(page))
  return session
}

describe('sign-in with wallet, injected wallet', () => {
  it('says in the dev panel that sign-in is on', async () => {
    const session = await openCaseDemo('?siwe=1')
    await expect.poll(() => session.page.getByTestId('siwe-mode').textContent()).toMatch(/is on/)
    expect(await serverSession(session.page)).toBeNull()
  })

  it('connects, asks to sign in, and the server holds the session for the address', async () => {
    const session = await openCaseDemo('?siwe=1')
    const { page } = session
    await connectTestWallet(session, 'EVM')
    await signInFromModal(session, 'siwe-sign-in')
    await dialog(page).waitFor({ state: 'detached', timeout: 30_000 })
    const address = await accountAddress(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expectSignedInAs(page, address)
    expect((await serverSession(page))?.chainId).toBe(80002)
  })

  it('stays signed in across a reload, without asking again', async () => {
    const session = await openSignedInInjected()
    const { page } = session
    const address = await accountAddress(page)
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await expectStatus(page, 'connected')
    await expectSignedInAs(page, address)
    // Give a (wrong) sign-in prompt time to appear.
    await page.waitForTimeout(1_500)
    expect(await dialog(page).count()).toBe(0)
    await checkScreen(session, 'siwe-after-reload')
  })
})

/** The demo's address on `127.0.0.1`: another site than the API on localhost (sites compare host names). */
function crossSiteDemoUrl(): string {
  const url = new URL(inject('stack').demoUrl)
  url.hostname = '127.0.0.1'
  return url.origin
}

/** The bearer token the demo's SIWE client keeps for this tab (sessionStorage), or null. */
async function bearerToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const injected = (window as { __KIT_DEMO_CONFIG__?: { projectId?: string } }).__KIT_DEMO_CONFIG__
    const stored = sessionStorage.getItem(`kit-demo/siwe/${injected?.projectId ?? 'demo'}`)
    return stored ? (JSON.parse(stored) as { token: string }).token : null
  })
}

/** The server's sign-in session for a bearer token, asked as the host app's own backend would: server to server. */
async function backendSession(token: string): Promise<{ address: string; chainId: number } | null> {
  const { serverUrl } = inject('stack')
  const response = await fetch(`${serverUrl}/v1/siwe/session?projectId=demo`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return response.json() as Promise<{ address: string; chainId: number } | null>
}

/** The demo on `127.0.0.1` with `?siwe=1` for the running case. */
function openCrossSiteDemo(): Promise<DemoSession> {
  return openCaseHostPage(`${crossSiteDemoUrl()}/?siwe=1`)
}

/** The cross-site demo for the running case, signed in with the test wallet; returns its bearer token. */
async function openSignedInCrossSite(): Promise<{ session: DemoSession; token: string }> {
  const session = await openCrossSiteDemo()
  const { page } = session
  await connectTestWallet(session, 'EVM')
  await signInFromModal(session)
  await dialog(page).waitFor({ state: 'detached', timeout: 30_000 })
  const token = await bearerToken(page)
  if (!token) throw new Error('The cross-site sign-in kept no bearer token')
  expect((await backendSession(token))?.address.toLowerCase()).toBe(
    (await accountAddress(page)).toLowerCase(),
  )
  return { session, token }
}

describe('sign-in with wallet, app and API on two sites', () => {
  it('signs in from 127.0.0.1 against the API on localhost, and the session holds', async () => {
    const session = await openCrossSiteDemo()
    const { page } = session
    expect(new URL(page.url()).hostname).toBe('127.0.0.1')
    expect(new URL(inject('stack').serverUrl).hostname).toBe('localhost')
    await connectTestWallet(session, 'EVM')
    await signInFromModal(session, 'siwe-cross-site-sign-in')
    await dialog(page).waitFor({ state: 'detached', timeout: 30_000 })
    const address = await accountAddress(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const token = await bearerToken(page)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The page asks with the token (Authorization, a preflighted cross-site request), and so can the app's backend.
    const fromPage = await page.evaluate(
      async ({ serverUrl, bearer }) =>
        (
          await fetch(`${serverUrl}/v1/siwe/session?projectId=demo`, {
            headers: { authorization: `Bearer ${bearer}` },
          })
        ).json(),
      { serverUrl: inject('stack').serverUrl, bearer: token },
    )
    expect(fromPage?.address.toLowerCase()).toBe(address.toLowerCase())
    expect((await backendSession(token ?? ''))?.address.toLowerCase()).toBe(address.toLowerCase())
    // No cookie carries this session: a credentialed request knows nothing of it.
    expect(await serverSession(page)).toBeNull()
  })

  it('stays signed in across a reload, without asking again', async () => {
    const { session, token } = await openSignedInCrossSite()
    const { page } = session
    const address = await accountAddress(page)
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await expectStatus(page, 'connected')
    await page.waitForTimeout(1_500)
    expect(await dialog(page).count()).toBe(0)
    expect(await accountAddress(page)).toBe(address)
    expect(await bearerToken(page)).toBe(token)
  })

  it('signing out ends the session on the server and forgets the token', async () => {
    const { session, token } = await openSignedInCrossSite()
    const { page } = session
    await page.getByRole('button', { name: /0x[0-9a-fA-F]{4}/ }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectStatus(page, 'disconnected')
    await expect.poll(() => bearerToken(page), { timeout: 10_000 }).toBeNull()
    expect(await backendSession(token)).toBeNull()
  })
})
