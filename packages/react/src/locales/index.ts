// Which language Kit speaks, and how its pack loads. In the first load: only the list of locales, the choice among
// them and one import() of loadPack.ts, which holds the packs' loaders; each pack (values only, generated from
// packs/*.ts) and the code that expands it are lazy chunks of their own.
import { kitLanguages } from '@kit/frame-bridge/locales'
import type { PartialKitMessages } from '../messages.js'

/**
 * The locales Kit ships: `en` with the code, the others loaded on first need (the languages the secure frame also
 * ships, listed once in `@kit/frame-bridge/locales`). `en-XA` is the pseudo-locale and `ar-XB` its right-to-left
 * twin (Android's pseudo-bidi): the same generated text, laid out right to left.
 */
export const supportedLocales = [...kitLanguages, 'en-XA', 'ar-XB'] as const

/** A pseudo-locale: chosen only by its exact tag, its text generated from English. */
function isPseudoLocale(locale: string): locale is 'en-XA' | 'ar-XB' {
  return locale === 'en-XA' || locale === 'ar-XB'
}

/** One of the locales Kit ships. */
export type KitLocale = (typeof supportedLocales)[number]

/** Languages written right to left. */
const rightToLeftLanguages = new Set(['ar', 'fa', 'he', 'ur'])

/** The text direction of a locale. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return rightToLeftLanguages.has(baseLanguage(locale)) ? 'rtl' : 'ltr'
}

function baseLanguage(locale: string): string {
  return locale.toLowerCase().split('-')[0] ?? ''
}

/**
 * The locale to speak: the first of `requested` (the host's option) and then `preferred` (the browser's
 * `navigator.languages`) that Kit ships, else `en`. A tag matches exactly (case-insensitive), else by its language
 * alone (`es-MX` gets `es`; `pt-PT` gets `pt-BR`, readable and better than English), except Chinese, whose packs
 * differ by script: a tag goes to the pack of its likely script (`zh`, `zh-SG`, `zh-Hans` get `zh-CN`; `zh-HK`,
 * `zh-Hant` get `zh-TW`), never across. A pseudo-locale is only ever chosen by its exact tag.
 */
export function resolveLocale(requested: string | undefined, preferred: readonly string[] = []): KitLocale {
  for (const tag of requested ? [requested, ...preferred] : preferred) {
    const exact = supportedLocales.find((locale) => locale.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    const language = baseLanguage(tag)
    if (language === 'zh') {
      const chinese = chineseByScript(tag)
      if (chinese) return chinese
      continue
    }
    const byLanguage = supportedLocales.find(
      (locale) => !isPseudoLocale(locale) && baseLanguage(locale) === language,
    )
    if (byLanguage) return byLanguage
  }
  return 'en'
}

/** The Chinese pack written in a tag's likely script (`Intl.Locale` adds it: `zh-HK` is `zh-Hant-HK`), if any. */
function chineseByScript(tag: string): KitLocale | undefined {
  try {
    const script = new Intl.Locale(tag).maximize().script
    return script === 'Hant' ? 'zh-TW' : script === 'Hans' ? 'zh-CN' : undefined
  } catch {
    // Not a well-formed tag: no pack.
    return undefined
  }
}

/**
 * Loads a locale's messages (`undefined` for English, which ships with the code). The packs' loaders are a lazy
 * module of their own (loadPack.ts): the first load carries one import() for all of them.
 */
export function loadLocaleMessages(locale: KitLocale): Promise<PartialKitMessages | undefined> {
  if (locale === 'en') return Promise.resolve(undefined)
  if (isPseudoLocale(locale))
    return import('./packs/core/pseudo.js').then((module) => module.pseudoMessages())
  return import('./loadPack.js').then((module) => module.loadPack(locale))
}

/** Lays a host's partial table over a pack's (nested records key by key): the host's strings win. */
export function mergeMessages(
  base: PartialKitMessages | undefined,
  overrides: PartialKitMessages | undefined,
): PartialKitMessages | undefined {
  if (!base || !overrides) return overrides ?? base
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue
    const under = merged[key]
    merged[key] =
      under && typeof under === 'object' && typeof value === 'object' ? { ...under, ...value } : value
  }
  return merged as PartialKitMessages
}
