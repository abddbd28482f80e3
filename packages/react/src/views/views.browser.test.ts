// @vitest-environment node
// Every view of the modal in a real Chromium (issue 45), in Arabic (right to left), Japanese and the pseudo-locales
// in both directions (en-XA, and ar-XB: the same longer, accented text laid out right to left): one page, each view
// opened in turn on a fresh kit by core's router, at a phone's 360 px and a desktop's 1100 px. In each: the dialog
// runs the locale's direction, nothing in it sticks out sideways or scrolls it sideways, no text box cuts its text
// without an ellipsis, and in Arabic axe finds no violation. A screenshot of each goes to
// e2e/test-results/views/<view>-<locale>-<width>.png, to be looked at.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromiumContext } from '../../../../scripts/chromium.mjs'
// @ts-expect-error servePages.mjs has no declarations; serveBuiltPages({ distDir, packageName }) gives { url, close }.
import { serveBuiltPages } from '../../../../scripts/servePages.mjs'

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const screenshots = path.join(packageRoot, '..', '..', 'e2e', 'test-results', 'views')
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** Each locale with its direction and the widths it is drawn at (1100 px for the right-to-left ones). */
const runs = [
  { locale: 'ar', dir: 'rtl', widths: [360, 1100], axe: true },
  { locale: 'ar-XB', dir: 'rtl', widths: [360, 1100], axe: false },
  { locale: 'ja', dir: 'ltr', widths: [360], axe: false },
  { locale: 'en-XA', dir: 'ltr', widths: [360], axe: false },
] as const

/** What is wrong with the layout of the open dialog, one line each; none when it holds. */
function layoutProblems(expectedDir: string): string[] {
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')
  if (!dialog) return ['no dialog']
  const problems: string[] = []
  const name = (element: Element) => {
    const classes = [...element.classList].join('.')
    const text = (element.textContent ?? '').trim().slice(0, 40)
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`
  }
  const direction = getComputedStyle(dialog).direction
  if (direction !== expectedDir) problems.push(`the dialog runs ${direction}, not ${expectedDir}`)
  const box = dialog.getBoundingClientRect()
  if (box.left < -1 || box.right > window.innerWidth + 1)
    problems.push(`the dialog (${box.left}–${box.right}) is not inside the ${window.innerWidth} px window`)
  if (dialog.scrollWidth > dialog.clientWidth + 1)
    problems.push(`the dialog scrolls sideways: ${dialog.scrollWidth} > ${dialog.clientWidth}`)
  /** A box of the dialog that scrolls sideways on purpose (a row of chips): what sticks out of it is reachable. */
  const sidewaysScroller = (element: Element) => {
    const style = getComputedStyle(element)
    return /auto|scroll/.test(style.overflowX) && /hidden|clip/.test(style.overflowY)
  }
  const inSidewaysScroller = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== dialog; parent = parent.parentElement)
      if (sidewaysScroller(parent)) return true
    return false
  }
  for (const element of dialog.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement)) continue
    const style = getComputedStyle(element)
    const rect = element.getBoundingClientRect()
    // Hidden, or visually hidden for screen readers (a 1 px clipped box).
    if (style.visibility === 'hidden' || rect.width <= 1 || rect.height <= 1) continue
    if (style.position === 'absolute' && style.clip !== 'auto') continue
    if (inSidewaysScroller(element)) continue
    if (rect.left < box.left - 1 || rect.right > box.right + 1)
      problems.push(
        `${name(element)} sticks out of the dialog (${rect.left}–${rect.right} of ${box.left}–${box.right})`,
      )
    // A box that clips or scrolls (the dialog's body scrolls up and down) must not have content sideways.
    if (
      style.overflowX !== 'visible' &&
      !sidewaysScroller(element) &&
      style.textOverflow !== 'ellipsis' &&
      !(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      element.scrollWidth > element.clientWidth + 1
    )
      problems.push(
        `${name(element)} scrolls or clips sideways: ${element.scrollWidth} > ${element.clientWidth} px`,
      )
    // A figure (a balance, an amount, a fee, an address) is never cut: an ellipsis may end a name, not a number.
    const text = (element.textContent ?? '').trim()
    const clamped = style.getPropertyValue('-webkit-line-clamp') !== 'none'
    if (
      /\p{Nd}/u.test(text) &&
      ((style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1) ||
        (clamped && element.scrollHeight > element.clientHeight + 1))
    )
      problems.push(`${name(element)} cuts a number: ${element.scrollWidth} > ${element.clientWidth} px`)
    // A text box: text in it, and only inline content (its words wrap or are cut inside it).
    const leaf = [...element.children].every((child) => getComputedStyle(child).display.startsWith('inline'))
    if (!text || !leaf || (style.display.startsWith('inline') && style.display !== 'inline-block')) continue
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) continue
    if (style.textOverflow === 'ellipsis') continue
    // Its text's ink, on either side (centred text spills over both; scrollWidth sees only the end's).
    const range = document.createRange()
    range.selectNodeContents(element)
    const ink = range.getBoundingClientRect()
    const cut =
      element.scrollWidth > element.clientWidth + 1 || ink.left < rect.left - 1 || ink.right > rect.right + 1
    if (cut)
      problems.push(
        `${name(element)} cuts or spills its text: ink ${Math.round(ink.left)}–${Math.round(ink.right)} in ${Math.round(rect.left)}–${Math.round(rect.right)}, no ellipsis`,
      )
  }
  // A currency symbol of letters and a sign (Arabic's `US$`) reads as written, whatever the direction around it:
  // right to left its `$` must not land on the far side of the letters (`$US`).
  const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/\p{Lu}{1,3}\$/gu)) {
      const glyph = (offset: number) => {
        const range = document.createRange()
        range.setStart(node, offset)
        range.setEnd(node, offset + 1)
        return range.getBoundingClientRect()
      }
      const at = match.index ?? 0
      const first = glyph(at)
      const sign = glyph(at + match[0].length - 1)
      if (first.width > 0 && sign.left < first.left)
        problems.push(
          `"${match[0]}" is drawn as "$${match[0].slice(0, -1)}" in "${node.textContent?.trim()}"`,
        )
    }
  }
  return problems
}

let work: string
let profile: string
let server: { url: string; close: () => Promise<void> } | undefined
let context: BrowserContext
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true })
  work = mkdtempSync(path.join(tmpdir(), 'kit-views-'))
  await build({
    entryPoints: [path.join(packageRoot, 'test', 'views', 'viewsPage.tsx')],
    bundle: true,
    format: 'esm',
    outfile: path.join(work, 'views.js'),
    platform: 'browser',
    target: 'es2022',
    conditions: ['@kit/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    logLevel: 'error',
  })
  writeFileSync(
    path.join(work, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:system-ui;background:#eef2ff;min-height:100vh}
*,*::before,*::after{animation:none!important;transition:none!important}</style></head>
<body><div id="root"></div><script type="module" src="/views.js"></script></body></html>`,
  )
  const served = await serveBuiltPages({ distDir: work, packageName: '@kit/react views test' })
  server = served
  profile = mkdtempSync(path.join(tmpdir(), 'kit-views-chromium-'))
  context = await launchChromiumContext(profile, {
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 1,
  })
  page = context.pages()[0] ?? (await context.newPage())
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(served.url)
  await page.waitForFunction(() => typeof window.kitViews?.show === 'function')
  await page.addScriptTag({ path: axeSource })
}, 120_000)

