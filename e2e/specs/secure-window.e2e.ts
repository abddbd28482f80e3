// Where the browser cannot report the frame's visibility (Firefox and Safari have no Intersection Observer v2), a
// host could make the frame transparent or cover it, so approvals and the account's sensitive cards open in a window
// of the frame's own origin instead. Played here in Chromium with Intersection Observer v2 removed from every
// document (as those browsers are), against the real frame, server and anvil.
import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { openTrackedPage, pressInFrame, screenshot } from '../src/browser.ts'
import {
  closeBrowser,
  type DemoSession,
  dialog,
  endWithCase,
  expectStatus,
  loginByEmail,
  sharedBrowser,
  waitForText,
} from '../src/demo.ts'
import { uniqueEmail } from '../src/walletFixtures.ts'

afterAll(async () => {
  await closeBrowser()
})

/** Every document of the context as Firefox and Safari are: Intersection Observer without `isVisible`. */
const WITHOUT_VISIBILITY_REPORTS = () => {
  Reflect.deleteProperty(IntersectionObserverEntry.prototype, 'isVisible')
}

/** The vanilla demo in a context whose browser reports no visibility, logged in by e-mail. */
async function openWithoutVisibilityReports(): Promise<DemoSession> {
  const { browser } = await sharedBrowser()
  const tracked = await openTrackedPage(browser)
  await tracked.context.addInitScript(WITHOUT_VISIBILITY_REPORTS)
  await tracked.page.goto(inject('stack').vanillaDemoUrl)
  await tracked.page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
  const session: DemoSession = { ...tracked, violations: {}, close: () => tracked.context.close() }
  endWithCase(session)
  await loginByEmail(session, uniqueEmail('secure-window'), false)
  return session
}

function anvil(chainId: number) {
  const chain = inject('stack').evm[chainId]
  if (!chain) throw new Error(`The stack has no EVM chain ${chainId}`)
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

/** Funds the page's account on both chains and starts a send of 1 to a new address; returns it and the chain. */
async function startSend(page: Page) {
  const address = (await page.getByTestId('account-address').textContent()) ?? ''
  for (const chainId of [80002, 31337])
    await anvil(chainId).request({
      // biome-ignore lint/suspicious/noExplicitAny: an anvil-only method viem's public schema does not list
      method: 'anvil_setBalance' as any,
      params: [address as Hex, `0x${parseEther('3').toString(16)}`] as never,
    })
  await page.reload()
  await expectStatus(page, 'connected')
  await waitForText(page.getByTestId('account-balance'), /^3 (POL|ETH)$/)
  const chainId = Number(((await page.getByTestId('network-id').textContent()) ?? '').replace('eip155:', ''))
  const receiver = privateKeyToAddress(generatePrivateKey())
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('1')
  await dialog(page).getByRole('textbox', { name: 'To' }).fill(receiver)
  await dialog(page).getByRole('button', { name: 'Preview send' }).click()
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
  return { address, receiver, chainId }
}

/** Presses "Open secure window" in the frame's prompt and returns the window that opens. */
async function openSecureWindow(page: Page, context: BrowserContext): Promise<Page> {
  const frame = page.frameLocator('iframe[title="Secure wallet"]')
  await frame.getByRole('heading', { name: 'Continue in a secure window' }).waitFor()
  const opened = context.waitForEvent('page')
  await frame.getByRole('button', { name: 'Open secure window' }).click()
  const popup = await opened
  await popup.waitForLoadState()
  return popup
}

describe('cards in a secure window where the browser cannot report visibility', () => {
  it('a send is approved in the window of the frame’s origin, never on a card in the frame; it lands on anvil', async () => {
    const session = await openWithoutVisibilityReports()
    const { page, context } = session
    const { address, receiver, chainId } = await startSend(page)
    const frame = page.frameLocator('iframe[title="Secure wallet"]')
    await frame.getByRole('heading', { name: 'Continue in a secure window' }).waitFor()
    // The frame, which the host could make transparent, holds no Approve control.
    expect(await frame.locator('[data-approval-action]').count()).toBe(0)
    await screenshot(page, 'secure-window-prompt')

    const popup = await openSecureWindow(page, context)
    expect(new URL(popup.url()).origin).toBe(new URL(inject('stack').frameUrl).origin)
    await popup.getByRole('heading', { name: 'Approve transaction' }).waitFor()
    await waitForText(popup.getByTestId('approval-row-from'), address)
    await frame.getByRole('heading', { name: 'Continue in the secure window' }).waitFor()
    await screenshot(popup, 'secure-window-approval')
    await pressInFrame(popup.getByRole('button', { name: 'Send', exact: true }))

    await expect
      .poll(() => anvil(chainId).getBalance({ address: receiver }), { timeout: 30_000 })
      .toBe(parseEther('1'))
    // The window closes once the send is done; the host is back at its account view.
    await expect.poll(() => popup.isClosed(), { timeout: 30_000 }).toBe(true)
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
  })

  it('closing the window rejects the request; nothing is sent', async () => {
    const session = await openWithoutVisibilityReports()
    const { page, context } = session
    const { receiver, chainId } = await startSend(page)
    const popup = await openSecureWindow(page, context)
    await popup.getByRole('heading', { name: 'Approve transaction' }).waitFor()
    await popup.close()
    // The frame stops waiting for the window, and the host hears the refusal.
    const frame = page.frameLocator('iframe[title="Secure wallet"]')
    await frame.getByRole('heading', { name: 'Continue in the secure window' }).waitFor({ state: 'detached' })
    await dialog(page).getByRole('heading', { name: 'Approve Transaction' }).waitFor({ state: 'detached' })
    await screenshot(page, 'secure-window-closed')
    expect(await anvil(chainId).getBalance({ address: receiver })).toBe(0n)
  })
})
