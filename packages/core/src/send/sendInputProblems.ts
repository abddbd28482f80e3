import { EVM_ADDRESS_PATTERN, SOLANA_ADDRESS_PATTERN } from '@kit/chains/wire'
import { UnsupportedChainError } from '../errors/send.js'
import { SEND_FIELD_MESSAGES, SendAmountError, SendReceiverError } from '../errors/sendInput.js'
import type { NetworkState } from '../state/network.js'
import type { SendToken } from '../types.js'
import { parseAmount } from './parseAmount.js'

/**
 * The parts of the kit state a send reads; a `KitSnapshot` or the live state both fit. (Typed from `types.ts`, not
 * `state.ts`: this rule is shared with code that must not reach the kit's DOM-bound controllers, even for types.)
 */
export type SendInputSource = {
  readonly network: Pick<NetworkState, 'active' | 'unsupported'> & {
    readonly networks: readonly {
      readonly caipNetworkId: string
      readonly chainNamespace: string
      readonly name: string
      readonly nativeCurrency: { readonly decimals: number; readonly symbol: string }
    }[]
  }
  readonly account: { readonly balance?: string | undefined }
  readonly send: {
    readonly token?: SendToken | undefined
    readonly sendTokenAmount?: string | undefined
    readonly receiverAddress?: string | undefined
  }
}

/**
 * What is wrong with the amount; `error.shortMessage` says it in English:
 * - `notPositive`: missing, not a number or not above zero ('Enter an amount greater than 0').
 * - `tooManyDecimals`: more decimals than the token has ('Enter an amount with at most 9 decimals').
 * - `exceedsBalance`: more than the known balance ('Amount exceeds your balance of 2.5 kUSD'); `balance` is the
 *   exact decimal string, for the UI to format.
 */
export type SendAmountProblem =
  | { readonly reason: 'notPositive'; readonly error: SendAmountError }
  | { readonly reason: 'tooManyDecimals'; readonly decimals: number; readonly error: SendAmountError }
  | {
      readonly reason: 'exceedsBalance'
      readonly balance: string
      readonly symbol: string
      readonly error: SendAmountError
    }

/**
 * What is wrong with the receiver; `error.shortMessage` says it in English:
 * - `invalidAddress`: missing or not an address of the network ('Enter a valid receiver address'; on Solana
 *   'Enter a valid Solana address').
 * - `unresolvedName`: a name such as `vitalik.eth`, which the send does not resolve ('vitalik.eth cannot be
 *   resolved. Enter an address.').
 */
export type SendReceiverProblem =
  | {
      readonly reason: 'invalidAddress'
      readonly namespace: 'eip155' | 'solana'
      readonly error: SendReceiverError
    }
  | { readonly reason: 'unresolvedName'; readonly name: string; readonly error: SendReceiverError }

/**
 * Every problem of the send state, each field's at once (none when it can be sent). `chain` is set when the active
 * chain is neither EVM nor Solana (then the fields are not checked: their rules depend on the chain) or the wallet
 * is on a network the app did not configure ('Unsupported chain').
 */
export type SendInputProblems = {
  readonly chain?: UnsupportedChainError
  readonly amount?: SendAmountProblem
  readonly receiver?: SendReceiverProblem
}

const ADDRESS: Record<string, RegExp> = {
  eip155: EVM_ADDRESS_PATTERN,
  // Base58 without 0, O, I and l; a 32-byte key is 32 to 44 characters.
  solana: SOLANA_ADDRESS_PATTERN,
}

