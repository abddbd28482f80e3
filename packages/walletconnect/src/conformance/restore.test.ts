// Conformance with WalletKit 1.2.10 across reloads, clock jumps and relay restarts.
import { type Relay, startRelay } from '@kit/devnet'
import { recoverMessageAddress, toHex } from 'viem'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { SessionNotFoundError } from '../errors.js'
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

const EVM = { chains: ['eip155:1'], methods: ['personal_sign'], events: EVM_EVENTS }

it('restores a session in a new client over the same storage (a reload) and requests through it', async () => {
  const first = createTestApp(relay.url)
  const { uri, approval } = await first.client.connect({ optionalNamespaces: { eip155: EVM } })
  await wallet.pair(uri)
  const session = await approval
  await first.client.close()

  const second = createTestApp(relay.url, { storage: first.storage })
  expect(second.client.sessions).toEqual([])
  const restored = await second.client.restore()
  expect(restored).toEqual([session])
  const signature = await second.client.request<`0x${string}`>({
    topic: session.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [toHex('after reload'), wallet.account.address] },
  })
  expect(await recoverMessageAddress({ message: 'after reload', signature })).toBe(wallet.account.address)
  // Wallet events reach the restored client: its topics were subscribed again.
  const events: string[] = []
  second.client.on('session_event', ({ event }) => events.push(event.name))
  await wallet.kit.emitSessionEvent({
    topic: session.topic,
    chainId: 'eip155:1',
    event: { name: 'chainChanged', data: 1 },
  })
  await vi.waitFor(() => expect(events).toEqual(['chainChanged']))
  await second.client.close()
})

it('expires a session when the clock passes its expiry, and a reload does not bring it back', async () => {
  const app = createTestApp(relay.url)
  const { uri, approval } = await app.client.connect({ optionalNamespaces: { eip155: EVM } })
  await wallet.pair(uri)
  const session = await approval
  const expired: string[] = []
  app.client.on('session_expire', ({ topic }) => expired.push(topic))
  app.clock.offsetMs = 7 * 24 * 60 * 60 * 1000 + 1000
  expect(app.client.sessions).toEqual([])
  expect(expired).toEqual([session.topic])
  await expect(
    app.client.request({ topic: session.topic, chainId: 'eip155:1', request: { method: 'personal_sign' } }),
  ).rejects.toBeInstanceOf(SessionNotFoundError)
  await app.client.close()

  const reloaded = createTestApp(relay.url, { storage: app.storage })
  reloaded.clock.offsetMs = app.clock.offsetMs
  expect(await reloaded.client.restore()).toEqual([])
  await reloaded.client.close()
})

it('reconnects after the relay restarts, subscribes again, and still gets the wallet answers', async () => {
  const app = createTestApp(relay.url)
  const { uri, approval } = await app.client.connect({ optionalNamespaces: { eip155: EVM } })
  await wallet.pair(uri)
  const session = await approval
  const port = relay.port
  await relay.stop()
  relay = await startRelay({ port })
  const signature = await app.client.request<`0x${string}`>({
    topic: session.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [toHex('after restart'), wallet.account.address] },
  })
  expect(await recoverMessageAddress({ message: 'after restart', signature })).toBe(wallet.account.address)
  await app.client.close()
}, 40_000)
