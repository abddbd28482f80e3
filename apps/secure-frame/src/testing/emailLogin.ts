// Test-only, for the Chromium suites: the user logs in to the host page by e-mail (device approval from the mail's
// link, then the code) and protects the new wallet with a passkey on the frame's card.
import type { BrowserContext, Page } from 'playwright-core'
import { getAddress, type Address } from 'viem'
import type { BrowserStack } from './browserStack.js'
import { protectWithPasskey } from './walletProtection.js'

/** The first capture of `pattern` in the newest of more than `seen` mails to `to`. */
export async function mailText(
  stack: BrowserStack,
  to: string,
  seen: number,
  pattern: RegExp,
): Promise<string> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const response = await fetch(`${stack.devnet.mailApiUrl}/messages?to=${encodeURIComponent(to)}`)
    const list = (await response.json()) as { text: string }[]
    const match = list.length > seen ? list[0]?.text.match(pattern) : undefined
    if (match?.[1]) return match[1]
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`test: no mail to ${to} matching ${pattern}`)
}

/** Logs `email` in on `page` (the host page, ready) and returns the wallet's address. */
export async function loginByEmail(
  stack: BrowserStack,
  context: BrowserContext,
  page: Page,
  email: string,
): Promise<Address> {
  const started = await page.evaluate(
    (address) => window.hostApi.auth.connectEmail({ email: address }),
    email,
  )
  if (started.action !== 'VERIFY_DEVICE') throw new Error(`test: the login asked for ${started.action}`)
  const link = await mailText(stack, email, 0, /(https?:\/\/\S+\/auth\/device\/approve\?token=\S+)/)
  await page.evaluate(() => {
    window.hostApi.pending.device = window.hostApi.auth.connectDevice()
  })
  const approvePage = await context.newPage()
  await approvePage.goto(link)
  await approvePage.getByRole('button', { name: 'Approve device' }).click()
  await approvePage.getByRole('heading', { name: 'Device approved' }).waitFor()
  await approvePage.close()
  await page.evaluate(() => window.hostApi.pending.device)
  const otp = await mailText(stack, email, 1, /\b(\d{6})\b/)
  await page.evaluate((code) => {
    window.hostApi.pending.otp = window.hostApi.auth
      .connectOtp({ otp: code })
      .then(() => window.hostApi.kit.connection.connect(window.hostApi.auth.id))
  }, otp)
  await protectWithPasskey(page, stack.frame.origin)
  await page.evaluate(() => window.hostApi.pending.otp)
  await page.bringToFront()
  const state = await page.evaluate(() => window.hostApi.snapshot())
  if (state.status !== 'connected') throw new Error(`test: the login ended ${state.status}`)
  return getAddress(state.address as string)
}
