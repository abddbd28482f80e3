import { BaseError } from '@kit/chains'
import { frameErrorMessages } from '@kit/frame-bridge/errors'

/** The secure frame (or the bridge code) could not be loaded: 'Unable to load email login dependency'. */
export class AuthFrameLoadError extends BaseError {
  override name = 'AuthFrameLoadError'
  constructor(parameters: { cause?: unknown; details?: string } = {}) {
    super(frameErrorMessages.loadFailed, parameters)
  }
}

/** The social-login window could not be opened (a pop-up blocker) or was closed before the login finished. */
export class SocialLoginWindowError extends BaseError {
  override name = 'SocialLoginWindowError'
}
