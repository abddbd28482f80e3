import { BadRequestError, ServerError, UnauthorizedError } from '../../errors.js'
import type { OnrampOptions } from '../catalog.js'
import type { Quote, QuoteRequest } from '../quote.js'

/** The providers Kit speaks to; `sandbox` is Kit's own offline provider (development only). */
export type OnrampProviderId = 'sandbox' | 'moonpay' | 'transak' | 'coinbase' | 'stripe'

/** What the visitor wants to buy: the spec's quote request, plus the wallet for a checkout. */
export type OnrampOrderRequest = QuoteRequest & {
  /** The receiving wallet. */
  walletAddress: string
  /** Kit's id of this purchase, given to the provider so its webhooks and status name it. */
  orderId: string
  /** The host app's domain (Transak's `referrerDomain`). */
  referrerDomain: string
  /** The visitor's IP address as this server saw it (Coinbase's `clientIp`, Stripe's `customer_ip_address`). */
  clientIp: string
}

/**
 * Where the browser goes to pay: a URL the server built and, where the provider asks, signed; and what the order
 * delivers, as the provider resolved the request (for the order's record).
 */
export type OnrampCheckout = {
  url: string
  /** The chain id the token is delivered on, as the options' `chain_id`. */
  chainId: string
  /** The token's symbol. */
  symbol: string
  /** The provider's id of the purchase, when it creates one at checkout (Stripe's session). */
  providerOrderId?: string
}

/** An order's state as Kit tracks it, whatever the provider calls it. */
export type OnrampOrderState = 'pending' | 'completed' | 'failed'

/** An order as the provider reports it (status API or webhook). */
export type OnrampOrderStatus = {
  /** Kit's order id (the provider's external id for it). */
  orderId: string
  /** The provider's own id of the transaction, when it has one. */
  providerOrderId?: string
  state: OnrampOrderState
  /** The provider's status word, kept as it was sent (for the account view and logs). */
  providerStatus: string
  /** The on-chain transaction that delivered the crypto, once there is one. */
  txHash?: string
  /** The crypto amount the provider delivered (or will), as a decimal, when it says. */
  purchaseAmount?: string
}

/** A webhook as it arrived: the raw body (signatures cover bytes, not parsed JSON) and its headers. */
export type OnrampWebhookRequest = { body: string; headers: Headers }

/** A verified webhook: the event's id (for replay refusal), when it was signed and the order it reports. */
export type OnrampWebhookEvent = { eventId: string; signedAt: number; order: OnrampOrderStatus }

/**
 * One on-ramp provider as it really speaks. The server holds the secrets; the browser only ever gets a signed URL.
 * Every method throws an {@link OnrampProviderError} subclass, mapped to the spec's error handling.
 */
export type OnrampAdapter = {
  readonly id: OnrampProviderId
  /**
   * The origins the provider's pages live on (its widget or checkout), for the host's Content-Security-Policy; in
   * development through the stand-ins, the stand-ins' origin.
   */
  readonly origins: readonly string[]
  /** The currencies and limits this provider offers (the spec's options shape). */
  options(): Promise<OnrampOptions>
  /** A quote in the spec's shape (`purchaseAmount.amount` is what the visitor gets). */
  quote(request: QuoteRequest): Promise<Quote>
  /** The provider page for this order: a widget URL, signed where the provider signs them. */
  checkout(order: OnrampOrderRequest): Promise<OnrampCheckout>
  /**
   * The order's state, asked of the provider (polling, for when a webhook is late or lost), by Kit's id and the
   * provider's own where the checkout returned one.
   */
  orderStatus(orderId: string, providerOrderId?: string): Promise<OnrampOrderStatus>
  /**
   * Checks a webhook's signature and age; the caller refuses a replay by its `eventId`.
   * @throws {OnrampWebhookRejectedError} for a missing, malformed, tampered or stale signature.
   */
  verifyWebhook(request: OnrampWebhookRequest): Promise<OnrampWebhookEvent>
}

/** Base of the on-ramp errors: a {@link ServerError} that names the provider. */
export class OnrampProviderError extends ServerError {
  override name = 'OnrampProviderError'
}

/** 400 `UnsupportedCurrency`: the provider does not sell this currency (or take this payment currency). */
export class OnrampUnsupportedCurrencyError extends BadRequestError {
  override name = 'OnrampUnsupportedCurrencyError'
  constructor(provider: OnrampProviderId, currency: string) {
    super('UnsupportedCurrency', `${provider} does not offer ${currency.slice(0, 40)}`)
  }
}

/** 400 `AmountOutOfRange`: the amount is below the provider's minimum or above its maximum. */
export class OnrampAmountOutOfRangeError extends BadRequestError {
  override name = 'OnrampAmountOutOfRangeError'
  constructor(provider: OnrampProviderId, detail: string) {
    super('AmountOutOfRange', `${provider}: ${detail.slice(0, 200)}`)
  }
}

/** 502 `ProviderError`: the provider refused or failed in a way the visitor cannot fix (keys, outage, garbage). */
export class OnrampUpstreamError extends OnrampProviderError {
  override name = 'OnrampUpstreamError'
  constructor(provider: OnrampProviderId, detail: string) {
    super(502, 'ProviderError', `${provider} did not answer as expected: ${detail.slice(0, 200)}`)
  }
}

/** 401 `InvalidWebhookSignature`: the webhook is unsigned, tampered with, stale or replayed. */
export class OnrampWebhookRejectedError extends UnauthorizedError {
  override name = 'OnrampWebhookRejectedError'
  constructor(provider: OnrampProviderId, why: string) {
    super('InvalidWebhookSignature', `The ${provider} webhook was refused: ${why}`)
  }
}

/** 404 `UnknownProvider`: the provider is not enabled on this server. */
export class OnrampUnknownProviderError extends OnrampProviderError {
  override name = 'OnrampUnknownProviderError'
  constructor(provider: string) {
    super(404, 'UnknownProvider', `On-ramp provider "${provider.slice(0, 40)}" is not enabled on this server`)
  }
}
