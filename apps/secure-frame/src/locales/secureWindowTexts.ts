// The words of the secure window's prompt in the frame (cards/cardSurface.ts), in English: the reference the lazy
// packs (packs/secureWindow/<locale>.ts) translate, key by key (scripts/checkFrameLocales.mjs holds them to it). Only
// Firefox and Safari see the prompt (no Intersection Observer v2), so only there is another language's pack loaded
// (locales/secureWindow.ts).
export const secureWindowTexts = {
  promptTitle: 'Continue in a secure window',
  promptIntro:
    'This browser cannot tell whether the page covers or hides your wallet, so your wallet asks you in a window of its own, which no page can cover.',
  open: 'Open secure window',
  cancel: 'Cancel',
  opening: 'Opening the secure window…',
  blocked: 'Your browser blocked the window. Allow pop-ups for this site, then try again.',
  notReady: 'The secure window did not open. Try again.',
  waitingTitle: 'Continue in the secure window',
  waitingIntro: 'Your wallet is asking you in a separate window. Finish there, or cancel here.',
  show: 'Show the window',
} as const

/** A language's words for the prompt: every key of English's. */
export type SecureWindowTexts = { readonly [K in keyof typeof secureWindowTexts]: string }

/** The prompt's words with the language they are in and its direction, as the prompt is drawn. */
export type SecureWindowLanguage = {
  readonly locale: string
  readonly dir: 'ltr' | 'rtl'
  readonly texts: SecureWindowTexts
}

/** English, left to right: the prompt's words when no other language is asked for. */
export const englishSecureWindow: SecureWindowLanguage = {
  locale: 'en',
  dir: 'ltr',
  texts: secureWindowTexts,
}
