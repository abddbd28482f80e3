// A hostile wallet (or relay) on the session topic: malformed envelopes and well-sealed but invalid messages are
// dropped or refused; the session, its scope and its expiry stay as the wallet settled them, and the client keeps
// working. Answers count only on the topic their request went out on, replayed or out-of-date state changes are
// refused (also after a reload), and a settlement past the size caps is rejected.
import { type Relay, startRelay } from '@kit/devnet'
import { base64 } from '@scure/base'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import type { SignClient } from '../engine/signClient.js'
import type { SignClientEvents } from '../engine/types.js'
import { encodeType0 } from '../crypto/envelope.js'
import { generateSymKey } from '../crypto/keys.js'
import { InvalidNamespacesError } from '../errors.js'
import { createTestApp } from '../test-utils/app.js'
import { tapRelay } from '../test-utils/hostileRelay.js'
import {
  HOSTILE_ACCOUNT,
  HOSTILE_NAMESPACES,
  startHostileWallet,
  walletId,
} from '../test-utils/hostileWallet.js'
import { EVM_EVENTS } from '../test-utils/walletKit.js'

let relay: Relay

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
})
afterAll(async () => {
  await relay?.stop()
})

const REQUIRED = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: EVM_EVENTS } }

/** Every session event the client emits, by name. */
function recordEvents(client: SignClient) {
  const events: { [E in keyof SignClientEvents]: SignClientEvents[E][] } = {
    session_event: [],
    session_update: [],
    session_delete: [],
    session_expire: [],
    session_extend: [],
    relay_status: [],
  }
  for (const name of Object.keys(events) as (keyof SignClientEvents)[])
    if (name !== 'relay_status') client.on(name, (payload) => (events[name] as unknown[]).push(payload))
  return events
}

it('drops malformed envelopes and refuses invalid session messages without crashing or changing the session', async () => {
  const app = createTestApp(relay.url)
  const { uri, approval } = await app.client.connect({ requiredNamespaces: REQUIRED })
  const peer = await startHostileWallet(relay.url, uri)
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

  const request = (method: string, params: unknown) => peer.request(method, params)
  const ns = { accounts: [], methods: [], events: [] }
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
    // Past the size caps: 17 namespaces.
    request('wc_sessionUpdate', {
      namespaces: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`eip155:${i + 1}`, ns])),
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
  expect(refusals).toBeGreaterThanOrEqual(10)
  expect(events).toEqual([])
  expect(app.client.sessions).toEqual([session])
  peer.close()
  await app.client.close()
})

