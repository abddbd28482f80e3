import type { MailMessage } from '../config/index.js'
import { escapeHtml } from '../http/page.js'
import { recogniseUserAgent } from './deviceLabel.js'
import { type CodePurpose, isRightToLeft, type MailLocale, type MailTexts, mailTexts } from './mailLocales.js'

/** The e-mail carrying a one-time code, in `locale`. The code is in the subject too, so a preview shows it. */
export function otpMail(
  to: string,
  code: string,
  purpose: CodePurpose,
  ttlMinutes: number,
  locale: MailLocale = 'en',
): MailMessage {
  const t = mailTexts(locale)
  return {
    to,
    subject: t.codeSubject(code),
    text: `${t.codeLead(purpose)} ${code}${t.codeEnd}\n${t.codeExpires(ttlMinutes)}`,
    html: inLanguage(
      locale,
      `<p>${t.codeLead(purpose)}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>${t.codeExpires(ttlMinutes)}</p>`,
    ),
  }
}

/** HTML in `locale`: English as it is, another language marked with its tag and direction. */
export function inLanguage(locale: MailLocale, html: string): string {
  return locale === 'en'
    ? html
    : `<div lang="${locale}" dir="${isRightToLeft(locale) ? 'rtl' : 'ltr'}">${html}</div>`
}

/** What the server itself saw of a sign-in request: shown so the owner can tell their own from someone else's. */
export type SignInRequestContext = {
  /** The project's name from the server's own configuration (never text the requester chose). */
  app?: string | undefined
  ip: string
  /** `User-Agent` header, as sent. */
  userAgent?: string | undefined
}

/** "Chrome on Linux" from a User-Agent; "an unknown browser" when it names none Kit knows. */
export function describeUserAgent(userAgent: string | undefined): string {
  const { browser, system } = recogniseUserAgent(userAgent)
  if (!browser) return system ? `an unknown browser on ${system}` : 'an unknown browser'
  return system ? `${browser} on ${system}` : browser
}

/** The request lines of the approval mail: app, browser and IP address, as the server saw them. */
function requestLines(context: SignInRequestContext, t: MailTexts): string[] {
  return [
    ...(context.app ? [`${t.app}: ${context.app}`] : []),
    `${t.browser}: ${describeUserAgent(context.userAgent)}`,
    `${t.ipAddress}: ${context.ip}`,
  ]
}

/** The e-mail asking to approve a new device, with the approval link and what the server saw of the request. */
export function deviceApprovalMail(
  to: string,
  link: string,
  ttlMinutes: number,
  context: SignInRequestContext,
  locale: MailLocale = 'en',
): MailMessage {
  const t = mailTexts(locale)
  const lines = requestLines(context, t)
  return {
    to,
    subject: t.approvalSubject,
    text: `${t.approvalLead(to)}\n${lines.join('\n')}\n${t.approvalAsk(ttlMinutes)}\n${link}\n${t.notYou}`,
    html: inLanguage(
      locale,
      `<p>${escapeHtml(t.approvalLead(to))}</p><p>${lines.map(escapeHtml).join('<br>')}</p><p>${t.approvalAskHtml(`<a href="${escapeHtml(link)}">${t.approvalLink}</a>`, ttlMinutes)}</p><p>${t.notYou}</p>`,
    ),
  }
}
