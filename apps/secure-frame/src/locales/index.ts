// Which language the secure frame speaks. The host names one (SYNC_LOCALE, from its KitProvider's locale) and the
// frame takes it only when it ships that language, else English: a hostile page can pick among the frame's
// languages, never send it text. English ships with the code; every other pack is a lazy chunk of its own.
import { accountTexts, en, type FrameCardMessages, type FrameMessages, recoveryTexts } from './en.js'
import { loadDetailTexts } from './details.js'
import { loadErrorTexts } from './errors.js'
import { formatMessage } from './format.js'
import { type FrameLocale, frameLocales } from './frameLocales.js'
import type { FrameTexts } from './frameTexts.js'

export { type FrameLocale, frameLocales } from './frameLocales.js'
export type { FrameTexts } from './frameTexts.js'

const rightToLeft = new Set(['ar', 'fa', 'he', 'ur'])

function language(tag: string): string {
  return tag.toLowerCase().split('-')[0] ?? ''
}

/**
 * The frame's language for the tags asked for (the host's, else the browser's, first match wins): an exact match,
 * else the same language (`es-MX` → `es`, `pt-PT` → `pt-BR`), and Chinese by its script as `@kit/react` does (`zh`,
 * `zh-SG`, `zh-Hans` → `zh-CN`; `zh-HK`, `zh-MO`, `zh-Hant` → `zh-TW`; never across scripts), else English.
 * Anything that is not a language tag the frame ships, however long or odd, is English.
 */
export function resolveFrameLocale(tags: readonly string[]): FrameLocale {
  for (const tag of tags) {
    if (typeof tag !== 'string' || tag.length > 35) continue
    const exact = frameLocales.find((locale) => locale.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    if (language(tag) === 'zh') {
      const chinese = chineseByScript(tag)
      if (chinese) return chinese
      continue
    }
    const byLanguage = frameLocales.find((locale) => language(locale) === language(tag))
    if (byLanguage) return byLanguage
  }
  return 'en'
}

/** The Chinese pack written in a tag's likely script (`Intl.Locale` adds it: `zh-HK` is `zh-Hant-HK`), if any. */
function chineseByScript(tag: string): FrameLocale | undefined {
  try {
    const script = new Intl.Locale(tag).maximize().script
    return script === 'Hant' ? 'zh-TW' : script === 'Hans' ? 'zh-CN' : undefined
  } catch {
    // Not a well-formed tag: no pack.
    return undefined
  }
}

/** English's texts of the recovery and account cards. */
const englishCards: FrameCardMessages = { recovery: recoveryTexts, account: accountTexts }

type Packs = [FrameMessages, FrameCardMessages]
const packs = (
  approval: Promise<{ default: FrameMessages }>,
  cards: Promise<{ default: FrameCardMessages }>,
): Promise<Packs> => Promise.all([approval, cards]).then(([a, c]) => [a.default, c.default])

/**
 * Loads a language's packs, the approval card's and the other cards' (English is here already). Each import names
 * its file, so every pack is a lazy chunk of its own, fetched only for the language in force.
 */
function loadPack(locale: FrameLocale): Promise<Packs> {
  switch (locale) {
    case 'en':
      return Promise.resolve([en, englishCards])
    case 'ar':
      return packs(import('./packs/ar.js'), import('./packs/cards/ar.js'))
    case 'de':
      return packs(import('./packs/de.js'), import('./packs/cards/de.js'))
    case 'es':
      return packs(import('./packs/es.js'), import('./packs/cards/es.js'))
    case 'fa':
      return packs(import('./packs/fa.js'), import('./packs/cards/fa.js'))
    case 'fr':
      return packs(import('./packs/fr.js'), import('./packs/cards/fr.js'))
    case 'he':
      return packs(import('./packs/he.js'), import('./packs/cards/he.js'))
    case 'hi':
      return packs(import('./packs/hi.js'), import('./packs/cards/hi.js'))
    case 'id':
      return packs(import('./packs/id.js'), import('./packs/cards/id.js'))
    case 'it':
      return packs(import('./packs/it.js'), import('./packs/cards/it.js'))
    case 'ja':
      return packs(import('./packs/ja.js'), import('./packs/cards/ja.js'))
    case 'ko':
      return packs(import('./packs/ko.js'), import('./packs/cards/ko.js'))
    case 'nl':
      return packs(import('./packs/nl.js'), import('./packs/cards/nl.js'))
    case 'pl':
      return packs(import('./packs/pl.js'), import('./packs/cards/pl.js'))
    case 'pt-BR':
      return packs(import('./packs/pt-BR.js'), import('./packs/cards/pt-BR.js'))
    case 'ru':
      return packs(import('./packs/ru.js'), import('./packs/cards/ru.js'))
    case 'th':
      return packs(import('./packs/th.js'), import('./packs/cards/th.js'))
    case 'tr':
      return packs(import('./packs/tr.js'), import('./packs/cards/tr.js'))
    case 'uk':
      return packs(import('./packs/uk.js'), import('./packs/cards/uk.js'))
    case 'ur':
      return packs(import('./packs/ur.js'), import('./packs/cards/ur.js'))
    case 'vi':
      return packs(import('./packs/vi.js'), import('./packs/cards/vi.js'))
    case 'zh-CN':
      return packs(import('./packs/zh-CN.js'), import('./packs/cards/zh-CN.js'))
    case 'zh-TW':
      return packs(import('./packs/zh-TW.js'), import('./packs/cards/zh-TW.js'))
  }
}

/** The texts of `locale` from its `messages` (the approval card's) and `cards` (the other cards'). */
export function createFrameTexts(
  locale: FrameLocale,
  messages: FrameMessages = en,
  cards: FrameCardMessages = englishCards,
): FrameTexts {
  const plurals = new Intl.PluralRules(locale)
  const numbers = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 0 })
  const decimalSign =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  const digits = Array.from({ length: 10 }, (_, digit) => numbers.format(digit))
  return {
    locale,
    dir: rightToLeft.has(language(locale)) ? 'rtl' : 'ltr',
    t: (key, values = {}) => formatMessage(messages[key] ?? en[key], values, locale, plurals),
    amount(decimal, symbol) {
      const [whole = '0', fraction] = decimal.replace(/^-/, '').split('.')
      const sign = decimal.startsWith('-') ? '-' : ''
      const local = (text: string) => text.replace(/\d/g, (digit) => digits[Number(digit)] ?? digit)
      return `${sign}${local(whole)}${fraction ? decimalSign + local(fraction) : ''} ${symbol}`
    },
    integer: (value) => numbers.format(value),
    recovery: cards.recovery,
    account: cards.account,
  }
}

