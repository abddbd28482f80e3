// The approval card's explained rows in the card's language: a pack family of its own (packs/details/<locale>.ts),
// each a lazy chunk, loaded beside the language's other packs (createFrameLanguage) and again, from the module cache,
// when a card is explained. English ships with the code. The table of texts is English's, word for word.
import { type DetailKey, type DetailTexts, detailTexts } from './en.js'
import { formatMessage, type MessageValue } from './format.js'
import type { FrameTexts } from './frameTexts.js'

type DetailPack = Promise<{ default: DetailTexts }>

/** Every language's explained rows, by locale tag (English is `detailTexts`). */
const detailPacks: Readonly<Record<string, () => DetailPack>> = {
  ar: () => import('./packs/details/ar.js'),
  de: () => import('./packs/details/de.js'),
  es: () => import('./packs/details/es.js'),
  fa: () => import('./packs/details/fa.js'),
  fr: () => import('./packs/details/fr.js'),
  he: () => import('./packs/details/he.js'),
  hi: () => import('./packs/details/hi.js'),
  id: () => import('./packs/details/id.js'),
  it: () => import('./packs/details/it.js'),
  ja: () => import('./packs/details/ja.js'),
  ko: () => import('./packs/details/ko.js'),
  nl: () => import('./packs/details/nl.js'),
  pl: () => import('./packs/details/pl.js'),
  'pt-BR': () => import('./packs/details/pt-BR.js'),
  ru: () => import('./packs/details/ru.js'),
  th: () => import('./packs/details/th.js'),
  tr: () => import('./packs/details/tr.js'),
  uk: () => import('./packs/details/uk.js'),
  ur: () => import('./packs/details/ur.js'),
  vi: () => import('./packs/details/vi.js'),
  'zh-CN': () => import('./packs/details/zh-CN.js'),
  'zh-TW': () => import('./packs/details/zh-TW.js'),
}

/** The locale tags with a pack of explained rows (besides English), for the locale check. */
export const detailLocales: readonly string[] = Object.keys(detailPacks)

/** Loads `locale`'s explained rows; English (or a language without a pack) is English's table. */
export async function loadDetailTexts(locale: string): Promise<DetailTexts> {
  const load = Object.hasOwn(detailPacks, locale) ? detailPacks[locale] : undefined
  return load ? (await load()).default : detailTexts
}

/** The explained rows' texts in one language, with the card's amounts, numbers and dates. */
export type DetailFormatter = {
  /** The text of `key` with its `values` put in. */
  d(key: DetailKey, values?: Readonly<Record<string, MessageValue>>): string
  /** The card's texts (its language, digits, the names of the user's accounts). */
  readonly texts: FrameTexts
  /**
   * A moment (Unix seconds) in UTC: English as the card always wrote it (`2030-01-01 00:00:00 UTC`), other
   * languages through `Intl.DateTimeFormat`.
   */
  date(seconds: number): string
}

/** The formatter of `texts`' language from its explained rows' `table`. */
export function createDetailFormatter(texts: FrameTexts, table: DetailTexts = detailTexts): DetailFormatter {
  const plurals = new Intl.PluralRules(texts.locale)
  return {
    texts,
    d: (key, values = {}) => formatMessage(table[key] ?? detailTexts[key], values, texts.locale, plurals),
    date(seconds) {
      const moment = new Date(seconds * 1000)
      if (texts.locale === 'en') return moment.toISOString().replace('.000Z', ' UTC').replace('T', ' ')
      return new Intl.DateTimeFormat(texts.locale, {
        dateStyle: 'long',
        timeStyle: 'long',
        timeZone: 'UTC',
      }).format(moment)
    },
  }
}

/** Loads the explained rows of `texts`' language and returns their formatter (English's if the load fails). */
export async function detailFormatterFor(texts: FrameTexts): Promise<DetailFormatter> {
  const table = await loadDetailTexts(texts.locale).catch(() => detailTexts)
  return createDetailFormatter(texts, table)
}
