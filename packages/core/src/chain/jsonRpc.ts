// Plain JSON-RPC over HTTP for the few reads Kit makes from a network's own RPC URL (balances, gas price), so a
// balance never loads viem's public client or web3.js. Only reached through import().
import { BaseError, type Network } from '@kit/chains'
import { rpcUrl } from './rpcUrl.js'

/** How long an RPC call may take. */
export const RPC_TIMEOUT_MS = 10_000
/** Wait before the one retry of a call that failed on the way (network error, 429, 5xx). */
const RETRY_DELAY_MS = 150

/** A JSON-RPC call failed: the node answered with an error, an unusable response, or not at all. */
export class RpcRequestError extends BaseError {
  override name = 'RpcRequestError'
  /** The JSON-RPC error code, when the node gave one. */
  readonly code: number | undefined
  constructor(method: string, parameters: { cause?: unknown; details?: string; code?: number } = {}) {
    super(`The RPC call ${method} failed`, parameters)
    this.code = parameters.code
  }
}

/** Calls `method` once; `retry` says whether the failure is worth one more try. */
async function callOnce(url: string, method: string, params: readonly unknown[]) {
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), RPC_TIMEOUT_MS)
  try {
    let response: Response
    try {
      response = await globalThis.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        signal: timeout.signal,
      })
    } catch (cause) {
      const details = timeout.signal.aborted
        ? `No answer within ${RPC_TIMEOUT_MS} ms.`
        : 'The request failed.'
      return { error: new RpcRequestError(method, { cause, details }), retry: true }
    }
    if (!response.ok) {
      const error = new RpcRequestError(method, { details: `HTTP ${response.status}` })
      return { error, retry: response.status === 429 || response.status >= 500 }
    }
    const body = (await response.json().catch(() => undefined)) as
      | { result?: unknown; error?: { code?: unknown; message?: unknown } }
      | undefined
    if (body?.error) {
      const code = typeof body.error.code === 'number' ? body.error.code : undefined
      const details = typeof body.error.message === 'string' ? body.error.message : undefined
      return {
        error: new RpcRequestError(method, {
          ...(code === undefined ? {} : { code }),
          ...(details ? { details } : {}),
        }),
        retry: false,
      }
    }
    if (body === undefined || !('result' in body))
      return { error: new RpcRequestError(method, { details: 'The response has no result.' }), retry: false }
    return { result: body.result }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Calls `method` on the network's first RPC URL. A call that fails on the way is tried once more.
 * @throws {RpcRequestError} when the node refuses, answers something unusable, or never answers.
 */
export async function jsonRpc(
  network: Network,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const url = rpcUrl(network)
  let outcome = await callOnce(url, method, params)
  if ('error' in outcome && outcome.retry) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    outcome = await callOnce(url, method, params)
  }
  if ('error' in outcome) throw outcome.error
  return outcome.result
}

/** A quantity the node sent as hex (`0x…`), as a bigint. */
function quantity(method: string, value: unknown): bigint {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value)
  throw new RpcRequestError(method, { details: `Expected a hex quantity, got ${JSON.stringify(value)}.` })
}

/** The native balance of `address` on an EVM network, in wei. */
export async function evmBalance(network: Network, address: string): Promise<bigint> {
  return quantity('eth_getBalance', await jsonRpc(network, 'eth_getBalance', [address, 'latest']))
}

/** The EVM network's current gas price, in wei. */
export async function evmGasPrice(network: Network): Promise<bigint> {
  return quantity('eth_gasPrice', await jsonRpc(network, 'eth_gasPrice', []))
}

/** The SOL balance of `address`, in lamports, at the confirmed commitment. */
export async function solanaBalance(network: Network, address: string): Promise<bigint> {
  const result = (await jsonRpc(network, 'getBalance', [address, { commitment: 'confirmed' }])) as
    | { value?: unknown }
    | undefined
  if (typeof result?.value !== 'number' || !Number.isSafeInteger(result.value) || result.value < 0)
    throw new RpcRequestError('getBalance', { details: 'The response has no lamport balance.' })
  return BigInt(result.value)
}
