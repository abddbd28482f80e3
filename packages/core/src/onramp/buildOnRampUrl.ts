import { KitValidationError } from '../errors/kit.js'

/** What the on-ramp provider page needs. */
export type BuildOnRampUrlParameters = {
  /** The provider page, e.g. `http://127.0.0.1:8787/onramp`. */
  baseUrl: string
  publicKey: string
  /** SOL on Solana, USDC elsewhere. */
  destinationCurrencyCode: 'SOL' | 'USDC'
  /** The receiving wallet; empty when not connected. */
  walletAddress: string
}

/**
 * The on-ramp provider URL with the query parameters publicKey, destinationCurrencyCode and walletAddress.
 * Existing query parameters of `baseUrl` are kept; the three are set, never appended twice.
 * @throws {KitValidationError} for a base URL that is not http(s) or an unknown currency code.
 */
export function buildOnRampUrl(parameters: BuildOnRampUrlParameters): string {
  let url: URL
  try {
    url = new URL(parameters.baseUrl)
  } catch (cause) {
    throw new KitValidationError('Invalid on-ramp provider URL', { details: parameters.baseUrl, cause })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new KitValidationError('Invalid on-ramp provider URL', { details: parameters.baseUrl })
  if (parameters.destinationCurrencyCode !== 'SOL' && parameters.destinationCurrencyCode !== 'USDC')
    throw new KitValidationError('Invalid destination currency', { details: 'Expected SOL or USDC.' })
  url.searchParams.set('publicKey', parameters.publicKey)
  url.searchParams.set('destinationCurrencyCode', parameters.destinationCurrencyCode)
  url.searchParams.set('walletAddress', parameters.walletAddress)
  return url.toString()
}
