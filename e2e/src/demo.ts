// Drives the demo in Chromium the way a visitor does: through roles and labels, never through the kit's internals.
import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { expect, inject, onTestFinished } from 'vitest'
import { type AxeViolation, axeViolations } from './axe.ts'
import { answerWalletCard, answerWalletCardWithPassword, waitForWalletCard } from './walletProtection.ts'
import {
  animationsSettled,
  launchBrowser,
  openTrackedPage,
  outputDir,
  screenshot,
  type TrackedPage,
} from './browser.ts'

/** One visitor session: a page on the demo, with the foreign requests and axe violations it met. */
export type DemoSession = TrackedPage & {
  /** axe violations per screen name, for every screen checked. */
  violations: Record<string, AxeViolation[]>
  close: () => Promise<void>
}

let shared: Promise<{ browser: Browser; close: () => Promise<void> }> | undefined

/** The suite's one Chromium (launched on first use, closed by `closeBrowser`). */
export function sharedBrowser() {
  shared ??= launchBrowser()
  return shared
}

/** Closes the shared Chromium; call from a spec file's afterAll. */
export async function closeBrowser() {
  const current = shared
  shared = undefined
  if (current) await (await current).close()
}

/**
 * Opens the demo in a fresh browser context and waits until the test wallet is announced. `search` is appended
 * to the demo URL, e.g. `?siwe=1`.
 */
export async function openDemo(search = ''): Promise<DemoSession> {
  return openHostPage(`${inject('stack').demoUrl}${search}`)
}

/** Opens a host page of the stack (the demo's, or the vanilla demo's) the way `openDemo` does. */
export async function openHostPage(url: string): Promise<DemoSession> {
  const { browser } = await sharedBrowser()
  const tracked = await openTrackedPage(browser)
  await tracked.page.goto(url)
  await tracked.page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
  return { ...tracked, violations: {}, close: () => tracked.context.close() }
}

/**
 * Opens the demo (as `openDemo` does) for the running case only. When the case ends the session is closed, and
 * the case fails if the session met an axe violation, a blocked source or a host outside the local stack. A
 * failed case leaves a screenshot named `failed-<case>`. Call it inside an `it`, never in a `beforeAll`.
 */
export async function openCaseDemo(search = ''): Promise<DemoSession> {
  return openCaseHostPage(`${inject('stack').demoUrl}${search}`)
}

/** Opens a host page of the stack for the running case, as `openCaseDemo` does. */
export async function openCaseHostPage(url: string): Promise<DemoSession> {
  const session = await openHostPage(url)
  endWithCase(session)
  return session
}

/**
 * Closes `session` when the running case ends, after checking it clean (`expectCleanSession`); a failed case leaves
 * a screenshot named `failed-<case>`, taken as the page stood (no waiting for animations on a page that may hang).
 */
export function endWithCase(session: DemoSession): void {
  onTestFinished(async ({ task }) => {
    try {
      if (task.result?.state === 'fail')
        await session.page
          .screenshot({ path: path.join(outputDir, `failed-${slug(task.name)}.png`), timeout: 5_000 })
          .catch(() => undefined)
      expectCleanSession(session)
    } finally {
      await session.close()
    }
  })
}

/**
 * Opens the demo for the running case (see `openCaseDemo`) with the Kit Test Wallet connected for `namespace`,
 * its modal closed.
 */
export async function openConnectedDemo(
  namespace: 'EVM' | 'Solana' = 'EVM',
  search = '',
): Promise<DemoSession> {
  const session = await openCaseDemo(search)
  await connectTestWallet(session, namespace)
  await dialog(session.page).waitFor({ state: 'detached' })
  return session
}

/** Asserts that a session met no axe violation, no blocked source and no host outside the local stack. */
export function expectCleanSession(session: DemoSession) {
  expect(allViolations(session)).toEqual([])
  expect(session.foreignRequests).toEqual([])
}

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
}

/** The open modal. */
export function dialog(page: Page): Locator {
  return page.getByRole('dialog')
}

/**
 * Saves a screenshot once animations have settled, then checks the page with axe and records what it found
 * under `name` (axe on a half-faded modal would report contrast that no visitor sees).
 */
