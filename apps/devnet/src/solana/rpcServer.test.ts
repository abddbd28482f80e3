import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { PortInUseError } from '../errors.js'
import { LOCAL_GENESIS_HASH } from './rpcMethods.js'
import { type SolanaRpcServer, startSolanaRpc } from './rpcServer.js'

let server: SolanaRpcServer

beforeAll(async () => {
  server = await startSolanaRpc({ rpcPort: 0, wsPort: 0, slotIntervalMs: 50 })
})
afterAll(() => server?.stop())

async function post(body: string) {
  const response = await fetch(server.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  return { response, text: await response.text() }
}

async function call(method: string, params?: unknown) {
  const { text } = await post(
    JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params === undefined ? {} : { params }) }),
  )
  return JSON.parse(text) as { result?: unknown; error?: { code: number; message: string } }
}

type PubsubMessage = {
  id?: number
  result?: unknown
  method?: string
  params?: { result: unknown; subscription: number }
}

// Messages are queued from the moment the socket opens: two frames that arrive together are emitted in the same
// tick, before a listener attached after the first one could catch the second.
const inboxes = new WeakMap<
  WebSocket,
  { messages: PubsubMessage[]; waiting: ((message: PubsubMessage) => void)[] }
>()

function openSocket(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url)
  const inbox = { messages: [] as PubsubMessage[], waiting: [] as ((message: PubsubMessage) => void)[] }
  inboxes.set(socket, inbox)
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as PubsubMessage
    const waiter = inbox.waiting.shift()
    if (waiter) waiter(message)
    else inbox.messages.push(message)
  })
  return new Promise((resolve, reject) => socket.once('open', () => resolve(socket)).once('error', reject))
}

function nextMessage(socket: WebSocket): Promise<PubsubMessage> {
  const inbox = inboxes.get(socket)
  if (!inbox) throw new Error('test: open the socket with openSocket()')
  const queued = inbox.messages.shift()
  if (queued) return Promise.resolve(queued)
  return new Promise((resolve) => inbox.waiting.push(resolve))
}

describe('HTTP JSON-RPC', () => {
  it('answers with CORS headers, including preflight', async () => {
    const preflight = await fetch(server.rpcUrl, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const { response } = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }))
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('follows JSON-RPC 2.0: parse errors, unknown methods, batches and notifications', async () => {
    expect(JSON.parse((await post('{nope')).text).error.code).toBe(-32700)
    expect(await call('getNothing')).toMatchObject({
      error: { code: -32601, message: 'Method not found: getNothing' },
    })
    expect(JSON.parse((await post('[]')).text).error.code).toBe(-32600)
    const batch = JSON.parse(
      (
        await post(
          JSON.stringify([
            { jsonrpc: '2.0', id: 1, method: 'getHealth' },
            { jsonrpc: '2.0', id: 2, method: 'getGenesisHash' },
            { jsonrpc: '2.0', method: 'getHealth' },
          ]),
        )
      ).text,
    )
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, result: LOCAL_GENESIS_HASH },
    ])
    expect((await post(JSON.stringify({ jsonrpc: '2.0', method: 'getHealth' }))).text).toBe('')
  })

  it('refuses malformed params with -32602 instead of failing', async () => {
    expect((await call('getBalance', ['not-a-key'])).error?.code).toBe(-32602)
    expect((await call('getBalance', { pubkey: 'x' })).error?.code).toBe(-32602)
    expect(
      (await call('getAccountInfo', [Keypair.generate().publicKey.toBase58(), { encoding: 'base64+zstd' }]))
        .error?.code,
    ).toBe(-32602)
    expect((await call('sendTransaction', ['%%%'])).error?.code).toBe(-32602)
    expect((await call('getMinimumBalanceForRentExemption', [-1])).error?.code).toBe(-32602)
    expect((await call('requestAirdrop', [Keypair.generate().publicKey.toBase58(), 0])).error?.code).toBe(
      -32602,
    )
    expect(
      (await call('getTokenAccountsByOwner', [Keypair.generate().publicKey.toBase58(), {}])).error?.code,
    ).toBe(-32602)
  })

  it('serves accounts in base58, base64 and jsonParsed (falling back to base64 for non-token data)', async () => {
    const address = Keypair.generate().publicKey.toBase58()
    await call('requestAirdrop', [address, LAMPORTS_PER_SOL])
    const base58 = (await call('getAccountInfo', [address])).result as {
      value: { data: [string, string]; lamports: number }
    }
    expect(base58.value).toMatchObject({ lamports: LAMPORTS_PER_SOL, data: ['', 'base58'] })
    const parsed = (await call('getAccountInfo', [address, { encoding: 'jsonParsed' }])).result as {
      value: { data: unknown }
    }
    expect(parsed.value.data).toEqual(['', 'base64'])
    expect(
      ((await call('getAccountInfo', [Keypair.generate().publicKey.toBase58()])).result as { value: unknown })
        .value,
    ).toBeNull()
  })

  it('moves to a new slot and blockhash over time', async () => {
    const first = (await call('getLatestBlockhash')).result as {
      value: { blockhash: string }
      context: { slot: number }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
    const later = (await call('getLatestBlockhash')).result as {
      value: { blockhash: string }
      context: { slot: number }
    }
    expect(later.context.slot).toBeGreaterThan(first.context.slot)
    expect(later.value.blockhash).not.toBe(first.value.blockhash)
    expect(
      ((await call('isBlockhashValid', [first.value.blockhash])).result as { value: boolean }).value,
    ).toBe(true)
  })

  it('answers GET /health', async () => {
    expect(await (await fetch(`${server.rpcUrl}/health`)).text()).toBe('ok')
  })
})

