import nodemailer from 'nodemailer'
import type { Mailer } from '../config/index.js'
import { ServerConfigError } from '../errors.js'

/** The nodemailer transport options for an SMTP URL (exported for tests: the TLS policy is the point). */
export function smtpTransportOptions(smtpUrl: string) {
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
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    // Off loopback, STARTTLS is required: an opportunistic upgrade lets a network attacker strip it and read
    // codes, approval links and the SMTP password. On loopback (the devnet catcher) plain text is fine.
    ignoreTLS: !secure && loopback,
    requireTLS: !secure && !loopback,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

/**
 * A mailer over SMTP. `smtp://` requires STARTTLS, except on loopback (the devnet catcher) where plain text is
 * fine; `smtps://` is TLS from the start. Credentials may sit in the URL.
 * @throws {ServerConfigError} for a URL that is not `smtp://` or `smtps://`.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl))
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
    close: () => transport.close(),
  }
}
