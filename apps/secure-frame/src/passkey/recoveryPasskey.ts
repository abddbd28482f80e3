// "Use your passkey" on the frame's wallet cards ("Open your wallet on this device"): the wallet's recovery passkey
// is asked for its PRF output in the frame where the host lets the frame use WebAuthn, and in the Kit window (a
// pop-up on the frame's origin, see kitWindow.ts) where it does not, so a passkey-only account can still open its
// wallet on a host that refuses `publickey-credentials-get` (its Permissions-Policy, or an iframe without `allow`).
import { BaseError } from '@kit/chains'
import type { GetRecoveryPasskeyOptions, RecoveryPasskeys } from '../keys/passkey.js'
import { englishTexts } from '../locales/index.js'
import type { RecoverySecret } from '../keys/types.js'
import { ceremonyIn, type KitWindowTexts, openKitWindow, refusedByHost } from './kitWindow.js'
import { PasskeyWindowClosedError } from './passkeyErrors.js'

/**
 * The Kit window could not do its part: the browser blocked it, or the user closed it before the passkey was used.
 * Its message is the card's text for it, in the card's language; the card stays for another try.
 */
export class PasskeyWindowError extends BaseError {
  override name = 'PasskeyWindowError'
}

/** What the routing needs of the frame. */
export type RecoveryPasskeyPlace = {
  /** The frame's document: its permissions policy decides, and the Kit window opens from its view. */
  document: Document
  /** The frame's origin, which the Kit window must be on. */
  frameOrigin: string
  passkeys: RecoveryPasskeys
  /** The texts in force (the window's note, the failures' words). */
  texts: () => KitWindowTexts
}

/** Where a frame's passkey ceremonies run: its document (its policy decides: the frame, or the Kit window). */
export function passkeyPlace(
  // The frame's context as far as this goes (not FrameContext itself: the context's module imports this one's).
  context: { readonly frameOrigin: string; readonly language?: { current(): KitWindowTexts } | undefined },
  document: Document | undefined,
): Omit<RecoveryPasskeyPlace, 'passkeys'> {
  return {
    document: document ?? globalThis.document,
    frameOrigin: context.frameOrigin,
    texts: () => context.language?.current() ?? englishTexts,
  }
}

/**
 * Runs a WebAuthn ceremony (`feature`: a `get` by default) where the frame may: in the frame when the host lets it,
 * else in the Kit window, opened at once (so call it inside the user's press), whose `navigator.credentials`
 * `ceremony` is given.
 * @throws {PasskeyWindowError} when the browser blocked the Kit window or the user closed it first.
 * @throws what `ceremony` throws.
 */
export function inFrameOrKitWindow<T>(
  place: Omit<RecoveryPasskeyPlace, 'passkeys'>,
  signal: AbortSignal,
  ceremony: (window: Window | undefined, signal: AbortSignal) => Promise<T>,
  feature: 'publickey-credentials-get' | 'publickey-credentials-create' = 'publickey-credentials-get',
): Promise<T> {
  const { document, frameOrigin } = place
  if (!refusedByHost(document, feature)) return ceremony(undefined, signal)
  const texts = place.texts()
  const popup = openKitWindow(document, frameOrigin)
  if (!popup) return Promise.reject(new PasskeyWindowError(texts.t('passkeyPopupBlocked')))
  return ceremonyIn(popup, frameOrigin, signal, texts, ceremony).catch((error: unknown) => {
    if (error instanceof PasskeyWindowClosedError)
      throw new PasskeyWindowError(texts.t('passkeyWindowClosed'), { cause: error })
    throw error
  })
}

/**
 * Asks one of the wallet's recovery passkeys for its PRF output: in the frame when the host lets the frame use
 * `publickey-credentials-get`, else in the Kit window, opened at once, so call it inside the user's press.
 * @throws {PasskeyWindowError} when the browser blocked the Kit window or the user closed it first.
 * @throws what `passkeys.get` throws (PasskeyError, RecoveryInputError, the signal's reason).
 */
export function askRecoveryPasskey(
  place: RecoveryPasskeyPlace,
  options: GetRecoveryPasskeyOptions,
): Promise<RecoverySecret> {
  const { passkeys } = place
  return inFrameOrKitWindow(place, options.signal ?? new AbortController().signal, (window, attempt) =>
    window ? passkeys.get({ ...options, window, signal: attempt }) : passkeys.get(options),
  )
}
