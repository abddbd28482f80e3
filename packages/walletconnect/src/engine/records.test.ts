import { afterEach, expect, it, vi } from 'vitest'
import { generateSymKey, topicOf } from '../crypto/keys.js'
import { createJsonStore, createMemoryStorage } from '../storage/storage.js'
import { createRecords, type SessionRecord } from './records.js'
import { createReplayState } from './replayGuard.js'

const NOW_MS = 1_700_000_000_000
const NOW = NOW_MS / 1000
const namespaces = { eip155: { accounts: ['eip155:1:0xdead'], methods: ['personal_sign'], events: [] } }

afterEach(() => {
  vi.useRealTimers()
})

async function session(expiry: number): Promise<SessionRecord> {
  const symKey = generateSymKey()
  return {
    topic: await topicOf(symKey),
    pairingTopic: 'pairing',
    expiry,
    namespaces,
    peer: { publicKey: 'ab'.repeat(32), metadata: { name: 'Wallet', description: '', url: '', icons: [] } },
    symKey,
    requiredNamespaces: {},
    optionalNamespaces: {},
    replay: { ids: [7], applied: 7 },
  }
}

it('stores the sessions and active pairings, and a new client reads them back from their keys', async () => {
  const store = createJsonStore(createMemoryStorage(), 'test:')
  const records = createRecords(store, () => NOW_MS, vi.fn())
  const live = await session(NOW + 3600)
  records.sessions.set(live.topic, live)
  const pairingKey = generateSymKey()
  const pairingTopic = await topicOf(pairingKey)
  const pairing = {
    topic: pairingTopic,
    symKey: pairingKey,
    expiry: NOW + 3600,
    active: true,
    replay: createReplayState(),
  }
  records.pairings.set(pairingTopic, pairing)
  records.pairings.set('inactive', { ...pairing, topic: 'inactive', active: false })
  await records.persist()

  const reloaded = createRecords(store, () => NOW_MS, vi.fn())
  const expired = vi.fn()
  await reloaded.load(() => NOW, expired)
  expect([...reloaded.sessions.values()]).toEqual([live])
  expect([...reloaded.pairings.keys()]).toEqual([pairingTopic])
  expect(reloaded.liveTopics()).toEqual([live.topic, pairingTopic])
  expect(reloaded.peerOf(live.topic)).toMatchObject({ symKey: live.symKey, replay: { ids: [7], applied: 7 } })
  expect(expired).not.toHaveBeenCalled()
})

it('skips what it cannot trust on a reload: a topic not of its key, a malformed record; an expired session is reported', async () => {
  const store = createJsonStore(createMemoryStorage(), 'test:')
  const live = await session(NOW + 3600)
  const old = await session(NOW - 1)
  await store.set('sessions', [
    { ...live, topic: 'chosen-by-storage' },
    old,
    { ...live, symKey: 'not hex' },
    'not a record',
  ])
  const records = createRecords(store, () => NOW_MS, vi.fn())
  const expired = vi.fn()
  await records.load(() => NOW, expired)
  // The topic is derived from the key again, whatever storage said.
  expect([...records.sessions.keys()]).toEqual([live.topic])
  expect(expired).toHaveBeenCalledWith(old.topic)
})

it('makes the identity seed once and keeps it', async () => {
  const store = createJsonStore(createMemoryStorage(), 'test:')
  const seed = await createRecords(store, () => NOW_MS, vi.fn()).identity()
  expect(seed).toMatch(/^[0-9a-f]{64}$/)
  expect(await createRecords(store, () => NOW_MS, vi.fn()).identity()).toBe(seed)
})

it('calls onDue at the earliest expiry, and no more once stopped', async () => {
  vi.useFakeTimers({ now: NOW_MS })
  const soon = await session(NOW + 10)
  const later = await session(NOW + 60)
  // As the client's prune does: the due record goes, and the timer is set for the next one.
  const onDue = vi.fn(() => records.sessions.delete(soon.topic))
  const records = createRecords(createJsonStore(createMemoryStorage(), 'test:'), () => Date.now(), onDue)
  records.sessions.set(later.topic, later)
  records.sessions.set(soon.topic, soon)
  records.schedule()
  await vi.advanceTimersByTimeAsync(9_000)
  expect(onDue).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1_100)
  expect(onDue).toHaveBeenCalledTimes(1)
  records.stop()
  await vi.advanceTimersByTimeAsync(120_000)
  expect(onDue).toHaveBeenCalledTimes(1)
})
