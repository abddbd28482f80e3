// The incoming handler alone, over real records and envelopes: each request of the wallet on a session topic is
// answered done, or refused with the spec's code of its kind (errorCodes.ts).
import { expect, it, vi } from 'vitest'
import { encodeType0 } from '../crypto/envelope.js'
import { generateSymKey } from '../crypto/keys.js'
import { createJsonStore, createMemoryStorage } from '../storage/storage.js'
import {
  INVALID_EVENT,
  INVALID_EXTEND_REQUEST,
  INVALID_SESSION_SETTLE_REQUEST,
  INVALID_UPDATE_REQUEST,
  METHOD_NOT_FOUND,
  UNAUTHORIZED_EVENT,
} from './errorCodes.js'
import { createIncoming } from './incoming.js'
import type { JsonRpc } from './jsonRpc.js'
import { SESSION_EXPIRY_SECONDS } from './methods.js'
import { createRecords } from './records.js'
import { createReplayState } from './replayGuard.js'

const NOW = 1_700_000_000
const TOPIC = 'session-topic'
const granted = {
  eip155: { accounts: ['eip155:1:0xdead'], methods: ['personal_sign'], events: ['chainChanged'] },
}

function setup() {
  const symKey = generateSymKey()
  const records = createRecords(createJsonStore(createMemoryStorage(), 'test:'), () => NOW * 1000, vi.fn())
  records.sessions.set(TOPIC, {
    topic: TOPIC,
    pairingTopic: 'pairing',
    expiry: NOW + 3600,
    namespaces: granted,
    peer: { publicKey: 'ab'.repeat(32), metadata: { name: 'Wallet', description: '', url: '', icons: [] } },
    symKey,
    requiredNamespaces: { eip155: { methods: ['personal_sign'], events: [] } },
    optionalNamespaces: {},
    replay: createReplayState(),
  })
  const respond = vi.fn()
  const emit = vi.fn()
  const onMessage = createIncoming({
    records,
    rpc: { respond, take: vi.fn() } as unknown as JsonRpc,
    emit,
    nowSeconds: () => NOW,
    subscribe: vi.fn(),
    prune: vi.fn(),
    removeSession: vi.fn(),
    forgetPairing: vi.fn(),
    endProposal: vi.fn(),
  })
  /** Delivers a request of the wallet; returns the code of its answer (undefined: done) and its message. */
  const ask = (id: number, method: string, params: unknown) => {
    respond.mockClear()
    onMessage(TOPIC, encodeType0(symKey, JSON.stringify({ id, jsonrpc: '2.0', method, params })))
    if (respond.mock.calls.length === 0) return 'unanswered'
    const [, , code, message] = respond.mock.calls[0] ?? []
    return code === undefined ? 'done' : { code, message }
  }
  return { ask, emit, records }
}

it('refuses a bad update, extend or event with the code of its kind', () => {
  // The numbers of the sign spec's error-codes.md (INVALID and UNAUTHORIZED) and of JSON-RPC 2.0.
  expect([
    INVALID_EVENT,
    INVALID_UPDATE_REQUEST,
    INVALID_EXTEND_REQUEST,
    INVALID_SESSION_SETTLE_REQUEST,
  ]).toEqual([1002, 1003, 1004, 1005])
  expect([UNAUTHORIZED_EVENT, METHOD_NOT_FOUND]).toEqual([3002, -32601])
  const { ask } = setup()
  expect(ask(1, 'wc_sessionUpdate', { namespaces: 'not an object' })).toMatchObject({
    code: INVALID_UPDATE_REQUEST,
  })
  expect(ask(2, 'wc_sessionUpdate', { namespaces: { solana: granted.eip155 } })).toMatchObject({
    code: INVALID_UPDATE_REQUEST,
  })
  expect(ask(3, 'wc_sessionExtend', { expiry: NOW + SESSION_EXPIRY_SECONDS + 3600 })).toEqual({
    code: INVALID_EXTEND_REQUEST,
    message: 'invalid expiry',
  })
  expect(ask(4, 'wc_sessionEvent', { chainId: 'eip155:1' })).toEqual({
    code: INVALID_EVENT,
    message: 'invalid event',
  })
  // Well formed, but not granted: on a chain or of a name outside the session.
  expect(ask(5, 'wc_sessionEvent', { chainId: 'eip155:5', event: { name: 'chainChanged' } })).toEqual({
    code: UNAUTHORIZED_EVENT,
    message: 'event not in the session',
  })
  expect(
    ask(6, 'wc_sessionEvent', { chainId: 'eip155:1', event: { name: 'accountsChanged' } }),
  ).toMatchObject({
    code: UNAUTHORIZED_EVENT,
  })
})

it('applies a good change once, and refuses an older one with the code of its kind', () => {
  const { ask, emit, records } = setup()
  const wider = { eip155: { ...granted.eip155, accounts: ['eip155:1:0xdead', 'eip155:1:0xbeef'] } }
  expect(ask(20, 'wc_sessionUpdate', { namespaces: wider })).toBe('done')
  expect(records.sessions.get(TOPIC)?.namespaces).toEqual(wider)
  expect(emit).toHaveBeenCalledWith('session_update', { topic: TOPIC, namespaces: wider })
  // The same id again is a replay: dropped unanswered.
  expect(ask(20, 'wc_sessionUpdate', { namespaces: granted })).toBe('unanswered')
  expect(ask(10, 'wc_sessionUpdate', { namespaces: granted })).toEqual({
    code: INVALID_UPDATE_REQUEST,
    message: 'older than a change already applied',
  })
  expect(ask(11, 'wc_sessionEvent', { chainId: 'eip155:1', event: { name: 'chainChanged' } })).toMatchObject({
    code: INVALID_EVENT,
  })
  expect(ask(12, 'wc_sessionExtend', {})).toMatchObject({ code: INVALID_EXTEND_REQUEST })
  expect(records.sessions.get(TOPIC)?.namespaces).toEqual(wider)
})

it('answers a method outside the table as unsupported, and a settlement without a proposal as invalid', () => {
  const { ask } = setup()
  expect(ask(1, 'eth_sign', [])).toEqual({ code: METHOD_NOT_FOUND, message: 'Unsupported method eth_sign' })
  // A name of Object.prototype is no handler.
  expect(ask(2, 'toString', [])).toMatchObject({ code: METHOD_NOT_FOUND })
  expect(ask(3, 'wc_sessionSettle', {})).toEqual({
    code: INVALID_SESSION_SETTLE_REQUEST,
    message: 'No proposal.',
  })
  expect(ask(4, 'wc_sessionPing', {})).toBe('done')
})
