// @vitest-environment node
// Step-up where it matters: a host page (an XSS, a compromised widget) posts each request that changes who controls
// the account straight to the secure frame. Each one waits on the frame's own card for the user, or is refused;
// none completes without the user in the frame. Real cross-origin frame in Chromium, real Kit server, real mail.
import type { BrowserContext, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Attacker, installAttacker, styleIframe } from './testing/attacker.js'
import { type BrowserProfile, openBrowserProfile } from './testing/browserProfile.js'
import { type BrowserStack, startBrowserStack } from './testing/browserStack.js'
import { loginByEmail } from './testing/emailLogin.js'

const email = `step-up-${Date.now().toString(36)}@example.test`

let stack: BrowserStack
let profile: BrowserProfile | undefined
let context: BrowserContext
let page: Page
let attacker: Attacker

beforeAll(async () => {
  stack = await startBrowserStack()
  profile = await openBrowserProfile('step-up')
  ;({ context, page } = profile)
  await page.goto(stack.host.origin)
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15_000 })
  await loginByEmail(stack, context, page, email)
  attacker = await installAttacker(page, stack.frame.origin)
}, 180_000)

afterAll(async () => {
  await profile?.close()
  await stack?.stop()
}, 60_000)

function secureFrame(): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(stack.frame.origin))
  if (!frame) throw new Error('test: the secure frame is not in the page')
  return frame
}

/** The heading of the card the frame shows, or ''. */
const cardTitle = () =>
  secureFrame().evaluate(
    () => document.querySelector('[role="dialog"] h1, [role="dialog"] h2')?.textContent?.trim() ?? '',
  )

/** Mails the server sent to `to` so far. */
async function mailCount(to: string): Promise<number> {
  const response = await fetch(`${stack.devnet.mailApiUrl}/messages?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as unknown[]).length
}

/** The signed-in user's e-mail as the frame last announced it to the host's kit. */
const userEmail = () =>
  page.evaluate(() => (window.hostApi.snapshot().user as { email?: string } | null)?.email)

/**
 * Posts `name` as the host and expects it to wait on the frame's card titled one of `titles`: the frame says it waits
 * for the user (INPUT_REQUESTED), nothing is answered while the user does nothing, not even with the frame made
 * nearly invisible, and giving up (ABORT) takes the card away with nothing done. Returns the card's title.
 */
async function expectWaitsOnCard(name: string, payload: unknown, titles: string[]): Promise<string> {
  const id = await attacker.post(name, payload)
  await expect.poll(() => attacker.eventsFor(id), { timeout: 15_000 }).toContain('INPUT_REQUESTED')
  await expect.poll(cardTitle, { timeout: 15_000 }).toSatisfy((title: string) => titles.includes(title))
  const title = await cardTitle()
  // The host keeps the frame nearly invisible, as a script that wants the user not to see would: still nothing.
  await styleIframe(page, { opacity: '0.01' })
  await page.waitForTimeout(2_500)
  expect(await attacker.answered(id)).toBeUndefined()
  await styleIframe(page, { opacity: '1' })
  // The host gives up: the card goes, and the frame answers nothing to a request the host dropped.
  await attacker.post('ABORT', undefined, id)
  await expect.poll(cardTitle, { timeout: 10_000 }).toBe('')
  expect(await attacker.answered(id)).toBeUndefined()
  return title
}

describe.sequential('every request that changes who controls the account waits on the frame’s card', () => {
  it('UPDATE_EMAIL: the change waits on "Change your e-mail"; the host can neither send nor enter the codes', async () => {
    const mails = await mailCount(email)
    const newEmail = `taken-${email}`
    const title = await expectWaitsOnCard('UPDATE_EMAIL', { email: newEmail }, ['Change your e-mail'])
    expect(title).toBe('Change your e-mail')
    // Nothing left the frame: no code went to either address, the e-mail is unchanged.
    expect(await mailCount(email)).toBe(mails)
    expect(await mailCount(newEmail)).toBe(0)
    expect(await userEmail()).toBe(email)
  })

  it('UPDATE_EMAIL_PRIMARY_OTP from the host is refused: the code for the current e-mail is typed only in the frame (N1)', async () => {
    const id = await attacker.post('UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' })
    const answer = await attacker.answer(id)
    expect(answer).toEqual({
      ok: false,
      message: 'Enter the code for your current e-mail in the secure frame',
    })
  })

  it('UPDATE_EMAIL_SECONDARY_OTP with no change under way is refused; the e-mail stays', async () => {
    const id = await attacker.post('UPDATE_EMAIL_SECONDARY_OTP', { otp: '123456' })
    const answer = await attacker.answer(id)
    expect(answer.ok).toBe(false)
    expect(await userEmail()).toBe(email)
  })

  it('EXPORT_KEY waits on the frame’s card; the key never reaches the host', async () => {
    await expectWaitsOnCard('EXPORT_KEY', undefined, ['Export your key', 'Confirm it’s you'])
    const seen = await page.evaluate(() => JSON.stringify(window.__attacker?.events ?? []))
    expect(seen).not.toMatch(/0x[0-9a-fA-F]{64}/)
  })

  it('ADD_RECOVERY_METHOD waits on the frame’s card and its proof of the user', async () => {
    await expectWaitsOnCard('ADD_RECOVERY_METHOD', undefined, [
      'Add a way to open your wallet',
      'Confirm it’s you',
    ])
  })

  it('MANAGE_RECOVERY_METHODS waits on the frame’s card', async () => {
    await expectWaitsOnCard('MANAGE_RECOVERY_METHODS', undefined, [
      'Ways to open your wallet',
      'Confirm it’s you',
    ])
  })

  it('MANAGE_SESSIONS waits on "Signed-in devices"; no session ends without the user', async () => {
    await expectWaitsOnCard('MANAGE_SESSIONS', undefined, ['Signed-in devices', 'Confirm it’s you'])
    expect((await page.evaluate(() => window.hostApi.snapshot())).status).toBe('connected')
  })

  it('past the fresh-login window, EXPORT_KEY asks for a fresh proof first, on the frame’s card', async () => {
    const response = await fetch(`${stack.hostConfig().apiUrl}/v1/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 24 * 3600 }),
    })
    expect(response.status).toBe(200)
    try {
      // The frame learns the server's time from its next answer (here, the list of signed-in devices).
      await expectWaitsOnCard('MANAGE_SESSIONS', undefined, ['Signed-in devices', 'Confirm it’s you'])
      expect(await expectWaitsOnCard('EXPORT_KEY', undefined, ['Confirm it’s you'])).toBe('Confirm it’s you')
    } finally {
      await fetch(`${stack.hostConfig().apiUrl}/v1/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reset: true }),
      })
    }
  })
})
