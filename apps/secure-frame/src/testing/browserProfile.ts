// Test-only: the browser profile the frame's browser suites drive, one page with the user's passkey manager.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { launchChromiumContext } from '../../../../scripts/chromium.mjs'
import { addPasskeyProvider, type PasskeyProvider } from './walletProtection.js'

/** A browser profile of the suites, and how to end it. */
export type BrowserProfile = {
  context: BrowserContext
  page: Page
  /** The user's passkey manager: every new wallet is protected with a passkey made here. */
  passkeys: PasskeyProvider
  /** Closes the browser and deletes the profile. */
  close(): Promise<void>
}

/**
 * Launches Chromium on a new profile that allows third-party storage, as Chrome does by default, so the frame keeps
 * its session across reloads (this Chromium build blocks it by default, as incognito and strict modes do).
 */
export async function openBrowserProfile(name: string): Promise<BrowserProfile> {
  const profileDir = mkdtempSync(path.join(tmpdir(), `kit-${name}-profile-`))
  try {
    mkdirSync(path.join(profileDir, 'Default'))
    writeFileSync(
      path.join(profileDir, 'Default', 'Preferences'),
      JSON.stringify({ profile: { cookie_controls_mode: 0 } }),
    )
    const context = await launchChromiumContext(profileDir, { viewport: { width: 1100, height: 760 } })
    const page = context.pages()[0] ?? (await context.newPage())
    const passkeys = await addPasskeyProvider(context, page)
    return {
      context,
      page,
      passkeys,
      async close() {
        await context.close()
        rmSync(profileDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(profileDir, { recursive: true, force: true })
    throw error
  }
}