export async function checkScreen(session: DemoSession, name: string): Promise<void> {
  const { page } = session
  await screenshot(page, name)
  // A view can start moving while axe runs (a message from the frame, a late re-render). What axe saw then is a
  // half-faded frame no visitor looks at: settle and check again, a few times at most.
  for (let attempt = 1; ; attempt++) {
    await animationsSettled(page)
    await page.evaluate(() => {
      const flags = window as unknown as { __kitMoved?: boolean }
      flags.__kitMoved = false
      const moved = () => {
        flags.__kitMoved = true
      }
      for (const type of ['animationstart', 'transitionstart'])
        document.addEventListener(type, moved, { capture: true, once: true })
    })
    const violations = await axeViolations(page)
    const moved = await page.evaluate(
      () => (window as unknown as { __kitMoved?: boolean }).__kitMoved === true,
    )
    if (!moved || attempt === 3) {
      session.violations[name] = violations
      return
    }
  }
}

/** Opens the Connect view and picks the Kit Test Wallet for `namespace`. */
export async function connectTestWallet(session: DemoSession, namespace: 'EVM' | 'Solana' = 'EVM') {
  const { page } = session
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  await dialog(page)
    .getByRole('button', { name: new RegExp(`Kit Test Wallet ${namespace}`) })
    .click()
  await expectStatus(page, 'connected')
}

/** Waits until the demo's account panel shows `status`. */
export async function expectStatus(page: Page, status: string, timeout = 30_000) {
  await waitForText(page.getByTestId('account-status'), status, timeout)
}

