import { z } from 'zod'
import { text, url } from './envFields.js'

export type MailMessage = { to: string; subject: string; text: string; html: string }
/** Something that sends e-mail; the server uses SMTP through nodemailer unless given another. */
export type Mailer = { send(message: MailMessage): Promise<void>; close?(): void }

const mailerSchema = z.custom<Mailer>(
  (value) => typeof (value as Partial<Mailer> | undefined)?.send === 'function',
  'mail.mailer must have a send function',
)

/** SMTP URL (`smtp://host:port`) or a mailer object. Without either, e-mail login answers 503. */
export const mailSchema = z
  .object({ smtpUrl: z.string().optional(), from: z.string().optional(), mailer: mailerSchema.optional() })
  .prefault({})

export const mailEnv = {
  // In development, e-mail goes to the devnet's catcher.
  smtpUrl: url('KIT_SMTP_URL', ['smtp:', 'smtps:'], (local, env) => local.url(env, 'smtp')),
  from: text('KIT_MAIL_FROM'),
}
