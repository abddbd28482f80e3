// The relay's JSON-RPC over one WebSocket: subscribe, unsubscribe, publish, and deliveries (irn_subscription) that
// are acknowledged at once. The socket opens on first use; when it drops while topics are subscribed, it reconnects
// with backoff, subscribes every topic again and resends the calls still waiting for an answer.
import { signRelayToken } from '../crypto/relayAuth.js'
import {
  ClientClosedError,
  RelayRequestError,
  RelayUnreachableError,
  RequestTimeoutError,
} from '../errors.js'

/** The WebSocket constructor this client needs: the browser's or a compatible one (Node: `ws`). */
export type WebSocketConstructor = new (url: string) => WebSocketLike

/** The part of the WebSocket API this client uses. */
export type WebSocketLike = {
  readonly readyState: number
  onopen: ((event: unknown) => void) | null
  onclose: ((event: unknown) => void) | null
  onerror: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  send(data: string): void
  close(code?: number, reason?: string): void
}

/** Options of {@link createRelayClient}. */
export type RelayClientOptions = {
  relayUrl: string
  projectId: string
  /** The client's Ed25519 seed (hex), for the auth token. */
  seed: string
  WebSocket: WebSocketConstructor
  now: () => number
  /** Longest wait for the socket to open or the relay to answer a call. */
  timeoutMs: number
  /** Receives each delivered message on a subscribed topic. */
  onMessage: (topic: string, message: string) => void
  /** Told when a socket opens (true) and when an open socket drops (false); not when the client closes it. */
  onStatus?: (connected: boolean) => void
}

type Pending = {
  payload: string
  method: string
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
  timer: ReturnType<typeof setTimeout>
}

const OPEN = 1
const MAX_BACKOFF_MS = 10_000

/** The relay client; see the module comment. */
export type RelayClient = ReturnType<typeof createRelayClient>

