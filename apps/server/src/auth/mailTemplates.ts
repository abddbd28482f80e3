import type { MailMessage } from '../config/index.js'
import { escapeHtml } from '../http/page.js'
import { recogniseUserAgent } from './deviceLabel.js'
import {
  formatHtml,
  formatMinutes,
  formatText,
  type ServerLocale,
  textDirection,
} from '../locales/serverLocales.js'
import { type MailMessages, mailMessages } from './mailLocales.js'

/** What a one-time code is for. */
export type CodePurpose = 'login' | 'update' | 'step-up'

const codeMessages = {
  login: { text: 'codeTextLogin', html: 'codeHtmlLogin' },
  update: { text: 'codeTextUpdate', html: 'codeHtmlUpdate' },
  'step-up': { text: 'codeTextStepUp', html: 'codeHtmlStepUp' },
} as const satisfies Record<CodePurpose, { text: keyof MailMessages; html: keyof MailMessages }>

/** The e-mail carrying a one-time code, in `locale`. The code is in the subject too, so a preview shows it. */
export function otpMail(
  to: string,
  code: string,
  purpose: CodePurpose,
  ttlMinutes: number,
  locale: ServerLocale = 'en',
): MailMessage {
  const t = mailMessages(locale)
  const expires = { duration: formatMinutes(locale, ttlMinutes) }
  const lines = codeMessages[purpose]
  return {
    to,
    subject: formatText(t.codeSubject, { code }),
    text: `${formatText(t[lines.text], { code })}\n${formatText(t.codeExpires, expires)}`,
    html: inLanguage(
      locale,
      `<p>${escapeHtml(t[lines.html])}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px" dir="ltr">${escapeHtml(code)}</p><p>${formatHtml(t.codeExpires, expires)}</p>`,
    ),
  }
}

/** HTML in `locale`: English as it is, another language marked with its tag and direction. */
export function inLanguage(locale: ServerLocale, html: string): string {
  return locale === 'en' ? html : `<div lang="${locale}" dir="${textDirection(locale)}">${html}</div>`
}

/** What the server itself saw of a sign-in request: shown so the owner can tell their own from someone else's. */
export type SignInRequestContext = {
  /** The project's name from the server's own configuration (never text the requester chose). */
  app?: string | undefined
  ip: string
  /** `User-Agent` header, as sent. */
  userAgent?: string | undefined
}

/** "Chrome on Linux" from a User-Agent, in `locale`; "an unknown browser" when it names none Kit knows. */
export function describeUserAgent(userAgent: string | undefined, locale: ServerLocale = 'en'): string {
  const t = mailMessages(locale)
  const { browser, system } = recogniseUserAgent(userAgent)
  if (!browser) return system ? formatText(t.unknownBrowserOnSystem, { system }) : t.unknownBrowser
  return system ? formatText(t.browserOnSystem, { browser, system }) : browser
}

/** The request lines of the approval mail: app, browser and IP address, as the server saw them. */
function requestLines(context: SignInRequestContext, locale: ServerLocale): string[] {
  const t = mailMessages(locale)
  const line = (label: string, value: string) => formatText(t.requestLine, { label, value })
  return [
    ...(context.app ? [line(t.app, context.app)] : []),
    line(t.browser, describeUserAgent(context.userAgent, locale)),
    line(t.ipAddress, context.ip),
  ]
}

/** The e-mail asking to approve a new device, with the approval link and what the server saw of the request. */
export function deviceApprovalMail(
  to: string,
  link: string,
  ttlMinutes: number,
  context: SignInRequestContext,
  locale: ServerLocale = 'en',
): MailMessage {
  const t = mailMessages(locale)
  const lines = requestLines(context, locale)
  const duration = formatMinutes(locale, ttlMinutes)
  const linkHtml = `<a href="${escapeHtml(link)}">${escapeHtml(t.approvalLink)}</a>`
  return {
    to,
    subject: t.approvalSubject,
    text: [
      formatText(t.approvalLead, { email: to }),
      ...lines,
      formatText(t.approvalAskText, { duration }),
      link,
      t.notYou,
    ].join('\n'),
    html: inLanguage(
      locale,
      `<p>${formatHtml(t.approvalLead, { email: to })}</p><p>${lines.map(escapeHtml).join('<br>')}</p><p>${formatHtml(t.approvalAskHtml, { link: { html: linkHtml }, duration })}</p><p>${escapeHtml(t.notYou)}</p>`,
    ),
  }
}

/** A device-approval page: its title and body (HTML), in `locale`. */
export type DeviceApprovalPage = { title: string; body: string }

/** The page the approval link opens: the address that asked, and one button (mail scanners press nothing). */
export function approveDevicePage(email: string, token: string, locale: ServerLocale): DeviceApprovalPage {
  const t = mailMessages(locale)
  const emailHtml = { html: `<strong>${escapeHtml(email)}</strong>` }
  return {
    title: t.pageApproveTitle,
    body: `<h1>${escapeHtml(t.pageApproveHeading)}</h1><p>${formatHtml(t.pageApproveBody, { email: emailHtml })}</p>
      <form method="post" action="/auth/device/approve"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="locale" value="${locale}"><button type="submit">${escapeHtml(t.pageApproveButton)}</button></form>`,
  }
}

/** The page for a link already used, too old or unknown. */
export function expiredLinkPage(locale: ServerLocale): DeviceApprovalPage {
  const t = mailMessages(locale)
  return {
    title: t.pageExpiredTitle,
    body: `<h1>${escapeHtml(t.pageExpiredHeading)}</h1><p>${escapeHtml(t.pageExpiredBody)}</p>`,
  }
}

/** The page after an approval: the code is on its way. */
export function deviceApprovedPage(locale: ServerLocale): DeviceApprovalPage {
  const t = mailMessages(locale)
  return {
    title: t.pageApprovedTitle,
    body: `<h1>${escapeHtml(t.pageApprovedTitle)}</h1><p>${escapeHtml(t.pageApprovedBody)}</p>`,
  }
}
