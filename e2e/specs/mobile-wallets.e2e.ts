// The wallet list on a phone, as a visitor meets it: Chromium emulating an Android phone (viewport, touch, mobile
// user agent) opens the demo, whose list comes from the server's /v1/wallets registry. The list shows the installed
// test wallet, then the catalogue; the search finds Rainbow; tapping it sends the page to Rainbow's universal link
// carrying the pairing URI (the navigation is intercepted and checked). On a desktop the same choice shows the QR
// code under Rainbow's name.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it, onTestFinished } from 'vitest'
import {
  checkScreen,
  closeBrowser,
  type DemoSession,
  dialog,
  openCaseDemo,
  sharedBrowser,
} from '../src/demo.ts'

/** A mid-range Android phone, as Playwright's device list describes one. */
const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
}

// Each case opens its own browser context and closes it when it ends.
afterAll(async () => {
  await closeBrowser()
})

/** Screens checked on the phone: a screenshot each, and axe on each. */
function phoneSession(page: Page, context: BrowserContext): DemoSession {
  return {
    page,
    context,
    foreignRequests: [],
    cspViolations: [],
    failedResponses: [],
    violations: {},
    close: () => context.close(),
  }
}

const axeFindings = (session: DemoSession) =>
  Object.entries(session.violations).flatMap(([screen, list]) =>
    list.map((found) => `${screen}: ${found.id}`),
  )

async function openAllWallets(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = dialog(page)
  await modal.getByRole('list', { name: 'Wallets' }).waitFor()
  return modal
}

describe('wallet list on a phone', () => {
  it('lists installed then catalogue wallets, searches, and opens the chosen wallet with the pairing URI', async () => {
    const { browser } = await sharedBrowser()
    const context = await browser.newContext(PHONE)
    onTestFinished(() => context.close())
    // The wallet's universal link: intercepted, so the test sees where the page was sent and the page stays.
    const opened: string[] = []
    await context.route('https://rnbwapp.com/**', async (route) => {
      opened.push(route.request().url())
      await route.abort('aborted')
    })
    const page = await context.newPage()
    const registry = page.waitForResponse((response) => response.url().endsWith('/v1/wallets'))
    await page.goto(inject('stack').demoUrl)
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })

    const modal = await openAllWallets(page)
    expect((await registry).status()).toBe(200)
    const rows = modal.getByRole('list', { name: 'Wallets' }).getByRole('button')
    // Installed first (the test wallet says so), then the registry's most used wallets, then "All wallets".
    await expect
      .poll(async () => (await rows.allTextContents()).join(' | '))
      .toMatch(/Installed.*MetaMask.*All wallets/)
    expect(await rows.first().textContent()).toContain('Installed')
    const phone = phoneSession(page, context)
    await checkScreen(phone, 'mobile-wallet-list')

    await modal.getByRole('button', { name: /^All wallets/ }).click()
    const search = modal.getByRole('searchbox', { name: 'Search wallets' })
    await search.fill('rainb')
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('Rainbow')])
    await checkScreen(phone, 'mobile-wallet-search')

    await rows.first().tap()
    await expect.poll(() => opened.length, { timeout: 20_000 }).toBe(1)
    const link = new URL(opened[0] ?? '')
    expect(`${link.origin}${link.pathname}`).toBe('https://rnbwapp.com/wc')
    const uri = link.searchParams.get('uri') ?? ''
    // A WalletConnect v2 pairing URI: wc:<topic>@2 with the relay protocol and the symmetric key.
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(new URLSearchParams(uri.split('?')[1]).get('symKey')).toMatch(/^[0-9a-f]{64}$/)
    // The page is still the demo, waiting on the wallet, with a button that opens the same wallet again.
    const again = modal.getByRole('link', { name: 'Open Rainbow' })
    expect(await again.getAttribute('href')).toBe(opened[0])
    await checkScreen(phone, 'mobile-wallet-opened')
    expect(axeFindings(phone)).toEqual([])
  })
})

describe('wallet list on a desktop', () => {
  it('choosing the same wallet shows its QR code under its name, and opens nothing', async () => {
    // Checked clean of axe violations, blocked sources and foreign hosts when the case ends.
    const session = await openCaseDemo()
    const opened: string[] = []
    await session.context.route('https://rnbwapp.com/**', async (route) => {
      opened.push(route.request().url())
      await route.abort('aborted')
    })
    const modal = await openAllWallets(session.page)
    await modal.getByRole('button', { name: /^All wallets/ }).click()
    await modal.getByRole('searchbox', { name: 'Search wallets' }).fill('Rainbow')
    await modal
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /Rainbow/ })
      .click()
    await modal.locator('[data-chosen-wallet="rainbow"]').waitFor()
    expect(await modal.locator('[data-chosen-wallet="rainbow"]').textContent()).toContain('Rainbow')
    await modal.getByRole('img', { name: /QR code/i }).waitFor({ timeout: 20_000 })
    expect(opened).toEqual([])
    await checkScreen(session, 'desktop-wallet-qr')
    expect(axeFindings(session)).toEqual([])
  })
})
