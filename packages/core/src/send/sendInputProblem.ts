import { EVM_ADDRESS_PATTERN, SOLANA_ADDRESS_PATTERN } from '@kit/chains/wire'
import { InsufficientBalanceError, SendInputError, UnsupportedChainError } from '../errors/send.js'
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
      readonly nativeCurrency: { readonly decimals: number }
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
 * Why the send state cannot be sent, or `undefined` when it can.
 * - `chain`: the active chain is neither EVM nor Solana, or the wallet is on a network the app did not configure
 *   ('Unsupported chain').
 * - `amount`: the amount is missing, not a number of the token's decimals or not above zero ('Please enter a
 *   valid amount and receiver address').
 * - `balance`: the amount is more than the known balance of the token ('Insufficient balance').
 * - `receiver`: the receiver is missing or not an address of the network (the same words as `amount`).
 * The first problem in this order is returned; its error's `shortMessage` is the text to show.
 */
export type SendInputProblem =
  | { readonly field: 'chain'; readonly error: UnsupportedChainError }
  | { readonly field: 'amount' | 'receiver'; readonly error: SendInputError }
  | { readonly field: 'balance'; readonly error: InsufficientBalanceError }

const ADDRESS: Record<string, RegExp> = {
  eip155: EVM_ADDRESS_PATTERN,
  // Base58 without 0, O, I and l; a 32-byte key is 32 to 44 characters.
  solana: SOLANA_ADDRESS_PATTERN,
}

/** True when `address` is an address of `namespace` (EVM hex, Solana base58); false for other namespaces. */
export function isAddressOf(namespace: string, address: string): boolean {
  return ADDRESS[namespace]?.test(address) ?? false
}

/**
 * Checks the send state the way `kit.send.sendToken()` does, without sending: the send form shows the answer
 * while the user types, and the send itself refuses with the same error. The token is the chosen one, else the
 * active network's native currency (with the account balance).
 * @example const problem = sendInputProblem(kit.getState()) // { field: 'receiver', error } | undefined
 */
export function sendInputProblem(state: SendInputSource): SendInputProblem | undefined {
  const network = state.network.networks.find((candidate) => candidate.caipNetworkId === state.network.active)
  const namespace: string | undefined = network?.chainNamespace
  if (!network || (namespace !== 'eip155' && namespace !== 'solana'))
    return { field: 'chain', error: new UnsupportedChainError(namespace ?? state.network.active) }
  // Kit does not know the chain the wallet is on, so it does not send there.
  if (state.network.unsupported)
    return {
      field: 'chain',
      error: new UnsupportedChainError('The wallet is on a network this app does not support.'),
    }
  const token = state.send.token
  const decimals = token ? Number(token.quantity.decimals) : network.nativeCurrency.decimals
  const balance = token ? token.quantity.numeric : state.account.balance
  const amount = state.send.sendTokenAmount?.trim() ?? ''
  const to = state.send.receiverAddress?.trim() ?? ''

  let value: bigint | undefined
  try {
    value = amount ? parseAmount(amount, decimals) : undefined
  } catch {
    value = undefined
  }
  if (value === undefined || value <= 0n)
    return {
      field: 'amount',
      error: new SendInputError(
        amount ? `"${amount}" is not an amount above zero.` : 'The amount is missing.',
      ),
    }
  if (
    balance !== undefined &&
    /^(\d+\.?\d*|\.\d+)$/.test(balance) &&
    value > parseAmountLoose(balance, decimals)
  )
    return {
      field: 'balance',
      error: new InsufficientBalanceError(`${amount} is more than the balance of ${balance}.`),
    }
  if (!isAddressOf(namespace, to))
    return {
      field: 'receiver',
      error: new SendInputError(
        to ? `"${to}" is not an address on ${network.name}.` : 'The receiver is missing.',
      ),
    }
  return undefined
}

/** A balance in base units; a balance with more decimals than the token has is cut, not refused. */
function parseAmountLoose(balance: string, decimals: number): bigint {
  const [whole = '', fraction = ''] = balance.split('.')
  return parseAmount(`${whole || '0'}.${fraction.slice(0, decimals)}`, decimals)
}
