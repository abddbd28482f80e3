import type { MailMessage } from '../config.js'

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
