// Conformance with WalletKit 1.2.10: proposals approved and rejected, and requests answered, over the devnet relay.
import { type Relay, startRelay } from '@kit/devnet'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { keccak256, recoverMessageAddress, toHex } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  ProposalExpiredError,
  WalletConnectAbortedError,
  WalletConnectInputError,
  WalletConnectRejectedError,
} from '../errors.js'
import { createTestApp } from '../test-utils/app.js'
import { EVM_EVENTS, SOLANA_CHAIN, startTestWallet, type TestWallet } from '../test-utils/walletKit.js'

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
  methods: ['personal_sign', 'eth_sendTransaction'],
  events: EVM_EVENTS,
}
const SOLANA = { chains: [SOLANA_CHAIN], methods: ['solana_signMessage'], events: [] }

it('settles eip155 and solana sessions from optional namespaces; personal_sign, eth_sendTransaction and solana_signMessage are answered by the wallet', async () => {
  const { client } = createTestApp(relay.url)
  const { uri, approval } = await client.connect({ optionalNamespaces: { eip155: EVM, solana: SOLANA } })
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?relay-protocol=irn&symKey=[0-9a-f]{64}&expiryTimestamp=\d+$/)
  await wallet.pair(uri)
  const session = await approval
  expect(session.namespaces.eip155?.accounts).toEqual([
    `eip155:1:${wallet.account.address}`,
    `eip155:137:${wallet.account.address}`,
  ])
  expect(session.namespaces.solana?.accounts).toEqual([`${SOLANA_CHAIN}:${wallet.solanaAddress}`])
  expect(session.peer.metadata.name).toBe('Kit test wallet')
  expect(client.sessions.map((s) => s.topic)).toEqual([session.topic])
  // The wallet saw what the app proposed.
  expect(wallet.state.proposals.at(-1)?.optionalNamespaces.solana?.chains).toEqual([SOLANA_CHAIN])

  const signature = await client.request<`0x${string}`>({
    topic: session.topic,
    chainId: 'eip155:137',
    request: { method: 'personal_sign', params: [toHex('hello relay'), wallet.account.address] },
  })
  expect(await recoverMessageAddress({ message: 'hello relay', signature })).toBe(wallet.account.address)
  expect(wallet.state.requests.at(-1)?.chainId).toBe('eip155:137')

  const to = '0x000000000000000000000000000000000000dEaD'
  const hash = await client.request<string>({
    topic: session.topic,
    chainId: 'eip155:1',
    request: { method: 'eth_sendTransaction', params: [{ from: wallet.account.address, to, value: '0x2a' }] },
  })
  const expected = await wallet.account.signTransaction({
    chainId: 1,
    to,
    value: 42n,
    nonce: 0,
    gas: 21_000n,
    maxFeePerGas: 1n,
    maxPriorityFeePerGas: 1n,
  })
  expect(hash).toBe(keccak256(expected))

  const message = base58.encode(new TextEncoder().encode('sign in to Kit'))
  const { signature: solanaSignature } = await client.request<{ signature: string }>({
    topic: session.topic,
    chainId: SOLANA_CHAIN,
    request: { method: 'solana_signMessage', params: { message, pubkey: wallet.solanaAddress } },
  })
  expect(ed25519.verify(base58.decode(solanaSignature), base58.decode(message), wallet.solanaPublicKey)).toBe(
    true,
  )
  await client.close()
})

it('settles required namespaces and refuses requests outside the session before they reach the wallet', async () => {
  const { client } = createTestApp(relay.url)
  const { uri, approval } = await client.connect({
    requiredNamespaces: {
      eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
    },
  })
  await wallet.pair(uri)
  const session = await approval
  expect(session.namespaces.eip155?.chains).toContain('eip155:1')
  const before = wallet.state.requests.length
  await expect(
    client.request({ topic: session.topic, chainId: 'eip155:10', request: { method: 'personal_sign' } }),
  ).rejects.toBeInstanceOf(WalletConnectInputError)
  await expect(
    client.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'eth_signTypedData_v4' },
    }),
  ).rejects.toBeInstanceOf(WalletConnectInputError)
  expect(wallet.state.requests.length).toBe(before)
  await client.close()
})

it('rejects approval with a typed 4001 error when the wallet rejects the proposal, and a refused request likewise', async () => {
  const rejecting = await startTestWallet(relay.url, { approve: false })
  try {
    const { client } = createTestApp(relay.url)
    const { uri, approval } = await client.connect({ optionalNamespaces: { eip155: EVM } })
    await rejecting.pair(uri)
    const error = await approval.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectRejectedError)
    expect(error).toMatchObject({ code: 4001, walletCode: 5000 })
    expect(client.sessions).toEqual([])
    await client.close()
  } finally {
    await rejecting.close()
  }

  const { client } = createTestApp(relay.url)
  const { uri, approval } = await client.connect({
    optionalNamespaces: { eip155: { ...EVM, methods: [...EVM.methods, 'eth_signTypedData_v4'] } },
  })
  await wallet.pair(uri)
  const session = await approval
  // The test wallet refuses any method it does not implement with 4001.
  await expect(
    client.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'eth_signTypedData_v4', params: [] },
    }),
  ).rejects.toMatchObject({ name: 'WalletConnectRejectedError', code: 4001, walletCode: 4001 })
  await client.close()
})

it('expires a proposal the wallet answers too late, and aborts one on its signal; no session appears', async () => {
  const { client, clock } = createTestApp(relay.url)
  const { uri, approval } = await client.connect({ optionalNamespaces: { eip155: EVM } })
  clock.offsetMs = 6 * 60 * 1000
  // WalletKit's clock is real, so it still approves; the app reads the answer after its own expiry and refuses it.
  await wallet.pair(uri)
  await expect(approval).rejects.toBeInstanceOf(ProposalExpiredError)
  expect(client.sessions).toEqual([])

  const controller = new AbortController()
  const second = await client.connect({ optionalNamespaces: { eip155: EVM }, signal: controller.signal })
  controller.abort()
  await expect(second.approval).rejects.toBeInstanceOf(WalletConnectAbortedError)
  await client.close()
})

it('ends a pending approval and request with typed errors when the client closes', async () => {
  const { client } = createTestApp(relay.url)
  const { approval } = await client.connect({ optionalNamespaces: { eip155: EVM } })
  await client.close()
  await expect(approval).rejects.toMatchObject({ name: 'ClientClosedError' })
  await expect(client.connect({ optionalNamespaces: { eip155: EVM } })).rejects.toMatchObject({
    name: 'ClientClosedError',
  })
})
