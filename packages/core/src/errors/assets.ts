// Errors of watched tokens (EIP-747 `wallet_watchAsset`). Each carries the EIP-1474 code an app reads; nothing is
// stored when one is thrown.
import { BaseError } from './kit.js'

/** The parameter of `watchAsset` that failed its rule. */
export type WatchAssetField = 'params' | 'address' | 'symbol' | 'decimals' | 'image'

/** A `wallet_watchAsset` parameter is missing or breaks its rule (JSON-RPC -32602, "Invalid params"). */
export class InvalidAssetParamsError extends BaseError {
  override name = 'InvalidAssetParamsError'
  readonly code = -32602
  /** Which parameter: `params` for the request's shape, else the option. */
  readonly field: WatchAssetField
  constructor(field: WatchAssetField, details: string) {
    super('Invalid asset parameters', { details })
    this.field = field
  }
}

/**
 * An asset `type` other than 'ERC20'. JSON-RPC -32602 ("Invalid params"), not 4200: the method is supported, its
 * `type` parameter is not, and EIP-747 counts an unsupported type among invalid requests (MetaMask answers -32602 too).
 */
export class UnsupportedAssetTypeError extends BaseError {
  override name = 'UnsupportedAssetTypeError'
  readonly code = -32602
  constructor(type: unknown) {
    super('Unsupported asset type', {
      details: `Kit watches ERC20 tokens only, not ${JSON.stringify(String(type)).slice(0, 40)}.`,
    })
  }
}

/** No ERC-20 token at the address on the active chain: no contract there, or it does not answer `decimals()` (-32602). */
export class AssetNotTokenError extends BaseError {
  override name = 'AssetNotTokenError'
  readonly code = -32602
  constructor(address: string, details: string, parameters: { cause?: unknown } = {}) {
    super('Not an ERC-20 token', { ...parameters, details: `${address}: ${details}` })
  }
}

/** The app's `decimals` are not the contract's (-32602): the account view would show every amount wrong. */
export class AssetDecimalsMismatchError extends BaseError {
  override name = 'AssetDecimalsMismatchError'
  readonly code = -32602
  /** What the app said. */
  readonly requested: number
  /** What the contract's `decimals()` answers. */
  readonly actual: number
  constructor(requested: number, actual: number) {
    super('Token decimals do not match the contract', {
      details: `The request says ${requested} decimals; the contract answers ${actual}.`,
    })
    this.requested = requested
    this.actual = actual
  }
}

/** The token could not be checked: the network's RPC failed or did not answer (JSON-RPC -32603, internal error). */
export class AssetCheckFailedError extends BaseError {
  override name = 'AssetCheckFailedError'
  readonly code = -32603
  constructor(parameters: { cause?: unknown } = {}) {
    super('Could not check the token', parameters)
  }
}

/** The account already watches the most tokens Kit keeps per account and chain (EIP-1474 -32005, "Limit exceeded"). */
export class WatchedAssetsLimitError extends BaseError {
  override name = 'WatchedAssetsLimitError'
  readonly code = -32005
  readonly limit: number
  constructor(limit: number) {
    super('Too many watched tokens', {
      details: `An account watches at most ${limit} tokens per chain; remove one in the account view first.`,
    })
    this.limit = limit
  }
}
