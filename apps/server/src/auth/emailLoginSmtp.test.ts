import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { frameHeaders } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { startTestStack, type TestStack } from '../testing/stack.js'

// E-mail login over real SMTP into the devnet's mail catcher, read back through its JSON API.
let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack((devnet) => ({
    mail: { smtpUrl: `smtp://${devnet.smtp.host}:${devnet.smtp.port}`, from: 'Kit <auth@kit.test>' },
  }))
})
afterAll(() => stack?.stop())

type CaughtMail = { to: string[]; subject: string; text: string; from?: unknown }

async function inbox(to: string): Promise<CaughtMail[]> {
  const response = await fetch(`${stack.devnet.mailApiUrl}/messages?to=${encodeURIComponent(to)}`)
  const body = (await response.json()) as CaughtMail[] | { messages: CaughtMail[] }
  return Array.isArray(body) ? body : body.messages
}

async function waitForMail(to: string, count: number): Promise<CaughtMail> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const mails = await inbox(to)
    if (mails.length >= count && mails[0]) return mails[0]
    if (Date.now() > deadline) throw new Error(`no mail #${count} for ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const post = (path: string, json: unknown) =>
  call(`${stack.server.url}${path}`, { json, headers: frameHeaders })

it('sends the approval link and the OTP through SMTP; the right code logs in', async () => {
  const email = `smtp-${Date.now()}@example.test`
  const deviceId = randomUUID()
  expect((await post('/v1/auth/email/connect', { email, deviceId })).body).toEqual({
    action: 'VERIFY_DEVICE',
  })

  const approval = await waitForMail(email, 1)
  expect(approval.subject).toBe('Approve this device to sign in to Kit')
  const link = approval.text.match(/(http:\/\/\S+\/auth\/device\/approve\?token=\S+)/)?.[1] ?? ''
  expect(link.startsWith(stack.server.url)).toBe(true)

  const second = await post('/v1/auth/email/connect', { email, deviceId })
  expect(second.status).toBe(429)
  expect(second.body.reasons[0].description).toMatch(/^Please try again after (30|29|28) seconds$/)

  await call(`${stack.server.url}/auth/device/approve`, {
    method: 'POST',
    body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }),
  })
  const codeMail = await waitForMail(email, 2)
  const code = codeMail.subject.match(/^(\d{6}) is your Kit code$/)?.[1]
  expect(code).toBeTruthy()
  expect(codeMail.text).toContain(`Your code to sign in is ${code}.`)

  const login = await post('/v1/auth/email/verify', { email, deviceId, otp: code })
  expect(login.status).toBe(200)
  expect(login.body.user.email).toBe(email)
})
