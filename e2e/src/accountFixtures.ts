// Fixtures for the embedded-wallet specs: sessions logged in by e-mail through the secure frame. A login of a new
// address costs a device approval and two mails (and the server allows few mails per client), so an account a
// case only uses is logged in once per file and handed to each case as a fresh browser context restored from it.
import type { Frame } from 'playwright-core'
import { expect, inject } from 'vitest'
import type { TrackedPage } from './browser.ts'
import {
  type DemoSession,
  dialog,
  endWithCase,
  expectCleanSession,
  expectStatus,
  loginByEmail,
  openCaseDemo,
  openDemo,
} from './demo.ts'
import { secureFrame } from './walletProtection.ts'

let unique = 0

/** An e-mail address no other case or run uses, so every login meets a new account and a new device. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${(unique++).toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`
}

export { secureFrame, secureFrameStill } from './walletProtection.ts'

/**
 * A logged-in e-mail account and the browser context it logged in with. The context stays open for the file: the
 * secure frame keeps its share of the wallet and the key its session is bound to in that context's IndexedDB,
 * which no other context can use (a copied session token alone is refused, by design).
 */
export type StoredLogin = {
  email: string
  /** The EOA the account showed when it logged in. */
  address: string
  /** The host page's and the secure frame's localStorage right after the login, restored for each case. */
  storage: Record<string, [string, string][]>
  /** The login's context, with its request and CSP records. */
  tracked: TrackedPage
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
 * server for every page) and its e-mail unchanged.
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
    await session.page.close()
    return { email, address, storage, tracked: session }
  } catch (error) {
    await session.close()
    throw error
  }
}

/**
 * Opens the demo for the running case as the stored login, in a new page of the login's context: the login's
 * localStorage is put back on both origins before the app loads, so each case starts from the same place; the kit
 * reconnects and the frame rebuilds the wallet from its share and the server's (released to the session bound to
 * the frame's key for the session's lifetime). Resolves connected. Like `openCaseDemo`, the session is checked clean and its page
 * closed when the case ends, with a screenshot if it failed.
 */
export async function openRestoredDemo(login: StoredLogin, search = ''): Promise<DemoSession> {
  // Each case starts from the login alone: cookies an earlier case left (a sign-in with the server) go. The frame
  // keeps nothing in cookies, so its share and bound key stay.
  await login.tracked.context.clearCookies()
  const page = await login.tracked.context.newPage()
  const session: DemoSession = { ...login.tracked, page, violations: {}, close: () => page.close() }
  endWithCase(session)
  // Once per origin and page: a later load (the case's own reload) keeps what the case did.
  await page.addInitScript((storage: Record<string, [string, string][]>) => {
    const entries = storage[location.origin]
    if (!entries || sessionStorage.getItem('e2e/restored')) return
    localStorage.clear()
    for (const [key, value] of entries) localStorage.setItem(key, value)
    sessionStorage.setItem('e2e/restored', '1')
  }, login.storage)
  await page.goto(`${inject('stack').demoUrl}${search}`)
  await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
  await expectStatus(page, 'connected')
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
