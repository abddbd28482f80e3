import { BaseError } from '@kit/chains'

/**
 * The frame-bridge strings the auth connector raises before the bridge is loaded, in the product's exact wording. They are repeated here,
 * word for word, so the connector can fail without importing the bridge; a test pins them to the bridge's.
 */
export const AUTH_FRAME_MESSAGES = Object.freeze({
  loadFailed: 'Unable to load email login dependency',
  iframeNotSet: 'W3mFrame: iframe is not set',
} as const)

/** The secure frame (or the bridge code) could not be loaded: 'Unable to load email login dependency'. */
export class AuthFrameLoadError extends BaseError {
  override name = 'AuthFrameLoadError'
  constructor(parameters: { cause?: unknown; details?: string } = {}) {
    super(AUTH_FRAME_MESSAGES.loadFailed, parameters)
  }
}

/** The social-login window could not be opened (a pop-up blocker) or was closed before the login finished. */
export class SocialLoginWindowError extends BaseError {
  override name = 'SocialLoginWindowError'
}
