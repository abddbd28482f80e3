// What the frame's cards say when a call fails, in English: the reference the lazy packs (packs/errors/<locale>.ts)
// translate, key by key with the same variables (scripts/checkFrameLocales.mjs holds them to it). The frame never
// ships this table: in English a card shows the error's own words (the sign-in service's, word for word); in
// another language it shows the pack's text for the error's stable code (locales/errors.ts). `{count}` is a number of
// attempts, `{seconds}` a wait in seconds.
export const errorTexts = {
  // The sign-in service's refusals, by its reason name.
  wrongCode: '{count, plural, one {Wrong code. # attempt left} other {Wrong code. # attempts left}}',
  codeExpired: 'The code has expired; request a new code',
  codeLocked: 'Too many wrong codes: this code is locked. Request a new code',
  noCode: 'No code is waiting; request a new code',
  tooManyWrongCodes: 'Too many wrong codes today. Please try again after {seconds} seconds',
  tooManyAttempts: 'Too many attempts. Please try again after {seconds} seconds',
  emailTaken: 'This e-mail belongs to another account',
  sameEmail: 'The new e-mail is the current one',
  noEmail: 'This account has no e-mail to send a code to; sign in again instead',
  sessionEnded: 'Your session has ended; sign in again',
  confirmAgain: 'Confirm it’s you again to continue',
  signedOutAlready: 'This device is already signed out',
  lastMethod: 'A wallet keeps at least one way to open it on a new device',
  lastLoginMethod:
    'This passkey is the only way to sign in to this account; add another passkey or an e-mail first',
  passkeyExists: 'This passkey already protects the wallet',
  passwordExists: 'This wallet already has a recovery password',
  serviceDown: 'The sign-in service cannot answer right now. Try again later',
  // The frame's own.
  unreachable: 'Could not reach the sign-in service. Try again',
  signInAgain: 'Sign in again to continue',
  exportSignInAgain: 'Sign in again to export your key',
  recordUnreadable: 'This way to open your wallet cannot be read here. Try another one',
  methodMissing: 'This wallet has no such way to open it. Try another one',
  passkeyHere: 'A passkey on this device already protects the wallet',
  passkeyUnavailable: 'Passkeys are not available here',
  passkeyFailed: 'The passkey request failed. Try again',
} as const

/** A key of the error table. */
export type ErrorKey = keyof typeof errorTexts

/** A language's error texts: every key of English's, with the same variables. */
export type ErrorTexts = { readonly [K in ErrorKey]: string }
