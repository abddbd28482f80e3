// Errors of the name service.
import { BaseError } from '@kit/chains'
import { MESSAGES } from './kit.js'

/** 'Error registering name {name}'. */
export function registerNameFailedMessage(name: string): string {
  return `Error registering name ${name}`
}

/** A name-service operation failed. `shortMessage` is the service's first reason, else the spec's fallback. */
export class NameServiceError extends BaseError {
  override name = 'NameServiceError'
}

/** Registering a name needs an address and an auth connector. */
export class AddressOrAuthConnectorNotFoundError extends BaseError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  constructor() {
    super(MESSAGES.addressOrAuthConnectorNotFound)
  }
}

/** An EVM chain id that cannot become an ENSIP-11 coin type (2^31 or more): 'Invalid chainId'. */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor(chainId: unknown) {
    super(MESSAGES.invalidChainId, {
      details: `Received ${String(chainId)}; expected an integer in [0, 2^31).`,
    })
  }
}
