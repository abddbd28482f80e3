// Network fees the frame works out itself: the market from the chain (base fee from eth_feeHistory, the node's
// priority fee), gas from eth_estimateGas, and bounds on what a host may ask for. The host never sets the fee the
// user pays; fee fields far above the market are refused as a sign of a hostile host.
import { ChainRequestError, UnsupportedRequestError } from '../errors.js'
import type { JsonRpc } from '../rpc.js'

/** Fee caps of one transaction: EIP-1559 where the chain has a base fee, else a legacy gas price. */
export type FeeCaps =
  | { readonly type: 'eip1559'; readonly maxFeePerGas: bigint; readonly maxPriorityFeePerGas: bigint }
  | { readonly type: 'legacy'; readonly gasPrice: bigint }

/** Fee fields as a host sent them (already parsed as quantities). */
export type HostFees = {
  readonly gas?: bigint | undefined
  readonly gasPrice?: bigint | undefined
  readonly maxFeePerGas?: bigint | undefined
  readonly maxPriorityFeePerGas?: bigint | undefined
}

/** A host's fee cap may be at most this many times the market's before the request is refused. */
export const HOST_FEE_CAP_FACTOR = 3n
/** A host's gas limit may be at most this many times the estimate before the request is refused. */
export const HOST_GAS_FACTOR = 2n

const QUANTITY = /^0x(?:0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/

/** A quantity the node answered; anything else is a node error, not a number to guess at. */
export function nodeQuantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !QUANTITY.test(value))
    throw new ChainRequestError(`The network answered an invalid ${what}`, {
      details: String(value).slice(0, 80),
    })
  return BigInt(value)
}

/** The price of a transaction's fee cap per unit of gas. */
export function feePerGas(caps: FeeCaps): bigint {
  return caps.type === 'eip1559' ? caps.maxFeePerGas : caps.gasPrice
}

/**
 * Today's fee caps: twice the next block's base fee plus the node's priority fee (EIP-1559), or the node's gas
 * price plus a fifth where the chain has no base fee.
 */
export async function marketFees(rpc: JsonRpc, signal?: AbortSignal): Promise<FeeCaps> {
  const history = (await rpc.request('eth_feeHistory', ['0x5', 'latest', [50]], signal)) as {
    baseFeePerGas?: unknown
    reward?: unknown
  } | null
  const baseFees = Array.isArray(history?.baseFeePerGas) ? history.baseFeePerGas : []
  const next = baseFees[baseFees.length - 1]
  if (next === undefined || next === null) {
    const gasPrice = nodeQuantity(await rpc.request('eth_gasPrice', undefined, signal), 'gas price')
    return { type: 'legacy', gasPrice: gasPrice + gasPrice / 5n }
  }
  const baseFee = nodeQuantity(next, 'base fee')
  let priority: bigint
  try {
    priority = nodeQuantity(await rpc.request('eth_maxPriorityFeePerGas', undefined, signal), 'priority fee')
  } catch (error) {
    if (signal?.aborted) throw error
    // Nodes without eth_maxPriorityFeePerGas: the median tip of recent blocks.
    const tips = (Array.isArray(history?.reward) ? history.reward : [])
      .map((entry) => (Array.isArray(entry) ? entry[0] : undefined))
      .filter((tip): tip is string => typeof tip === 'string' && QUANTITY.test(tip))
      .map((tip) => BigInt(tip))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    priority = tips[Math.floor(tips.length / 2)] ?? 0n
  }
  return { type: 'eip1559', maxFeePerGas: 2n * baseFee + priority, maxPriorityFeePerGas: priority }
}

/**
 * Refuses host fee fields far above the market (a host that sets them near the balance would burn it in fees).
 * Fields within the bound are still not used: the frame pays the market fee it worked out.
 */
export function checkHostFees(host: HostFees, market: FeeCaps): void {
  const bound = feePerGas(market) * HOST_FEE_CAP_FACTOR
  for (const [field, value] of [
    ['maxFeePerGas', host.maxFeePerGas],
    ['gasPrice', host.gasPrice],
    ['maxPriorityFeePerGas', host.maxPriorityFeePerGas],
  ] as const) {
    if (value !== undefined && value > bound)
      throw new UnsupportedRequestError(
        `The app asks for a network fee far above today's (${field} over ${HOST_FEE_CAP_FACTOR} times the market)`,
        { details: `${field} ${value}, market ${feePerGas(market)} per gas` },
      )
  }
}

/**
 * The gas limit of a transaction: the estimate, or the host's limit when it is higher but within
 * `HOST_GAS_FACTOR` times the estimate (some calls need headroom the estimate cannot see). Higher is refused.
 */
export function gasLimit(estimate: bigint, hostGas: bigint | undefined): bigint {
  if (hostGas === undefined || hostGas <= estimate) return estimate
  if (hostGas > estimate * HOST_GAS_FACTOR)
    throw new UnsupportedRequestError(
      `The app asks for a gas limit far above what the transaction needs (over ${HOST_GAS_FACTOR} times the estimate)`,
      { details: `gas ${hostGas}, estimate ${estimate}` },
    )
  return hostGas
}

/** A transaction as eth_estimateGas takes it. */
export type GasQuery = { from: string; to: string; value: bigint; data: string }

/** The node's gas estimate; a refusal means the transaction would fail, so the request is refused before asking. */
export async function estimateGas(rpc: JsonRpc, query: GasQuery, signal?: AbortSignal): Promise<bigint> {
  let answer: unknown
  try {
    answer = await rpc.request(
      'eth_estimateGas',
      [{ from: query.from, to: query.to, value: `0x${query.value.toString(16)}`, data: query.data }],
      signal,
    )
  } catch (error) {
    if (signal?.aborted) throw error
    const reason = error instanceof ChainRequestError ? error.shortMessage : 'the network refused it'
    throw new UnsupportedRequestError(`The network expects this transaction to fail: ${reason}`, {
      cause: error,
    })
  }
  return nodeQuantity(answer, 'gas estimate')
}
