// The languages the server writes to a visitor in (its e-mails and its HTML pages), and how it picks one: the same
// 23 as Kit's modal, matched as the modal matches them. A request's tag only picks among these: what the server
// writes is always one of its own tables, never the tag. Each kind of text (the mails, the social-login pages) keeps
// one file per language, each matching English key for key and placeholder for placeholder (`catalogueProblems`).
import { type KitLanguage, kitLanguages } from '@kit/frame-bridge/locales'
import { escapeHtml } from '../http/page.js'

/** The server's languages: Kit's, as `@kit/frame-bridge/locales` lists them for the modal and the frame. */
export const serverLocales = kitLanguages

/** One of the server's languages. */
export type ServerLocale = KitLanguage

/** The longest tag the server looks at (the request schemas refuse longer ones). */
const MAX_TAG_LENGTH = 35

/**
 * The server's language for `tag`, as Kit's modal chooses its own: an exact match (case-insensitive), else the same
 * language (`es-MX` gets `es`, `pt-PT` gets `pt-BR`), except Chinese, which goes by its likely script (`zh-HK`,
 * `zh-Hant` get `zh-TW`; `zh`, `zh-SG` get `zh-CN`). `undefined` for anything else, malformed or hostile.
 */
export function matchLocale(tag: string | undefined): ServerLocale | undefined {
  if (!tag || tag.length > MAX_TAG_LENGTH) return undefined
  const lower = tag.toLowerCase()
  const exact = serverLocales.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  const language = lower.split(/[-_]/)[0]
  if (language === 'zh') return chineseByScript(tag)
  return serverLocales.find((locale) => locale.split('-')[0] === language)
}

/** `matchLocale`, else English: the answer is always one of `serverLocales`, never the tag. */
export const resolveLocale = (tag: string | undefined): ServerLocale => matchLocale(tag) ?? 'en'

/** The Chinese table written in a tag's likely script (`Intl.Locale` adds it: `zh-HK` is `zh-Hant-HK`), if any. */
function chineseByScript(tag: string): ServerLocale | undefined {
  try {
    const script = new Intl.Locale(tag.replaceAll('_', '-')).maximize().script
    return script === 'Hant' ? 'zh-TW' : script === 'Hans' ? 'zh-CN' : undefined
  } catch {
    // Not a well-formed tag.
    return undefined
  }
}

/** The most an `Accept-Language` header is read for (a browser sends a few entries). */
const MAX_ACCEPT_LANGUAGE_ENTRIES = 20

/**
 * The first of the server's languages an `Accept-Language` header asks for, by its weights (`q=0` is a refusal),
 * or `undefined` when it names none the server has.
 */
export function localeFromAcceptLanguage(header: string | undefined): ServerLocale | undefined {
  if (!header) return undefined
  const entries = header
    .slice(0, 1000)
    .split(',')
    .slice(0, MAX_ACCEPT_LANGUAGE_ENTRIES)
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';')
      const q = parameters.map((part) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(part)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0 && entry.tag !== '*')
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of entries) {
    const locale = matchLocale(tag)
    if (locale) return locale
  }
  return undefined
}

/**
 * The language of a page: the first of `tags` the server has (the visitor's language as the frame sent it, or as it
 * was stored with a login), else the browser's `Accept-Language`, else English.
 */
export function pageLocale(
  acceptLanguage: string | undefined,
  ...tags: (string | null | undefined)[]
): ServerLocale {
  for (const tag of tags) {
    const locale = matchLocale(tag ?? undefined)
    if (locale) return locale
  }
  return localeFromAcceptLanguage(acceptLanguage) ?? 'en'
}

const rightToLeft = new Set<ServerLocale>(['ar', 'fa', 'he', 'ur'])

/** Whether `locale` is written right to left. */
export const isRightToLeft = (locale: ServerLocale): boolean => rightToLeft.has(locale)

/** `rtl` for a language written right to left, else `ltr`. */
export const textDirection = (locale: ServerLocale): 'ltr' | 'rtl' => (isRightToLeft(locale) ? 'rtl' : 'ltr')

/** The `lang` and `dir` of a page in `locale` (for `sendPage`). */
export const pageLanguage = (locale: ServerLocale) => ({ lang: locale, dir: textDirection(locale) })

/** "10 minutes" in `locale`, with the language's plural (Intl's unit format, e.g. "2 минуты", "15 минут"). */
export function formatMinutes(locale: ServerLocale, minutes: number): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes)
}

/** The names of the `{placeholders}` in `message`, in order. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)
}

/** `message` with each `{name}` replaced by its value; a name without a value stays as it is. */
export function formatText(message: string, values: Readonly<Record<string, string>> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** Markup the templates built themselves (a link, an emphasised address): put into HTML as it is. */
export type TrustedHtml = { readonly html: string }

/**
 * `message` as HTML: its text escaped, each `{name}` replaced by its value, escaped too unless it is markup the
 * templates built (`{ html }`).
 */
export function formatHtml(
  message: string,
  values: Readonly<Record<string, string | TrustedHtml>> = {},
): string {
  return message
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      const value = name === undefined ? undefined : values[name]
      if (value === undefined) return escapeHtml(part)
      return typeof value === 'string' ? escapeHtml(value) : value.html
    })
    .join('')
}

/**
 * What is wrong with a set of translations of `english` (one table per language): a language missing, a key missing
 * or extra, an empty message, a message whose placeholders differ from English's, or one of `translatedKeys` left in
 * English. Empty when all is well; the locale tests fail on any entry.
 */
export function catalogueProblems<Key extends string>(
  english: Readonly<Record<Key, string>>,
  tables: Readonly<Partial<Record<ServerLocale, Readonly<Record<string, unknown>>>>>,
  translatedKeys: readonly Key[] = [],
): string[] {
  const problems: string[] = []
  const keys = Object.keys(english) as Key[]
  const sameNames = (a: string[], b: string[]) => a.sort().join() === b.sort().join()
  for (const locale of serverLocales) {
    const table = tables[locale]
    if (!table) {
      problems.push(`${locale}: no table`)
      continue
    }
    for (const extra of Object.keys(table).filter((key) => !(keys as string[]).includes(key)))
      problems.push(`${locale}.${extra}: not a key of English`)
    for (const key of keys) {
      const message = table[key]
      if (typeof message !== 'string' || message.trim() === '') problems.push(`${locale}.${key}: missing`)
      else if (!sameNames(placeholdersOf(message), placeholdersOf(english[key])))
        problems.push(`${locale}.${key}: placeholders differ from English`)
      else if (locale !== 'en' && translatedKeys.includes(key) && message === english[key])
        problems.push(`${locale}.${key}: left in English`)
    }
  }
  return problems
}
