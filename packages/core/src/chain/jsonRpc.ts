// Plain JSON-RPC over HTTP for the few reads Kit makes itself (balances, gas price, token metadata, Solana sends),
// so a balance never loads viem's public client or web3.js. Only reached through import().
import { BaseError } from '@kit/chains'
import type { RpcRoute } from './rpcUrl.js'

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

/**
 * Calls `method` once at `url`. `onTheWay` says the failure was not the node's answer (so another URL may do
 * better); `retry` whether the same URL is worth one more try.
 */
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
      return { error: new RpcRequestError(method, { cause, details }), retry: true, onTheWay: true }
    }
    if (!response.ok) {
      const error = new RpcRequestError(method, { details: `HTTP ${response.status}` })
      return { error, retry: response.status === 429 || response.status >= 500, onTheWay: true }
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
        onTheWay: false,
      }
    }
    if (body === undefined || !('result' in body))
      return {
        error: new RpcRequestError(method, { details: 'The response has no result.' }),
        retry: false,
        onTheWay: true,
      }
    return { result: body.result }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Calls `method` along `route`: the first URL (the blockchain API's proxy, by default), and on a failure on the way
 * (no answer, an HTTP error) the next one, the network's own RPC. The last URL gets one more try after such a
 * failure. A refusal by a node (a JSON-RPC error) is final: another node would refuse the same call.
 * @throws {RpcRequestError} when the node refuses, answers something unusable, or no URL answers.
 */
export async function jsonRpc(route: RpcRoute, method: string, params: readonly unknown[]): Promise<unknown> {
  const { urls } = route
  let outcome: Awaited<ReturnType<typeof callOnce>> | undefined
  for (const [index, url] of urls.entries()) {
    outcome = await callOnce(url, method, params)
    if (!('error' in outcome) || !outcome.onTheWay) break
    const last = index === urls.length - 1
    if (last && outcome.retry) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
      outcome = await callOnce(url, method, params)
    }
  }
  if (!outcome) throw new RpcRequestError(method, { details: `${route.network.name} has no RPC URL.` })
  if ('error' in outcome) throw outcome.error
  return outcome.result
}

/** A quantity the node sent as hex (`0x…`), as a bigint. */
function quantity(method: string, value: unknown): bigint {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value)
  throw new RpcRequestError(method, { details: `Expected a hex quantity, got ${JSON.stringify(value)}.` })
}

/** The native balance of `address` on an EVM network, in wei. */
export async function evmBalance(route: RpcRoute, address: string): Promise<bigint> {
  return quantity('eth_getBalance', await jsonRpc(route, 'eth_getBalance', [address, 'latest']))
}

/** The EVM network's current gas price, in wei. */
export async function evmGasPrice(route: RpcRoute): Promise<bigint> {
  return quantity('eth_gasPrice', await jsonRpc(route, 'eth_gasPrice', []))
}

/** The SOL balance of `address`, in lamports, at the confirmed commitment. */
export async function solanaBalance(route: RpcRoute, address: string): Promise<bigint> {
  const result = (await jsonRpc(route, 'getBalance', [address, { commitment: 'confirmed' }])) as
    | { value?: unknown }
    | undefined
  if (typeof result?.value !== 'number' || !Number.isSafeInteger(result.value) || result.value < 0)
    throw new RpcRequestError('getBalance', { details: 'The response has no lamport balance.' })
  return BigInt(result.value)
}
