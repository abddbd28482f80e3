import { ChainRequestError } from './errors.js'

const DEFAULT_TIMEOUT_MS = 20_000

/** A JSON-RPC endpoint. */
export type JsonRpc = {
  readonly url: string
  request(method: string, params?: unknown, signal?: AbortSignal): Promise<unknown>
}

/** A JSON-RPC client over HTTP, with a timeout on every call and node errors as `ChainRequestError`. */
export function createJsonRpc(
  url: string,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): JsonRpc {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  let nextId = 1
  return {
    url,
    async request(method, params, signal) {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
      let response: Response
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'omit',
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: nextId++,
            method,
            ...(params === undefined ? {} : { params }),
          }),
        })
      } catch (error) {
        if (signal?.aborted) throw signal.reason ?? error
        throw new ChainRequestError(
          timeout.aborted ? 'The network did not answer in time' : 'Could not reach the network',
          {
            cause: error,
          },
        )
      }
      let payload: { result?: unknown; error?: { code?: unknown; message?: unknown } }
      try {
        payload = (await response.json()) as typeof payload
      } catch (error) {
        throw new ChainRequestError(`The network answered ${response.status} without JSON`, { cause: error })
      }
      if (payload && typeof payload === 'object' && payload.error) {
        const code = typeof payload.error.code === 'number' ? payload.error.code : undefined
        throw new ChainRequestError(
          typeof payload.error.message === 'string'
            ? payload.error.message.slice(0, 500)
            : 'The network refused the call',
          code === undefined ? {} : { code },
        )
      }
      if (!response.ok || !payload || typeof payload !== 'object' || !('result' in payload))
        throw new ChainRequestError(`The network answered ${response.status}`)
      return payload.result
    },
  }
}
