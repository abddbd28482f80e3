// The Solana wallet-standard connector against the devnet's litesvm cluster: the test wallet connects, SOL and
// SPL (Kit USD) sends land on the ledger, refusals show the spec's texts, and a wallet-side disconnect counts.
import { solanaLocalnet, withRpcUrls } from '@kit/chains'
import { type Devnet, KIT_USD_SOLANA_MINT, startDevnet } from '@kit/devnet'
import { createTestWallet, type TestWallet } from '@kit/test-wallet'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletStandardConnector, formatAmount } from '../exports/connectors.js'
import { createKit, type Kit } from '../kit.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import type { KitStorageBackend } from '../types.js'

let devnet: Devnet
let wallet: TestWallet
let connection: Connection
let network: typeof solanaLocalnet
const kits: Kit[] = []
const mint = new PublicKey(KIT_USD_SOLANA_MINT)

function newKit(storage: KitStorageBackend = createMemoryStorage()) {
  const kit = createKit({
    projectId: 'kit-integration',
    networks: [network],
    storage,
    apiUrl: 'http://127.0.0.1:9',
    logLevel: 'silent',
    connectors: { walletConnect: false, injected: false, solana: false },
  })
  const solana = wallet.solana?.wallet
  if (!solana) throw new Error('the test wallet has no Solana side')
  kit.connectors.register(createWalletStandardConnector({ wallet: solana, networks: [network] }))
  kits.push(kit)
  return kit
}

async function connectedKit(storage?: KitStorageBackend) {
  const kit = newKit(storage)
  await kit.connection.connect('solana:Kit Test Wallet')
  return kit
}

async function tokenBalance(owner: PublicKey): Promise<bigint> {
  const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint })
  return value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
}

beforeAll(async () => {
  devnet = await startDevnet({ ports: 0, bundlers: false })
  network = withRpcUrls(solanaLocalnet, { http: devnet.solana.rpcUrl, webSocket: devnet.solana.wsUrl })
  connection = new Connection(devnet.solana.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: devnet.solana.wsUrl,
  })
  wallet = createTestWallet({
    solana: { rpcUrl: devnet.solana.rpcUrl, wsUrl: devnet.solana.wsUrl },
  })
}, 60_000)

afterAll(async () => {
  for (const kit of kits) kit.destroy()
  await devnet?.stop()
})

describe('Solana wallet on the devnet', { timeout: 30_000 }, () => {
  it('connects: address, cluster and SOL balance in state', async () => {
    const kit = await connectedKit()
    const address = devnet.accounts.solana[0]?.publicKey
    expect(kit.getState().account).toMatchObject({ status: 'connected', address })
    expect(kit.getState().account.caipAddress).toBe(`solana:localnet:${address}`)
    expect(kit.getState().network.active).toBe('solana:localnet')
    const lamports = await connection.getBalance(new PublicKey(address ?? ''))
    await expect.poll(() => kit.getState().account.balance).toBe(formatAmount(BigInt(lamports), 9))
    expect(kit.getState().account.balanceSymbol).toBe('SOL')
  })

  it('a SOL send lands on the ledger', async () => {
    const kit = await connectedKit()
    const receiver = Keypair.generate().publicKey
    kit.send.setTokenAmount('0.5')
    kit.send.setReceiverAddress(receiver.toBase58())
    const signature = await kit.send.sendToken()
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await connection.getBalance(receiver)).toBe(0.5 * LAMPORTS_PER_SOL)
    expect(kit.getState().toast).toMatchObject({ message: 'Transaction started' })
    expect(kit.getState().router.view).toBe('Account')
  })

  it('an SPL send lands on the ledger, creating the receiver’s token account', async () => {
    const kit = await connectedKit()
    const sender = new PublicKey(kit.getState().account.address ?? '')
    const receiver = Keypair.generate().publicKey
    const before = await tokenBalance(sender)
    kit.send.setToken({
      address: `solana:localnet:${KIT_USD_SOLANA_MINT}`,
      symbol: 'kUSD',
      quantity: { decimals: '6' },
    })
    kit.send.setTokenAmount('2.5')
    kit.send.setReceiverAddress(receiver.toBase58())
    await kit.send.sendToken()
    expect(await tokenBalance(receiver)).toBe(2_500_000n)
    expect(await tokenBalance(sender)).toBe(before - 2_500_000n)
  })

  it('refuses without an amount or a receiver: "Please enter a valid amount and receiver address"', async () => {
    const kit = await connectedKit()
    kit.send.setTokenAmount('1')
    await expect(kit.send.sendToken()).rejects.toMatchObject({
      shortMessage: 'Please enter a valid amount and receiver address',
    })
    expect(kit.getState().toast).toMatchObject({
      message: 'Please enter a valid amount and receiver address',
    })
  })

  it('a refused send shows "Failed to send transaction. Please try again." and moves nothing', async () => {
    const kit = await connectedKit()
    const receiver = Keypair.generate().publicKey
    wallet.setPolicy('reject')
    try {
      kit.send.setTokenAmount('1')
      kit.send.setReceiverAddress(receiver.toBase58())
      await expect(kit.send.sendToken()).rejects.toMatchObject({
        shortMessage: 'Failed to send transaction. Please try again.',
      })
    } finally {
      wallet.setPolicy('approve')
    }
    expect(await connection.getBalance(receiver)).toBe(0)
  })

  it('reload restores the session; a disconnect in the wallet disconnects the kit', async () => {
    const storage = createMemoryStorage()
    const first = await connectedKit(storage)
    first.destroy()
    const reloaded = newKit(storage)
    expect(reloaded.getState().account.status).toBe('reconnecting')
    await expect.poll(() => reloaded.getState().account.status).toBe('connected')
    wallet.solana?.disconnect()
    await expect.poll(() => reloaded.getState().account.status).toBe('disconnected')
    expect(reloaded.storage.getConnection()).toBeUndefined()
  })
})
