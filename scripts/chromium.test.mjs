import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CHROMIUM_ARGS,
  chromiumExecutable,
  chromiumLaunchOptions,
  launchChromium,
  launchChromiumContext,
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
