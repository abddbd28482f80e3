import { UpstreamError } from '../errors.js'
import type { ConfiguredChain } from './chainRegistry.js'
import { type JsonRpcResponse, postJsonRpc } from './jsonRpc.js'
import type { RpcAdmission } from './rpcLimits.js'
import {
  bundlerProxyMethods,
  evmProxyMethods,
  methodWeight,
  refusedProxyMethods,
  solanaProxyMethods,
} from './rpcMethods.js'
import { checkCallParams } from './rpcParams.js'

/**
 * What the proxy answers: an HTTP status and a JSON-RPC payload (one response or a batch); a refusal by the
 * limits also says when to retry.
 */
export type ProxyAnswer = {
  status: number
  payload: JsonRpcResponse | JsonRpcResponse[]
  retryAfterSeconds?: number
}

/** How the proxy may use the node, and who decides whether a request's weight fits the limits. */
export type ProxyOptions = {
  timeoutMs: number
  /** Largest node answer read; larger ones become a JSON-RPC error. */
  maxResponseBytes: number
  /** Widest `eth_getLogs` range, in blocks. */
  logsBlockRange: number
  /** Spends the request's total weight (every call of a batch) against the limits, or refuses it. */
  admit(weight: number): Promise<RpcAdmission>
}

/** Most calls in one batch: a batch is one request for the client but many for the node. */
export const MAX_BATCH = 20

/** JSON-RPC's "limit exceeded" (EIP-1474). */
const LIMIT_EXCEEDED = -32005

type Item = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

const failure = (id: unknown, code: number, message: string, data?: unknown): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: data === undefined ? { code, message } : { code, message, data },
})

function isValidId(id: unknown): boolean {
  return id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))
}

/**
 * The answer to a request the limits refused: HTTP 429, and a JSON-RPC error for each call of a batch (`ids`), or
 * one error (the request's id, else null).
 */
export function limitedAnswer(
  refusal: Extract<RpcAdmission, { allowed: false }>,
  ids: readonly unknown[],
  batch: boolean,
): ProxyAnswer {
  const error = (id: unknown) =>
    failure(id, LIMIT_EXCEEDED, refusal.description, {
      reason: refusal.reason,
      retryAfter: refusal.retryAfterSeconds,
    })
  return {
    status: 429,
    payload: batch ? ids.map(error) : error(ids[0] ?? null),
    retryAfterSeconds: refusal.retryAfterSeconds,
  }
}

/**
 * Forwards JSON-RPC from a browser to the chain's node, checking each request first: it must be a request
 * object with an id and a method on the allow-list (`rpcMethods.ts`), whose parameters stay within bounds
 * (`rpcParams.ts`). The request's weight, every call of a batch counted, must fit the limits, or every call is
 * refused with HTTP 429. Refused calls get their own JSON-RPC error; the rest go upstream in one call, whose
 * answer is read up to a byte cap. Batches keep their order. On an EVM chain the ERC-4337 methods
 * (`bundlerProxyMethods`) go to the chain's bundler instead, and are refused when it has none.
 */
