import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { PublicKey } from '@solana/web3.js'
import { type WebSocket, WebSocketServer } from 'ws'
import { answerPayload, answerRequest } from '../jsonRpc.js'
import { assertPort, closeServer, DEVNET_HOST, listen } from '../net.js'
import { encodeAccount, parseEncoding, type AccountEncoding } from './accountEncoding.js'
import { SolanaLedger } from './ledger.js'
import { createSolanaRpcMethods, type RpcMethod } from './rpcMethods.js'
import { invalidParams } from '../jsonRpcError.js'

/** Options of the Solana JSON-RPC + pubsub front. */
export type SolanaRpcOptions = {
  /** HTTP JSON-RPC port; 0 picks a free one. Default 8899. WebSocket upgrades are accepted here too. */
  rpcPort?: number
  /** Dedicated pubsub WebSocket port, as solana-test-validator offers; 0 picks a free one. Default 8900. */
  wsPort?: number
  /** Length of a slot (and a blockhash's turn) in ms. Default 400, like a real cluster. */
  slotIntervalMs?: number
  /** Receives unexpected method failures (bugs), for the devnet's log. */
  onError?: (error: unknown) => void
}

/** A running local Solana cluster. */
export type SolanaRpcServer = {
  rpcUrl: string
  wsUrl: string
  /** The ledger behind the RPC, for seeding and inspection in-process. */
  ledger: SolanaLedger
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 10 * 1024 * 1024

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
}

type Subscription =
  | { kind: 'signature'; socket: WebSocket; signature: string }
  | { kind: 'account'; socket: WebSocket; address: string; encoding: AccountEncoding }
  | { kind: 'slot'; socket: WebSocket }
  | { kind: 'other'; socket: WebSocket }

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        resolve(undefined)
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/**
 * Starts litesvm behind an HTTP JSON-RPC endpoint and a WebSocket pubsub endpoint that `@solana/web3.js`
 * v1 `Connection` uses unchanged (signature, account and slot subscriptions; other subscriptions are
 * accepted and stay silent). CORS is open so pages on any local origin can call it.
 */