/** Creates a relay client. Nothing connects until the first call. */
export function createRelayClient(options: RelayClientOptions) {
  const subscriptions = new Map<string, string>()
  const pending = new Map<number, Pending>()
  let socket: WebSocketLike | undefined
  let opening: Promise<WebSocketLike> | undefined
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let backoffMs = 500
  let closed = false
  let lastId = 0

  /** Keeps the relay's id of a subscription (irn_unsubscribe names it), unless the topic was left meanwhile. */
  const remember = (topic: string, id: unknown) => {
    if (typeof id === 'string' && subscriptions.has(topic)) subscriptions.set(topic, id)
  }

  const nextId = () => {
    lastId = Math.max(lastId + 1, options.now() * 1000)
    return lastId
  }

  const url = async () => {
    const token = await signRelayToken(options.seed, options.relayUrl, Math.floor(options.now() / 1000))
    const query = new URLSearchParams({ auth: token, projectId: options.projectId, ua: 'wc-2/kit-0.1.0/js' })
    return `${options.relayUrl}${options.relayUrl.includes('?') ? '&' : '?'}${query.toString()}`
  }

  const onFrame = (current: WebSocketLike, data: unknown) => {
    if (typeof data !== 'string') return
    let payload: { id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: unknown }
    try {
      payload = JSON.parse(data)
    } catch {
      return
    }
    if (typeof payload !== 'object' || payload === null) return
    if (payload.method === 'irn_subscription') {
      // Acknowledge first: the relay redelivers unacknowledged messages, and a message we cannot read stays unread.
      if (typeof payload.id === 'number' || typeof payload.id === 'string')
        current.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result: true }))
      const data = (payload.params as { data?: { topic?: unknown; message?: unknown } } | undefined)?.data
      if (
        typeof data?.topic === 'string' &&
        typeof data.message === 'string' &&
        subscriptions.has(data.topic)
      )
        options.onMessage(data.topic, data.message)
      return
    }
    if (typeof payload.id !== 'number') return
    const call = pending.get(payload.id)
    if (!call) return
    pending.delete(payload.id)
    clearTimeout(call.timer)
    if (payload.error !== undefined) {
      const error = payload.error as { code?: unknown; message?: unknown }
      call.reject(
        new RelayRequestError(call.method, {
          ...(typeof error.code === 'number' ? { code: error.code } : {}),
          details: typeof error.message === 'string' ? error.message : JSON.stringify(payload.error),
        }),
      )
    } else call.resolve(payload.result)
  }

  const scheduleReconnect = () => {
    if (closed || reconnectTimer || (subscriptions.size === 0 && pending.size === 0)) return
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined
      open().then(
        () => {
          backoffMs = 500
        },
        () => {
          backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS)
          scheduleReconnect()
        },
      )
    }, backoffMs)
  }

  const open = (): Promise<WebSocketLike> => {
    if (closed) return Promise.reject(new ClientClosedError())
    if (socket && socket.readyState === OPEN) return Promise.resolve(socket)
    if (opening) return opening
    // The relay token is signed first (WebCrypto is asynchronous); a failure there is an unreachable relay too.
    opening = url()
      .catch((cause: unknown) => Promise.reject(new RelayUnreachableError({ cause })))
      .then(
        (address) =>
          new Promise<WebSocketLike>((resolve, reject) => {
            if (closed) {
              reject(new ClientClosedError())
              return
            }
            let next: WebSocketLike
            try {
              next = new options.WebSocket(address)
            } catch (cause) {
              reject(new RelayUnreachableError({ cause }))
              return
            }
            let settled = false
            const timer = setTimeout(() => {
              if (settled) return
              settled = true
              next.onclose = null
              next.close()
              reject(new RelayUnreachableError({ details: `No connection within ${options.timeoutMs} ms` }))
            }, options.timeoutMs)
            next.onopen = () => {
              if (settled) return
              settled = true
              clearTimeout(timer)
              socket = next
              resolve(next)
              options.onStatus?.(true)
              // Subscribe again and resend what was waiting when the last socket dropped.
              for (const call of pending.values()) next.send(call.payload)
              for (const topic of subscriptions.keys())
                call('irn_subscribe', { topic }).then(
                  (id) => remember(topic, id),
                  () => {},
                )
            }
            next.onmessage = (event) => onFrame(next, event.data)
            next.onerror = () => {}
            next.onclose = () => {
              if (socket === next) socket = undefined
              if (!settled) {
                settled = true
                clearTimeout(timer)
                reject(new RelayUnreachableError({ details: 'The relay closed the connection' }))
                return
              }
              options.onStatus?.(false)
              scheduleReconnect()
            }
          }),
      )
      .finally(() => {
        opening = undefined
      })
    return opening
  }

  const call = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    const current = await open()
    const id = nextId()
    const payload = JSON.stringify({ id, jsonrpc: '2.0', method, params })
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new RequestTimeoutError(`the relay did not answer ${method}`))
      }, options.timeoutMs)
      pending.set(id, { payload, method, resolve, reject, timer })
      if (current.readyState === OPEN) current.send(payload)
      // Otherwise it is resent when the socket opens again.
    })
  }

  return {
    /** Subscribes to `topic` (idempotent). */
    async subscribe(topic: string): Promise<void> {
      if (subscriptions.has(topic)) return
      subscriptions.set(topic, '')
      try {
        remember(topic, await call('irn_subscribe', { topic }))
      } catch (error) {
        subscriptions.delete(topic)
        throw error
      }
    },
    /** Unsubscribes from `topic`; a relay failure is ignored (the relay drops subscriptions of gone clients). */
    async unsubscribe(topic: string): Promise<void> {
      const id = subscriptions.get(topic)
      if (id === undefined) return
      subscriptions.delete(topic)
      if (!socket || socket.readyState !== OPEN) return
      await call('irn_unsubscribe', { topic, id }).catch(() => {})
    },
    /** Publishes an encoded message on `topic` with its tag and TTL. */
    async publish(topic: string, message: string, publish: { tag: number; ttl: number; prompt?: boolean }) {
      await call('irn_publish', {
        topic,
        message,
        ttl: publish.ttl,
        tag: publish.tag,
        prompt: publish.prompt ?? false,
      })
    },
    /** Closes the socket for good; waiting calls end with {@link ClientClosedError}. */
    close(): void {
      closed = true
      clearTimeout(reconnectTimer)
      for (const [id, entry] of pending) {
        clearTimeout(entry.timer)
        entry.reject(new ClientClosedError())
        pending.delete(id)
      }
      const current = socket
      socket = undefined
      if (current) {
        current.onclose = null
        current.close(1000, 'client closed')
      }
    },
  }
}
