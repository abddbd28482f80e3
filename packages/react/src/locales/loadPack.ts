// The loaders of the generated language packs and their expansion, loaded on the first need of a pack: each pack
// is a lazy chunk of its own, and the first load carries one import() of this module instead of one per pack.
import type { KitMessages } from '../messages.js'
import { expandPack } from './compile.js'
import type { KitLocale } from './index.js'
import { expandCorePack } from './packs/core/expandCorePack.js'

/** A locale with a generated pack (English ships with the code; the pseudo-locales are made from it). */
export type PackLocale = Exclude<KitLocale, 'en' | 'en-XA' | 'ar-XB'>

const packs: Record<PackLocale, () => Promise<{ default: readonly string[] }>> = {
  ar: () => import('./ar.generated.js'),
  de: () => import('./de.generated.js'),
  es: () => import('./es.generated.js'),
  fa: () => import('./fa.generated.js'),
  fr: () => import('./fr.generated.js'),
  he: () => import('./he.generated.js'),
  hi: () => import('./hi.generated.js'),
  id: () => import('./id.generated.js'),
  it: () => import('./it.generated.js'),
  ja: () => import('./ja.generated.js'),
  ko: () => import('./ko.generated.js'),
  nl: () => import('./nl.generated.js'),
  pl: () => import('./pl.generated.js'),
  'pt-BR': () => import('./pt-BR.generated.js'),
  ru: () => import('./ru.generated.js'),
  th: () => import('./th.generated.js'),
  tr: () => import('./tr.generated.js'),
  uk: () => import('./uk.generated.js'),
  ur: () => import('./ur.generated.js'),
  vi: () => import('./vi.generated.js'),
  'zh-CN': () => import('./zh-CN.generated.js'),
  'zh-TW': () => import('./zh-TW.generated.js'),
}

/** Core's texts (its toasts and errors) of each locale: a lazy chunk of their own, loaded beside the pack. */
const corePacks: Record<PackLocale, () => Promise<{ default: readonly string[] }>> = {
  ar: () => import('./ar.core.generated.js'),
  de: () => import('./de.core.generated.js'),
  es: () => import('./es.core.generated.js'),
  fa: () => import('./fa.core.generated.js'),
  fr: () => import('./fr.core.generated.js'),
  he: () => import('./he.core.generated.js'),
  hi: () => import('./hi.core.generated.js'),
  id: () => import('./id.core.generated.js'),
  it: () => import('./it.core.generated.js'),
  ja: () => import('./ja.core.generated.js'),
  ko: () => import('./ko.core.generated.js'),
  nl: () => import('./nl.core.generated.js'),
  pl: () => import('./pl.core.generated.js'),
  'pt-BR': () => import('./pt-BR.core.generated.js'),
  ru: () => import('./ru.core.generated.js'),
  th: () => import('./th.core.generated.js'),
  tr: () => import('./tr.core.generated.js'),
  uk: () => import('./uk.core.generated.js'),
  ur: () => import('./ur.core.generated.js'),
  vi: () => import('./vi.core.generated.js'),
  'zh-CN': () => import('./zh-CN.core.generated.js'),
  'zh-TW': () => import('./zh-TW.core.generated.js'),
}

/**
 * Loads a locale's generated pack and lays it over the English table's keys, with its core pack as `coreTexts`. A
 * core pack that fails to load (or does not fit core's texts) leaves core's texts in English and the rest in the
 * language.
 */
export function loadPack(locale: PackLocale): Promise<KitMessages> {
  const coreTexts = corePacks[locale]()
    .then((core) => expandCorePack(core.default, locale))
    .catch(() => ({}))
  return Promise.all([packs[locale](), coreTexts]).then(([main, core]) => {
    const messages = expandPack(main.default, locale)
    return { ...messages, coreTexts: core }
  })
}
