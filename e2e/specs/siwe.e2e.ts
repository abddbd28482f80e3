// Sign-in with wallet (SIWE) against the self-hosted server, opted in with ?siwe=1: an injected wallet signs in
// and stays signed in across a reload; an e-mail account signs in through the secure frame, and switching
// eoa ↔ smartAccount asks to sign in again as the new address (spec §2).
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  allViolations,
  checkScreen,
  closeBrowser,
  connectTestWallet,
  type DemoSession,
  dialog,
  expectStatus,
  loginByEmail,
  openDemo,
} from '../src/demo.ts'

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

/** Waits for the modal's Sign In view (ConnectingSiwe) and presses its Sign button. */
async function signInFromModal(session: DemoSession, screen: string) {
  const { page } = session
  await dialog(page).getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 30_000 })
  await checkScreen(session, screen)
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
}

/** Approves the pending signature in the secure frame's approval card (a cross-origin iframe). */
async function approveInFrame(session: DemoSession, screen: string) {
  const frameOrigin = new URL(inject('stack').frameUrl).origin
  const frame = session.page.frameLocator(`iframe[src^="${frameOrigin}"]`)
  await frame.getByRole('heading', { name: 'Signature request' }).waitFor({ timeout: 30_000 })
  // The modal's own hint beside the card must be settled before axe measures its contrast.
  await dialog(session.page).getByText('Approve the request in the secure window').waitFor()
  await session.page.waitForTimeout(500)
  await checkScreen(session, screen)
  await frame.getByRole('button', { name: 'Sign', exact: true }).click()
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

describe('sign-in with wallet, e-mail account switching eoa ↔ smartAccount', () => {
  let session: DemoSession
  const email = `siwe-${Date.now().toString(36)}@example.test`
  beforeAll(async () => {
    session = await openDemo('?siwe=1')
  })
  afterAll(async () => {
    await session?.close()
  })

  it('logs in by e-mail and signs in through the secure frame as the EOA', async () => {
    const { page } = session
    await loginByEmail(session, email)
    await signInFromModal(session, 'siwe-email-sign-in')
    await approveInFrame(session, 'siwe-frame-approval')
    await dialog(page).waitFor({ state: 'detached', timeout: 30_000 })
    await expectSignedInAs(page, await accountAddress(page))
  })

  it('switching to the smart account asks to sign in again, as the smart account', async () => {
    const { page } = session
    const eoa = await accountAddress(page)
    await switchAccountType(session, 'Switch to your smart account')
    await signInFromModal(session, 'siwe-smart-account-sign-in')
    await approveInFrame(session, 'siwe-smart-account-approval')
    await expect.poll(() => accountAddress(page), { timeout: 30_000 }).not.toBe(eoa)
    const smart = await accountAddress(page)
    await expectSignedInAs(page, smart)
  })

  it('switching back to the EOA signs in as the EOA again', async () => {
    const { page } = session
    const smart = await accountAddress(page)
    await switchAccountType(session, 'Switch to your EOA')
    await signInFromModal(session, 'siwe-eoa-again-sign-in')
    await approveInFrame(session, 'siwe-eoa-again-approval')
    await expect.poll(() => accountAddress(page), { timeout: 30_000 }).not.toBe(smart)
    await expectSignedInAs(page, await accountAddress(page))
  })

  it('met no axe violations and made no foreign requests', () => {
    expect(allViolations(session)).toEqual([])
    expect(session.foreignRequests).toEqual([])
  })
})

describe('sign-in with wallet, injected wallet', () => {
  let session: DemoSession
  beforeAll(async () => {
    session = await openDemo('?siwe=1')
  })
  afterAll(async () => {
    await session?.close()
    await closeBrowser()
  })

  it('says in the dev panel that sign-in is on', async () => {
    await expect.poll(() => session.page.getByTestId('siwe-mode').textContent()).toMatch(/is on/)
    expect(await serverSession(session.page)).toBeNull()
  })

  it('connects, asks to sign in, and the server holds the session for the address', async () => {
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

  it('met no axe violations and made no foreign requests', () => {
    expect(allViolations(session)).toEqual([])
    expect(session.foreignRequests).toEqual([])
  })
})
