// A failed call in the card's language: the cards show the text of an error's stable code (the sign-in service's
// reason name, the frame's own error) from a lazy pack per language (packs/errors/<locale>.ts), loaded beside the
// language's other packs (createFrameLanguage). English has no pack: a card shows the error's own words there, as it
// always did (the sign-in service's, word for word).
import { frameErrorMessages } from '@kit/frame-bridge/errors'
import { AuthServiceError, SignInAgainError } from '../errors.js'
import { PasskeyError, RecoveryMethodMissingError, RecoveryRecordError } from '../keys/errors.js'
import type { ErrorKey, ErrorTexts } from './errorTexts.js'
import { formatMessage, type MessageValue } from './format.js'

type ErrorPack = Promise<{ default: ErrorTexts }>

/** Every language's error texts, by locale tag (English has none: its cards show the error's own words). */
const errorPacks: Readonly<Record<string, () => ErrorPack>> = {
  ar: () => import('./packs/errors/ar.js'),
  de: () => import('./packs/errors/de.js'),
  es: () => import('./packs/errors/es.js'),
  fa: () => import('./packs/errors/fa.js'),
  fr: () => import('./packs/errors/fr.js'),
  he: () => import('./packs/errors/he.js'),
  hi: () => import('./packs/errors/hi.js'),
  id: () => import('./packs/errors/id.js'),
  it: () => import('./packs/errors/it.js'),
  ja: () => import('./packs/errors/ja.js'),
  ko: () => import('./packs/errors/ko.js'),
  nl: () => import('./packs/errors/nl.js'),
  pl: () => import('./packs/errors/pl.js'),
  'pt-BR': () => import('./packs/errors/pt-BR.js'),
  ru: () => import('./packs/errors/ru.js'),
  th: () => import('./packs/errors/th.js'),
  tr: () => import('./packs/errors/tr.js'),
  uk: () => import('./packs/errors/uk.js'),
  ur: () => import('./packs/errors/ur.js'),
  vi: () => import('./packs/errors/vi.js'),
  'zh-CN': () => import('./packs/errors/zh-CN.js'),
  'zh-TW': () => import('./packs/errors/zh-TW.js'),
}

/** The locale tags with a pack of error texts, for the locale check. */
export const errorLocales: readonly string[] = Object.keys(errorPacks)

const loaded = new Map<string, ErrorTexts>()

/** Loads `locale`'s error texts (nothing for English or a language without a pack); a card then reads them at once. */
export async function loadErrorTexts(locale: string): Promise<void> {
  const load = Object.hasOwn(errorPacks, locale) ? errorPacks[locale] : undefined
  if (!load || loaded.has(locale)) return
  loaded.set(locale, (await load()).default)
}

/** The sign-in service's reasons (its error body's `name`) → the text a card shows. */
const REASONS: Readonly<Record<string, ErrorKey>> = {
  WrongCode: 'wrongCode',
  CodeExpired: 'codeExpired',
  CodeLocked: 'codeLocked',
  NoCode: 'noCode',
  TooManyWrongCodes: 'tooManyWrongCodes',
  EmailCooldown: 'tooManyAttempts',
  MailRateLimited: 'tooManyAttempts',
  RateLimited: 'tooManyAttempts',
  DeviceWaitLimit: 'tooManyAttempts',
  KeyReleaseRateLimited: 'tooManyAttempts',
  PasswordReleaseRateLimited: 'tooManyAttempts',
  EmailTaken: 'emailTaken',
  SameEmail: 'sameEmail',
  NoEmail: 'noEmail',
  InvalidSession: 'sessionEnded',
  MissingSession: 'sessionEnded',
  SessionNotBound: 'sessionEnded',
  UnknownUser: 'sessionEnded',
  FreshProofRequired: 'confirmAgain',
  NoSuchSession: 'signedOutAlready',
  LastRecoveryMethod: 'lastMethod',
  LastLoginMethod: 'lastLoginMethod',
  PasskeyExists: 'passkeyExists',
  PasswordExists: 'passwordExists',
  ShuttingDown: 'serviceDown',
  NotReady: 'serviceDown',
  InternalError: 'serviceDown',
  UpstreamError: 'serviceDown',
  UpstreamTimeout: 'serviceDown',
}

/** The key of `error`'s text and its values, when the error has a stable code the table covers. */
function codeOf(error: unknown): { key: ErrorKey; values: Record<string, MessageValue> } | undefined {
  if (error instanceof AuthServiceError) {
    const key = error.reason === undefined ? undefined : REASONS[error.reason]
    // No usable answer (unreachable, timed out, unreadable): the words are the frame's own (authApi.ts).
    if (key === undefined) {
      if (!/sign-in service/i.test(error.shortMessage)) return undefined
      if (error.status === undefined) return { key: 'unreachable', values: {} }
      return error.status >= 500 ? { key: 'serviceDown', values: {} } : undefined
    }
    const number = Number(/\d+/.exec(error.shortMessage)?.[0] ?? Number.NaN)
    if (key === 'wrongCode') return Number.isFinite(number) ? { key, values: { count: number } } : undefined
    if (key === 'tooManyWrongCodes' || key === 'tooManyAttempts') {
      const seconds = error.retryAfterSeconds ?? number
      return Number.isFinite(seconds) ? { key, values: { seconds } } : undefined
    }
    return { key, values: {} }
  }
  if (error instanceof SignInAgainError)
    return {
      key:
        error.shortMessage === frameErrorMessages.recentLoginRequired ? 'exportSignInAgain' : 'signInAgain',
      values: {},
    }
  if (error instanceof RecoveryRecordError) return { key: 'recordUnreadable', values: {} }
  if (error instanceof RecoveryMethodMissingError) return { key: 'methodMissing', values: {} }
  if (error instanceof PasskeyError) {
    if (error.reason === 'already-registered') return { key: 'passkeyHere', values: {} }
    if (error.reason === 'unavailable') return { key: 'passkeyUnavailable', values: {} }
    if (error.reason === 'failed') return { key: 'passkeyFailed', values: {} }
  }
  return undefined
}

/**
 * What a card says about `error` in `locale`, when that language's error texts are loaded and the error has a
 * stable code they cover; undefined otherwise (in English always: the card shows the error's own words).
 */
export function translatedError(error: unknown, locale: string): string | undefined {
  const table = loaded.get(locale)
  const found = table && codeOf(error)
  if (!table || !found) return undefined
  return formatMessage(table[found.key], found.values, locale, new Intl.PluralRules(locale))
}
