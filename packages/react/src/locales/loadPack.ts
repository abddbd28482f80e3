// The loaders of the generated language packs and their expansion, loaded on the first need of a pack: each pack
// is a lazy chunk of its own, and the first load carries one import() of this module instead of one per pack.
import type { KitMessages } from '../messages.js'
import { expandPack } from './compile.js'
import type { KitLocale } from './index.js'

/** A locale with a generated pack (English ships with the code; the pseudo-locale is made from it). */
export type PackLocale = Exclude<KitLocale, 'en' | 'en-XA'>

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

/** Loads a locale's generated pack and lays it over the English table's keys. */
export function loadPack(locale: PackLocale): Promise<KitMessages> {
  return packs[locale]().then((module) => expandPack(module.default, locale))
}
