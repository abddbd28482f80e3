import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { JsonRpcError } from '../jsonRpcError.js'
import { assertPort, closeServer, DEVNET_HOST, listen } from '../net.js'

/** Options of the local WalletConnect relay. */
export type RelayOptions = {
  /** Port on 127.0.0.1; 0 picks a free one. Default 8555. */
  port?: number
  /** WebSocket ping period; Node clients reconnect when they hear nothing for about 35 s. Default 10 s. */
  pingIntervalMs?: number
}

/** A running relay. */
export type Relay = {
  /** `ws://127.0.0.1:<port>`: pass as `relayUrl` to universal-provider and WalletKit. */
  url: string
  port: number
  /** Open client connections right now. */
  readonly connectionCount: number
  stop(): Promise<void>
}

/** Messages a topic keeps for late subscribers. */
const MAILBOX_LIMIT_PER_TOPIC = 500
/** Longest time a message waits in a mailbox: 30 days, the protocol's longest TTL. */
const MAX_TTL_SECONDS = 30 * 24 * 60 * 60
const DEFAULT_TTL_SECONDS = 300
const EXPIRY_SWEEP_MS = 60_000

// Tags of the session-negotiation messages that 2.2x clients publish through dedicated relay methods.
const TAG_SESSION_PROPOSE = 1100
const TAG_SESSION_PROPOSE_RESPONSE = 1101
const TAG_SESSION_SETTLE = 1102

type StoredMessage = {
  topic: string
  message: string
  hash: string
  tag: number
  publishedAt: number
  expiresAt: number
  attestation?: string
  senderClientId: string
  /** Clients that acknowledged (or fetched) the message; it is never delivered to them again. */
  acknowledgedBy: Set<string>
}

type Client = {
  socket: WebSocket
  /** The client's did:key from the auth JWT; messages are deduplicated per client, across reconnects. */
  clientId: string
  topics: Set<string>
  /** Deliveries awaiting an acknowledgement, by request id, on this connection. */
  inFlight: Map<number, StoredMessage>
  alive: boolean
}

function clientIdFrom(request: IncomingMessage, fallback: string): string {
  const auth = new URL(request.url ?? '/', 'ws://relay').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return fallback
  try {
    const { iss } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
    return typeof iss === 'string' && iss ? iss : fallback
  } catch {
    return fallback
  }
}

function stringParam(params: Record<string, unknown>, name: string): string {
  const value = params[name]
  if (typeof value !== 'string' || value === '')
    throw new JsonRpcError(-32602, `Invalid params: "${name}" must be a non-empty string`)
  return value
}

function ttlOf(params: Record<string, unknown>): number {
  const ttl = params.ttl
  if (ttl === undefined) return DEFAULT_TTL_SECONDS
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0)
    throw new JsonRpcError(-32602, 'Invalid params: "ttl" must be a positive number')
  return Math.min(ttl, MAX_TTL_SECONDS)
}

/**
 * Starts a WalletConnect v2 relay on 127.0.0.1 that speaks the IRN JSON-RPC the 2.2x SDKs use:
 * irn_subscribe / irn_unsubscribe / irn_publish and their batch forms, irn_batchFetchMessages,
 * irn_subscription deliveries with acknowledgements, and the session-negotiation methods
 * wc_proposeSession / wc_approveSession (which subscribe their sender implicitly, because the SDK does
 * not subscribe to those topics itself). Messages for topics with no subscriber wait in a mailbox until
 * one arrives or their TTL ends.
 */