export async function startSolanaRpc(options: SolanaRpcOptions = {}): Promise<SolanaRpcServer> {
  const { rpcPort = 8899, wsPort = 8900, slotIntervalMs = 400, onError } = options
  assertPort('solana rpc port', rpcPort)
  assertPort('solana ws port', wsPort)
  const ledger = new SolanaLedger()
  const methods = createSolanaRpcMethods(ledger)
  const subscriptions = new Map<number, Subscription>()
  let nextSubscriptionId = 1

  const send = (socket: WebSocket, payload: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload))
  }
  const notify = (subscription: Subscription, id: number, method: string, result: unknown) =>
    send(subscription.socket, { jsonrpc: '2.0', method, params: { result, subscription: id } })

  const notifySignature = (signature: string) => {
    const record = ledger.record(signature)
    if (!record) return
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind !== 'signature' || subscription.signature !== signature) continue
      notify(subscription, id, 'signatureNotification', {
        context: { slot: record.slot },
        value: { err: record.err },
      })
      // Signature subscriptions end after their one notification, as on a validator.
      subscriptions.delete(id)
    }
  }

  const unsubscribeLedger = [
    ledger.onTransaction((record) => {
      notifySignature(record.signature)
      const touched = new Set(record.accountKeys)
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind !== 'account' || !touched.has(subscription.address)) continue
        const account = ledger.getAccount(new PublicKey(subscription.address))
        const value = account
          ? encodeAccount(account, subscription.encoding, ledger.mintDecimals)
          : {
              lamports: 0,
              data: ['', 'base64'],
              owner: '11111111111111111111111111111111',
              executable: false,
              rentEpoch: 0,
              space: 0,
            }
        notify(subscription, id, 'accountNotification', { context: { slot: record.slot }, value })
      }
    }),
    ledger.onSlot((slot) => {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'slot')
          notify(subscription, id, 'slotNotification', { parent: slot - 1, root: slot, slot })
      }
    }),
  ]

  const pubsubMethods = (socket: WebSocket): Record<string, RpcMethod> => {
    const add = (subscription: Subscription) => {
      const id = nextSubscriptionId++
      subscriptions.set(id, subscription)
      return id
    }
    const remove = (params: readonly unknown[]) => {
      const id = params[0]
      if (typeof id !== 'number') throw invalidParams('expected a subscription id')
      const subscription = subscriptions.get(id)
      if (!subscription || subscription.socket !== socket) return false
      return subscriptions.delete(id)
    }
    const silent = () => add({ kind: 'other', socket })
    return {
      ...methods,
      signatureSubscribe: (params) => {
        if (typeof params[0] !== 'string') throw invalidParams('signature must be a base58 string')
        const signature = params[0]
        const id = add({ kind: 'signature', socket, signature })
        // Already processed: notify right after the subscription id has been answered.
        if (ledger.record(signature)) setTimeout(() => notifySignature(signature), 0)
        return id
      },
      accountSubscribe: (params) => {
        if (typeof params[0] !== 'string') throw invalidParams('address must be a base58 string')
        const address = new PublicKey(params[0]).toBase58()
        const config = (params[1] ?? {}) as { encoding?: unknown }
        return add({ kind: 'account', socket, address, encoding: parseEncoding(config.encoding, 'base58') })
      },
      slotSubscribe: () => add({ kind: 'slot', socket }),
      logsSubscribe: silent,
      programSubscribe: silent,
      rootSubscribe: silent,
      slotsUpdatesSubscribe: silent,
      signatureUnsubscribe: remove,
      accountUnsubscribe: remove,
      slotUnsubscribe: remove,
      logsUnsubscribe: remove,
      programUnsubscribe: remove,
      rootUnsubscribe: remove,
      slotsUpdatesUnsubscribe: remove,
    }
  }

  const onConnection = (socket: WebSocket) => {
    const socketMethods = pubsubMethods(socket)
    socket.on('message', async (data) => {
      let request: unknown
      try {
        request = JSON.parse(data.toString())
      } catch {
        send(socket, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
        return
      }
      const response = await answerRequest(socketMethods, request, onError)
      if (response) send(socket, response)
    })
    socket.on('close', () => {
      for (const [id, subscription] of subscriptions)
        if (subscription.socket === socket) subscriptions.delete(id)
    })
    socket.on('error', () => socket.terminate())
  }

  const handleHttp = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end()
      return
    }
    if (request.method === 'GET' && request.url === '/health') {
      response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'text/plain' }).end('ok')
      return
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { ...CORS_HEADERS, allow: 'POST, OPTIONS' }).end()
      return
    }
    const body = await readBody(request)
    if (body === undefined) {
      response.writeHead(413, CORS_HEADERS).end()
      return
    }
    const answer = await answerPayload(methods, body, onError)
    response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' }).end(answer ?? '')
  }

  const rpcServer: Server = createServer((request, response) => {
    handleHttp(request, response).catch((error: unknown) => {
      onError?.(error)
      if (!response.headersSent) response.writeHead(500, CORS_HEADERS)
      response.end()
    })
  })
  const wsServer: Server = createServer((_request, response) => {
    response.writeHead(426, { ...CORS_HEADERS, 'content-type': 'text/plain' }).end('WebSocket only')
  })
  const sameportSockets = new WebSocketServer({ server: rpcServer })
  const dedicatedSockets = new WebSocketServer({ server: wsServer })
  for (const socketServer of [sameportSockets, dedicatedSockets]) {
    socketServer.on('connection', onConnection)
    // ws re-emits the HTTP server's listen errors here; listen() below reports them.
    socketServer.on('error', () => {})
  }

  const stop = async () => {
    ledger.stopClock()
    for (const unsubscribe of unsubscribeLedger) unsubscribe()
    for (const socketServer of [sameportSockets, dedicatedSockets]) {
      for (const client of socketServer.clients) client.terminate()
      socketServer.close()
    }
    await Promise.all([closeServer(rpcServer), closeServer(wsServer)])
  }

  try {
    const boundRpcPort = await listen(rpcServer, rpcPort, 'the Solana JSON-RPC')
    const boundWsPort = await listen(wsServer, wsPort, 'the Solana pubsub WebSocket')
    ledger.startClock(slotIntervalMs)
    return {
      rpcUrl: `http://${DEVNET_HOST}:${boundRpcPort}`,
      wsUrl: `ws://${DEVNET_HOST}:${boundWsPort}`,
      ledger,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
