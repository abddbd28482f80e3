// Kit's modal as Firefox and WebKit draw it, each as it ships (Debian's firefox-esr over WebDriver BiDi, WebKitGTK's
// MiniBrowser through WebKitWebDriver; see apps/secure-frame/src/testing/engines.ts): at a phone's width (360 px)
// and a desktop's, in English, in Arabic (right to left) and in the pseudo-locale (about 40 % longer, accented).
// The dialog stays inside the window, the connect button too, no text is cut off, Arabic is laid out right to left.
// Each view is saved as test-results/engines-<engine>-<view>-<locale>-<width>.png.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  type Engine,
  type EngineName,
  engineMissing,
  launchEngine,
} from '../../apps/secure-frame/src/testing/engines.ts'
import { outputDir } from '../src/browser.ts'

const ENGINES: EngineName[] = ['firefox', 'webkit']
const WIDTHS = [360, 1100] as const
/** The demo's two buttons of Kit: the network button opens Networks, the connect button Connect. */
const VIEWS = [
  { view: 'networks', trigger: '.kit-trigger:not([data-variant="accent"])' },
  { view: 'connect', trigger: '.kit-trigger[data-variant="accent"]' },
] as const
const LOCALES = [
  { locale: 'en', dir: 'ltr' },
  { locale: 'ar', dir: 'rtl' },
  { locale: 'en-XA', dir: 'ltr' },
] as const

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` until it returns something other than undefined or false. */
async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined && value !== false) return value
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`)
    await sleep(150)
  }
}

/** What the page shows of Kit's modal, measured in the engine (undefined until the modal's view is drawn). */
type ModalLayout = {
  lang: string | null
  dir: string | null
  title: string
  card: { left: number; right: number; top: number; bottom: number }
  trigger: { left: number; right: number } | undefined
  viewport: { width: number; height: number }
  /** Texts wider than their box where the overflow is hidden and no ellipsis says so: cut off. */
  cut: string[]
}

// Sent to the engine as source: it sees only its argument.
function readModalLayout(trigger: string): ModalLayout | undefined {
  const root = document.querySelector('.kit-root')
  const card = root?.querySelector<HTMLElement>('[role="dialog"]')
  const title = card?.querySelector('h1, h2')?.textContent?.trim()
  if (!root || !card || !title) return undefined
  const box = card.getBoundingClientRect()
  const button = document.querySelector(trigger)?.getBoundingClientRect()
  const cut: string[] = []
  for (const element of card.querySelectorAll<HTMLElement>('button, h1, h2, p, span, label, a')) {
    const style = getComputedStyle(element)
    const hides = style.overflowX === 'hidden' || style.overflowX === 'clip'
    // A text for screen readers only is a 1 px box by design.
    const visuallyHidden = element.clientWidth <= 1 || element.clientHeight <= 1
    if (
      hides &&
      !visuallyHidden &&
      style.textOverflow !== 'ellipsis' &&
      element.scrollWidth > element.clientWidth + 1
    )
      cut.push((element.textContent ?? '').trim().slice(0, 60))
  }
  return {
    lang: root.getAttribute('lang'),
    dir: root.getAttribute('dir'),
    title,
    card: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
    trigger: button && { left: button.left, right: button.right },
    viewport: { width: window.innerWidth, height: window.innerHeight },
    cut,
  }
}

for (const name of ENGINES) {
  const missing = engineMissing(name)
  describe.skipIf(missing !== undefined)(`Kit's modal in ${name}${missing ? ` (${missing})` : ''}`, () => {
    const engines = new Map<number, Engine>()

    beforeAll(async () => {
      for (const width of WIDTHS) engines.set(width, await launchEngine(name, { width, height: 760 }))
    }, 120_000)

    afterAll(async () => {
      for (const engine of engines.values()) await engine.close()
    }, 60_000)

    for (const { locale, dir } of LOCALES)
      for (const width of WIDTHS)
        for (const { view, trigger } of VIEWS)
          it(`opens ${view} in ${locale} at ${width} px, inside the window, nothing cut off`, async () => {
            const engine = engines.get(width) as Engine
            const window = engine.first
            await engine.navigate(window, `${inject('stack').demoUrl}?locale=${locale}`)
            await until(`the button that opens ${view}`, () =>
              engine.evaluate({ window }, (selector) => document.querySelector(selector) !== null, trigger),
            )
            await engine.evaluate(
              { window },
              (selector) => (document.querySelector(selector) as HTMLElement).click(),
              trigger,
            )
            // The modal's code and the language's pack load on the first open; the view is drawn once both are in.
            await until(`${view} in ${locale}`, async () => {
              const read = await engine.evaluate({ window }, readModalLayout, trigger)
              return read?.lang === locale ? read : undefined
            })
            await sleep(400) // the modal's opening animation
            const layout = (await engine.evaluate({ window }, readModalLayout, trigger)) as ModalLayout
            mkdirSync(outputDir, { recursive: true })
            writeFileSync(
              path.join(outputDir, `engines-${name}-${view}-${locale}-${width}.png`),
              await engine.screenshot(window),
            )

            expect(layout.dir).toBe(dir)
            expect(layout.card.left).toBeGreaterThanOrEqual(0)
            expect(layout.card.right).toBeLessThanOrEqual(layout.viewport.width + 0.5)
            expect(layout.card.top).toBeGreaterThanOrEqual(0)
            if (layout.trigger) {
              expect(layout.trigger.left).toBeGreaterThanOrEqual(0)
              expect(layout.trigger.right).toBeLessThanOrEqual(layout.viewport.width + 0.5)
            }
            expect(layout.cut).toEqual([])
          }, 90_000)
  })
}