afterAll(async () => {
  await context?.close()
  await server?.close()
  if (work) rmSync(work, { recursive: true, force: true })
  if (profile) rmSync(profile, { recursive: true, force: true })
})

/** Opens `view` in `locale` and waits for its text in that language. */
async function open(view: string, locale: string): Promise<void> {
  await page.evaluate(([name, tag]) => window.kitViews.show(name as never, tag as string), [view, locale])
  await page.waitForSelector(`.kit-root[lang="${locale}"] [role="dialog"] .kit-view`, { timeout: 10_000 })
  // The connecting views draw their QR code or status a moment later.
  await page.waitForTimeout(60)
}

describe('every view of the modal, in Arabic, Japanese and the pseudo-locales', () => {
  it('fails on an overflow: a word wider than the dialog', async () => {
    await open('Connect', 'en-XA')
    await page.evaluate(() => {
      const view = document.querySelector('[role="dialog"] .kit-view') as HTMLElement
      const wide = document.createElement('p')
      wide.textContent = 'Ñóñbréáķíñģwóŕdthátñévéŕéñdś'.repeat(4)
      wide.style.overflow = 'hidden'
      view.append(wide)
    })
    const problems = await page.evaluate(layoutProblems, 'ltr')
    expect(problems.join('\n')).toMatch(/cuts or spills its text/)
  })

  it('fails on a cut number: a balance ended with an ellipsis', async () => {
    await open('Connect', 'ar-XB')
    await page.evaluate(() => {
      const view = document.querySelector('[role="dialog"] .kit-view') as HTMLElement
      const balance = document.createElement('p')
      balance.textContent = 'Balance: 123,456,789.1234 POL'
      Object.assign(balance.style, {
        width: '80px',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      })
      view.append(balance)
    })
    const problems = await page.evaluate(layoutProblems, 'rtl')
    expect(problems.join('\n')).toMatch(/"Balance: 123,456,789\.1234 POL" cuts a number/)
  })

  it('fails on `US$` drawn as `$US` right to left', async () => {
    await open('Connect', 'ar')
    await page.evaluate(() => {
      const view = document.querySelector('[role="dialog"] .kit-view') as HTMLElement
      const bare = document.createElement('p')
      // Intl's text for Arabic, without the isolation formatFiat adds.
      bare.textContent = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(20)
      view.append(bare)
    })
    const problems = await page.evaluate(layoutProblems, 'rtl')
    expect(problems.join('\n')).toMatch(/"US\$" is drawn as "\$US"/)
  })

  for (const { locale, dir, widths, axe } of runs)
    it(`draws every view in ${locale} (${dir}) at ${widths.join(' and ')} px, nothing cut or sticking out`, async () => {
      const views = await page.evaluate(() => window.kitViews.views)
      const failures: string[] = []
      for (const width of widths) {
        await page.setViewportSize({ width, height: width < 600 ? 780 : 860 })
        for (const view of views) {
          await open(view, locale)
          await page.screenshot({ path: path.join(screenshots, `${view}-${locale}-${width}.png`) })
          for (const problem of await page.evaluate(layoutProblems, dir))
            failures.push(`${view} ${locale} ${width}px: ${problem}`)
          if (axe && width === widths[0]) {
            const violations = await page.evaluate(async () => {
              const result = await (
                window as unknown as {
                  axe: { run(context: Element): Promise<{ violations: { id: string; nodes: unknown[] }[] }> }
                }
              ).axe.run(document.querySelector('[role="dialog"]') as Element)
              return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`)
            })
            for (const violation of violations) failures.push(`${view} ${locale}: axe ${violation}`)
          }
        }
      }
      expect(pageErrors).toEqual([])
      expect(failures).toEqual([])
    }, 120_000)
})
