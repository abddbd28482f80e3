import { BaseError, type BaseErrorParameters } from '@kit/chains'

/** JSON-RPC 2.0's and EIP-1474's error codes the paymaster service answers with. */
export const RPC_CODES = {
  /** The body is not JSON. */
  parseError: -32700,
  /** Not a JSON-RPC 2.0 request object. */
  invalidRequest: -32600,
  /** Not `pm_getPaymasterStubData` or `pm_getPaymasterData`. */
  methodNotFound: -32601,
  /** The params are malformed: the message says which. */
  invalidParams: -32602,
  /** A policy refuses to sponsor this user op (chain, project, contract). */
  rejected: -32003,
  /** Sponsorship is not configured on this server. */
  notSupported: -32004,
  /** A cap is reached (the sender's daily cap, the project's budget). */
  limitExceeded: -32005,
} as const

/**
 * The machine names of the refusals: the client tells a user who may pay for themselves
 * (`SenderCapReached`, `ProjectBudgetSpent`, …) from a request that is wrong (`InvalidParams`).
 */
export type PaymasterRefusal =
  | 'ParseError'
  | 'InvalidRequest'
  | 'MethodNotFound'
  | 'InvalidParams'
  | 'SponsorshipNotConfigured'
  | 'ProjectNotSponsored'
  | 'ChainNotSponsored'
  | 'ContractNotAllowed'
  | 'CallsNotDecodable'
  | 'SenderCapReached'
  | 'ClientCapReached'
  | 'ProjectBudgetSpent'
  /** Another ERC-7677 service the project uses refused, or did not answer (`paymaster.providers`). */
  | 'ProviderRefused'
  | 'ProviderUnavailable'

/** A JSON-RPC error of the paymaster service: its code, its reason and a sentence naming the rule. */
export class PaymasterRpcError extends BaseError {
  override name = 'PaymasterRpcError'
  readonly code: number
  readonly reason: PaymasterRefusal

  constructor(
    code: number,
    reason: PaymasterRefusal,
    shortMessage: string,
    parameters: BaseErrorParameters = {},
  ) {
    super(shortMessage, parameters)
    this.code = code
    this.reason = reason
  }

  /** The JSON-RPC `error` member: the code, the sentence, and the reason as `data.reason`. */
  toRpcError(): { code: number; message: string; data: { reason: PaymasterRefusal } } {
    return { code: this.code, message: this.shortMessage, data: { reason: this.reason } }
  }
}
