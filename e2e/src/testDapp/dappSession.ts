// Drives MetaMask's test dapp (served by serveTestDapp.ts, Kit as its wallet) as its users do: the dapp's own
// buttons on its own page, Kit's login in Kit's modal, every approval on the secure frame's card. The page is on
// 127.0.0.1 and the frame on localhost, in Chromium with third-party storage partitioned, as on the web.
import type { Browser, Frame, Locator } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { inject } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { pressInFrame, trackContext, type TrackedPage, VIEWPORT } from '../browser.ts'
import { dialog, enterCode, fillEmail, waitForMail, waitForText } from '../demo.ts'
import {
  answerWalletCard,
  secureFrameLoaded,
  secureFrameStill,
  waitForWalletCard,
} from '../walletProtection.ts'

/** A page of the test dapp in a browser context of its own. */
export type DappSession = TrackedPage & {
  /** Requests the dapp made to hosts outside the local stack (its web fonts, CDN styles): aborted, listed here. */
  blocked: string[]
  /** What the page threw and did not catch (the dapp leaves some refusals unhandled), newest last. */
  pageErrors: string[]
  /** What the page logged as errors (the dapp logs most refusals there), newest last. */
  consoleErrors: string[]
  close: () => Promise<void>
}

let browser: Promise<Browser> | undefined

/** The file's Chromium, with third-party storage partitioned as users have it (launched on first use). */
function dappBrowser(): Promise<Browser> {
  browser ??= launchChromium({ partitionedStorage: true })
  return browser
}

/** Closes the file's Chromium; call from the spec's afterAll. */
export async function closeDappBrowser() {
  const current = browser
  browser = undefined
  if (current) await (await current).close()
}

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]']

/**
 * Opens the test dapp in a fresh context and waits until it has picked Kit from the EIP-6963 announcements (its
 * "Active Provider" card names it). The machine is offline: what the dapp asks of other hosts is aborted at once
 * and listed in `blocked`.
 */
export async function openDapp(path = ''): Promise<DappSession> {
  const context = await (await dappBrowser()).newContext({ viewport: VIEWPORT })
  const blocked: string[] = []
  await context.route(
    (url) => !LOCAL_HOSTS.includes(url.hostname) && url.protocol.startsWith('http'),
    (route) => {
      blocked.push(route.request().url())
      return route.abort('internetdisconnected')
    },
  )
  const tracked = await trackContext(context)
  const pageErrors: string[] = []
  const consoleErrors: string[] = []
  tracked.page.on('pageerror', (error) => pageErrors.push(error.message))
  tracked.page.on('console', (message) => {
    // The requests aborted above are logged too: they are not what a flow failed on.
    if (message.type() === 'error' && !message.text().includes('ERR_INTERNET_DISCONNECTED'))
      consoleErrors.push(message.text())
  })
  await tracked.page.goto(`${inject('stack').testDappUrl}${path}`)
  if (path === '') await waitForText(tracked.page.locator('#activeProviderName'), 'Kit')
  return { ...tracked, blocked, pageErrors, consoleErrors, close: () => context.close() }
}

/** Opens the device-approval link of the newest approval mail to `email` and confirms it, as the visitor does. */
async function approveDevice(session: DappSession, email: string, sinceMs: number) {
  const approval = await waitForMail(email, /approve this device/i, 20_000, sinceMs)
  const link = approval.text.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error('The device-approval mail has no link')
  const approvalPage = await session.context.newPage()
  await approvalPage.goto(link)
  await approvalPage.getByRole('button', { name: 'Approve device' }).click()
  await approvalPage.getByRole('heading', { name: 'Device approved' }).waitFor({ timeout: 20_000 })
  await approvalPage.close()
  await session.page.bringToFront()
}

/**
 * Presses the dapp's Connect (its `eth_requestAccounts`) and logs in by e-mail in Kit's modal: a new device is
 * approved from the e-mailed link, then the code; a new wallet is protected with a passkey on the frame's card, a
 * wallet this browser opened before needs none. Resolves with the account the dapp shows.
 */
