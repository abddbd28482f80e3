import { BaseError } from '@kit/chains'

/**
 * The passkey gave no PRF output (the WebAuthn `prf` extension): this browser, or the passkey's provider, cannot
 * derive the key that seals the wallet's recovery share, so no passkey-only account is made with it. The user signs
 * up with e-mail or a social account instead (and may then protect the wallet with a recovery password); the frame's
 * README lists which browsers and providers have PRF.
 */
export class PasskeyPrfUnavailableError extends BaseError {
  override name = 'PasskeyPrfUnavailableError'
  constructor() {
    super('This passkey cannot unlock a wallet: this browser or passkey provider has no PRF support', {
      details:
        'Continue with e-mail or a social account instead; you can then protect your wallet with a recovery password. Chrome, Edge, Safari 18 and Firefox 135 or later with a passkey provider that supports PRF can use a passkey alone.',
    })
  }
}

/**
 * The user closed the Kit window (the pop-up on the frame's origin that runs the passkey ceremony where the host's
 * iframe may not) before the ceremony ended. No passkey was used, nothing was sent; the card offers another try.
 */
export class PasskeyWindowClosedError extends BaseError {
  override name = 'PasskeyWindowClosedError'
  constructor() {
    super('The Kit window was closed before the passkey was used')
  }
}
