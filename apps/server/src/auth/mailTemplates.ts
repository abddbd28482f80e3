import type { MailMessage } from '../config/index.js'
import { escapeHtml } from '../http/page.js'
import { recogniseUserAgent } from './deviceLabel.js'

/** The e-mail carrying a one-time code. The code is in the subject too, so a preview shows it. */
export function otpMail(
  to: string,
  code: string,
  purpose: 'login' | 'update' | 'step-up',
  ttlMinutes: number,
): MailMessage {
  const what =
    purpose === 'login'
      ? 'sign in'
      : purpose === 'update'
        ? 'confirm your e-mail change'
        : 'confirm it is you (a change to your account or its keys)'
  return {
    to,
    subject: `${code} is your Kit code`,
    text: `Your code to ${what} is ${code}.\nIt expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    html: `<p>Your code to ${what} is</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>It expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this e-mail.</p>`,
  }
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
function requestLines(context: SignInRequestContext): string[] {
  return [
    ...(context.app ? [`App: ${context.app}`] : []),
    `Browser: ${describeUserAgent(context.userAgent)}`,
    `IP address: ${context.ip}`,
  ]
}

/** The e-mail asking to approve a new device, with the approval link and what the server saw of the request. */
export function deviceApprovalMail(
  to: string,
  link: string,
  ttlMinutes: number,
  context: SignInRequestContext,
): MailMessage {
  const lines = requestLines(context)
  return {
    to,
    subject: 'Approve this device to sign in to Kit',
    text: `Someone is signing in to Kit with ${to} from a new device.\n${lines.join('\n')}\nIf it was you, open this link to approve the device (valid ${ttlMinutes} minutes):\n${link}\nIf it was not you, ignore this e-mail.`,
    html: `<p>Someone is signing in to Kit with ${escapeHtml(to)} from a new device.</p><p>${lines.map(escapeHtml).join('<br>')}</p><p>If it was you, <a href="${escapeHtml(link)}">approve the device</a> (valid ${ttlMinutes} minutes).</p><p>If it was not you, ignore this e-mail.</p>`,
  }
}