export async function connectByEmail(session: DappSession, email: string): Promise<string> {
  const { page } = session
  await page.locator('#connectButton').click()
  await loginInModal(session, email)
  await waitForText(page.locator('#accounts'), /^0x[0-9a-fA-F]{40}$/)
  await dialog(page).waitFor({ state: 'detached' })
  return (await page.locator('#accounts').textContent()) ?? ''
}

/** The e-mail login in Kit's open modal (see `connectByEmail`); resolves once the modal has closed. */
async function loginInModal(session: DappSession, email: string) {
  const { page } = session
  const typed = await fillEmail(session, email)
  const sinceMs = Date.now() - 1000
  const codeStep = dialog(page).getByRole('group', { name: 'Verification code' })
  const deviceStep = dialog(page).getByRole('heading', { name: 'Register Device' })
  // A login soon after the last one meets the code mail's resend cooldown: wait it out, as a person would.
  const cooldown = dialog(page).getByText(/^Please try again after \d+ seconds?$/)
  await dialog(page).getByRole('button', { name: 'Continue with email' }).click()
  await codeStep.or(deviceStep).or(cooldown).waitFor({ timeout: 20_000 })
  if (await cooldown.isVisible()) {
    const seconds = Number((await cooldown.textContent())?.match(/\d+/)?.[0] ?? 60)
    await page.waitForTimeout((seconds + 1) * 1000)
    await dialog(page).getByRole('button', { name: 'Continue with email' }).click()
    await codeStep.or(deviceStep).waitFor({ timeout: 20_000 })
  }
  // The e-mail field is gone: the page's authenticator answers by itself again (the wallet's cards use it).
  await typed()
  if (await deviceStep.isVisible()) await approveDevice(session, email, sinceMs)
  await codeStep.waitFor({ timeout: 40_000 })
  const code = (await waitForMail(email, /code/i, 20_000, sinceMs)).text.match(/\b\d{6}\b/)?.[0]
  if (!code) throw new Error('The code mail has no 6-digit code')
  await enterCode(page, code)
  // A new wallet meets "Protect your wallet"; one this browser holds a share of opens without a card.
  const protect = waitForWalletCard(session, 'protect', 20_000).then(() => 'protect' as const)
  const closed = dialog(page)
    .waitFor({ state: 'detached', timeout: 20_000 })
    .then(() => 'closed' as const)
  // The one that loses settles later: it must not surface as an unhandled rejection.
  protect.catch(() => undefined)
  closed.catch(() => undefined)
  if ((await Promise.race([protect, closed])) === 'protect') await answerWalletCard(session, 'protect')
  await dialog(page).waitFor({ state: 'detached', timeout: 20_000 })
}

/** The approval card the secure frame shows, and what it says. */
export type Card = {
  frame: Frame
  title: string
  /** The whole card's text: title, intro, rows, warning, buttons. */
  text: string
  /** The card's warning line, '' when it has none. */
  warning: string
  /** With a choice on the card (the fee to pay): the option selected when the card was shown. */
  selected: string | undefined
}

/** What tells `approveCard` that the dapp failed before any card: its result element, or an error it threw. */
export type FailureSigns = {
  /** The dapp's element that shows the outcome; a text matching `failed` there is the dapp's error. */
  result?: Locator
  failed?: RegExp
  /**
   * Whether the dapp has written `result` since the button was pressed (`watchWrites`): an error an earlier flow
   * left there is not this one's, even when this one would write the same words.
   */
  written?: () => Promise<boolean>
  /** `pageErrors.length` before the button was pressed: a newer uncaught error is the dapp's failure. */
  errorsBefore?: number
  /** `consoleErrors.length` before the button was pressed: what the dapp logged since says why it failed. */
  logsBefore?: number
}

/**
 * Waits for the secure frame's approval card and approves it (its Sign / Send button, pressed as a person does),
 * after picking the option `pick` (e.g. `app`, the app's fee) when the card offers a choice. Fails fast, with the
 * dapp's own words, when `failure` (the dapp's result element) shows an error first.
 */
