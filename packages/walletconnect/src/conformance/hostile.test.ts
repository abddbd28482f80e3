// A hostile wallet on the session topic: malformed envelopes and well-sealed but invalid messages are dropped or
// refused; the session, its scope and its expiry stay as the wallet settled them, and the client keeps working.
import { type Relay, startRelay } from '@kit/devnet'
import { base64 } from '@scure/base'
import { WebSocket } from 'ws'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { decodeType0, encodeType0 } from '../crypto/envelope.js'
import { deriveSymKey, generateKeyPair, generateSymKey, topicOf } from '../crypto/keys.js'
import { parsePairingUri } from '../uri.js'
import { createTestApp } from '../test-utils/app.js'
import { EVM_EVENTS } from '../test-utils/walletKit.js'

let relay: Relay

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
})
afterAll(async () => {
  await relay?.stop()
})

/**
 * A hand-driven wallet on a raw relay socket: it answers the proposal and settles the session itself, so it holds the
 * session key and can send anything on the session topic (WalletKit would answer the noise too).
 */
async function hostileWallet(uri: string, { answerTwice = false } = {}) {
  const { topic: pairingTopic, symKey: pairingKey } = parsePairingUri(uri)
  const socket = new WebSocket(`${relay.url}?auth=x.e30.x`)
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
        namespaces: {
          eip155: {
            accounts: ['eip155:1:0x000000000000000000000000000000000000dEaD'],
            methods: ['personal_sign'],
            events: EVM_EVENTS,
          },
        },
        controller: {
          publicKey: self.publicKey,
          metadata: { name: 'Hostile', description: '', url: '', icons: [] },
        },
        expiry: Math.floor(Date.now() / 1000) + 7 * 24 * 60 * 60,
      },
    }),
  )
  return {
    sessionTopic,
    inbox,
    seal,
    publish: async (messages: string[]) => {
      for (const message of messages) await publish(sessionTopic, message)
    },
    close: () => socket.close(),
  }
}

it('drops malformed envelopes and refuses invalid session messages without crashing or changing the session', async () => {
  const app = createTestApp(relay.url)
  const { uri, approval } = await app.client.connect({
    requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: EVM_EVENTS } },
  })
  const peer = await hostileWallet(uri)
  const session = await approval
  expect(session.topic).toBe(peer.sessionTopic)
  const events: unknown[] = []
  for (const name of [
    'session_event',
    'session_update',
    'session_delete',
    'session_extend',
    'session_expire',
  ] as const)
    app.client.on(name, (payload) => events.push(payload))

  const request = (method: string, params: unknown) =>
    peer.seal({ id: Date.now() * 1000 + Math.floor(Math.random() * 1000), jsonrpc: '2.0', method, params })
  await peer.publish([
    'not base64 at all!',
    base64.encode(new Uint8Array([2, 1, 2, 3])),
    base64.encode(new Uint8Array([0, 1, 2])),
    base64.encode(new Uint8Array([1, ...new Uint8Array(40)])),
    encodeType0(
      generateSymKey(),
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'wc_sessionDelete', params: {} }),
    ),
    peer.seal('{not json'),
    peer.seal({ jsonrpc: '2.0', method: 'wc_sessionDelete' }),
    peer.seal({ id: 'x', jsonrpc: '2.0', method: 'wc_sessionDelete', params: {} }),
    request('wc_sessionEvent', { chainId: 'eip155:1', event: { name: 'notGranted', data: 1 } }),
    request('wc_sessionEvent', { chainId: 'eip155:999', event: { name: 'chainChanged', data: 999 } }),
    request('wc_sessionEvent', { chainId: 42, event: null }),
    request('wc_sessionUpdate', {
      namespaces: { eip155: { accounts: ['not-an-account'], methods: [], events: [] } },
    }),
    request('wc_sessionUpdate', { namespaces: { solana: { accounts: [], methods: [], events: [] } } }),
    request('wc_sessionUpdate', {
      namespaces: {
        eip155: { accounts: ['solana:abc:xyz'], methods: ['personal_sign'], events: EVM_EVENTS },
      },
    }),
    request('wc_sessionExtend', { expiry: Math.floor(Date.now() / 1000) + 100 * 365 * 24 * 60 * 60 }),
    request('wc_sessionExtend', { expiry: 'soon' }),
    request('wc_sessionSettle', { namespaces: {}, controller: {}, expiry: 1 }),
    request('wc_unknownMethod', {}),
    request('__proto__', {}),
    peer.seal({ id: 12, jsonrpc: '2.0', result: 'an answer nobody asked for' }),
    request('wc_sessionPing', {}),
  ])
  // The last message, a ping, is answered: every message before it was read and survived (delivery is in order).
  await vi.waitFor(() =>
    expect(peer.inbox.filter((m) => m.text.includes('"result":true')).length).toBeGreaterThanOrEqual(2),
  )
  const refusals = peer.inbox.filter((m) => m.text.includes('"error"')).length
  expect(refusals).toBeGreaterThanOrEqual(9)
  expect(events).toEqual([])
  expect(app.client.sessions).toEqual([session])
  peer.close()
  await app.client.close()
})

it('takes the first answer to a proposal and ignores a second one with another key', async () => {
  const app = createTestApp(relay.url)
  const { uri, approval } = await app.client.connect({
    requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: EVM_EVENTS } },
  })
  const peer = await hostileWallet(uri, { answerTwice: true })
  const session = await Promise.race([
    approval,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('The session was not settled.')), 3000),
    ),
  ])
  expect(session.topic).toBe(peer.sessionTopic)
  expect(app.client.sessions.map((s) => s.topic)).toEqual([peer.sessionTopic])
  peer.close()
  await app.client.close()
})
