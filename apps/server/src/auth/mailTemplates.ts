import type { MailMessage } from '../config.js'
import { escapeHtml } from '../http/page.js'

/** The e-mail carrying a one-time code. The code is in the subject too, so a preview shows it. */
export function otpMail(
  to: string,
  code: string,
  purpose: 'login' | 'update',
  ttlMinutes: number,
): MailMessage {
  const what = purpose === 'login' ? 'sign in' : 'confirm your e-mail change'
  return {
    to,
    subject: `${code} is your Kit code`,
    text: `Your code to ${what} is ${code}.\nIt expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    html: `<p>Your code to ${what} is</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>It expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this e-mail.</p>`,
  }
}

/** The e-mail asking to approve a new device, with the approval link. */
export function deviceApprovalMail(to: string, link: string, ttlMinutes: number): MailMessage {
  return {
    to,
    subject: 'Approve this device to sign in to Kit',
    text: `Someone is signing in to Kit with ${to} from a new device.\nIf it was you, open this link to approve the device (valid ${ttlMinutes} minutes):\n${link}\nIf it was not you, ignore this e-mail.`,
    html: `<p>Someone is signing in to Kit with ${escapeHtml(to)} from a new device.</p><p>If it was you, <a href="${escapeHtml(link)}">approve the device</a> (valid ${ttlMinutes} minutes).</p><p>If it was not you, ignore this e-mail.</p>`,
  }
}
