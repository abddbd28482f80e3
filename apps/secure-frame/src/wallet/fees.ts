// Network fees the frame works out itself: the market from the chain (base fee from eth_feeHistory, the node's
// priority fee, or its gas price), gas from eth_estimateGas. An app's fee fields are not refused for being high: they
// are priced as an option of their own beside the market's, in the transaction type the app asked for, and the user
// chooses on the card. One far above the market (`FAR_ABOVE_FACTOR`) is flagged, and the market's is then the
// default, so a hostile host cannot burn the balance in fees unless the user picks its fee knowingly.
import { ChainRequestError, InvalidParamsError, UnsupportedRequestError } from '../errors.js'
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
  /** The transaction type the app asked for: `legacy` for type 0x0 (and 0x1, sent as 0x0), `eip1559` for 0x2. */
  readonly type?: FeeCaps['type'] | undefined
}

/** The fees a send may be paid at: the market's, and the app's own when it set fee fields. */
export type FeeOptions = {
  /** Today's market, in the transaction type the send will have. */
  readonly market: FeeCaps
  /** What the app's fee fields ask for, in the same type; absent when it set none. */
  readonly app?: FeeCaps | undefined
}

/** An app's fee more than this many times the market's (per gas) is far above it: flagged, and not the default. */
export const FAR_ABOVE_FACTOR = 3n
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

/** The node's gas price plus a fifth: a legacy price that still gets in when the next blocks cost a little more. */
async function marketGasPrice(rpc: JsonRpc, signal?: AbortSignal): Promise<bigint> {
  const gasPrice = nodeQuantity(await rpc.request('eth_gasPrice', undefined, signal), 'gas price')
  return gasPrice + gasPrice / 5n
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
  if (next === undefined || next === null)
    return { type: 'legacy', gasPrice: await marketGasPrice(rpc, signal) }
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
 * Whether the app asked for a legacy transaction (type 0x0 or 0x1, or a gas price without a type); refuses fee
 * fields that contradict each other or the type, since no one transaction carries them all.
 * @throws {InvalidParamsError}
 */
export function requestsLegacy(host: HostFees): boolean {
  const eip1559Fields = host.maxFeePerGas !== undefined || host.maxPriorityFeePerGas !== undefined
  if (host.type === 'legacy' && eip1559Fields)
    throw new InvalidParamsError(
      'A legacy transaction (type 0x0) takes a gasPrice, not maxFeePerGas or maxPriorityFeePerGas',
    )
  if (host.gasPrice !== undefined && eip1559Fields)
    throw new InvalidParamsError(
      'The transaction has both a gasPrice and EIP-1559 fee fields: send one or the other',
    )
  if (
    host.maxFeePerGas !== undefined &&
    host.maxPriorityFeePerGas !== undefined &&
    host.maxPriorityFeePerGas > host.maxFeePerGas
  )
    throw new InvalidParamsError('The priority fee is above the max fee per gas', {
      details: `maxPriorityFeePerGas ${host.maxPriorityFeePerGas}, maxFeePerGas ${host.maxFeePerGas}`,
    })
  return host.type === 'legacy' || (host.type === undefined && host.gasPrice !== undefined)
}

/** The app's EIP-1559 caps; a missing field is filled from the market, a lone gas price caps both. */
function appEip1559(host: HostFees, market: Extract<FeeCaps, { type: 'eip1559' }>): FeeCaps | undefined {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = host
  // A type 0x2 request with only a gasPrice: that price is its most per gas, tip included (as wallets read it).
  if (gasPrice !== undefined)
    return { type: 'eip1559', maxFeePerGas: gasPrice, maxPriorityFeePerGas: gasPrice }
  if (maxFeePerGas !== undefined) {
    const tip = maxPriorityFeePerGas ?? market.maxPriorityFeePerGas
    // The market's tip, where it is above the app's cap, is cut to the cap (the app's own tip never is).
    const capped = tip > maxFeePerGas
    return { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas: capped ? maxFeePerGas : tip }
  }
  if (maxPriorityFeePerGas !== undefined)
    return {
      type: 'eip1559',
      maxFeePerGas: market.maxFeePerGas - market.maxPriorityFeePerGas + maxPriorityFeePerGas,
      maxPriorityFeePerGas,
    }
  return undefined
}

/**
 * The fees a send may be paid at. The type is the app's where the chain has it: legacy for type 0x0 / 0x1 or a lone
 * gas price (the market's then being the node's gas price plus a fifth), EIP-1559 otherwise; a chain without a base
 * fee gets legacy whatever was asked (the app's most per gas as its gas price). The app's option is absent when it
 * set no fee field, or asked for exactly the market's.
 * @throws {InvalidParamsError} for fee fields that contradict each other or the type
 */
export async function feeOptions(rpc: JsonRpc, host: HostFees, signal?: AbortSignal): Promise<FeeOptions> {
  const legacy = requestsLegacy(host)
  const fees = await marketFees(rpc, signal)
  let options: FeeOptions
  if (fees.type === 'legacy') {
    const price = host.gasPrice ?? host.maxFeePerGas
    options = { market: fees, app: price === undefined ? undefined : { type: 'legacy', gasPrice: price } }
  } else if (legacy) {
    const market: FeeCaps = { type: 'legacy', gasPrice: await marketGasPrice(rpc, signal) }
    options = {
      market,
      app: host.gasPrice === undefined ? undefined : { type: 'legacy', gasPrice: host.gasPrice },
    }
  } else options = { market: fees, app: appEip1559(host, fees) }
  return options.app && sameCaps(options.app, options.market) ? { market: options.market } : options
}

function sameCaps(a: FeeCaps, b: FeeCaps): boolean {
  if (a.type === 'legacy' || b.type === 'legacy') return a.type === b.type && feePerGas(a) === feePerGas(b)
  return a.maxFeePerGas === b.maxFeePerGas && a.maxPriorityFeePerGas === b.maxPriorityFeePerGas
}

/** Whether the app's fee is far above the market's: more than `FAR_ABOVE_FACTOR` times it per gas. */
export function isFarAbove(app: FeeCaps, market: FeeCaps): boolean {
  return feePerGas(app) > feePerGas(market) * FAR_ABOVE_FACTOR
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

/** A transaction as eth_estimateGas takes it; without `to`, a contract creation (`data` is its init code). */
export type GasQuery = { from: string; to?: string | undefined; value: bigint; data: string }

/** The node's gas estimate; a refusal means the transaction would fail, so the request is refused before asking. */
export async function estimateGas(rpc: JsonRpc, query: GasQuery, signal?: AbortSignal): Promise<bigint> {
  let answer: unknown
  try {
    answer = await rpc.request(
      'eth_estimateGas',
      [
        {
          from: query.from,
          ...(query.to === undefined ? {} : { to: query.to }),
          value: `0x${query.value.toString(16)}`,
          data: query.data,
        },
      ],
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
