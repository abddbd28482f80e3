import { NAME_MIN_LENGTH } from '@kit/core'
import { MESSAGES } from '@kit/core/errors'

/**
 * Spec §5's account-name rule, for the live hint while typing: at least 4 characters, letters, digits and
 * hyphens only; `undefined` when fine. Core's `validateAccountName` is the same rule (a test holds them equal), but
 * importing it through @kit/core's entry would pull zod into the first paint; core re-checks on registration.
 */
export function nameProblem(name: string): string | undefined {
  if (name.length < NAME_MIN_LENGTH) return MESSAGES.nameTooShort
  if (!/^[a-zA-Z0-9-]+$/.test(name)) return MESSAGES.nameInvalidCharacters
  return undefined
}
