import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core'
import { addVirtualPasskeyProvider, launchChromium } from '../../scripts/chromium.mjs'

/** Where screenshots of each step are written. */
export const outputDir = path.resolve(import.meta.dirname, '..', 'test-results')

/** Launches Chromium the repository's one way (`scripts/chromium.mjs`); each launch gets a fresh profile. */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await launchChromium()
  return {
    browser,
    close: () => browser.close(),
  }
}

/** A page that records every request leaving the local stack, and what its Content-Security-Policy blocked. */
export type TrackedPage = {
  page: Page
  context: BrowserContext
  foreignRequests: string[]
  /** `<directive> <blocked URI>` for every CSP violation the browser reported, across reloads. */
  cspViolations: string[]
  /** `<time> <status> <method> <url>` of every response with an error status, for diagnosing a failed step. */
  failedResponses: string[]
  /** The page's passkey manager: the DevTools session it lives in and its virtual authenticator's id. */
  passkeys?: { cdp: CDPSession; authenticatorId: string }
}

/** The viewport of every page the suite opens. */
export const VIEWPORT = { width: 1200, height: 860 }

/**
 * Opens a page in a fresh context and records requests to any host other than 127.0.0.1/localhost. The page has a
 * passkey manager (a virtual authenticator with the PRF), as the visitor's browser would.
 */
export async function openTrackedPage(browser: Browser): Promise<TrackedPage> {
  return trackContext(await browser.newContext({ viewport: VIEWPORT }))
}

/**
 * Records, in `context`, what `openTrackedPage` records, and opens its page (the context's first, for a persistent
 * profile that opened with one) with a passkey manager.
 */
export async function trackContext(context: BrowserContext): Promise<TrackedPage> {
  const foreignRequests: string[] = []
  context.on('request', (request) => {
    const url = new URL(request.url())
    const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
    if (!local && !['data:', 'blob:', 'about:'].includes(url.protocol)) foreignRequests.push(request.url())
  })
  const cspViolations: string[] = []
  const failedResponses: string[] = []
  context.on('response', (response) => {
    if (response.status() >= 400)
      failedResponses.push(
        `${new Date().toISOString().slice(11, 23)} ${response.status()} ${response.request().method()} ${response.url()}`,
      )
  })
  await context.exposeBinding('__kitReportCspViolation', (_source, text: string) => {
    cspViolations.push(text)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __kitReportCspViolation?: (text: string) => void })
        .__kitReportCspViolation
      report?.(`${event.effectiveDirective} ${event.blockedURI}`)
    })
  })
  const page = context.pages()[0] ?? (await context.newPage())
  const passkeys = await addVirtualPasskeyProvider(context, page)
  return { page, context, foreignRequests, cspViolations, failedResponses, passkeys }
}

/** Resolves once every finite animation and transition on the page has finished (spinners loop forever). */
export async function animationsSettled(page: Page): Promise<void> {
  // A page behind another tab gets no animation frames: bring it to the front, and never wait on frames longer
  // than a few seconds (page.evaluate itself has no timeout).
  await page.bringToFront()
  await page.evaluate(async () => {
    const nextFrame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve)
        setTimeout(resolve, 500)
      })
    for (let round = 0; round < 10; round++) {
      // A transition starts a frame after the DOM change that causes it.
      await nextFrame()
      await nextFrame()
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
      if (running.length === 0) return
      await Promise.allSettled(running.map((animation) => animation.finished))
    }
  })
}

/**
 * Saves a screenshot of the viewport (what the visitor sees; a full-page capture paints the modal's overlay over
 * the dialog) under the test output folder, once animations have settled, and returns its path.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  await animationsSettled(page)
  mkdirSync(outputDir, { recursive: true })
  const file = path.join(outputDir, `${name}.png`)
  await page.screenshot({ path: file })
  return file
}

/** How long the pointer rests on a control of the secure frame's cards before the press (the frame's L1 rule: 300 ms). */
const POINTER_REST_MS = 400

/**
 * Presses a control of the secure frame's cards as a person does: the pointer moves onto it and rests, then clicks
 * once the control is enabled (armed). The frame counts a mouse press only after the pointer has been inside the
 * card for a while, so a host cannot slide a card under a resting pointer; Playwright's bare click moves and presses
 * at once.
 */
export async function pressInFrame(control: Locator): Promise<void> {
  await control.hover()
  await control.page().waitForTimeout(POINTER_REST_MS)
  await control.click()
}
