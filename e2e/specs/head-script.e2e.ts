// A dapp that creates its kit from a classic, synchronous script in <head> (apps/vanilla-demo's head.html: the kit
// exists, and restores a stored login, before the parser has reached <body>), in the browser users have: Chromium
// with third-party storage partitioning on, the page on 127.0.0.1 and the secure frame on localhost. The visitor
// logs in by e-mail, then every reload keeps them signed in: the same address, no login form, no card in the frame,
// no new code mailed. (Restoring used to mount the frame into a `document.body` that did not exist yet, and the
// failed check then cleared the stored login: signed out on every reload.)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { launchChromiumContext } from '../../scripts/chromium.mjs'
import { shownAddress } from '../src/accountFixtures.ts'
import { trackContext, VIEWPORT } from '../src/browser.ts'
import { type DemoSession, dialog, endWithCase, expectStatus, loginByEmail, mailsTo } from '../src/demo.ts'
import { uniqueEmail } from '../src/walletFixtures.ts'
import { secureFrameLoaded, WALLET_CARDS } from '../src/walletProtection.ts'

const profileDirs: string[] = []

afterAll(() => {
  for (const dir of profileDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The head-script page on `127.0.0.1`: another site than the secure frame on `localhost`. */
function headPageUrl(): string {
  const url = new URL('head.html', inject('stack').vanillaDemoUrl)
  url.hostname = '127.0.0.1'
  return url.href
}

/** Waits until the page's UI is up, and checks that its kit was created before the page had a body. */
async function expectKitCreatedInHead(page: Page) {
  const root = page.locator('#root[data-kit-created]')
  await root.waitFor({ state: 'attached', timeout: 30_000 })
  expect(await root.getAttribute('data-kit-created')).toBe('before-body')
}

describe('a kit created by a classic script in <head>', () => {
  it('keeps the visitor signed in across reloads, with storage partitioned', async () => {
    const profile = mkdtempSync(path.join(tmpdir(), 'kit-e2e-profile-'))
    profileDirs.push(profile)
    const context = await launchChromiumContext(profile, { partitionedStorage: true, viewport: VIEWPORT })
    const session: DemoSession = {
      ...(await trackContext(context)),
      violations: {},
      close: () => context.close(),
    }
    endWithCase(session)
    const { page } = session

    await page.goto(headPageUrl())
    await expectKitCreatedInHead(page)
    await expectStatus(page, 'disconnected')
    const email = uniqueEmail('head')
    await loginByEmail(session, email, false)
    const address = await shownAddress(session)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const mails = (await mailsTo(email)).length

    for (let reload = 1; reload <= 3; reload++) {
      await page.reload()
      await expectKitCreatedInHead(page)
      await expectStatus(page, 'connected')
      expect(await shownAddress(session), `reload ${reload}`).toBe(address)
      // Give a (wrong) prompt or sign-out time to appear: no modal, no card in the frame, no new mail.
      await page.waitForTimeout(1_500)
      expect(await dialog(page).count(), `reload ${reload}`).toBe(0)
      const frame = await secureFrameLoaded(session)
      for (const card of Object.values(WALLET_CARDS))
        expect(await frame.getByRole('heading', { name: card.title }).count(), `reload ${reload}`).toBe(0)
      expect((await mailsTo(email)).length, `reload ${reload}`).toBe(mails)
      await expectStatus(page, 'connected')
    }
  })
})