export async function approveCard(
  session: DappSession,
  failure: FailureSigns = {},
  { pick, timeoutMs = 30_000 }: { pick?: string; timeoutMs?: number } = {},
): Promise<Card> {
  const card = await waitForCard(session, failure, timeoutMs)
  await scrollIfAsked(session, card)
  if (pick !== undefined) await pickOnCard(card, pick)
  await pressInFrame(card.frame.locator('[data-approval-action="approve"]'))
  await card.frame
    .locator('[data-approval-action="approve"]')
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(async (error: Error) => {
      const status = await card.frame
        .locator('.approval-status, [role="alert"]')
        .allTextContents()
        .catch(() => [])
      throw new Error(
        `The card "${card.title}" stayed after its approval (${status.join(' | ')}): ${error.message}`,
      )
    })
  return card
}

/**
 * Scrolls the card's details when it says to (rows that matter below the fold: typed data, a batch), as a person
 * does before its buttons arm; a card whose rows all fit arms without it.
 */
async function scrollIfAsked(session: DappSession, card: Card) {
  const armed = card.frame.locator('[data-approval-card][data-armed="true"]')
  const hint = card.frame.locator('#approval-hint')
  await armed.or(card.frame.locator('#approval-hint:visible')).first().waitFor({ timeout: 10_000 })
  for (let turn = 0; turn < 5 && (await hint.isVisible()) && !(await armed.isVisible()); turn++) {
    await card.frame.locator('.approval-body').hover()
    await session.page.mouse.wheel(0, 1_000)
    await session.page.waitForTimeout(200)
  }
}

/**
 * Picks `value` in the card's choice, as a person does once the card is armed (a change before that is undone by
 * the frame; a change re-arms the card, so Approve waits again).
 */
async function pickOnCard(card: Card, value: string) {
  const option = card.frame.locator(`[data-approval-card] fieldset input[type="radio"][value="${value}"]`)
  await option.hover()
  await card.frame.locator('[data-approval-card][data-armed="true"]').waitFor({ timeout: 10_000 })
  await pressInFrame(option)
  if (!(await option.isChecked())) throw new Error(`The card kept its choice: "${value}" is not selected`)
}

/** Waits for the secure frame's approval card and rejects it (its Reject button, pressed as a person does). */
export async function rejectCard(session: DappSession, failure: FailureSigns = {}): Promise<Card> {
  const card = await waitForCard(session, failure)
  // Reject arms with Approve: both wait for the rows that matter to have been seen (Escape always rejects).
  await scrollIfAsked(session, card)
  await pressInFrame(card.frame.locator('[data-approval-action="reject"]'))
  await card.frame.locator('[data-approval-action="reject"]').waitFor({ state: 'detached', timeout: 20_000 })
  return card
}

/** Waits for the frame's approval card, standing still and armed, and reads it; see `approveCard`. */
export async function waitForCard(
  session: DappSession,
  failure: FailureSigns = {},
  timeoutMs = 30_000,
): Promise<Card> {
  const { page } = session
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const frame = await secureFrameLoaded(session, 1_000).catch(() => undefined)
    const approve = frame?.locator('[data-approval-action="approve"]')
    if (frame && approve && (await approve.isVisible().catch(() => false))) {
      await page.bringToFront()
      await secureFrameStill(session)
      const card = frame.locator('[data-approval-card]')
      const title = ((await card.locator('#approval-title').textContent()) ?? '').trim()
      const text = (await card.textContent()) ?? ''
      const warning = (await card.locator('.approval-warning').allTextContents()).join(' ')
      const checked = card.locator('fieldset input[type="radio"]:checked')
      const selected = (await checked.count())
        ? ((await checked.getAttribute('value')) ?? undefined)
        : undefined
      return { frame, title, text, warning, selected }
    }
    await throwIfFailed(session, failure)
    if (Date.now() > deadline) {
      const modal = await dialog(page)
        .textContent({ timeout: 500 })
        .catch(() => '(no modal)')
      throw new Error(
        `No approval card within ${timeoutMs} ms (the modal shows: ${modal}; the page threw: ${session.pageErrors.slice(-3).join(' | ') || 'nothing'})`,
      )
    }
    await page.waitForTimeout(150)
  }
}

