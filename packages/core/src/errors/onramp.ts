// Errors of the on-ramp's provider routes (quotes side by side, checkout, orders); loaded with them.
import { BaseError } from '@kit/chains'

/** One provider could not quote (or check out): its reason as the server names it, e.g. `AmountOutOfRange`. */
export class OnRampProviderError extends BaseError {
  override name = 'OnRampProviderError'
  /** The provider's id on the server, e.g. `moonpay`. */
  readonly provider: string
  /** The server's reason name, e.g. `UnsupportedCurrency`, `AmountOutOfRange`, `ProviderError`. */
  readonly reason: string
  constructor(provider: string, reason: string, description: string) {
    super(description || `${provider} could not quote`, { details: reason })
    this.provider = provider
    this.reason = reason
  }
}

/** The server offers no on-ramp (production without provider keys answers 503 `NotConfigured`). */
export class OnRampNotConfiguredError extends BaseError {
  override name = 'OnRampNotConfiguredError'
  constructor(cause?: unknown) {
    super('No on-ramp provider is configured on this server', { cause })
  }
}