export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const { port = 8555, pingIntervalMs = 10_000 } = options
  assertPort('relay port', port)
  const clients = new Set<Client>()
  const mailbox = new Map<string, StoredMessage[]>()
  let nextRequestId = Date.now() * 1000
  let anonymousCount = 0

  const subscriptionId = (topic: string, client: Client) =>
    createHash('sha256')
      .update(topic + client.clientId)
      .digest('hex')

  const deliver = (client: Client, stored: StoredMessage) => {
    // Checked at delivery time: a client may unsubscribe between a subscribe and its deferred mailbox delivery.
    if (!client.topics.has(stored.topic)) return
    if (stored.senderClientId === client.clientId || stored.acknowledgedBy.has(client.clientId)) return
    if ([...client.inFlight.values()].includes(stored)) return
    if (client.socket.readyState !== client.socket.OPEN) return
    const id = nextRequestId++
    client.inFlight.set(id, stored)
    client.socket.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId(stored.topic, client),
          data: {
            topic: stored.topic,
            message: stored.message,
            publishedAt: stored.publishedAt,
            tag: stored.tag,
            ...(stored.attestation ? { attestation: stored.attestation } : {}),
          },
        },
      }),
    )
  }

  const liveMessages = (topic: string) => {
    const now = Date.now()
    const list = (mailbox.get(topic) ?? []).filter((stored) => stored.expiresAt > now)
    if (list.length > 0) mailbox.set(topic, list)
    else mailbox.delete(topic)
    return list
  }

  const store = (
    sender: Client,
    topic: string,
    message: string,
    ttlSeconds: number,
    tag: number,
    attestation?: unknown,
  ) => {
    const hash = createHash('sha256').update(message).digest('hex')
    const list = liveMessages(topic)
    // Clients retry publishes; the same message is stored and delivered once.
    if (list.some((stored) => stored.hash === hash)) return
    const publishedAt = Date.now()
    const stored: StoredMessage = {
      topic,
      message,
      hash,
      tag,
      publishedAt,
      expiresAt: publishedAt + ttlSeconds * 1000,
      ...(typeof attestation === 'string' ? { attestation } : {}),
      senderClientId: sender.clientId,
      acknowledgedBy: new Set(),
    }
    list.push(stored)
    if (list.length > MAILBOX_LIMIT_PER_TOPIC) list.shift()
    mailbox.set(topic, list)
    for (const client of clients) if (client.topics.has(topic)) deliver(client, stored)
  }

  const subscribe = (client: Client, topic: string) => {
    client.topics.add(topic)
    // Deliver what waited in the mailbox once the subscription id has been answered.
    setTimeout(() => {
      for (const stored of liveMessages(topic)) deliver(client, stored)
    }, 0)
    return subscriptionId(topic, client)
  }

  const publish = (client: Client, params: Record<string, unknown>) => {
    const tag = typeof params.tag === 'number' ? params.tag : 0
    store(
      client,
      stringParam(params, 'topic'),
      stringParam(params, 'message'),
      ttlOf(params),
      tag,
      params.attestation,
    )
    return true
  }

  const handlers: Record<string, (client: Client, params: Record<string, unknown>) => unknown> = {
    irn_subscribe: (client, params) => subscribe(client, stringParam(params, 'topic')),
    irn_batchSubscribe: (client, params) => {
      const topics = params.topics
      if (!Array.isArray(topics)) throw new JsonRpcError(-32602, 'Invalid params: "topics" must be an array')
      return topics.map((topic) => subscribe(client, stringParam({ topic }, 'topic')))
    },
    irn_unsubscribe: (client, params) => {
      client.topics.delete(stringParam(params, 'topic'))
      return true
    },
    irn_batchUnsubscribe: (client, params) => {
      const subscriptions = params.subscriptions
      if (!Array.isArray(subscriptions))
        throw new JsonRpcError(-32602, 'Invalid params: "subscriptions" must be an array')
      for (const subscription of subscriptions) client.topics.delete(stringParam(subscription ?? {}, 'topic'))
      return true
    },
    irn_publish: publish,
    irn_batchPublish: (client, params) => {
      const messages = params.messages
      if (!Array.isArray(messages))
        throw new JsonRpcError(-32602, 'Invalid params: "messages" must be an array')
      for (const message of messages) publish(client, message ?? {})
      return true
    },
    irn_batchFetchMessages: (client, params) => {
      const topics = params.topics
      if (!Array.isArray(topics)) throw new JsonRpcError(-32602, 'Invalid params: "topics" must be an array')
      const messages = topics.flatMap((topic) =>
        liveMessages(stringParam({ topic }, 'topic'))
          .filter(
            (stored) =>
              stored.senderClientId !== client.clientId && !stored.acknowledgedBy.has(client.clientId),
          )
          .map((stored) => {
            stored.acknowledgedBy.add(client.clientId)
            return {
              topic: stored.topic,
              message: stored.message,
              publishedAt: stored.publishedAt,
              tag: stored.tag,
              ...(stored.attestation ? { attestation: stored.attestation } : {}),
            }
          }),
      )
      return { messages, hasMore: false }
    },
    wc_proposeSession: (client, params) => {
      const pairingTopic = stringParam(params, 'pairingTopic')
      subscribe(client, pairingTopic)
      const tag = typeof params.tag === 'number' ? params.tag : TAG_SESSION_PROPOSE
      store(
        client,
        pairingTopic,
        stringParam(params, 'sessionProposal'),
        ttlOf(params),
        tag,
        params.attestation,
      )
      return true
    },
    wc_approveSession: (client, params) => {
      const pairingTopic = stringParam(params, 'pairingTopic')
      const sessionTopic = stringParam(params, 'sessionTopic')
      const ttl = ttlOf(params)
      subscribe(client, sessionTopic)
      store(
        client,
        pairingTopic,
        stringParam(params, 'sessionProposalResponse'),
        ttl,
        TAG_SESSION_PROPOSE_RESPONSE,
      )
      store(client, sessionTopic, stringParam(params, 'sessionSettlementRequest'), ttl, TAG_SESSION_SETTLE)
      return true
    },
  }

  const onMessage = (client: Client, raw: RawData) => {
    let payload: { id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: unknown }
    try {
      payload = JSON.parse(raw.toString())
    } catch {
      client.socket.send(
        JSON.stringify({ id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } }),
      )
      return
    }
    const { id, method } = payload
    if (typeof method !== 'string') {
      // An answer to one of our irn_subscription deliveries: the acknowledgement.
      if (typeof id === 'number') {
        const stored = client.inFlight.get(id)
        client.inFlight.delete(id)
        if (stored && payload.error === undefined) stored.acknowledgedBy.add(client.clientId)
      }
      return
    }
    const reply = (body: { result: unknown } | { error: { code: number; message: string } }) => {
      if (id !== undefined) client.socket.send(JSON.stringify({ id, jsonrpc: '2.0', ...body }))
    }
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
    if (!handler) return reply({ error: { code: -32601, message: `Method not found: ${method}` } })
    const params = payload.params
    if (typeof params !== 'object' || params === null || Array.isArray(params)) {
      return reply({ error: { code: -32602, message: 'Invalid params: expected an object' } })
    }
    try {
      reply({ result: handler(client, params as Record<string, unknown>) })
    } catch (error) {
      if (error instanceof JsonRpcError)
        return reply({ error: { code: error.code, message: error.shortMessage } })
      reply({ error: { code: -32603, message: error instanceof Error ? error.message : String(error) } })
    }
  }

  const httpServer = createServer((_request, response) => {
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('Kit devnet WalletConnect relay: connect over WebSocket.')
  })
  const socketServer = new WebSocketServer({ server: httpServer })
  socketServer.on('error', () => {})
  socketServer.on('connection', (socket, request) => {
    anonymousCount += 1
    const client: Client = {
      socket,
      clientId: clientIdFrom(request, `anonymous-${anonymousCount}`),
      topics: new Set(),
      inFlight: new Map(),
      alive: true,
    }
    clients.add(client)
    socket.on('pong', () => {
      client.alive = true
    })
    socket.on('message', (raw) => onMessage(client, raw))
    socket.on('close', () => clients.delete(client))
    socket.on('error', () => socket.terminate())
  })

  const pinger = setInterval(() => {
    for (const client of clients) {
      // No pong since the last ping: the peer is gone; free its subscriptions.
      if (!client.alive) {
        client.socket.terminate()
        continue
      }
      client.alive = false
      client.socket.ping()
    }
  }, pingIntervalMs)
  pinger.unref()
  const sweeper = setInterval(() => {
    for (const topic of [...mailbox.keys()]) liveMessages(topic)
  }, EXPIRY_SWEEP_MS)
  sweeper.unref()

  const stop = async () => {
    clearInterval(pinger)
    clearInterval(sweeper)
    for (const client of clients) client.socket.terminate()
    socketServer.close()
    await closeServer(httpServer)
  }

  try {
    const boundPort = await listen(httpServer, port, 'the WalletConnect relay')
    return {
      url: `ws://${DEVNET_HOST}:${boundPort}`,
      port: boundPort,
      get connectionCount() {
        return clients.size
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