export async function proxyJsonRpc(
  body: string,
  chain: ConfiguredChain,
  options: ProxyOptions,
): Promise<ProxyAnswer> {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    const admission = await options.admit(1)
    if (!admission.allowed) return limitedAnswer(admission, [], false)
    return { status: 400, payload: failure(null, -32700, 'Parse error: the body is not JSON') }
  }
  const batch = Array.isArray(parsed)
  const items = (batch ? parsed : [parsed]) as unknown[]
  if (items.length === 0 || items.length > MAX_BATCH) {
    const admission = await options.admit(1)
    if (!admission.allowed) return limitedAnswer(admission, [], false)
    return {
      status: 400,
      payload: failure(
        null,
        -32600,
        items.length === 0
          ? 'Invalid Request: empty batch'
          : `Invalid Request: at most ${MAX_BATCH} calls per batch; send larger batches in parts`,
      ),
    }
  }

  const allowed = chain.namespace === 'eip155' ? evmProxyMethods : solanaProxyMethods
  const bundlerUrl = chain.namespace === 'eip155' ? chain.bundlerUrl : undefined
  const answers: Array<JsonRpcResponse | undefined> = []
  const forward: Array<{ index: number; item: Item }> = []
  const toBundler: Array<{ index: number; item: Item }> = []
  const ids: unknown[] = []
  let weight = 0
  items.forEach((raw, index) => {
    const item = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Item
    ids.push(isValidId(item.id) ? item.id : null)
    if (typeof item.method !== 'string' || !('id' in item) || !isValidId(item.id)) {
      weight += 1
      answers[index] = failure(
        isValidId(item.id) ? item.id : null,
        -32600,
        'Invalid Request: expected {jsonrpc, id, method, params}',
      )
      return
    }
    const bundlerCall = chain.namespace === 'eip155' && bundlerProxyMethods.has(item.method)
    if (bundlerCall && bundlerUrl === undefined) {
      // Never to the node: a node answering these would be a bundler the operator did not choose.
      weight += 1
      answers[index] = failure(
        item.id,
        -32601,
        `${item.method} needs an ERC-4337 bundler, and this server has none for ${chain.caipNetworkId}`,
      )
      return
    }
    const refusedBecause = refusedProxyMethods.get(item.method)
    if (!bundlerCall && (refusedBecause !== undefined || !allowed.has(item.method))) {
      weight += 1
      answers[index] = failure(
        item.id,
        -32601,
        refusedBecause ??
          `Method ${item.method.slice(0, 100)} is not allowed by this proxy on ${chain.caipNetworkId}`,
      )
      return
    }
    const params = item.params ?? []
    const outOfBounds = checkCallParams(item.method, params, { logsBlockRange: options.logsBlockRange })
    if (outOfBounds !== undefined) {
      weight += 1
      answers[index] = failure(item.id, -32602, `Invalid params: ${outOfBounds}`)
      return
    }
    weight += methodWeight(item.method)
    ;(bundlerCall ? toBundler : forward).push({
      index,
      item: { jsonrpc: '2.0', id: item.id, method: item.method, params },
    })
  })

  const admission = await options.admit(weight)
  if (!admission.allowed) return limitedAnswer(admission, ids, batch)

  /** Sends `calls` to one upstream and files each answer at its index; resolves with the HTTP status to report. */
  async function relay(
    upstreamUrl: string,
    calls: ReadonlyArray<{ index: number; item: Item }>,
    upstreamName: string,
  ): Promise<number> {
    if (calls.length === 0) return 200
    // Upstream ids are positions, so duplicate or odd client ids cannot confuse the mapping back.
    const upstreamBatch = calls.map(({ item }, position) => ({ ...item, id: position }))
    try {
      // A single call goes as a single request: not every node accepts batches.
      const reply = await postJsonRpc(
        upstreamUrl,
        upstreamBatch.length === 1 ? upstreamBatch[0] : upstreamBatch,
        options.timeoutMs,
        options.maxResponseBytes,
      )
      const replies = Array.isArray(reply) ? (reply as JsonRpcResponse[]) : [reply as JsonRpcResponse]
      const byPosition = new Map(replies.map((entry) => [entry?.id, entry]))
      calls.forEach(({ index, item }, position) => {
        const entry = byPosition.get(position)
        answers[index] = entry
          ? { ...entry, jsonrpc: '2.0', id: item.id }
          : failure(item.id, -32603, `The ${upstreamName} gave no answer for this call`)
      })
      return 200
    } catch (error) {
      const message =
        error instanceof UpstreamError ? error.shortMessage : `The ${upstreamName} is unreachable`
      for (const { index, item } of calls) answers[index] = failure(item.id, -32603, message)
      return error instanceof UpstreamError ? error.status : 502
    }
  }
  const statuses = await Promise.all([
    relay(chain.rpcUrl, forward, 'chain node'),
    bundlerUrl === undefined ? 200 : relay(bundlerUrl, toBundler, 'bundler'),
  ])
  const status = statuses.find((code) => code !== 200) ?? 200
  const complete = answers.map((answer) => answer ?? failure(null, -32603, 'Internal error'))
  return { status, payload: batch ? complete : (complete[0] as JsonRpcResponse) }
}
