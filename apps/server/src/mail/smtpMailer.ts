import nodemailer from 'nodemailer'
import type { Mailer } from '../config.js'
import { ServerConfigError } from '../errors.js'

/**
 * A mailer over SMTP. `smtp://` uses STARTTLS when the server offers it, except on loopback (the devnet
 * catcher) where plain text is fine; `smtps://` is TLS from the start. Credentials may sit in the URL.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let url: URL
  try {
    url = new URL(smtpUrl)
  } catch {
    throw new ServerConfigError(`Invalid SMTP URL "${smtpUrl}"`)
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new ServerConfigError(`Invalid SMTP URL "${smtpUrl}"`, { details: 'Use smtp:// or smtps://.' })
  const secure = url.protocol === 'smtps:'
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    ignoreTLS: !secure && loopback,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
    close: () => transport.close(),
  }
}
