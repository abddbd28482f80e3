import { BaseError } from '@kit/chains'

/** EIP-1193 / EIP-1474 error codes the test wallet answers with. */
export const PROVIDER_ERROR_CODES = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  invalidParams: -32602,
  internal: -32603,
} as const

/**
 * An EIP-1193 provider error: `code` and `message` as dapps (and viem, wagmi, Kit) expect them.
 * `message` is exactly the short message, without Kit's developer details, because dapps show and match it.
 */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.message = message
    this.code = code
    this.data = options.data
  }
}

/** The standard EIP-1193 user-rejected error (4001). */
export class UserRejectedRequestError extends ProviderRpcError {
  override name = 'UserRejectedRequestError'
  constructor() {
    super(PROVIDER_ERROR_CODES.userRejectedRequest, 'User rejected the request.')
  }
}

/** 4100: the account or method was not authorised (not connected, or an address the wallet does not hold). */
export class UnauthorizedError extends ProviderRpcError {
  override name = 'UnauthorizedError'
  constructor() {
    super(
      PROVIDER_ERROR_CODES.unauthorized,
      'The requested method and/or account has not been authorized by the user.',
    )
  }
}

/** 4200: the wallet does not implement the method. */
export class UnsupportedMethodError extends ProviderRpcError {
  override name = 'UnsupportedMethodError'
  constructor(method: string) {
    super(
      PROVIDER_ERROR_CODES.unsupportedMethod,
      `The Provider does not support the requested method: ${method}.`,
    )
  }
}

/** 4902: wallet_switchEthereumChain to a chain the wallet does not know (add it first). */
export class UnrecognizedChainError extends ProviderRpcError {
  override name = 'UnrecognizedChainError'
  constructor(chainId: string) {
    super(
      PROVIDER_ERROR_CODES.unrecognizedChain,
      `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
    )
  }
}

/** -32602: malformed parameters. */
export class InvalidParamsError extends ProviderRpcError {
  override name = 'InvalidParamsError'
  constructor(reason: string) {
    super(PROVIDER_ERROR_CODES.invalidParams, `Invalid params: ${reason}`)
  }
}

/** Options passed to createTestWallet are malformed. */
export class InvalidTestWalletOptionError extends BaseError {
  override name = 'InvalidTestWalletOptionError'
  constructor(option: string, expected: string) {
    super(`Invalid test wallet option "${option}".`, { details: `Expected ${expected}.` })
  }
}
