// The EIP-5792 refusals Kit gives itself when it answers `wallet_sendCalls` / `wallet_getCallsStatus` for a wallet
// without them. Each carries the EIP's code, which viem and wagmi map to their own error classes.
import { BaseError } from '../errors/kit.js'

/** A capability the app marked as required (not `optional: true`) that Kit cannot honour (EIP-5792 code 5700). */
export class UnsupportedCapabilityError extends BaseError {
  override name = 'UnsupportedCapabilityError'
  readonly code = 5700
  constructor(capability: string) {
    super('Unsupported non-optional capability', {
      details: `The wallet does not support the capability "${capability.slice(0, 60)}", and the request did not mark it optional.`,
    })
  }
}

/** The batch names a chain other than the one the wallet is on (EIP-5792 code 5710). */
export class UnsupportedCallsChainError extends BaseError {
  override name = 'UnsupportedCallsChainError'
  readonly code = 5710
  constructor(requested: string, active: string) {
    super('Unsupported chain id', {
      details: `The calls are for chain ${requested.slice(0, 20)}, the wallet is on ${active}; switch the chain first.`,
    })
  }
}

/** The app chose a batch id Kit already used (EIP-5792 code 5720). */
export class DuplicateCallsIdError extends BaseError {
  override name = 'DuplicateCallsIdError'
  readonly code = 5720
  constructor() {
    super('Duplicate batch id', { details: 'A batch with this id was already sent in this session.' })
  }
}

/** No batch with this id was sent through Kit or the wallet (EIP-5792 code 5730). */
export class UnknownCallsIdError extends BaseError {
  override name = 'UnknownCallsIdError'
  readonly code = 5730
  constructor() {
    super('Unknown batch id', { details: 'No batch with this id was sent in this session.' })
  }
}

/** More calls than Kit sends one by one in a batch (EIP-5792 code 5740). */
export class CallsBatchTooLargeError extends BaseError {
  override name = 'CallsBatchTooLargeError'
  readonly code = 5740
  constructor(count: number, limit: number) {
    super('Batch too large', {
      details: `The batch has ${count} calls; without batch support in the wallet each needs its own approval, so Kit sends at most ${limit}.`,
    })
  }
}

/** The app required atomic execution, which the wallet cannot give (EIP-5792 code 5760). */
export class AtomicityNotSupportedError extends BaseError {
  override name = 'AtomicityNotSupportedError'
  readonly code = 5760
  constructor() {
    super('Atomicity not supported', {
      details:
        'The wallet cannot execute these calls atomically (all or none). Send them with atomicRequired: false to have them sent one by one.',
    })
  }
}
