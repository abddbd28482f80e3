// Which language Kit speaks, and the loaders of the language packs. In the first load: only the list of locales and
// one import() per pack; each pack (values only, generated from packs/*.ts) and the code that expands it are lazy
// chunks of their own.
import type { PartialKitMessages } from '../messages.js'

/** The locales Kit ships: `en` with the code, the others loaded on first need. `en-XA` is the pseudo-locale. */
export const supportedLocales = [
  'en',
  'ar',
  'de',
  'es',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh-CN',
  'zh-TW',
  'en-XA',
] as const

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
 * `zh-Hant` get `zh-TW`), never across. The pseudo-locale is only ever chosen by its exact tag.
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
      (locale) => locale !== 'en-XA' && baseLanguage(locale) === language,
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

/** A generated pack (values only) and the code that expands it, both lazy. */
const expanded = (pack: Promise<{ default: readonly string[] }>, locale: string) =>
  Promise.all([pack, import('./compile.js')]).then(([module, compiler]) =>
    compiler.expandPack(module.default, locale),
  )

/** Loads a locale's messages (`undefined` for English, which ships with the code). */
export function loadLocaleMessages(locale: KitLocale): Promise<PartialKitMessages | undefined> {
  switch (locale) {
    case 'en':
      return Promise.resolve(undefined)
    case 'en-XA':
      return import('./pseudo.js').then((module) => module.pseudoMessages())
    case 'ar':
      return expanded(import('./ar.generated.js'), locale)
    case 'de':
      return expanded(import('./de.generated.js'), locale)
    case 'es':
      return expanded(import('./es.generated.js'), locale)
    case 'fa':
      return expanded(import('./fa.generated.js'), locale)
    case 'fr':
      return expanded(import('./fr.generated.js'), locale)
    case 'he':
      return expanded(import('./he.generated.js'), locale)
    case 'hi':
      return expanded(import('./hi.generated.js'), locale)
    case 'id':
      return expanded(import('./id.generated.js'), locale)
    case 'it':
      return expanded(import('./it.generated.js'), locale)
    case 'ja':
      return expanded(import('./ja.generated.js'), locale)
    case 'ko':
      return expanded(import('./ko.generated.js'), locale)
    case 'nl':
      return expanded(import('./nl.generated.js'), locale)
    case 'pl':
      return expanded(import('./pl.generated.js'), locale)
    case 'pt-BR':
      return expanded(import('./pt-BR.generated.js'), locale)
    case 'ru':
      return expanded(import('./ru.generated.js'), locale)
    case 'th':
      return expanded(import('./th.generated.js'), locale)
    case 'tr':
      return expanded(import('./tr.generated.js'), locale)
    case 'uk':
      return expanded(import('./uk.generated.js'), locale)
    case 'ur':
      return expanded(import('./ur.generated.js'), locale)
    case 'vi':
      return expanded(import('./vi.generated.js'), locale)
    case 'zh-CN':
      return expanded(import('./zh-CN.generated.js'), locale)
    case 'zh-TW':
      return expanded(import('./zh-TW.generated.js'), locale)
  }
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
