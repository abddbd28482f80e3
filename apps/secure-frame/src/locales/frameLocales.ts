// The frame's languages, apart from the code that loads them, so the language packs' helpers can name them.
/** The languages the frame ships: those of `@kit/react`'s modal (its pseudo-locale aside). */
export const frameLocales = [
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

/** One of the frame's languages. */
export type FrameLocale = (typeof frameLocales)[number]
