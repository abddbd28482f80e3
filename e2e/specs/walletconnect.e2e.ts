// WalletConnect, as a visitor meets it: choose WalletConnect in the modal, copy the pairing link, and pair a wallet
// on another device — here WalletKit 1.2.10 (the last Apache-2.0 release) running in this Node process, talking to
// the demo's own WalletConnect client (@kit/walletconnect) through the stack's local relay and signing with dev keys.
// EVM: the demo shows the wallet's account connected, a reload restores the session, a native send from the Send
// view is approved by that wallet and lands on anvil, and a message signed through it (personal_sign) verifies for
// the wallet's address. Solana: a session through the Solana WalletConnect entry signs a message and sends SOL that
// lands on the local cluster; the wallet ends it, and the demo follows.
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  isHex,
  parseEther,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAddress } from 'viem/accounts'
import { generateKeyPairSync, sign as signBytes, verify as verifyBytes } from 'node:crypto'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  allViolations,
  checkScreen,
  closeBrowser,
  type DemoSession,
  dialog,
  expectStatus,
  openDemo,
  waitForText,
} from '../src/demo.ts'

/** anvil's second dev account (public test mnemonic): not the injected test wallet's, so the two cannot be confused. */
const walletAccount = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 1,
})
const CHAINS = ['eip155:80002', 'eip155:31337'] as const
/** The demo's Solana network: the stack's litesvm cluster. */
const SOLANA_CHAIN = 'solana:localnet'
/** The wallet's Solana key: node's ed25519 signs messages, web3.js the transactions it sends. */
const solanaKey = generateKeyPairSync('ed25519')
const solanaSeed = Buffer.from(solanaKey.privateKey.export({ format: 'jwk' }).d ?? '', 'base64url')
const solanaKeypair = Keypair.fromSeed(solanaSeed)
const solanaAddress = solanaKeypair.publicKey.toBase58()

let session: DemoSession
let walletKit: InstanceType<typeof WalletKit>
/** What the wallet was asked, in order: proposals approved and request methods answered. */
const walletLog: string[] = []