/** Throws the dapp's own words when it shows one of the `failure` signs. */
async function throwIfFailed(
  session: DappSession,
  { result, failed = /error|fail/i, written, errorsBefore, logsBefore = 0 }: FailureSigns,
) {
  const shown = result ? ((await result.textContent().catch(() => '')) ?? '') : ''
  const threw = errorsBefore === undefined ? [] : session.pageErrors.slice(errorsBefore)
  // The dapp's own words first, then the wallet's reason, which it threw or logged.
  if (failed.test(shown) && (await (written?.() ?? true)))
    throw new Error(
      `The dapp shows, before any card: ${shown.trim()}; it threw: ${threw.join(' | ') || 'nothing'}; it logged: ${session.consoleErrors.slice(logsBefore).join(' | ') || 'nothing'}`,
    )
  if (threw.length) throw new Error(`The dapp threw, before any card: ${threw.join(' | ')}`)
}

/**
 * Notes every write the dapp makes to `result` from now on (its own `innerHTML = …`), without changing the page;
 * resolves with the question to ask later.
 */
export async function watchWrites(result: Locator): Promise<() => Promise<boolean>> {
  await result.evaluate((element) => {
    const watched = element as HTMLElement & { __e2eWritten?: boolean; __e2eObserver?: MutationObserver }
    watched.__e2eObserver?.disconnect()
    watched.__e2eWritten = false
    watched.__e2eObserver = new MutationObserver(() => {
      watched.__e2eWritten = true
    })
    watched.__e2eObserver.observe(element, { childList: true, characterData: true, subtree: true })
  })
  return () =>
    result.evaluate((element) => (element as HTMLElement & { __e2eWritten?: boolean }).__e2eWritten === true)
}

/** A read-only client on one of the stack's anvils. */
export function anvil(chainId: number) {
  const chain = inject('stack').evm[chainId]
  if (!chain) throw new Error(`The stack has no EVM chain ${chainId}`)
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

/** Gives `address` `amount` of the native currency on every EVM chain of the stack (a faucet for the test). */
export async function fund(address: string, amount = '10') {
  for (const chainId of Object.keys(inject('stack').evm).map(Number))
    await anvil(chainId).request({
      // biome-ignore lint/suspicious/noExplicitAny: an anvil-only method viem's public schema does not list
      method: 'anvil_setBalance' as any,
      params: [address as Hex, `0x${parseEther(amount).toString(16)}`] as never,
    })
}

/**
 * For a request the wallet may answer with or without a card: approves the card if the frame shows one, and
 * resolves once `result` shows `done` (the card, or undefined when none was shown). Fails fast on the `failure`
 * signs, as `approveCard` does.
 */
export async function approveIfAsked(
  session: DappSession,
  result: Locator,
  done: RegExp,
  failure: FailureSigns = {},
  timeoutMs = 30_000,
): Promise<Card | undefined> {
  const deadline = Date.now() + timeoutMs
  let card: Card | undefined
  for (;;) {
    const shown = (await result.textContent().catch(() => '')) ?? ''
    if (done.test(shown)) return card
    if (!card) {
      const frame = await secureFrameLoaded(session, 500).catch(() => undefined)
      if (
        frame &&
        (await frame
          .locator('[data-approval-action="approve"]')
          .isVisible()
          .catch(() => false))
      )
        card = await approveCard(session, failure, { timeoutMs: 5_000 })
      else await throwIfFailed(session, failure)
    }
    if (Date.now() > deadline)
      throw new Error(`The dapp did not show ${done} within ${timeoutMs} ms (it shows: "${shown.trim()}")`)
    await session.page.waitForTimeout(150)
  }
}
