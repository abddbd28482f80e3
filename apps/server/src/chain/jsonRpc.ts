import { UpstreamError } from '../errors.js'

/** A JSON-RPC 2.0 response object. */
export type JsonRpcResponse = {
  jsonrpc: '2.0'
  id: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/**
 * Posts a JSON-RPC payload (one request or a batch) to a node, with a timeout. Network failures, timeouts and
 * non-JSON answers become `UpstreamError`s (502/504); JSON-RPC errors are returned as they are.
 */
export async function postJsonRpc(url: string, payload: unknown, timeoutMs: number): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const timeout = error instanceof Error && error.name === 'TimeoutError'
    throw new UpstreamError(
      timeout ? 'The chain node did not answer in time' : 'The chain node is unreachable',
      {
        cause: error,
        timeout,
      },
    )
  }
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new UpstreamError(`The chain node answered ${response.status} without JSON`, { cause: error })
  }
}

/** Calls one method and returns its result, or throws an `UpstreamError` carrying the node's error. */
export async function callJsonRpc<T>(
  url: string,
  method: string,
  params: unknown[],
  timeoutMs: number,
): Promise<T> {
  const answer = (await postJsonRpc(
    url,
    { jsonrpc: '2.0', id: 1, method, params },
    timeoutMs,
  )) as JsonRpcResponse
  if (answer?.error) throw new UpstreamError(`The chain node refused ${method}: ${answer.error.message}`)
  if (!answer || !('result' in answer)) throw new UpstreamError(`The chain node gave no result for ${method}`)
  return answer.result as T
}
