// Conformance with WalletKit 1.2.10 on a settled session: events, updates, chain switch, ping, extend, disconnect.
import { type Relay, startRelay } from '@kit/devnet'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { SessionNotFoundError } from '../errors.js'
import type { SignClientEvents } from '../engine/types.js'
import { createTestApp } from '../test-utils/app.js'
import { EVM_EVENTS, startTestWallet, type TestWallet } from '../test-utils/walletKit.js'

let relay: Relay
let wallet: TestWallet

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
  wallet = await startTestWallet(relay.url)
})
afterAll(async () => {
  await wallet?.close()
  await relay?.stop()
})

const EVM = {
  chains: ['eip155:1', 'eip155:137'],
  methods: ['personal_sign', 'wallet_switchEthereumChain'],
  events: EVM_EVENTS,
}

async function connected() {
  const app = createTestApp(relay.url)
  const { uri, approval } = await app.client.connect({ optionalNamespaces: { eip155: EVM } })
  await wallet.pair(uri)
  const session = await approval
  const events: { [E in keyof SignClientEvents]: SignClientEvents[E][] } = {
    session_event: [],
    session_update: [],
    session_delete: [],
    session_expire: [],
    session_extend: [],
    relay_status: [],
  }
  for (const name of Object.keys(events) as (keyof SignClientEvents)[])
    app.client.on(name, (payload) => (events[name] as unknown[]).push(payload))
  return { ...app, session, events }
}

it('switches chain: the wallet answers wallet_switchEthereumChain and emits chainChanged; accountsChanged arrives too', async () => {
  const { client, session, events } = await connected()
  await client.request({
    topic: session.topic,
    chainId: 'eip155:1',
    request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] },
  })
  await vi.waitFor(() =>
    expect(events.session_event).toContainEqual({
      topic: session.topic,
      chainId: 'eip155:137',
      event: { name: 'chainChanged', data: 137 },
    }),
  )
  await wallet.kit.emitSessionEvent({
    topic: session.topic,
    chainId: 'eip155:137',
    event: { name: 'accountsChanged', data: [wallet.account.address] },
  })
  await vi.waitFor(() =>
    expect(events.session_event.map((e) => e.event.name)).toEqual(['chainChanged', 'accountsChanged']),
  )
  // A chain the wallet does not have is a typed wallet error (4902), not a rejection.
  await expect(
    client.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] },
    }),
  ).rejects.toMatchObject({ name: 'WalletRequestError', code: 4902 })
  await client.close()
})

it('applies a session update from the wallet (a chain added) and uses the new chain', async () => {
  const { client, session, events } = await connected()
  const namespaces = structuredClone(wallet.kit.getActiveSessions()[session.topic]?.namespaces ?? {})
  const eip155 = namespaces.eip155
  if (!eip155) throw new Error('no eip155 namespace')
  eip155.chains = [...(eip155.chains ?? []), 'eip155:31337']
  eip155.accounts = [...eip155.accounts, `eip155:31337:${wallet.account.address}`]
  const { acknowledged } = await wallet.kit.updateSession({ topic: session.topic, namespaces })
  await acknowledged()
  expect(events.session_update.at(-1)?.namespaces.eip155?.accounts).toContain(
    `eip155:31337:${wallet.account.address}`,
  )
  expect(client.sessions[0]?.namespaces.eip155?.chains).toContain('eip155:31337')
  await client.request({
    topic: session.topic,
    chainId: 'eip155:31337',
    request: { method: 'personal_sign', params: ['0x68656c6c6f', wallet.account.address] },
  })
  expect(wallet.state.requests.at(-1)?.chainId).toBe('eip155:31337')
  await client.close()
})

it('pings, and extends the session from either side', async () => {
  const { client, session, events, clock } = await connected()
  await client.ping(session.topic)
  await client.ping(session.pairingTopic)
  // The wallet extends (a second later, so its new expiry is later): the app follows.
  await new Promise((resolve) => setTimeout(resolve, 1100))
  await wallet.kit.extendSession({ topic: session.topic })
  await vi.waitFor(() => expect(events.session_extend).toHaveLength(1))
  const walletExpiry = wallet.kit.getActiveSessions()[session.topic]?.expiry
  expect(client.sessions[0]?.expiry).toBe(walletExpiry)
  expect(walletExpiry).toBeGreaterThan(session.expiry)
  // The app extends: it resolves only on the wallet's acknowledgement.
  clock.offsetMs = 60_000
  await client.extend(session.topic)
  const extended = client.sessions[0]?.expiry ?? 0
  expect(extended).toBeGreaterThanOrEqual(session.expiry + 60)
  expect(events.session_extend.at(-1)).toEqual({ topic: session.topic, expiry: extended })
  await client.close()
})

it('disconnects from the app side: the wallet sees the delete and the session is gone', async () => {
  const { client, session, events } = await connected()
  await client.disconnect(session.topic)
  expect(client.sessions).toEqual([])
  expect(events.session_delete).toEqual([])
  await vi.waitFor(() => expect(wallet.state.deletes).toContain(session.topic))
  await expect(client.ping(session.topic)).rejects.toBeInstanceOf(SessionNotFoundError)
  await expect(client.disconnect(session.topic)).rejects.toBeInstanceOf(SessionNotFoundError)
  await client.close()
})

it('disconnects from the wallet side: session_delete with the reason, and pending requests end', async () => {
  const { client, session, events } = await connected()
  await wallet.kit.disconnectSession({
    topic: session.topic,
    reason: { code: 6000, message: 'User disconnected.' },
  })
  await vi.waitFor(() =>
    expect(events.session_delete).toEqual([
      { topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } },
    ]),
  )
  expect(client.sessions).toEqual([])
  await expect(
    client.request({ topic: session.topic, chainId: 'eip155:1', request: { method: 'personal_sign' } }),
  ).rejects.toBeInstanceOf(SessionNotFoundError)
  await client.close()
})