describe('WebSocket pubsub', () => {
  it('serves subscriptions on the dedicated port and on the RPC port', async () => {
    for (const url of [server.wsUrl, server.rpcUrl.replace('http', 'ws')]) {
      const socket = await openSocket(url)
      // web3.js sends a heartbeat notification without an id: it gets no answer.
      socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }))
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'slotSubscribe' }))
      const subscribed = await nextMessage(socket)
      expect(subscribed).toMatchObject({ id: 7, result: expect.any(Number) })
      const notification = await nextMessage(socket)
      expect(notification.method).toBe('slotNotification')
      socket.send(
        JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'slotUnsubscribe', params: [subscribed.result] }),
      )
      let reply = await nextMessage(socket)
      while (reply.id !== 8) reply = await nextMessage(socket)
      expect(reply.result).toBe(true)
      socket.close()
    }
  })

  it('notifies a signature subscription once, even when the transaction landed before subscribing', async () => {
    const signature = (
      await call('requestAirdrop', [Keypair.generate().publicKey.toBase58(), LAMPORTS_PER_SOL])
    ).result
    const socket = await openSocket(server.wsUrl)
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'signatureSubscribe',
        params: [signature, { commitment: 'confirmed' }],
      }),
    )
    const subscribed = await nextMessage(socket)
    const notification = await nextMessage(socket)
    expect(notification).toMatchObject({
      method: 'signatureNotification',
      params: { result: { value: { err: null } }, subscription: subscribed.result },
    })
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureUnsubscribe', params: [subscribed.result] }),
    )
    expect((await nextMessage(socket)).result).toBe(false)
    socket.close()
  })

  it('the dedicated WebSocket port refuses plain HTTP', async () => {
    expect((await fetch(server.wsUrl.replace('ws', 'http'))).status).toBe(426)
  })
})

describe('ports', () => {
  it('reports a taken RPC or WebSocket port by name', async () => {
    await expect(startSolanaRpc({ rpcPort: Number(new URL(server.rpcUrl).port), wsPort: 0 })).rejects.toThrow(
      PortInUseError,
    )
    await expect(startSolanaRpc({ rpcPort: 0, wsPort: Number(new URL(server.wsUrl).port) })).rejects.toThrow(
      'for the Solana pubsub WebSocket is already in use.',
    )
  })
})