/** The stack's anvil for a CAIP-2 chain id. */
function rpcUrlOf(caipNetworkId: string): string {
  const chain = inject('stack').evm[Number(caipNetworkId.split(':')[1])]
  if (!chain) throw new Error(`The stack has no EVM chain ${caipNetworkId}`)
  return chain.rpcUrl
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet), as WalletConnect's Solana methods carry messages and signatures. */
function bs58Encode(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`)
  let out = ''
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

function bs58Decode(text: string): Buffer {
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) throw new Error(`Not base58: ${text}`)
    value = value * 58n + BigInt(digit)
  }
  const hex = value === 0n ? '' : value.toString(16)
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')
  const zeros = text.length - text.replace(/^1+/, '').length
  return Buffer.concat([Buffer.alloc(zeros), body])
}

/** A connection to the stack's litesvm cluster. */
function cluster() {
  const { rpcUrl, wsUrl } = inject('stack').solana
  return new Connection(rpcUrl, { commitment: 'confirmed', wsEndpoint: wsUrl })
}

/** The wallet on the other device: approves every proposal for the local chains and answers requests. */
async function startWallet() {
  const core = new Core({
    projectId: 'kit-e2e-wallet',
    relayUrl: inject('stack').relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: 'kit-e2e-walletkit',
    storageOptions: { database: ':memory:' },
    logger: 'error',
  })
  const wallet = await WalletKit.init({
    core: core as unknown as Parameters<typeof WalletKit.init>[0]['core'],
    metadata: {
      name: 'E2E WalletKit',
      description: 'A wallet in the test',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  wallet.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    walletLog.push('session_proposal')
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: {
          chains: [...CHAINS],
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4'],
          events: ['chainChanged', 'accountsChanged'],
          accounts: CHAINS.map((chain) => `${chain}:${walletAccount.address}`),
        },
        solana: {
          chains: [SOLANA_CHAIN],
          methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
          events: [],
          accounts: [`${SOLANA_CHAIN}:${solanaAddress}`],
        },
      },
    })
    await wallet.approveSession({ id, namespaces })
  })
  wallet.on('session_request', async ({ topic, id, params }: WalletKitTypes.SessionRequest) => {
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...response } })
    const { request, chainId } = params
    walletLog.push(`${request.method} on ${chainId}`)
    try {
      if (request.method === 'personal_sign') {
        const [message] = request.params as [Hex]
        return await respond({
          result: await walletAccount.signMessage({ message: isHex(message) ? { raw: message } : message }),
        })
      }
      if (request.method === 'eth_sendTransaction') {
        const [tx] = request.params as [{ to: Address; value?: Hex; data?: Hex; gasPrice?: Hex }]
        const client = createWalletClient({ account: walletAccount, transport: http(rpcUrlOf(chainId)) })
        const hash = await client.sendTransaction({
          chain: null,
          to: tx.to,
          value: BigInt(tx.value ?? '0x0'),
          data: tx.data ?? '0x',
          ...(tx.gasPrice ? { gasPrice: BigInt(tx.gasPrice) } : {}),
        })
        return await respond({ result: hash })
      }
      if (request.method === 'solana_signMessage') {
        const { message } = request.params as { message: string }
        const signature = signBytes(null, bs58Decode(message), solanaKey.privateKey)
        return await respond({ result: { signature: bs58Encode(signature) } })
      }
      if (request.method === 'solana_signAndSendTransaction') {
        const { transaction } = request.params as { transaction: string }
        const tx = Transaction.from(Buffer.from(transaction, 'base64'))
        tx.partialSign(solanaKeypair)
        const signature = await cluster().sendRawTransaction(tx.serialize(), {
          preflightCommitment: 'confirmed',
        })
        return await respond({ result: { signature } })
      }
      await respond({ error: { code: 4200, message: `Unsupported method ${request.method}` } })
    } catch (error) {
      await respond({ error: { code: 5000, message: (error as Error).message } })
    }
  })
  return wallet
}

beforeAll(async () => {
  // WalletKit's Verify step would reach a public host and wait offline, and the SDK skips it under IS_VITEST;
  // only the wallet peer of this test needs the switch, the demo's own client has no such step.
  process.env.IS_VITEST = 'true'
  walletKit = await startWallet()
  session = await openDemo()
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(inject('stack').demoUrl).origin,
  })
})
afterAll(async () => {
  await session?.close()
  await closeBrowser()
  for (const topic of Object.keys(walletKit?.getActiveSessions() ?? {})) {
    await walletKit
      .disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      .catch(() => undefined)
  }
  await walletKit?.core.relayer.transportClose().catch(() => undefined)
})

/**
 * Opens the Connect view and picks the generic WalletConnect entry of `namespace` (the demo has EVM and Solana
 * networks, so there is one per namespace); waits for its QR view.
 */
async function chooseWalletConnect(page: DemoSession['page'], namespace: 'EVM' | 'Solana') {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  await dialog(page)
    .getByRole('button', { name: new RegExp(`^WalletConnect\\s*${namespace}`) })
    .click()
  await dialog(page).getByRole('heading', { name: 'WalletConnect' }).waitFor()
}

/** Copies the pairing link from the QR view and hands it to the wallet, as a visitor would paste it there. */
async function pairFromCopiedLink(page: DemoSession['page']) {
  await dialog(page).getByRole('img', { name: 'QR code: WalletConnect' }).waitFor()
  await dialog(page).getByRole('button', { name: 'Copy link' }).click()
  await dialog(page).getByRole('status').getByText('Link copied').waitFor()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  await walletKit.pair({ uri })
  return uri
}

/** Polls `read` until it returns `expected` (a landed transaction is mined by anvil within a moment). */
async function waitForValue<T>(read: () => Promise<T>, expected: T, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last = await read()
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    last = await read()
  }
  return last
}

describe('WalletConnect through the local relay', () => {
  it('shows the pairing QR code and copies the pairing link', async () => {
    const { page } = session
    await expectStatus(page, 'disconnected')
    await chooseWalletConnect(page, 'EVM')
    await dialog(page).getByRole('img', { name: 'QR code: WalletConnect' }).waitFor()
    await dialog(page).getByText('Scan this QR code with your phone’s wallet').waitFor()
    await checkScreen(session, 'walletconnect-qr')

    await dialog(page).getByRole('button', { name: 'Copy link' }).click()
    await dialog(page).getByRole('status').getByText('Link copied').waitFor()
    await checkScreen(session, 'walletconnect-link-copied')
  })

  it('pairs the wallet from the copied link; the demo shows its account connected', async () => {
    const { page } = session
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    // A WalletConnect v2 pairing URI through the local relay, whatever the protocol's public defaults are.
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(new URLSearchParams(uri.split('?')[1]).get('symKey')).toMatch(/^[0-9a-f]{64}$/)

    await walletKit.pair({ uri })
    await expectStatus(page, 'connected')
    expect(walletLog).toContain('session_proposal')
    await waitForText(page.getByTestId('account-address'), walletAccount.address)
    await waitForText(page.getByTestId('network-id'), 'eip155:80002')
    await waitForText(page.getByTestId('account-balance'), /POL$/)
    await dialog(page).waitFor({ state: 'detached' })
    await checkScreen(session, 'walletconnect-connected')
  })

  it('restores the session after a reload: the demo comes back connected to the same wallet', async () => {
    const { page } = session
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await expectStatus(page, 'connected')
    await waitForText(page.getByTestId('account-address'), walletAccount.address)
    await waitForText(page.getByTestId('network-id'), 'eip155:80002')
    expect(Object.keys(walletKit.getActiveSessions())).toHaveLength(1)
  })

  it("signs a message through the wallet over the relay (personal_sign); it verifies for the wallet's address", async () => {
    const { page } = session
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = page.getByTestId('signature')
    await signature.waitFor({ timeout: 30_000 })
    expect(walletLog).toContain('personal_sign on eip155:80002')
    const valid = await verifyMessage({
      address: walletAccount.address,
      message: 'Hello from the Kit demo',
      signature: (await signature.textContent()) as Hex,
    })
    expect(valid).toBe(true)
  })

  it('sends native POL from the Send view; the wallet approves over the relay and the tx lands on anvil', async () => {
    const { page } = session
    const client = createPublicClient({ transport: http(rpcUrlOf('eip155:80002')) })
    const receiver = privateKeyToAddress(generatePrivateKey())
    expect(await client.getBalance({ address: receiver })).toBe(0n)

    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Send' }).waitFor()
    await dialog(page)
      .getByRole('button', { name: /^POL Balance:/ })
      .waitFor()
    await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('0.125')
    await dialog(page).getByRole('textbox', { name: 'To' }).fill(receiver)
    await dialog(page).getByRole('button', { name: 'Preview send' }).click()
    await dialog(page).getByRole('heading', { name: 'Review send' }).waitFor()
    await dialog(page).getByText('0.125 POL').waitFor()
    await checkScreen(session, 'walletconnect-send-preview')
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()

    await dialog(page).getByRole('status').getByText('Transaction started').waitFor({ timeout: 30_000 })
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    // The title is there at once; the view's body may still be loading its chunk.
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
    await checkScreen(session, 'walletconnect-send-done')
    expect(walletLog).toContain('eth_sendTransaction on eip155:80002')
    expect(await waitForValue(() => client.getBalance({ address: receiver }), parseEther('0.125'))).toBe(
      parseEther('0.125'),
    )
  })

  it('disconnects from the demo; the wallet sees the session end', async () => {
    const { page } = session
    expect(Object.keys(walletKit.getActiveSessions())).toHaveLength(1)
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectStatus(page, 'disconnected')
    await waitForValue(async () => Object.keys(walletKit.getActiveSessions()).length, 0, 10_000)
    expect(Object.keys(walletKit.getActiveSessions())).toHaveLength(0)
  })

  it('Solana: pairs through the Solana entry; the wallet signs a message and sends SOL that lands on the cluster', async () => {
    const { page } = session
    const connection = cluster()
    const wallet = new PublicKey(solanaAddress)
    await connection.confirmTransaction(
      await connection.requestAirdrop(wallet, 2 * LAMPORTS_PER_SOL),
      'confirmed',
    )
    await expectStatus(page, 'disconnected')

    await chooseWalletConnect(page, 'Solana')
    const uri = await pairFromCopiedLink(page)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await expectStatus(page, 'connected')
    await waitForText(page.getByTestId('account-address'), solanaAddress)
    await waitForText(page.getByTestId('network-id'), SOLANA_CHAIN)
    await dialog(page).waitFor({ state: 'detached' })
    await checkScreen(session, 'walletconnect-solana-connected')

    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = page.getByTestId('signature')
    await signature.waitFor({ timeout: 30_000 })
    expect(walletLog).toContain(`solana_signMessage on ${SOLANA_CHAIN}`)
    expect(
      verifyBytes(
        null,
        Buffer.from('Hello from the Kit demo'),
        solanaKey.publicKey,
        bs58Decode((await signature.textContent()) ?? ''),
      ),
    ).toBe(true)

    const receiver = Keypair.generate().publicKey
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Send' }).waitFor()
    await dialog(page)
      .getByRole('button', { name: /^SOL Balance:/ })
      .waitFor()
    await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('0.25')
    await dialog(page).getByRole('textbox', { name: 'To' }).fill(receiver.toBase58())
    await dialog(page).getByRole('button', { name: 'Preview send' }).click()
    await dialog(page).getByRole('heading', { name: 'Review send' }).waitFor()
    await dialog(page).getByText('0.25 SOL').waitFor()
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('status').getByText('Transaction started').waitFor({ timeout: 30_000 })
    expect(walletLog).toContain(`solana_signAndSendTransaction on ${SOLANA_CHAIN}`)
    const expected = 0.25 * LAMPORTS_PER_SOL
    expect(await waitForValue(() => connection.getBalance(receiver), expected)).toBe(expected)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
  })

  it('Solana: the wallet ends the session; the demo disconnects', async () => {
    const { page } = session
    const topics = Object.keys(walletKit.getActiveSessions())
    expect(topics).toHaveLength(1)
    for (const topic of topics)
      await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    await expectStatus(page, 'disconnected')
  })

  it('met no axe violation and no host outside the local stack', () => {
    expect(allViolations(session)).toEqual([])
    expect(session.foreignRequests).toEqual([])
  })
})
