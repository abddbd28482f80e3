import { BaseError } from '@kit/chains'

/** A paymaster sponsorship cannot be signed or read: a missing gas field, a bad validity window, malformed data. */
export class InvalidSponsorshipError extends BaseError {
  override name = 'InvalidSponsorshipError'
  constructor(details: string) {
    super('Invalid paymaster sponsorship.', { details })
  }
}

/** Account call data that is not a Kit account's ERC-7821 batch (`execute(batchMode, Execution[])`). */
export class InvalidAccountCallsError extends BaseError {
  override name = 'InvalidAccountCallsError'
  constructor(details: string, options: { cause?: unknown } = {}) {
    super('Not a Kit account batch.', { details, cause: options.cause })
  }
}

/** Kit's account contracts could not be deployed on a chain: no deployment proxy there, a revert, no code after. */
export class KitAccountsDeploymentError extends BaseError {
  override name = 'KitAccountsDeploymentError'
  constructor(details: string, options: { cause?: unknown } = {}) {
    super('Could not deploy Kit’s account contracts.', { details, cause: options.cause })
  }
}
