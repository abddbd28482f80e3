// Test-only: a hand-driven wallet on a raw relay socket. It answers the proposal and settles the session itself, so it
// holds the session key and can send anything on the session topic, with ids of its choosing, and send the same
// envelope twice (what a hostile relay does when it replays one). WalletKit would answer the noise itself.
import { expect, vi } from 'vitest'
import { WebSocket } from 'ws'
import { decodeType0, encodeType0 } from '../crypto/envelope.js'
import { deriveSymKey, generateKeyPair, topicOf } from '../crypto/keys.js'
import { parsePairingUri } from '../uri.js'
import { EVM_EVENTS } from './walletKit.js'

/** The account the hostile wallet settles with by default. */
export const HOSTILE_ACCOUNT = 'eip155:1:0x000000000000000000000000000000000000dEaD'

/** What the hostile wallet settles with unless told otherwise. */
export const HOSTILE_NAMESPACES = {
  eip155: { accounts: [HOSTILE_ACCOUNT], methods: ['personal_sign'], events: EVM_EVENTS },
}

/** A wallet-style request id (`ms * 1000 + random`), increasing over time as real wallets' are. */
export const walletId = () => Date.now() * 1000 + Math.floor(Math.random() * 1000)

/** Pairs with the app's `uri` on the relay at `relayUrl` and settles a session with `namespaces`. */
export async function startHostileWallet(
  relayUrl: string,
  uri: string,
  { answerTwice = false, namespaces = HOSTILE_NAMESPACES as unknown } = {},
) {
  const { topic: pairingTopic, symKey: pairingKey } = parsePairingUri(uri)
  const socket = new WebSocket(`${relayUrl}?auth=x.e30.x`)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let id = 1
  const inbox: { topic: string; text: string }[] = []
  const keys = new Map([[pairingTopic, pairingKey]])
  socket.on('message', (raw) => {
    const frame = JSON.parse(String(raw))
    if (frame.method !== 'irn_subscription') return
    socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    const key = keys.get(frame.params.data.topic)
    if (key) inbox.push({ topic: frame.params.data.topic, text: decodeType0(key, frame.params.data.message) })
  })
  const call = (method: string, params: object) =>
    new Promise<void>((resolve) => {
      const callId = id++
      const onFrame = (raw: unknown) => {
        if (JSON.parse(String(raw)).id !== callId) return
        socket.off('message', onFrame)
        resolve()
      }
      socket.on('message', onFrame)
      socket.send(JSON.stringify({ id: callId, jsonrpc: '2.0', method, params }))
    })
  await call('irn_subscribe', { topic: pairingTopic })
  await vi.waitFor(() => expect(inbox.some((m) => m.text.includes('wc_sessionPropose'))).toBe(true))
  const proposal = JSON.parse(inbox.find((m) => m.text.includes('wc_sessionPropose'))?.text ?? '{}')
  const self = await generateKeyPair()
  const sessionKey = await deriveSymKey(self.privateKey, proposal.params.proposer.publicKey)
  const sessionTopic = await topicOf(sessionKey)
  keys.set(sessionTopic, sessionKey)
  await call('irn_subscribe', { topic: sessionTopic })
  const publish = (topic: string, message: string) =>
    call('irn_publish', { topic, message, ttl: 300, tag: 1108 })
  const seal = (payload: unknown) =>
    encodeType0(sessionKey, typeof payload === 'string' ? payload : JSON.stringify(payload))
  const answer = (responderPublicKey: string) =>
    publish(
      pairingTopic,
      encodeType0(
        pairingKey,
        JSON.stringify({
          id: proposal.id,
          jsonrpc: '2.0',
          result: { relay: { protocol: 'irn' }, responderPublicKey },
        }),
      ),
    )
  await answer(self.publicKey)
  // A second answer with another key, sent while the client may still be deriving the first one's session key; the
  // settle waits until the client has read both, so a client that took the second would miss it.
  if (answerTwice) {
    await answer((await generateKeyPair()).publicKey)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await publish(
    sessionTopic,
    seal({
      id: id++,
      jsonrpc: '2.0',
      method: 'wc_sessionSettle',
      params: {
        relay: { protocol: 'irn' },
        namespaces,
        controller: {
          publicKey: self.publicKey,
          metadata: { name: 'Hostile', description: '', url: '', icons: [] },
        },
        expiry: Math.floor(Date.now() / 1000) + 7 * 24 * 60 * 60,
      },
    }),
  )
  /** The messages the app sent on the session topic, parsed. */
  const received = () =>
    inbox
      .filter((m) => m.topic === sessionTopic)
      .map((m) => JSON.parse(m.text) as { id: number; method?: string; result?: unknown; error?: unknown })
  return {
    sessionTopic,
    inbox,
    received,
    seal,
    /** A sealed request on the session topic (a fresh wallet id unless `requestId` is given). */
    request: (method: string, params: unknown, requestId = walletId()) =>
      seal({ id: requestId, jsonrpc: '2.0', method, params }),
    publish: async (messages: string[]) => {
      for (const message of messages) await publish(sessionTopic, message)
    },
    /**
     * Pings the app on the session topic and waits for its answer. The relay delivers in order, so every message
     * published before it has been read by then.
     */
    roundTrip: async () => {
      const pingId = walletId()
      await publish(sessionTopic, seal({ id: pingId, jsonrpc: '2.0', method: 'wc_sessionPing', params: {} }))
      await vi.waitFor(() => expect(received().some((m) => m.id === pingId && m.result === true)).toBe(true))
    },
    close: () => socket.close(),
  }
}

/** The wallet of {@link startHostileWallet}. */
export type HostileWallet = Awaited<ReturnType<typeof startHostileWallet>>