/** A name of a naming service (`vitalik.eth`, `alice.base.eth`, `bob.sol`): labels and a top-level word. */
const NAME_LIKE = /^[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.\p{L}{2,}$/u

/** True when `address` is an address of `namespace` (EVM hex, Solana base58); false for other namespaces. */
export function isAddressOf(namespace: string, address: string): boolean {
  return ADDRESS[namespace]?.test(address) ?? false
}

/**
 * Checks every field of the send state, each on its own, so a form can say what is wrong with each field at once.
 * The token is the chosen one, else the active network's native currency (with the account balance). The same
 * rule refuses the send itself (see `sendInputProblem`).
 * @example const { amount, receiver } = sendInputProblems(kit.getState()) // amount?.error.shortMessage
 */
export function sendInputProblems(state: SendInputSource): SendInputProblems {
  const network = state.network.networks.find((candidate) => candidate.caipNetworkId === state.network.active)
  const namespace: string | undefined = network?.chainNamespace
  if (!network || (namespace !== 'eip155' && namespace !== 'solana'))
    return { chain: new UnsupportedChainError(namespace ?? state.network.active) }
  // Kit does not know the chain the wallet is on, so it does not send there.
  const chain = state.network.unsupported
    ? new UnsupportedChainError('The wallet is on a network this app does not support.')
    : undefined
  const amount = amountProblem(state, network)
  const receiver = receiverProblem(namespace, state.send.receiverAddress?.trim() ?? '')
  return {
    ...(chain && { chain }),
    ...(amount && { amount }),
    ...(receiver && { receiver }),
  }
}

function amountProblem(
  state: SendInputSource,
  network: SendInputSource['network']['networks'][number],
): SendAmountProblem | undefined {
  const token = state.send.token
  const decimals = token ? Number(token.quantity.decimals) : network.nativeCurrency.decimals
  const balance = token ? token.quantity.numeric : state.account.balance
  const symbol = token ? token.symbol : network.nativeCurrency.symbol
  const amount = state.send.sendTokenAmount?.trim() ?? ''
  const decimal = /^(\d+\.?\d*|\.\d+)$/
  const notPositive = (details: string): SendAmountProblem => ({
    reason: 'notPositive',
    error: new SendAmountError(SEND_FIELD_MESSAGES.amountNotPositive, { details }),
  })
  if (!decimal.test(amount))
    return notPositive(amount ? `"${amount}" is not a number.` : 'The amount is missing.')
  // parseAmount, which the send uses, counts trailing zeros too.
  if ((amount.split('.')[1] ?? '').length > decimals)
    return {
      reason: 'tooManyDecimals',
      decimals,
      error: new SendAmountError(SEND_FIELD_MESSAGES.amountDecimals(decimals), {
        details: `"${amount}" has more decimals than the ${decimals} of ${symbol}.`,
      }),
    }
  let value: bigint
  try {
    value = parseAmount(amount, decimals)
  } catch {
    // A token whose decimals are not a count: nothing can be sent of it.
    return notPositive(`${symbol} has no valid decimals.`)
  }
  if (value <= 0n) return notPositive(`"${amount}" is not above zero.`)
  if (balance !== undefined && decimal.test(balance) && value > parseAmountLoose(balance, decimals))
    return {
      reason: 'exceedsBalance',
      balance,
      symbol,
      error: new SendAmountError(SEND_FIELD_MESSAGES.amountExceedsBalance(balance, symbol), {
        details: `${amount} is more than the balance of ${balance}.`,
      }),
    }
  return undefined
}

function receiverProblem(namespace: 'eip155' | 'solana', to: string): SendReceiverProblem | undefined {
  if (isAddressOf(namespace, to)) return undefined
  if (NAME_LIKE.test(to))
    return {
      reason: 'unresolvedName',
      name: to,
      error: new SendReceiverError(SEND_FIELD_MESSAGES.receiverUnresolvedName(to), {
        details: 'The send takes an address; it does not look names up.',
      }),
    }
  return {
    reason: 'invalidAddress',
    namespace,
    error: new SendReceiverError(
      namespace === 'solana'
        ? SEND_FIELD_MESSAGES.receiverInvalidSolana
        : SEND_FIELD_MESSAGES.receiverInvalid,
      { details: to ? `"${to}" is not an address of the network.` : 'The receiver is missing.' },
    ),
  }
}

/** A balance in base units; a balance with more decimals than the token has is cut, not refused. */
function parseAmountLoose(balance: string, decimals: number): bigint {
  const [whole = '', fraction = ''] = balance.split('.')
  return parseAmount(`${whole || '0'}.${fraction.slice(0, decimals)}`, decimals)
}
