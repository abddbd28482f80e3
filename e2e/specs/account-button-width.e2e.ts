// AccountButton on a phone: at 360 px the connected account's button (beside the network button in the demo's
// header) stays inside the window, so the host page does not scroll sideways for it: the balance gives way (hidden
// at a phone's width), the shortened address is never cut (the network's name gives way instead). At a desktop's width the balance shows, in the
// visitor's digits. Screenshots: test-results/account-button-360.png, account-button-1100.png.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { checkScreen, closeBrowser, openConnectedDemo } from '../src/demo.ts'

/** Kit's buttons on the page and the page's own width, measured in the browser. */
function readTriggers() {
  const account = [...document.querySelectorAll<HTMLElement>('.kit-trigger')].find((button) =>
    button.querySelector('.kit-avatar'),
  )
  if (!account) return undefined
  const boxes = [...document.querySelectorAll<HTMLElement>('.kit-trigger')].map((button) => {
    const box = button.getBoundingClientRect()
    return { left: box.left, right: box.right, overflows: button.scrollWidth > button.clientWidth + 1 }
  })
  const balance = account.querySelector<HTMLElement>('.kit-trigger-balance')
  const name = account.querySelector<HTMLElement>('.kit-trigger-text')
  return {
    viewport: window.innerWidth,
    // The page scrolls sideways when its content is wider than the window.
    pageWidth: document.documentElement.scrollWidth,
    boxes,
    balanceShown: balance !== null && getComputedStyle(balance).display !== 'none',
    balanceText: balance?.textContent ?? '',
    name: name?.textContent ?? '',
    // A shortened address is never cut further (its last characters are what people check).
    nameCut: name !== null && name.scrollWidth > name.clientWidth + 1,
    // A cut name must say so with an ellipsis.
    nameCutSilently:
      name !== null &&
      name.scrollWidth > name.clientWidth + 1 &&
      getComputedStyle(name).textOverflow !== 'ellipsis',
  }
}

async function triggersAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 760 })
  await page.locator('.kit-trigger .kit-avatar').waitFor()
  // The balance arrives after the connection; the button is measured with it (or without it where it is hidden).
  await page.getByTestId('account-balance').filter({ hasNotText: '—' }).waitFor()
  const layout = await page.evaluate(readTriggers)
  if (!layout) throw new Error('No account button on the page')
  return layout
}

describe('AccountButton at a phone width', () => {
  afterAll(closeBrowser)

  it('at 360 px the account button stays inside the window, the balance hidden; at 1100 px the balance shows', async () => {
    const session = await openConnectedDemo()
    const { page } = session

    const phone = await triggersAt(page, 360)
    await checkScreen(session, 'account-button-360')
    for (const box of phone.boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(phone.viewport + 0.5)
      expect(box.overflows).toBe(false)
    }
    expect(phone.balanceShown).toBe(false)
    expect(phone.name).toMatch(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}$/)
    expect(phone.nameCutSilently).toBe(false)
    expect(phone.nameCut).toBe(false)
    // Nothing of Kit's makes the page wider than the window.
    expect(Math.max(...phone.boxes.map((box) => box.right))).toBeLessThanOrEqual(phone.viewport + 0.5)

    const desktop = await triggersAt(page, 1100)
    await checkScreen(session, 'account-button-1100')
    expect(desktop.balanceShown).toBe(true)
    expect(desktop.balanceText).toMatch(/^\d[\d,]*(\.\d{1,3})? POL$/)
    expect(desktop.pageWidth).toBeLessThanOrEqual(desktop.viewport)
  })
})
