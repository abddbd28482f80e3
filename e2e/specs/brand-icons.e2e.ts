// The Connect view's social logins with their brands' marks (simple-icons, see scripts/brandIcons.mjs), in the light
// and the dark theme, as a visitor sees them: each mark drawn (a path in its icon box, not a letter) and visible
// against its box. Screenshots: test-results/brand-icons-connect-light.png, brand-icons-connect-dark.png.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { checkScreen, closeBrowser, dialog, openCaseDemo } from '../src/demo.ts'

/**
 * Whether each icon box holds a drawn mark, and its colour against the box's. Kit's modal lives in a shadow root:
 * the boxes are found through Playwright's locator, which pierces it; the function runs in the page.
 */
function readMarks(boxes: Element[]) {
  return boxes.map((box) => {
    const svg = box.querySelector('svg')
    return {
      brand: (box as HTMLElement).dataset.brand,
      drawn:
        (svg?.querySelector('path')?.getAttribute('d')?.length ?? 0) > 20 &&
        (svg?.getBoundingClientRect().width ?? 0) >= 16,
      fill: svg ? getComputedStyle(svg).fill : '',
      background: getComputedStyle(box).backgroundColor,
    }
  })
}

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('button', { name: 'Continue with Google' }).waitFor()
}

describe('brand marks in the Connect view', () => {
  afterAll(closeBrowser)

  it('the social logins show their real marks in the light and the dark theme', async () => {
    const session = await openCaseDemo()
    const { page } = session
    for (const theme of ['light', 'dark'] as const) {
      await page.getByRole('radio', { name: theme === 'light' ? 'Light' : 'Dark' }).check()
      await openConnect(page)
      await checkScreen(session, `brand-icons-connect-${theme}`)
      const marks = await dialog(page).locator('.kit-icon-fallback[data-brand]').evaluateAll(readMarks)
      expect(marks.map((mark) => mark.brand)).toEqual(expect.arrayContaining(['google', 'github', 'apple']))
      for (const mark of marks) {
        expect(mark.drawn, `${mark.brand} drawn`).toBe(true)
        // A mark in the text colour (X, GitHub, Apple) is never the colour of its box.
        expect(mark.fill, `${mark.brand} visible`).not.toBe(mark.background)
      }
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })
    }
  })
})
