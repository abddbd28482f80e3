import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { axeViolations } from '../src/axe.ts'
import { launchBrowser, openTrackedPage, screenshot, type TrackedPage } from '../src/browser.ts'

let browser: Awaited<ReturnType<typeof launchBrowser>>
let tracked: TrackedPage

beforeAll(async () => {
  browser = await launchBrowser()
  tracked = await openTrackedPage(browser.browser)
})
afterAll(() => browser?.close())

it('serves the demo page in Chromium', async () => {
  const { demoUrl } = inject('stack')
  await tracked.page.goto(demoUrl)
  await expect(tracked.page.getByRole('heading', { name: 'Kit demo' }).isVisible()).resolves.toBe(true)
  await screenshot(tracked.page, 'demo-home')
})

it('is clean under axe', async () => {
  expect(await axeViolations(tracked.page)).toEqual([])
})

it('makes no request to any host outside the local stack', () => {
  expect(tracked.foreignRequests).toEqual([])
})
