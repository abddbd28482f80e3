// The texts the modal shows for an error by its stable code rather than by its English words: a refusal of Kit's
// sign-in service that the secure frame passes on (`FrameError.reason`, the service's reason name) and the errors of
// @kit/walletconnect (by class name, so neither @kit/react nor core depends on that package). Each text is one of
// core's visitor texts (VISITOR_TEXTS, checked by scripts/checkCoreTexts.mjs), so the core packs translate it; in
// English the modal keeps the error's own words. Here, in the modal's lazy code, so no host's first load and no
// WalletConnect chunk carries the table.

/** A refusal of the sign-in service (its reason name) → the text a visitor sees; `{…}` take its numbers in order. */
export const REASON_TEXTS: Readonly<Record<string, string>> = {
  WrongCode: 'Wrong code. Attempts left: {count}',
  CodeExpired: 'The code has expired; request a new code',
  CodeLocked: 'Too many wrong codes: this code is locked. Request a new code',
  NoCode: 'No code is waiting; request a new code',
  TooManyWrongCodes: 'Too many wrong codes today. Please try again after {seconds} seconds',
  EmailCooldown: 'Please try again after {seconds} seconds',
  MailRateLimited: 'Too many e-mails requested. Please try again after {seconds} seconds',
  RateLimited: 'Too many requests. Please try again after {seconds} seconds',
  DeviceWaitLimit: 'Too many sign-ins are waiting. Please try again after {seconds} seconds',
  FarcasterChannelRateLimited:
    'Too many Farcaster sign-ins started. Please try again after {seconds} seconds',
  KeyReleaseRateLimited: 'The wallet was unlocked too often. Please try again after {seconds} seconds',
  DeviceNotApproved: 'Approve this device from the link in your e-mail first',
  InvalidApprovalLink: 'This approval link is invalid, used or expired; sign in again',
  InvalidLoginResult: 'This sign-in is invalid, used or expired; sign in again',
  ChannelUsed: 'This sign-in was collected already; start again',
  FarcasterUnavailable: 'Sign-in with Farcaster is not available on this server',
  InvalidSession: 'Your session has ended; sign in again',
  MissingSession: 'Your session has ended; sign in again',
  SessionNotBound: 'Your session has ended; sign in again',
  UnknownUser: 'The account of this sign-in no longer exists',
  FreshProofRequired: 'Confirm it’s you again to continue',
  EmailTaken: 'This e-mail belongs to another account',
  SameEmail: 'The new e-mail is the current one',
  NoEmail: 'This account has no e-mail to send a code to; sign in again instead',
  OriginNotAllowed: 'Sign-in is not allowed from this site',
  ShuttingDown: 'The sign-in service cannot answer right now. Try again later',
  NotReady: 'The sign-in service cannot answer right now. Try again later',
  InternalError: 'The sign-in service cannot answer right now. Try again later',
  UpstreamError: 'The sign-in service cannot answer right now. Try again later',
  UpstreamTimeout: 'The sign-in service cannot answer right now. Try again later',
}

/** An error of @kit/walletconnect (its class name) → the text a visitor sees. */
export const ERROR_NAME_TEXTS: Readonly<Record<string, string>> = {
  WalletConnectRejectedError: 'User rejected the request.',
  WalletRequestError: 'The wallet could not complete the request.',
  ProposalExpiredError: 'The connection request expired. Try again with a new QR code.',
  RelayUnreachableError: 'The WalletConnect relay could not be reached.',
  RelayRequestError: 'The WalletConnect relay refused the request.',
  RequestTimeoutError: 'The wallet or the WalletConnect relay did not answer in time.',
  WalletConnectAbortedError: 'The WalletConnect request was aborted.',
  SessionNotFoundError: 'The WalletConnect session has ended.',
  ClientClosedError: 'The WalletConnect client is closed.',
  WalletConnectInputError: 'The WalletConnect request is invalid.',
  MethodNotGrantedError: 'The wallet did not allow this method in the session.',
  InvalidNamespacesError: 'The wallet sent invalid session namespaces.',
}

const PLACEHOLDER = /\{(\w+)\}/g

/** `template` with its placeholders, in order, filled by the numbers of `message`; undefined if it has too few. */
function filled(template: string, message: string): string | undefined {
  const numbers = message.match(/\d+/g) ?? []
  let next = 0
  let missing = false
  const text = template.replace(PLACEHOLDER, () => {
    const value = numbers[next++]
    if (value === undefined) missing = true
    return value ?? ''
  })
  return missing ? undefined : text
}

/**
 * The English text the modal shows for `error` by its stable code, with its numbers put in, or undefined when it
 * has none: the sign-in service's reason that the secure frame passed on (on the error or what it wraps), else the
 * class name of a @kit/walletconnect error (the error itself). The modal translates the text as one of core's
 * visitor texts; in English it shows the error's own words instead.
 * @example errorCodeText(frameError) // 'Wrong code. Attempts left: 2' for reason WrongCode, 'Wrong code. 2 attempts left'
 */
export function errorCodeText(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { reason, name, shortMessage, message, cause } = current as Record<string, unknown>
    const words = typeof shortMessage === 'string' ? shortMessage : typeof message === 'string' ? message : ''
    const template =
      (typeof reason === 'string' && Object.hasOwn(REASON_TEXTS, reason)
        ? REASON_TEXTS[reason]
        : undefined) ??
      // By name only the error itself: a Kit error that wraps one says what failed in its own words.
      (depth === 0 && typeof name === 'string' && Object.hasOwn(ERROR_NAME_TEXTS, name)
        ? ERROR_NAME_TEXTS[name]
        : undefined)
    if (template !== undefined) return filled(template, words)
    current = cause
  }
  return undefined
}
