// JSON-RPC 2.0 between the two peers of a topic: reading what the peer sent (any text: the peer may be hostile), the
// ids of this client's requests, the waits for their answers, and the answers to the peer's requests.
import { RequestTimeoutError, WalletConnectAbortedError } from '../errors.js'
import { type WireError, walletError } from './errorCodes.js'
import {
  isSignMethod,
  METHODS,
  type PublishOptions,
  type SignMethod,
  UNKNOWN_METHOD_RESPONSE,
} from './methods.js'
import { createPendingRequests } from './pendingRequests.js'
import { createRequestId } from './requestId.js'

/** A request of the peer. */
export type JsonRpcRequest = { kind: 'request'; id: number; method: string; params: unknown }
/** The peer's answer to one of this client's requests. */
export type JsonRpcAnswer =
  | { kind: 'response'; id: number; result: unknown }
  | { kind: 'error'; id: number; error: WireError }

/** True for a plain object (not null, not an array): the shape every peer message and stored record must have. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads one message: undefined for anything but a JSON-RPC 2.0 request or answer with a safe-integer id. An error's
 * missing or mistyped code and message read as 0 and ''.
 */
export function parseJsonRpc(text: string): JsonRpcRequest | JsonRpcAnswer | undefined {
  let value: Record<string, unknown>
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null || value.jsonrpc !== '2.0') return undefined
  const id = value.id
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return undefined
  if (typeof value.method === 'string')
    return { kind: 'request', id, method: value.method, params: value.params }
  if ('error' in value) {
    const error = value.error as { code?: unknown; message?: unknown } | null
    return {
      kind: 'error',
      id,
      error: {
        code: typeof error?.code === 'number' ? error.code : 0,
        message: typeof error?.message === 'string' ? error.message : '',
      },
    }
  }
  if ('result' in value) return { kind: 'response', id, result: value.result }
  return undefined
}

/** Seals a message for a topic and hands it to the relay. */
export type Publish = (topic: string, payload: object, options: PublishOptions) => Promise<void>

/** The JSON-RPC side of one client: see {@link createJsonRpc}. */
export type JsonRpc = ReturnType<typeof createJsonRpc>

/**
 * The JSON-RPC side of one client over `publish`. `inUse` names ids taken elsewhere (a proposal's, until the wallet
 * answers it), so no two waits share an id.
 */
export function createJsonRpc(now: () => number, publish: Publish, inUse: (id: number) => boolean) {
  const pending = createPendingRequests()
  // Unpredictable ids (see requestId.ts), never one that still names a call waiting for its answer.
  const nextId = () => createRequestId(now(), (id) => pending.has(id) || inUse(id))

  /** Publishes a request whose answer nobody waits for here (a delete; a proposal, answered through its record). */
  const send = (topic: string, method: SignMethod, params: unknown, id = nextId()) =>
    publish(topic, { id, jsonrpc: '2.0', method, params }, METHODS[method].req)

  return {
    nextId,
    send,
    /** Sends a request and waits for its answer on the same topic, with a timeout and an optional signal. */
    call: (
      topic: string,
      method: SignMethod,
      params: unknown,
      timeoutMs: number,
      signal?: AbortSignal,
    ): Promise<unknown> => {
      if (signal?.aborted) return Promise.reject(new WalletConnectAbortedError({ cause: signal.reason }))
      const id = nextId()
      return new Promise((resolve, reject) => {
        const onAbort = () => finish(() => reject(new WalletConnectAbortedError({ cause: signal?.reason })))
        const timer = setTimeout(
          () => finish(() => reject(new RequestTimeoutError(`the wallet did not answer ${method}`))),
          timeoutMs,
        )
        const finish = (settle: () => void) => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          pending.delete(id)
          settle()
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        pending.add(id, {
          topic,
          resolve: (value) => finish(() => resolve(value)),
          reject: (error) => finish(() => reject(error)),
        })
        send(topic, method, params, id).catch((error) => pending.match(topic, id)?.reject(error))
      })
    },
    /** Settles the call an answer is for; only the topic the request went out on may answer it. */
    take(topic: string, answer: JsonRpcAnswer) {
      const waiting = pending.match(topic, answer.id)
      if (answer.kind === 'error') waiting?.reject(walletError(answer.error))
      else waiting?.resolve(answer.result)
    },
    /** Ends the calls waiting on `topic`, or on every topic, each with an error of its own. */
    fail(error: () => unknown, topic?: string) {
      for (const call of topic ? pending.onTopic(topic) : pending.all()) call.reject(error())
    },
    /**
     * Answers the peer's request: done (`result: true`) without a code, else an error with `code` and `message`. A
     * failed publish is dropped: the peer asks again.
     */
    respond(topic: string, { id, method }: JsonRpcRequest, code?: number, message?: string) {
      const options = isSignMethod(method) ? METHODS[method].res : UNKNOWN_METHOD_RESPONSE
      const body = code === undefined ? { result: true } : { error: { code, message } }
      publish(topic, { id, jsonrpc: '2.0', ...body }, options).catch(() => {})
    },
  }
}