/** Waits until `locator`'s text is exactly `text` (or matches it). */
export async function waitForText(locator: Locator, text: string | RegExp, timeout = 30_000) {
  await locator
    .filter({ hasText: typeof text === 'string' ? new RegExp(`^${escapeRegExp(text)}$`) : text })
    .waitFor({ timeout })
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The mails the local catcher received for `to`, newest first. */
export async function mailsTo(to: string): Promise<{ subject: string; text: string; date: string }[]> {
  const response = await fetch(`${inject('stack').mailApiUrl}/messages?to=${encodeURIComponent(to)}`)
  return (await response.json()) as { subject: string; text: string; date: string }[]
}

/** Waits for a mail to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000, sinceMs = 0) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const mail = (await mailsTo(to)).find(
      (message) => subject.test(message.subject) && Date.parse(message.date) >= sinceMs,
    )
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`)
}

/**
 * The Connect view's e-mail input, once its slot has settled: the secure frame's own field (passkey autofill, drawn by
 * the frame's origin in an iframe) where the browser offers passkeys there, else the host's input. `name` is the
 * input's accessible name (the modal's e-mail label in its language).
 */
export async function emailInput(page: Page, name: string | RegExp = 'Email'): Promise<Locator> {
  const form = dialog(page).locator('form[data-email-field="passkeys"], form[data-email-field="plain"]')
  const slotted = dialog(page).locator('form[data-email-field]')
  const hostInput = dialog(page).getByRole('textbox', { name })
  // A page without the slot (the vanilla demo, on core alone) has the host's input only.
  await form.or(hostInput).first().waitFor({ timeout: 30_000 })
  if ((await slotted.count()) === 0) return hostInput
  await form.waitFor({ timeout: 30_000 })
  if ((await form.getAttribute('data-email-field')) === 'passkeys')
    return page.frameLocator('iframe[data-kit-email-field]').getByRole('textbox', { name })
  return hostInput
}

/**
 * Types `email` into the Connect view's e-mail input (see `emailInput`) as a visitor typing an address does: where the
 * input is the frame's field, which offers the page's passkeys once it has focus, the page's virtual authenticator
 * stops answering by itself (its automatic presence would pick a passkey at once, a choice this visitor never makes)
 * until the returned function restores it, once the e-mail was sent.
 */
export async function fillEmail(
  session: Pick<TrackedPage, 'page' | 'passkeys'>,
  email: string,
  name: string | RegExp = 'Email',
): Promise<() => Promise<void>> {
  const input = await emailInput(session.page, name)
  const passkeys = session.passkeys
  const inFrame = await session.page.locator('iframe[data-kit-email-field]').isVisible()
  const presence = (enabled: boolean) =>
    passkeys
      ? passkeys.cdp
          .send('WebAuthn.setAutomaticPresenceSimulation', {
            authenticatorId: passkeys.authenticatorId,
            enabled,
          })
          .then(() => undefined)
      : Promise.resolve()
  if (inFrame) await presence(false)
  await input.fill(email)
  return () => (inFrame ? presence(true) : Promise.resolve())
}

/** Types a 6-digit code into the modal's code inputs. */
export async function enterCode(page: Page, code: string) {
  await dialog(page).getByRole('textbox', { name: 'Digit 1 of 6' }).click()
  await page.keyboard.type(code)
}

/** Opens the device-approval link from the newest approval mail to `email` and confirms it. */
async function approveDevice(session: DemoSession, email: string, sinceMs: number) {
  const approval = await waitForMail(email, /approve this device/i, 20_000, sinceMs)
  const link = approval.text.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error('The device-approval mail has no link')
  const approvalPage = await session.context.newPage()
  await approvalPage.goto(link)
  // The link opens a confirmation page (so mail scanners cannot approve); its form POSTs the approval. Wait for
  // the answer page before closing, or closing can cancel the submission. (Waiting for the POST's response event
  // instead sometimes never resolved although the server had answered: the flake of earlier runs.)
  await approvalPage.getByRole('button', { name: 'Approve device' }).click()
  const answered = approvalPage.getByRole('heading', { name: /Device approved|link has expired/ })
  await answered.waitFor({ timeout: 20_000 })
  const heading = await answered.textContent()
  if (!heading?.includes('Device approved')) throw new Error(`Approving the device answered: ${heading}`)
  await approvalPage.close()
  // Back to the app's tab, as a visitor would be (a tab behind another gets no animation frames).
  await session.page.bringToFront()
}

/** What an e-mail login went through. */
export type EmailLogin = {
  /** True when the modal showed Register Device and the device was approved from the e-mailed link. */
  registeredDevice: boolean
}

/**
 * Logs in by e-mail through the secure frame: a new device is approved from the e-mailed link first (Register
 * Device), then the e-mailed code is entered. Resolves connected, saying whether the device step was shown.
 * `screenPrefix` names the screenshots it takes (e.g. 'vanilla-'); `false` takes none and skips their axe checks,
 * for a fixture that only needs the account (the login's screens are checked by the case that tells the login).
 */
export async function loginByEmail(
  session: DemoSession,
  email: string,
  screenPrefix: string | false = '',
  options: LoginOptions = {},
): Promise<EmailLogin> {
  try {
    return await loginByEmailSteps(session, email, screenPrefix, options)
  } catch (error) {
    // Say where the login stood: what the modal showed, and what the stack refused.
    const shown = await dialog(session.page)
      .textContent({ timeout: 1_000 })
      .catch(() => '(no dialog)')
    throw new Error(
      `E-mail login of ${email} failed: ${(error as Error).message}\nThe modal showed: ${shown}\nFailed responses:\n${session.failedResponses.slice(-20).join('\n')}`,
      { cause: error },
    )
  }
}

/** How `loginByEmail` answers what comes after the code. */
export type LoginOptions = {
  /**
   * Answers the frame's wallet card after the code (and waits until connected); `screen` names its checked screen,
   * or is false. Default `completeWalletStep`: a new passkey, or the one made before.
   */
  walletStep?: (session: DemoSession, screen: string | false) => Promise<unknown>
}

/** Runs one step of a flow within `ms`; a step that hangs (an evaluate has no timeout) fails with its name. */
async function step<T>(name: string, ms: number, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`step "${name}" took over ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work(), expired])
  } finally {
    clearTimeout(timer)
  }
}

async function loginByEmailSteps(
  session: DemoSession,
  email: string,
  screenPrefix: string | false,
  { walletStep = completeWalletStep }: LoginOptions,
): Promise<EmailLogin> {
  const { page } = session
  // A retried attempt starts from a closed modal.
  if (await dialog(page).isVisible()) {
    await step('close the open modal', 20_000, async () => {
      await dialog(page).getByRole('button', { name: 'Close' }).click()
      await dialog(page).waitFor({ state: 'detached' })
    })
  }
  // Only mails sent for this attempt count (a retried attempt may find an earlier one).
  let sinceMs = 0
  let typed: () => Promise<void> = () => Promise.resolve()
  await step('enter the e-mail', 20_000, async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    typed = await fillEmail(session, email)
    sinceMs = Date.now() - 1000
    await dialog(page).getByRole('button', { name: 'Continue with email' }).click()
  })
  const codeStep = dialog(page).getByRole('group', { name: 'Verification code' })
  const deviceStep = dialog(page).getByRole('heading', { name: 'Register Device' })
  // A new device is approved first; one approved before (e.g. by an earlier attempt) goes straight to the code.
  await step('reach Register Device or the code', 20_000, () => codeStep.or(deviceStep).waitFor())
  // The e-mail field is gone: the page's authenticator answers by itself again (the wallet's cards use it).
  await typed()
  const registeredDevice = await deviceStep.isVisible()
  if (registeredDevice) {
    if (screenPrefix !== false)
      await step('check Register Device', 20_000, () =>
        checkScreen(session, `${screenPrefix}email-register-device`),
      )
    await step('approve the device', 40_000, () => approveDevice(session, email, sinceMs))
  }
  await step('reach the code view', 40_000, () => codeStep.waitFor({ timeout: 40_000 }))
  if (screenPrefix !== false)
    await step('check the code view', 20_000, () => checkScreen(session, `${screenPrefix}email-otp`))
  const codeMail = await waitForMail(email, /code/i, 20_000, sinceMs)
  const code = codeMail.text.match(/\b\d{6}\b/)?.[0]
  if (!code) throw new Error('The code mail has no 6-digit code')
  await step('enter the code', 20_000, () => enterCode(page, code))
  await step('protect or open the wallet', 60_000, () =>
    walletStep(session, screenPrefix === false ? false : `${screenPrefix}email-wallet-card`),
  )
  await expectStatus(page, 'connected')
  return { registeredDevice }
}

/**
 * After a login: a new wallet meets the frame's "Protect your wallet" card, which the visitor answers with a new
 * passkey; a device without a share of an existing wallet meets "Open your wallet on this device", answered with
 * the passkey made before; a wallet this device holds a share of connects without a card. `screen`, when given,
 * checks the host page with the card shown. Resolves once connected, with the card that was answered.
 */
export async function completeWalletStep(
  session: DemoSession,
  screen: string | false = false,
  answer: WalletCardAnswer = (card, options) => answerWalletCard(session, card, options),
): Promise<'protect' | 'recover' | undefined> {
  const { page } = session
  const deadline = Date.now() + 45_000
  while (Date.now() < deadline) {
    if (
      (await page
        .getByTestId('account-status')
        .textContent()
        .catch(() => '')) === 'connected'
    )
      return undefined
    for (const card of ['protect', 'recover'] as const) {
      if (!(await waitForWalletCard(session, card, 0).catch(() => undefined))) continue
      // The modal shows the frame over its slot while the card waits.
      await dialog(page).getByRole('heading', { name: 'Secure wallet' }).waitFor()
      await answer(card, screen ? { beforeClick: () => checkScreen(session, screen) } : {})
      await expectStatus(page, 'connected')
      return card
    }
    await page.waitForTimeout(200)
  }
  throw new Error('The login neither connected nor showed a wallet card')
}

/** How the visitor answers a wallet card (`completeWalletStep`). */
export type WalletCardAnswer = (
  card: 'protect' | 'recover',
  options: { beforeClick?: () => Promise<unknown> },
) => Promise<void>

/**
 * A `walletStep` for `loginByEmail` that protects a new wallet with the recovery password `password`, or opens it
 * with that password on a device without its share.
 */
export function passwordWalletStep(password: string): NonNullable<LoginOptions['walletStep']> {
  return (session, screen) =>
    completeWalletStep(session, screen, (card, options) =>
      answerWalletCardWithPassword(session, card, password, options),
    )
}

/** Every violation recorded in a session, flattened for one assertion. */
export function allViolations(session: DemoSession): string[] {
  const axe = Object.entries(session.violations).flatMap(([screen, list]) =>
    list.map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.help}) at ${violation.targets.join(', ')}: ${violation.summaries.join(' | ')}`,
    ),
  )
  // The demo runs under the policy `contentSecurityPolicySources` gives: anything it blocked is a source Kit
  // needs that the helper does not list.
  return [
    ...axe,
    ...session.cspViolations.map((violation) => `Content-Security-Policy blocked: ${violation}`),
  ]
}
