import { startRelay, type Relay } from '@kit/devnet'
import { hashMessage, recoverMessageAddress, toHex } from 'viem'
import { WebSocket } from 'ws'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSignClient } from '../engine/signClient.js'
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

it('pairs with WalletKit, settles an eip155 session and gets a personal_sign answer', async () => {
  const client = createSignClient({
    projectId: 'p',
    relayUrl: relay.url,
    metadata: { name: 'Kit test app', description: 'test', url: 'http://127.0.0.1:5173', icons: [] },
    WebSocket: WebSocket as never,
  })
  const { uri, approval } = await client.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:1', 'eip155:137'], methods: ['personal_sign'], events: EVM_EVENTS },
    },
  })
  await wallet.pair(uri)
  const session = await approval
  expect(session.namespaces.eip155?.accounts).toContain(`eip155:1:${wallet.account.address}`)
  const signature = await client.request<`0x${string}`>({
    topic: session.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [toHex('hello'), wallet.account.address] },
  })
  expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(wallet.account.address)
  void hashMessage
  await client.close()
})