it('takes the first answer to a proposal and ignores a second one with another key', async () => {
  const app = createTestApp(relay.url)
  const { uri, approval } = await app.client.connect({ requiredNamespaces: REQUIRED })
  const peer = await startHostileWallet(relay.url, uri, { answerTwice: true })
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

it('takes an answer only from the topic its request went out on: another session cannot answer with the same id', async () => {
  const app = createTestApp(relay.url)
  const pair = async () => {
    const { uri, approval } = await app.client.connect({ requiredNamespaces: REQUIRED })
    const peer = await startHostileWallet(relay.url, uri)
    return { peer, session: await approval }
  }
  const a = await pair()
  const b = await pair()
  expect(app.client.sessions).toHaveLength(2)
  let outcome: unknown = 'pending'
  const answer = app.client.request({
    topic: a.session.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: ['0x00', HOSTILE_ACCOUNT.split(':')[2]] },
  })
  answer.then(
    (value) => {
      outcome = value
    },
    (error: unknown) => {
      outcome = error
    },
  )
  await vi.waitFor(() => expect(a.peer.received().some((m) => m.method === 'wc_sessionRequest')).toBe(true))
  const id = a.peer.received().find((m) => m.method === 'wc_sessionRequest')?.id
  // Session B's wallet holds its own key only: it answers A's request id on B's topic.
  await b.peer.publish([b.peer.seal({ id, jsonrpc: '2.0', result: '0xforged' })])
  await b.peer.publish([
    b.peer.seal({ id, jsonrpc: '2.0', error: { code: 5000, message: 'forged rejection' } }),
  ])
  await b.peer.roundTrip()
  expect(outcome).toBe('pending')
  await a.peer.publish([a.peer.seal({ id, jsonrpc: '2.0', result: '0xgenuine' })])
  expect(await answer).toBe('0xgenuine')
  a.peer.close()
  b.peer.close()
  await app.client.close()
})

it('refuses replayed and out-of-date events and updates, also after a reload: an old update cannot undo a newer one', async () => {
  const app = createTestApp(relay.url)
  const { uri, approval } = await app.client.connect({ requiredNamespaces: REQUIRED })
  const peer = await startHostileWallet(relay.url, uri)
  const session = await approval
  const events = recordEvents(app.client)
  const BEEF = 'eip155:1:0x000000000000000000000000000000000000bEEF'
  const withBeef = { eip155: { ...HOSTILE_NAMESPACES.eip155, accounts: [HOSTILE_ACCOUNT, BEEF] } }
  const base = walletId()
  const accountsTo = (account: string) => ({
    chainId: 'eip155:1',
    event: { name: 'accountsChanged', data: [account] },
  })
  // The wallet adds an account, switches to it, and takes it away again: three changes, in order.
  const added = peer.request('wc_sessionUpdate', { namespaces: withBeef }, base + 1)
  const switched = peer.request('wc_sessionEvent', accountsTo(BEEF), base + 2)
  const removed = peer.request('wc_sessionUpdate', { namespaces: HOSTILE_NAMESPACES }, base + 3)
  // And a request that changes nothing: the seen ids, not the order of changes, keep it from being handled twice.
  const ping = peer.request('wc_sessionPing', {}, base + 4)
  await peer.publish([added, switched, removed, ping])
  await peer.roundTrip()
  expect(events.session_update).toHaveLength(2)
  expect(events.session_event).toHaveLength(1)
  const accounts = () => app.client.sessions[0]?.namespaces.eip155?.accounts
  expect(accounts()).toEqual([HOSTILE_ACCOUNT])

  // Newly sealed, but older than the newest change applied (late, or re-sent): refused with an error, no effect.
  await peer.publish([
    peer.request('wc_sessionEvent', accountsTo(BEEF), base),
    peer.request('wc_sessionUpdate', { namespaces: withBeef }, base - 5),
  ])
  await peer.roundTrip()
  const refused = peer
    .received()
    .filter((m) => m.error !== undefined)
    .map((m) => m.id)
  expect(refused).toEqual(expect.arrayContaining([base, base - 5]))
  expect(events.session_update).toHaveLength(2)
  expect(events.session_event).toHaveLength(1)
  expect(accounts()).toEqual([HOSTILE_ACCOUNT])

  // A reload (a new client over the same storage), then the relay delivers the old envelopes again, byte for byte.
  await app.client.close()
  const tap = tapRelay()
  const reloaded = createTestApp(relay.url, { storage: app.storage, WebSocket: tap.WebSocket })
  expect(await reloaded.client.restore()).toEqual([expect.objectContaining({ topic: session.topic })])
  const after = recordEvents(reloaded.client)
  for (const envelope of [added, switched, removed, added, ping]) tap.deliver(session.topic, envelope)
  await peer.roundTrip()
  expect(after.session_update).toEqual([])
  expect(after.session_event).toEqual([])
  // Each request was answered once, before the reload; the replays got no answer.
  for (const id of [base + 1, base + 2, base + 3, base + 4])
    expect(peer.received().filter((m) => m.id === id && m.method === undefined)).toHaveLength(1)
  expect(reloaded.client.sessions[0]?.namespaces.eip155?.accounts).toEqual([HOSTILE_ACCOUNT])
  // A new change from the wallet still goes through.
  await peer.publish([peer.request('wc_sessionEvent', accountsTo(HOSTILE_ACCOUNT), base + 10_000)])
  await vi.waitFor(() => expect(after.session_event).toHaveLength(1))
  peer.close()
  await reloaded.client.close()
})

it('rejects a settlement past the size caps with a typed error, tells the wallet why, and stores nothing', async () => {
  const app = createTestApp(relay.url)
  const { uri, approval } = await app.client.connect({ optionalNamespaces: REQUIRED })
  const accounts = Array.from(
    { length: 101 },
    (_, i) => `eip155:1:0x${(i + 1).toString(16).padStart(40, '0')}`,
  )
  const peer = await startHostileWallet(relay.url, uri, {
    namespaces: { eip155: { ...HOSTILE_NAMESPACES.eip155, accounts } },
  })
  const refused = await approval.then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(refused).toBeInstanceOf(InvalidNamespacesError)
  expect(refused).toMatchObject({ reason: 'namespace eip155 has more than 100 accounts' })
  await vi.waitFor(() =>
    expect(
      peer.received().some((m) => JSON.stringify(m.error ?? '').includes('more than 100 accounts')),
    ).toBe(true),
  )
  expect(app.client.sessions).toEqual([])
  expect(JSON.parse((await app.storage.getItem('kit-wc:sessions')) ?? '[]')).toEqual([])
  peer.close()
  await app.client.close()
})
