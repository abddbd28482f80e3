// The languages Kit speaks, written once: `@kit/react`'s modal speaks these (plus its pseudo-locales), the secure
// frame ships exactly these (scripts/checkFrameLocales.mjs fails on a pack missing or extra), and the bridge
// carries the visitor's choice to the frame (SYNC_LOCALE). Data only, no import: it costs a host's first load only
// this array.

/**
 * The languages Kit ships, as BCP 47 tags, English first (it ships with the code; the others load on first need).
 * `ar`, `fa`, `he` and `ur` are written right to left.
 */
export const kitLanguages = [
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
] as const

/** One of the languages Kit ships. */
export type KitLanguage = (typeof kitLanguages)[number]
