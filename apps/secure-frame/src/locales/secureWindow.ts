// The secure window's prompt in the frame's language. Only a browser without Intersection Observer v2 (Firefox,
// Safari) draws the prompt, so only there does frameApp.ts ask for these packs: each language's is a lazy chunk of
// its own (packs/secureWindow/<locale>.ts), never fetched on Chromium's path. English ships with the prompt.
import type { FrameLanguage } from './index.js'
import { type SecureWindowLanguage, type SecureWindowTexts, secureWindowTexts } from './secureWindowTexts.js'

type SecureWindowPack = Promise<{ default: SecureWindowTexts }>

/** Every language's prompt, by locale tag (English is secureWindowTexts.ts). */
const secureWindowPacks: Readonly<Record<string, () => SecureWindowPack>> = {
  ar: () => import('./packs/secureWindow/ar.js'),
  de: () => import('./packs/secureWindow/de.js'),
  es: () => import('./packs/secureWindow/es.js'),
  fa: () => import('./packs/secureWindow/fa.js'),
  fr: () => import('./packs/secureWindow/fr.js'),
  he: () => import('./packs/secureWindow/he.js'),
  hi: () => import('./packs/secureWindow/hi.js'),
  id: () => import('./packs/secureWindow/id.js'),
  it: () => import('./packs/secureWindow/it.js'),
  ja: () => import('./packs/secureWindow/ja.js'),
  ko: () => import('./packs/secureWindow/ko.js'),
  nl: () => import('./packs/secureWindow/nl.js'),
  pl: () => import('./packs/secureWindow/pl.js'),
  'pt-BR': () => import('./packs/secureWindow/pt-BR.js'),
  ru: () => import('./packs/secureWindow/ru.js'),
  th: () => import('./packs/secureWindow/th.js'),
  tr: () => import('./packs/secureWindow/tr.js'),
  uk: () => import('./packs/secureWindow/uk.js'),
  ur: () => import('./packs/secureWindow/ur.js'),
  vi: () => import('./packs/secureWindow/vi.js'),
  'zh-CN': () => import('./packs/secureWindow/zh-CN.js'),
  'zh-TW': () => import('./packs/secureWindow/zh-TW.js'),
}

/** The locale tags with a pack of the prompt's words, for the locale check. */
export const secureWindowLocales: readonly string[] = Object.keys(secureWindowPacks)

const loaded = new Map<string, Promise<SecureWindowTexts>>()

/**
 * `locale`'s words for the prompt: its pack, loaded once (English for English or a language without a pack). A
 * failed load rejects and is tried again next time.
 */
export function loadSecureWindowTexts(locale: string): Promise<SecureWindowTexts> {
  const load = Object.hasOwn(secureWindowPacks, locale) ? secureWindowPacks[locale] : undefined
  if (!load) return Promise.resolve(secureWindowTexts)
  let pack = loaded.get(locale)
  if (!pack) {
    pack = load().then((module) => module.default)
    pack.catch(() => loaded.delete(locale))
    loaded.set(locale, pack)
  }
  return pack
}

/**
 * The prompt's language for `secureWindowSurface`: the frame's language in force when a prompt is drawn (once a
 * language the host just asked for, SYNC_LOCALE, has settled), with its words; English, left to right, when its
 * pack fails to load. Each language's pack starts loading as soon as the frame speaks it.
 */
export function secureWindowLanguage(
  language: Pick<FrameLanguage, 'current' | 'settled' | 'onChange'>,
): () => Promise<SecureWindowLanguage> {
  const preload = (locale: string) => void loadSecureWindowTexts(locale).catch(() => undefined)
  preload(language.current().locale)
  language.onChange((texts) => preload(texts.locale))
  return async () => {
    const { locale, dir } = await language.settled()
    try {
      return { locale, dir, texts: await loadSecureWindowTexts(locale) }
    } catch {
      return { locale: 'en', dir: 'ltr', texts: secureWindowTexts }
    }
  }
}
