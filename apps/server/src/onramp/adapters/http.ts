import type { PurchaseNetwork } from '../catalog.js'
import type { OnrampProviderId } from './types.js'
import { OnrampUpstreamError } from './types.js'

/** What every provider adapter is given: the development rewrite, a fetch, a clock and a timeout. */
export type AdapterEnvironment = {
  /** Development only: every `https://<host><path>` goes to `<standInUrl>/<host><path>` (the devnet's stand-ins). */
  standInUrl?: string | undefined
  /**
   * Development through the stand-ins only: the devnet chains' test tokens (standing in for USDC), which the
   * stand-ins sell and really deliver on anvil.
   */
  devnetNetworks?: readonly PurchaseNetwork[] | undefined
  fetch?: typeof fetch
  now: () => number
  timeoutMs: number
  /** How old a webhook's signed timestamp may be, in seconds. */
  webhookToleranceSeconds: number
}

/** The URL the server really calls (or sends the browser to): the provider's, or its stand-in's in development. */
export function providerUrl(url: string, environment: AdapterEnvironment): string {
  if (!environment.standInUrl) return url
  const parsed = new URL(url)
  if (parsed.protocol !== 'https:') return url
  return `${environment.standInUrl}/${parsed.host}${parsed.pathname}${parsed.search}`
}

/** The origins a provider's pages are served from: the real ones, or the stand-ins' in development. */
export function providerOrigins(origins: readonly string[], environment: AdapterEnvironment): string[] {
  return environment.standInUrl ? [new URL(environment.standInUrl).origin] : [...origins]
}

/** An answer from a provider's API: its status and parsed JSON body (undefined when it was not JSON). */
export type ProviderAnswer = { status: number; body: unknown }

/**
 * Calls a provider API with the server's timeout. A network failure or timeout is a 502 `ProviderError`; any
 * HTTP status is returned for the adapter to map (each provider words its refusals differently).
 */
export async function callProvider(
  provider: OnrampProviderId,
  environment: AdapterEnvironment,
  url: string,
  init: RequestInit = {},
): Promise<ProviderAnswer> {
  let response: Response
  try {
    response = await (environment.fetch ?? fetch)(providerUrl(url, environment), {
      ...init,
      signal: AbortSignal.timeout(environment.timeoutMs),
    })
  } catch (error) {
    throw new OnrampUpstreamError(provider, error instanceof Error ? error.message : 'unreachable')
  }
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  return { status: response.status, body }
}

/** The `message` of a provider's JSON error body, when it has one. */
export function errorMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>
    const nested =
      record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : {}
    for (const value of [record.message, nested.message, record.error])
      if (typeof value === 'string') return value
  }
  return 'no error message'
}

/**
 * A non-negative decimal amount from a provider's answer, as text. A missing one is 0 only where `optional` (fees);
 * anything else that is not a plain decimal is the provider answering wrongly.
 * @throws {OnrampUpstreamError}
 */
export function providerAmount(provider: OnrampProviderId, value: unknown, optional = false): string {
  if (value === undefined || value === null) {
    if (optional) return '0'
    throw new OnrampUpstreamError(provider, 'a quote without one of its amounts')
  }
  const text = typeof value === 'number' || typeof value === 'string' ? String(value) : ''
  if (!/^\d+(\.\d+)?$/.test(text))
    throw new OnrampUpstreamError(provider, `a malformed amount "${text.slice(0, 20)}"`)
  return text
}
