// Errors of the host-facing adapters. Each carries the EIP-1193 / EIP-3326 code a provider consumer (viem,
// ethers, wagmi) reads to tell a missing connection from a refused request.
import { BaseError } from '../errors/kit.js'

/** A request that needs the user's account while none is connected (EIP-1193 code 4100, "Unauthorized"). */
export class ProviderUnauthorizedError extends BaseError {
  override name = 'ProviderUnauthorizedError'
  readonly code = 4100
  constructor(method: string) {
    super('Unauthorized', {
      details: `${method} needs a connected account; connect a wallet through Kit first.`,
    })
  }
}

/** The provider is not connected to any chain (EIP-1193 code 4900, "Disconnected"). */
export class ProviderDisconnectedError extends BaseError {
  override name = 'ProviderDisconnectedError'
  readonly code = 4900
  constructor(details = 'No wallet is connected through Kit.') {
    super('Disconnected', { details })
  }
}

/**
 * The wallet is on a chain the app did not configure, so nothing is sent (EIP-1193 code 4901, "Chain
 * Disconnected"); the short message is Kit's 'Unsupported chain'.
 */
export class ProviderChainDisconnectedError extends BaseError {
  override name = 'ProviderChainDisconnectedError'
  readonly code = 4901
  constructor(method: string) {
    super('Unsupported chain', {
      details: `${method} was not sent: the wallet is on a network the app did not configure.`,
    })
  }
}

/** `wallet_switchEthereumChain` asked for a chain the app did not configure (EIP-3326 code 4902). */
export class UnrecognizedChainError extends BaseError {
  override name = 'UnrecognizedChainError'
  readonly code = 4902
  constructor(chainId: unknown) {
    super('Unrecognized chain', {
      details: `Chain ${String(chainId).slice(0, 80)} is not one of the app's networks.`,
    })
  }
}

/** A request that does not have the EIP-1193 shape `{ method: string, params? }` (JSON-RPC code -32602). */
export class InvalidProviderRequestError extends BaseError {
  override name = 'InvalidProviderRequestError'
  readonly code = -32602
  constructor(details: string) {
    super('Invalid request', { details })
  }
}

/** A step needs a connector capability that is not there (e.g. no auth connector is registered). */
export class FlowUnavailableError extends BaseError {
  override name = 'FlowUnavailableError'
  constructor(step: string) {
    super('This option is not available right now', {
      details: `No registered connector implements ${step}.`,
      docsPath: '/core/connectors',
    })
  }
}
