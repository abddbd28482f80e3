import { UpstreamError } from '../errors.js'
import type { ConfiguredChain } from './chainRegistry.js'
import { type JsonRpcResponse, postJsonRpc } from './jsonRpc.js'
import { evmProxyMethods, solanaProxyMethods } from './rpcMethods.js'

/** What the proxy answers: an HTTP status and a JSON-RPC payload (one response or a batch). */
export type ProxyAnswer = { status: number; payload: JsonRpcResponse | JsonRpcResponse[] }

const MAX_BATCH = 100

type Item = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

const failure = (id: unknown, code: number, message: string): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: { code, message },
})

function isValidId(id: unknown): boolean {
  return id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))
}

/**
 * Forwards JSON-RPC from a browser to the chain's node, checking each request first: it must be a request
 * object with an id and a method on the allow-list (`rpcMethods.ts`). Refused requests get their own JSON-RPC
 * error; the rest go upstream in one call. Batches keep their order.
 */
export async function proxyJsonRpc(
  body: string,
  chain: ConfiguredChain,
  timeoutMs: number,
): Promise<ProxyAnswer> {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return { status: 400, payload: failure(null, -32700, 'Parse error: the body is not JSON') }
  }
  const batch = Array.isArray(parsed)
  const items = (batch ? parsed : [parsed]) as unknown[]
  if (items.length === 0)
    return { status: 400, payload: failure(null, -32600, 'Invalid Request: empty batch') }
  if (items.length > MAX_BATCH)
    return {
      status: 400,
      payload: failure(null, -32600, `Invalid Request: at most ${MAX_BATCH} calls per batch`),
    }

  const allowed = chain.namespace === 'eip155' ? evmProxyMethods : solanaProxyMethods
  const answers: Array<JsonRpcResponse | undefined> = []
  const forward: Array<{ index: number; item: Item }> = []
  items.forEach((raw, index) => {
    const item = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Item
    if (typeof item.method !== 'string' || !('id' in item) || !isValidId(item.id)) {
      answers[index] = failure(
        isValidId(item.id) ? item.id : null,
        -32600,
        'Invalid Request: expected {jsonrpc, id, method, params}',
      )
    } else if (!allowed.has(item.method)) {
      answers[index] = failure(
        item.id,
        -32601,
        `Method ${item.method.slice(0, 100)} is not allowed by this proxy on ${chain.caipNetworkId}`,
      )
    } else {
      forward.push({
        index,
        item: { jsonrpc: '2.0', id: item.id, method: item.method, params: item.params ?? [] },
      })
    }
  })

  let status = 200
  if (forward.length > 0) {
    // Upstream ids are positions, so duplicate or odd client ids cannot confuse the mapping back.
    const upstreamBatch = forward.map(({ item }, position) => ({ ...item, id: position }))
    try {
      // A single call goes as a single request: not every node accepts batches.
      const reply = await postJsonRpc(
        chain.rpcUrl,
        upstreamBatch.length === 1 ? upstreamBatch[0] : upstreamBatch,
        timeoutMs,
      )
      const replies = Array.isArray(reply) ? (reply as JsonRpcResponse[]) : [reply as JsonRpcResponse]
      const byPosition = new Map(replies.map((entry) => [entry?.id, entry]))
      forward.forEach(({ index, item }, position) => {
        const entry = byPosition.get(position)
        answers[index] = entry
          ? { ...entry, jsonrpc: '2.0', id: item.id }
          : failure(item.id, -32603, 'The chain node gave no answer for this call')
      })
    } catch (error) {
      status = error instanceof UpstreamError ? error.status : 502
      const message = error instanceof UpstreamError ? error.shortMessage : 'The chain node is unreachable'
      for (const { index, item } of forward) answers[index] = failure(item.id, -32603, message)
    }
  }
  const complete = answers.map((answer) => answer ?? failure(null, -32603, 'Internal error'))
  return { status, payload: batch ? complete : (complete[0] as JsonRpcResponse) }
}
