// The languages of the server's e-mails and of the device-approval page: the frame sends the visitor's language with
// each request that makes the server write (the same tag its cards speak), and the server writes in it when it has
// that language, else in English. The tag only picks among these tables: no text of the request reaches a mail but
// what the templates put in (escaped in HTML). One file per language under mail/, each matching English key for key
// and placeholder for placeholder (mailLocales.test.ts fails on a missing one).
import { escapeHtml } from '../http/page.js'
import { arabic } from './mail/ar.js'
import { german } from './mail/de.js'
import { english, type MailMessages } from './mail/en.js'
import { spanish } from './mail/es.js'
import { persian } from './mail/fa.js'
import { french } from './mail/fr.js'
import { hebrew } from './mail/he.js'
import { hindi } from './mail/hi.js'
import { indonesian } from './mail/id.js'
import { italian } from './mail/it.js'
import { japanese } from './mail/ja.js'
import { korean } from './mail/ko.js'
import { dutch } from './mail/nl.js'
import { polish } from './mail/pl.js'
import { brazilianPortuguese } from './mail/pt-BR.js'
import { russian } from './mail/ru.js'
import { thai } from './mail/th.js'
import { turkish } from './mail/tr.js'
import { ukrainian } from './mail/uk.js'
import { urdu } from './mail/ur.js'
import { vietnamese } from './mail/vi.js'
import { simplifiedChinese } from './mail/zh-CN.js'
import { traditionalChinese } from './mail/zh-TW.js'

export type { MailMessages } from './mail/en.js'

const tables = {
  en: english,
  ar: arabic,
  de: german,
  es: spanish,
  fa: persian,
  fr: french,
  he: hebrew,
  hi: hindi,
  id: indonesian,
  it: italian,
  ja: japanese,
  ko: korean,
  nl: dutch,
  pl: polish,
  'pt-BR': brazilianPortuguese,
  ru: russian,
  th: thai,
  tr: turkish,
  uk: ukrainian,
  ur: urdu,
  vi: vietnamese,
  'zh-CN': simplifiedChinese,
  'zh-TW': traditionalChinese,
} as const satisfies Record<string, MailMessages>

/** One of the server's mail languages. */
export type MailLocale = keyof typeof tables

/** The languages the server's e-mails and pages are written in: the same 23 as Kit's modal. */
export const mailLocales = Object.keys(tables) as readonly MailLocale[]

/** The longest tag the server looks at (the request schemas refuse longer ones). */
const MAX_TAG_LENGTH = 35

/**
 * The server's language for `tag`, as Kit's modal chooses its own: an exact match (case-insensitive), else the same
 * language (`es-MX` gets `es`, `pt-PT` gets `pt-BR`), except Chinese, which goes by its likely script (`zh-HK`,
 * `zh-Hant` get `zh-TW`; `zh`, `zh-SG` get `zh-CN`). English for anything else, malformed or hostile: the answer is
 * always one of `mailLocales`, never the tag.
 */
export function resolveMailLocale(tag: string | undefined): MailLocale {
  if (!tag || tag.length > MAX_TAG_LENGTH) return 'en'
  const lower = tag.toLowerCase()
  const exact = mailLocales.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  const language = lower.split(/[-_]/)[0]
  if (language === 'zh') return chineseByScript(tag) ?? 'en'
  return mailLocales.find((locale) => locale.split('-')[0] === language) ?? 'en'
}

/** The Chinese table written in a tag's likely script (`Intl.Locale` adds it: `zh-HK` is `zh-Hant-HK`), if any. */
function chineseByScript(tag: string): MailLocale | undefined {
  try {
    const script = new Intl.Locale(tag.replaceAll('_', '-')).maximize().script
    return script === 'Hant' ? 'zh-TW' : script === 'Hans' ? 'zh-CN' : undefined
  } catch {
    // Not a well-formed tag.
    return undefined
  }
}

const rightToLeft = new Set<MailLocale>(['ar', 'fa', 'he', 'ur'])

/** Whether `locale` is written right to left. */
export const isRightToLeft = (locale: MailLocale): boolean => rightToLeft.has(locale)

/** The messages of `locale`. */
export const mailMessages = (locale: MailLocale): MailMessages => tables[locale]

/** "10 minutes" in `locale`, with the language's plural (Intl's unit format, e.g. "2 минуты", "15 минут"). */
export function formatMinutes(locale: MailLocale, minutes: number): string {
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
