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
