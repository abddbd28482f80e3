// Fixtures for the embedded-wallet specs: sessions logged in by e-mail through the secure frame. A login of a new
// address costs a device approval and two mails (and the server allows few mails per client), so an account a
// case only uses is logged in once per file and handed to each case as a fresh browser context restored from it.
import type { Frame } from 'playwright-core'
import { expect, inject } from 'vitest'
import { openTrackedPage } from './browser.ts'
import {
  type DemoSession,
  dialog,
  endWithCase,
  expectCleanSession,
  expectStatus,
  loginByEmail,
  openCaseDemo,
  openDemo,
  sharedBrowser,
} from './demo.ts'

let unique = 0

/** An e-mail address no other case or run uses, so every login meets a new account and a new device. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${(unique++).toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`
}

/** The secure frame inside a page, found by the frame server's origin. */
export function secureFrame(session: DemoSession): Frame {
  const origin = new URL(inject('stack').frameUrl).origin
  const frame = session.page.frames().find((candidate) => candidate.url().startsWith(origin))
  if (!frame) throw new Error(`The page has no secure frame from ${origin}`)
  return frame
}

/** A logged-in e-mail account, as its browser stored it: the host page's and the secure frame's localStorage. */
export type StoredLogin = {
  email: string
  /** The EOA the account showed when it logged in. */
  address: string
  storage: Record<string, [string, string][]>
}

/**
 * Opens the demo for the running case (see `openCaseDemo`) and logs in by e-mail as a new account, without
 * screenshots. Use it for a case that changes the account or its session (sign-out, e-mail change).
 */
export async function openEmailDemo(prefix: string, search = '') {
  const session = await openCaseDemo(search)
  const email = uniqueEmail(prefix)
  await loginByEmail(session, email, false)
  return { session, email }
}

/**
 * One account for a file, logged in on first use in a browser context of its own and kept as `StoredLogin`. Cases
 * open it with `openRestoredDemo` and must leave its session alive (no sign-out: that ends the session on the
 * server for every copy) and its e-mail unchanged.
 */
export function sharedEmailLogin(prefix: string): () => Promise<StoredLogin> {
  let login: Promise<StoredLogin> | undefined
  return () => {
    login ??= storedLogin(prefix)
    // A failed login is tried again by the next case, not handed to it.
    login.catch(() => {
      login = undefined
    })
    return login
  }
}

async function storedLogin(prefix: string): Promise<StoredLogin> {
  const session = await openDemo()
  try {
    const email = uniqueEmail(prefix)
    await loginByEmail(session, email, false)
    const address = (await session.page.getByTestId('account-address').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const read = (frame: Frame) => frame.evaluate(() => Object.entries(localStorage) as [string, string][])
    const storage = {
      [new URL(session.page.url()).origin]: await read(session.page.mainFrame()),
      [new URL(inject('stack').frameUrl).origin]: await read(secureFrame(session)),
    }
    expectCleanSession(session)
    return { email, address, storage }
  } finally {
    await session.close()
  }
}

/**
 * Opens the demo for the running case as the stored login: its storage is put on both origins before the app
 * loads, so the kit reconnects and the frame resumes the session (it fetches the wallet keys again, which the
 * server allows for a while after the login). Resolves connected. Like `openCaseDemo`, the session is checked
 * clean and closed when the case ends, with a screenshot if it failed.
 */
export async function openRestoredDemo(login: StoredLogin, search = ''): Promise<DemoSession> {
  const { browser } = await sharedBrowser()
  const tracked = await openTrackedPage(browser)
  const session: DemoSession = { ...tracked, violations: {}, close: () => tracked.context.close() }
  endWithCase(session)
  // Once per origin and context: a later load (the case's own reload) keeps what the case did.
  await session.context.addInitScript((storage: Record<string, [string, string][]>) => {
    const entries = storage[location.origin]
    if (!entries || localStorage.getItem('e2e/restored')) return
    localStorage.clear()
    for (const [key, value] of entries) localStorage.setItem(key, value)
    localStorage.setItem('e2e/restored', '1')
  }, login.storage)
  await session.page.goto(`${inject('stack').demoUrl}${search}`)
  await session.page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
  await expectStatus(session.page, 'connected')
  return session
}

/** The address the demo's account panel shows. */
export async function shownAddress(session: DemoSession): Promise<string> {
  return (await session.page.getByTestId('account-address').textContent()) ?? ''
}

/** Opens the Account view from the account button (it reads as the balance and truncated address). */
export async function openAccount(session: DemoSession) {
  const { page } = session
  await page.getByRole('button', { name: /0x[0-9a-fA-F]{4}/ }).click()
  await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
}

/**
 * Resolves once the secure frame's iframe has kept its place and size for `quietMs`. Chromium drops clicks on a
 * cross-origin iframe that moved within the last moments (against clickjacking), and the modal moves it with a
 * script-driven animation that `animationsSettled` does not see: a click sent sooner is lost without a trace.
 */
export async function secureFrameStill(session: DemoSession, quietMs = 700, timeoutMs = 10_000) {
  const origin = new URL(inject('stack').frameUrl).origin
  const iframe = session.page.locator(`iframe[src^="${origin}"]`)
  const deadline = Date.now() + timeoutMs
  let last = ''
  let since = Date.now()
  while (Date.now() < deadline) {
    const box = JSON.stringify(await iframe.boundingBox())
    if (box !== last) {
      last = box
      since = Date.now()
    } else if (Date.now() - since >= quietMs) return
    await session.page.waitForTimeout(50)
  }
  throw new Error(`The secure frame kept moving for ${timeoutMs} ms`)
}
