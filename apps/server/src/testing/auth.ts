import { randomUUID } from 'node:crypto'
import type { MailMessage } from '../config/index.js'
import { call } from './http.js'

/** The headers the secure frame's page sends. */
export const frameHeaders = { origin: 'http://frame.test' }

/** The 6-digit code in the last e-mail to `to`. */
export function lastCode(outbox: readonly MailMessage[], to: string): string {
  const mail = outbox.filter((message) => message.to === to).at(-1)
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}

/** The device approval link in the last e-mail to `to`. */
export function lastApprovalLink(outbox: readonly MailMessage[], to: string): string {
  const mail = outbox.filter((message) => message.to === to).at(-1)
  const link = mail?.text.match(/(https?:\/\/\S+\/auth\/device\/approve\?token=\S+)/)?.[1]
  if (!link) throw new Error(`no approval link mailed to ${to}`)
  return link
}

/**
 * Logs `email` in by e-mail as the frame does on a new device: the approval link from the mail, then the code.
 * `verifyHeaders` adds headers to the final call (e.g. a session proof for its URL). Returns the session token.
 */
export async function loginByEmail(
  server: { url: string; outbox: readonly MailMessage[] },
  email: string,
  verifyHeaders: (url: string) => Promise<Record<string, string>> = async () => ({}),
): Promise<string> {
  const deviceId = randomUUID()
  await call(`${server.url}/v1/auth/email/connect`, { json: { email, deviceId }, headers: frameHeaders })
  const link = lastApprovalLink(server.outbox, email)
  await call(`${server.url}/auth/device/approve`, {
    method: 'POST',
    body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }),
  })
  const url = `${server.url}/v1/auth/email/verify`
  const answer = await call(url, {
    json: { email, deviceId, otp: lastCode(server.outbox, email) },
    headers: { ...frameHeaders, ...(await verifyHeaders(url)) },
  })
  if (answer.status !== 200) throw new Error(`login of ${email} answered ${answer.status}`)
  return answer.body.token
}
