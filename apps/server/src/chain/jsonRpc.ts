import type { ClientRequest } from 'node:http'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
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
 * Posts a JSON-RPC payload (one request or a batch) to a node, with a timeout that covers reading the answer too.
 * Network failures, timeouts, answers over `maxResponseBytes` (the rest is never downloaded) and non-JSON answers
 * become `UpstreamError`s (502/504); JSON-RPC errors are returned as they are.
 *
 * It uses `node:http` over Node's keep-alive agent rather than `fetch`: on the proxy's hot path, fetch's Request,
 * AbortSignal and web-stream objects cost more CPU than the rest of the call.
 */
export function postJsonRpc(
  url: string,
  payload: unknown,
  timeoutMs: number,
  maxResponseBytes: number = DEFAULT_MAX_RESPONSE_BYTES,
): Promise<unknown> {
  const body = Buffer.from(JSON.stringify(payload))
  return new Promise((resolve, reject) => {
    let settled = false
    const settle = (error: UpstreamError | undefined, value?: unknown) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (error) {
        request.destroy()
        reject(error)
      } else resolve(value)
    }
    const unreachable = (cause: unknown) =>
      new UpstreamError('The chain node is unreachable', { cause, timeout: false })
    const tooLarge = () =>
      new UpstreamError(
        `The chain node's answer is larger than ${maxResponseBytes} bytes; ask for less data per call`,
      )
    let request: ClientRequest
    try {
      const target = new URL(url)
      request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.byteLength },
      })
    } catch (error) {
      reject(unreachable(error))
      return
    }
    const timer = setTimeout(
      () => settle(new UpstreamError('The chain node did not answer in time', { timeout: true })),
      timeoutMs,
    )
    request.on('error', (error) => settle(unreachable(error)))
    request.on('response', (response) => {
      const declared = Number(response.headers['content-length'])
      if (Number.isFinite(declared) && declared > maxResponseBytes) {
        settle(tooLarge())
        return
      }
      const chunks: Buffer[] = []
      let received = 0
      response.on('data', (chunk: Buffer) => {
        received += chunk.byteLength
        if (received > maxResponseBytes) settle(tooLarge())
        else chunks.push(chunk)
      })
      response.on('error', (error) => settle(unreachable(error)))
      response.on('aborted', () => settle(unreachable(new Error('the answer was cut off'))))
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        try {
          settle(undefined, JSON.parse(text))
        } catch (error) {
          settle(
            new UpstreamError(`The chain node answered ${response.statusCode} without JSON`, {
              cause: error,
            }),
          )
        }
      })
    })
    request.end(body)
  })
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
