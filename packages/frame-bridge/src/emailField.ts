// The frame-hosted e-mail field: a small page of the frame's origin the host shows where its e-mail input was, so
// that passkey autofill (WebAuthn conditional UI) runs in a document of the frame's origin, never the host's. The
// field tells its host page two things only: whether it can offer passkeys (else the host keeps its own input), and
// the address typed (not a secret; the host's e-mail login sends it). Read by hand, not by a zod schema: the reader
// ships in the host's lazy Connect view, which carries no zod.

/** The field's page, relative to the frame's origin. */
export const EMAIL_FIELD_PATH = '/email-field.html'

/** Prefix of every field → host message type. */
export const EMAIL_FIELD_EVENT_PREFIX = '@kit-email-field/'

/** A field id: the page's `field` query parameter and CONNECT_PASSKEY_AUTOFILL's `field`, 16 to 64 URL-safe characters. */
export const EMAIL_FIELD_ID = /^[A-Za-z0-9_-]{16,64}$/

/**
 * The host's look the field takes (its `theme` query parameter, a JSON object of these CSS custom properties, as the
 * host's Connect view computes them); other names are dropped.
 */
export const EMAIL_FIELD_THEME_VARIABLES = [
  '--k-bg',
  '--k-fg',
  '--k-muted',
  '--k-border',
  '--k-accent',
  '--k-accent-soft',
  '--k-error',
  '--k-radius-m',
  '--k-text-m',
  '--k-font',
] as const

/** The longest address the field reports (RFC 5321's path limit). */
const MAX_EMAIL_LENGTH = 254

/**
 * A field → host message.
 * - READY: the field is drawn; `passkeys` says whether it offers passkey autofill (conditional mediation available,
 *   and the host lets it use WebAuthn). Without it the host keeps its own e-mail input.
 * - INPUT: the address as typed; `submit` when the visitor pressed Enter.
 */
export type EmailFieldMessage =
  | { readonly type: 'READY'; readonly field: string; readonly passkeys: boolean }
  | { readonly type: 'INPUT'; readonly field: string; readonly email: string; readonly submit: boolean }

/** The message as posted: `{type: '@kit-email-field/<TYPE>', ...}`. */
export function emailFieldMessage(message: EmailFieldMessage): Record<string, unknown> {
  return { ...message, type: `${EMAIL_FIELD_EVENT_PREFIX}${message.type}` }
}

/**
 * Reads a field → host message, or undefined when `data` is not one for `field`. The caller checks the event's
 * origin (the frame's) and source (its field's iframe window) first.
 */
export function readEmailFieldMessage(data: unknown, field: string): EmailFieldMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const message = data as Record<string, unknown>
  if (message.field !== field || !EMAIL_FIELD_ID.test(field)) return undefined
  if (message.type === `${EMAIL_FIELD_EVENT_PREFIX}READY` && typeof message.passkeys === 'boolean')
    return { type: 'READY', field, passkeys: message.passkeys }
  if (
    message.type === `${EMAIL_FIELD_EVENT_PREFIX}INPUT` &&
    typeof message.email === 'string' &&
    message.email.length <= MAX_EMAIL_LENGTH &&
    typeof message.submit === 'boolean'
  )
    return { type: 'INPUT', field, email: message.email, submit: message.submit }
  return undefined
}