/** English, the texts the frame starts with. */
export const englishTexts: FrameTexts = createFrameTexts('en')

/** The frame's language: the texts in force, and the switch to another. */
export type FrameLanguage = {
  /** The texts in force (English until a pack has loaded). */
  current(): FrameTexts
  /**
   * Speaks the language of the first of `tags` the frame ships (English when none): its pack loads, then it is in
   * force and the `onChange` listeners hear it. A later call wins over one still loading; a failed load keeps the
   * language in force.
   */
  use(tags: readonly string[]): Promise<FrameTexts>
  /** The texts once the language last asked for is in force (or its load failed): a card drawn now speaks it. */
  settled(): Promise<FrameTexts>
  /** Calls `listener` whenever the language changes; returns the unsubscribe function. */
  onChange(listener: (texts: FrameTexts) => void): () => void
}

/** Creates the frame's language, English at first. */
export function createFrameLanguage(): FrameLanguage {
  let current = englishTexts
  let asked = 0
  let latest: Promise<FrameTexts> = Promise.resolve(current)
  const listeners = new Set<(texts: FrameTexts) => void>()
  return {
    current: () => current,
    use(tags) {
      const locale = resolveFrameLocale(tags)
      const ask = ++asked
      latest = (async () => {
        if (locale === current.locale) return current
        // The explained rows' pack (details.ts) and the error texts' (errors.ts) load beside the others; a card
        // takes them from the module cache. A failed error pack leaves the errors in the service's own words.
        const [loaded] = await Promise.all([
          loadPack(locale).catch(() => undefined),
          loadDetailTexts(locale).catch(() => undefined),
          loadErrorTexts(locale).catch(() => undefined),
        ])
        if (!loaded || ask !== asked) return current
        current = createFrameTexts(locale, ...loaded)
        for (const listener of [...listeners]) listener(current)
        return current
      })()
      return latest
    },
    async settled() {
      // A newer ask may start while one is awaited: wait until the last one is done.
      for (;;) {
        const waiting = latest
        await waiting
        if (waiting === latest) return current
      }
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
