import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHROMIUM_ARGS,
  chromiumExecutable,
  chromiumLaunchOptions,
  launchChromium,
  launchChromiumContext,
  PLAYWRIGHT_DISABLE_FEATURES_ARG,
  PLAYWRIGHT_DISABLED_FEATURES,
  STORAGE_PARTITIONING_FEATURE,
} from './chromium.mjs'

describe('chromiumExecutable', () => {
  it('takes KIT_CHROMIUM when set, and refuses one that does not exist with a clear message', () => {
    expect(chromiumExecutable({ KIT_CHROMIUM: process.execPath })).toBe(process.execPath)
    expect(() => chromiumExecutable({ KIT_CHROMIUM: '/nowhere/chromium' })).toThrow(
      'KIT_CHROMIUM is /nowhere/chromium, which does not exist',
    )
  })
})

describe('chromiumLaunchOptions', () => {
  it('keeps the shared flags first and adds the caller’s options', () => {
    const options = chromiumLaunchOptions({ args: ['--lang=en'], timeout: 5_000 })
    expect(options.args).toEqual([...CHROMIUM_ARGS, '--lang=en'])
    expect(options.timeout).toBe(5_000)
    expect(options.args).toContain('--headless')
  })

  it('with partitionedStorage, drops Playwright’s --disable-features= and passes it again without partitioning', () => {
    const options = chromiumLaunchOptions({ partitionedStorage: true, args: ['--lang=en'] })
    expect(options).not.toHaveProperty('partitionedStorage')
    expect(options.ignoreDefaultArgs).toEqual([PLAYWRIGHT_DISABLE_FEATURES_ARG])
    const features = PLAYWRIGHT_DISABLED_FEATURES.filter(
      (feature) => feature !== STORAGE_PARTITIONING_FEATURE,
    )
    expect(features).toHaveLength(PLAYWRIGHT_DISABLED_FEATURES.length - 1)
    expect(options.args).toEqual([...CHROMIUM_ARGS, `--disable-features=${features.join(',')}`, '--lang=en'])
    expect(chromiumLaunchOptions({ partitionedStorage: false })).not.toHaveProperty('ignoreDefaultArgs')
    expect(() => chromiumLaunchOptions({ partitionedStorage: true, ignoreDefaultArgs: true })).toThrow(
      'partitionedStorage cannot be combined with ignoreDefaultArgs: true',
    )
  })
})

describe('launching', () => {
  it('starts a headless Chromium that renders a page, with and without a profile', async () => {
    const browser = await launchChromium()
    try {
      const page = await browser.newPage()
      await page.setContent('<p>kit</p>')
      expect(await page.textContent('p')).toBe('kit')
    } finally {
      await browser.close()
    }
    const profile = mkdtempSync(path.join(tmpdir(), 'kit-chromium-test-'))
    const context = await launchChromiumContext(profile, { viewport: { width: 400, height: 300 } })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      expect(page.viewportSize()).toEqual({ width: 400, height: 300 })
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  }, 30_000)
})

/**
 * Two sites on one loopback server: `http://localhost:<port>` and `http://127.0.0.1:<port>` (sites compare host
 * names). `/write` and `/read` are plain pages (the test writes and reads localStorage there), `/embed` embeds
 * `http://localhost:<port>/read` in an iframe.
 */
async function twoSites() {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://placeholder')
    const body =
      url.pathname === '/embed'
        ? `<!doctype html><title>embed</title><iframe src="http://localhost:${server.address().port}/read"></iframe>`
        : `<!doctype html><title>${url.pathname.slice(1)}</title><p>kit</p>`
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(body)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    localhost: `http://localhost:${port}`,
    ip: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}

/**
 * What the `localhost` iframe embedded in a `127.0.0.1` page reads of the localStorage that the `localhost` page
 * wrote as a first party, on `page`: the value when storage is shared, null when it is partitioned.
 * @param {import('playwright-core').Page} page
 */
async function embeddedSees(page, sites) {
  await page.goto(`${sites.localhost}/write`)
  await page.evaluate(() => localStorage.setItem('kit-partition-probe', 'first-party'))
  expect(await page.evaluate(() => localStorage.getItem('kit-partition-probe'))).toBe('first-party')
  await page.goto(`${sites.ip}/embed`)
  const embedded = await (await page.locator('iframe').elementHandle())?.contentFrame()
  if (!embedded) throw new Error('The embedded page did not load')
  await embedded.waitForLoadState()
  expect(new URL(embedded.url()).origin).toBe(sites.localhost)
  return embedded.evaluate(() => localStorage.getItem('kit-partition-probe'))
}

/**
 * Runs `use` on a persistent profile of its own (a visitor's regular profile), launched with `options`. The profile
 * allows third-party cookies: without partitioning, a third-party iframe then shares its site's first-party storage
 * (with them blocked, as Chromium now starts, it would get no storage at all).
 */
async function withProfile(options, use) {
  const profile = mkdtempSync(path.join(tmpdir(), 'kit-chromium-partition-'))
  mkdirSync(path.join(profile, 'Default'))
  writeFileSync(
    path.join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  )
  const context = await launchChromiumContext(profile, options)
  try {
    return await use(context)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

/** The `--disable-features=` arguments of a launched browser's command line. */
async function disabledFeatureArgs(context) {
  const page = await context.newPage()
  try {
    await page.goto('chrome://version')
    const line = (await page.locator('#command_line').textContent()) ?? ''
    return line.split(' ').filter((arg) => arg.startsWith('--disable-features='))
  } finally {
    await page.close()
  }
}

describe('third-party storage partitioning', () => {
  /** @type {Awaited<ReturnType<typeof twoSites>>} */
  let sites
  beforeAll(async () => {
    sites = await twoSites()
  })
  afterAll(async () => {
    await sites.close()
  })

  it('is off in Playwright’s launch: the embedded localhost page reads the first-party storage', async () => {
    await withProfile({}, async (context) => {
      // Playwright passes exactly PLAYWRIGHT_DISABLE_FEATURES_ARG: an upgrade that changed its list fails here (and
      // partitionedStorage would then no longer remove it).
      expect(await disabledFeatureArgs(context)).toEqual([PLAYWRIGHT_DISABLE_FEATURES_ARG])
      expect(await embeddedSees(context.pages()[0] ?? (await context.newPage()), sites)).toBe('first-party')
    })
  }, 30_000)

  it('is on with partitionedStorage: the embedded localhost page under 127.0.0.1 has storage of its own', async () => {
    await withProfile({ partitionedStorage: true }, async (context) => {
      expect(await embeddedSees(context.pages()[0] ?? (await context.newPage()), sites)).toBeNull()
      // Playwright's own argument went: one --disable-features=, without partitioning.
      const args = await disabledFeatureArgs(context)
      expect(args).toHaveLength(1)
      expect(args[0]).not.toContain(STORAGE_PARTITIONING_FEATURE)
    })
  }, 30_000)

  it('is on with partitionedStorage in a fresh context too, where Playwright’s launch denies the storage', async () => {
    for (const partitionedStorage of [false, true]) {
      const browser = await launchChromium({ partitionedStorage })
      try {
        const context = await browser.newContext()
        const seen = embeddedSees(await context.newPage(), sites)
        // A fresh context blocks third-party cookies: unpartitioned, the iframe gets no storage at all.
        if (partitionedStorage) expect(await seen).toBeNull()
        else await expect(seen).rejects.toThrow(/SecurityError.*localStorage/)
      } finally {
        await browser.close()
      }
    }
  }, 30_000)
})
