import { UpstreamError } from '../errors.js'

/** A JSON-RPC 2.0 response object. */
export type JsonRpcResponse = {
  jsonrpc: '2.0'
  id: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/** The largest answer read from a chain node unless the caller says otherwise. */
export const DEFAULT_MAX_RESPONSE_BYTES = 5 * 1024 * 1024

/**
 * Reads a response body as text, at most `maxBytes` of it: past that the body is cancelled (so the rest is never
 * downloaded or held in memory) and an `UpstreamError` says how large answers may be.
 */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'))
  const tooLarge = () =>
    new UpstreamError(`The chain node's answer is larger than ${maxBytes} bytes; ask for less data per call`)
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {})
    throw tooLarge()
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let received = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > maxBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    text += decoder.decode(value, { stream: true })
  }
  return text + decoder.decode()
}

/**
 * Posts a JSON-RPC payload (one request or a batch) to a node, with a timeout that covers reading the answer too.
 * Network failures, timeouts, answers over `maxResponseBytes` and non-JSON answers become `UpstreamError`s
 * (502/504); JSON-RPC errors are returned as they are.
 */
export async function postJsonRpc(
  url: string,
  payload: unknown,
  timeoutMs: number,
  maxResponseBytes: number = DEFAULT_MAX_RESPONSE_BYTES,
): Promise<unknown> {
  const timeoutError = (error: unknown) => {
    const timeout = error instanceof Error && error.name === 'TimeoutError'
    return new UpstreamError(
      timeout ? 'The chain node did not answer in time' : 'The chain node is unreachable',
      { cause: error, timeout },
    )
  }
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw timeoutError(error)
  }
  let text: string
  try {
    text = await readCapped(response, maxResponseBytes)
  } catch (error) {
    throw error instanceof UpstreamError ? error : timeoutError(error)
  }
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
