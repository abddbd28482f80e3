// Fixtures for the wallet specs: a WalletConnect wallet on "another device" (WalletKit in this Node process) and
// the sessions each case starts from (a demo paired with it, the vanilla page connected or logged in by e-mail).
// Every fixture opens a fresh browser context for the running case only (see `openCaseHostPage`).
import { generateKeyPairSync, sign as signBytes } from 'node:crypto'
import { Connection, Keypair, Transaction } from '@solana/web3.js'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { type Address, createWalletClient, type Hex, http, isHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { inject, onTestFinished } from 'vitest'
import {
  type DemoSession,
  dialog,
  expectStatus,
  loginByEmail,
  openCaseDemo,
  openCaseHostPage,
  waitForText,
} from './demo.ts'

// ---------------------------------------------------------------------------------------------------------------
// The WalletConnect wallet peer

/** anvil's second dev account (public test mnemonic): not the injected test wallet's, so the two cannot be confused. */
export const walletAccount = mnemonicToAccount(
  'test test test test test test test test test test test junk',
  {
    addressIndex: 1,
  },
)
const CHAINS = ['eip155:80002', 'eip155:31337'] as const
/** The demo's Solana network: the stack's litesvm cluster. */
export const SOLANA_CHAIN = 'solana:localnet'
/** The wallet's Solana key: node's ed25519 signs messages, web3.js the transactions it sends. */
export const solanaKey = generateKeyPairSync('ed25519')
const solanaSeed = Buffer.from(solanaKey.privateKey.export({ format: 'jwk' }).d ?? '', 'base64url')
const solanaKeypair = Keypair.fromSeed(solanaSeed)
export const solanaAddress = solanaKeypair.publicKey.toBase58()

/** The stack's anvil for a CAIP-2 chain id. */
export function rpcUrlOf(caipNetworkId: string): string {
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

export function bs58Decode(text: string): Buffer {
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
export function cluster() {
  const { rpcUrl, wsUrl } = inject('stack').solana
  return new Connection(rpcUrl, { commitment: 'confirmed', wsEndpoint: wsUrl })
}

export type WalletPeer = {
  kit: InstanceType<typeof WalletKit>
  /** What the wallet was asked during the running case, in order: proposals approved, request methods answered. */
  log: string[]
}

let peer: Promise<WalletPeer> | undefined

/**
 * The wallet on the other device, shared by a spec file (started on first use, stopped by `stopWalletPeer`): it
 * approves every proposal for the local chains and answers requests. Cases reach it through `openPairedDemo` or
 * `openWalletConnectDemo`, which give each case its own log and its own sessions.
 */
export function walletPeer(): Promise<WalletPeer> {
  peer ??= startWalletPeer()
  return peer
}

/** Ends the wallet's sessions and closes its relay connection; call from a spec file's afterAll. */
export async function stopWalletPeer() {
  const current = peer
  peer = undefined
  if (!current) return
  const { kit } = await current
  await endWalletSessions(kit)
  await kit.core.relayer.transportClose().catch(() => undefined)
}

async function endWalletSessions(kit: WalletPeer['kit']) {
  for (const topic of Object.keys(kit.getActiveSessions()))
    await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') }).catch(() => undefined)
}

async function startWalletPeer(): Promise<WalletPeer> {
  // WalletKit's Verify step would reach a public host and wait offline, and the SDK skips it under IS_VITEST;
  // only the wallet peer of this test needs the switch, the demo's own client has no such step.
  process.env.IS_VITEST = 'true'
  const log: string[] = []
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
    log.push('session_proposal')
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
    log.push(`${request.method} on ${chainId}`)
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
  return { kit: wallet, log }
}

// ---------------------------------------------------------------------------------------------------------------
// The demo with WalletConnect

/**
 * Opens the demo for the running case, with the clipboard allowed (the QR view copies the pairing link), and
 * hands it the wallet peer with an empty log. When the case ends, the wallet ends every session it still holds,
 * so the next case starts with none.
 */
export async function openWalletConnectDemo(): Promise<{ session: DemoSession; wallet: WalletPeer }> {
  const wallet = await walletPeer()
  wallet.log.length = 0
  onTestFinished(() => endWalletSessions(wallet.kit))
  const session = await openCaseDemo()
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(inject('stack').demoUrl).origin,
  })
  return { session, wallet }
}

/**
 * Opens the Connect view and picks the generic WalletConnect entry of `namespace` (the demo has EVM and Solana
 * networks, so there is one per namespace); waits for its QR view.
 */
export async function chooseWalletConnect(page: DemoSession['page'], namespace: 'EVM' | 'Solana') {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  await dialog(page)
    .getByRole('button', { name: new RegExp(`^WalletConnect\\s*${namespace}`) })
    .click()
  await dialog(page).getByRole('heading', { name: 'WalletConnect' }).waitFor()
}

/** Copies the pairing link from the QR view and returns it, as a visitor would copy it to paste in the wallet. */
export async function copyPairingLink(page: DemoSession['page']): Promise<string> {
  await dialog(page).getByRole('img', { name: 'QR code: WalletConnect' }).waitFor()
  await dialog(page).getByRole('button', { name: 'Copy link' }).click()
  await dialog(page).getByRole('status').getByText('Link copied').waitFor()
  return page.evaluate(() => navigator.clipboard.readText())
}

/**
 * Opens the demo for the running case (see `openWalletConnectDemo`) paired with the wallet peer through the
 * WalletConnect entry of `namespace`: connected, its modal closed. Returns the pairing URI too.
 */
export async function openPairedDemo(
  namespace: 'EVM' | 'Solana' = 'EVM',
): Promise<{ session: DemoSession; wallet: WalletPeer; uri: string }> {
  const { session, wallet } = await openWalletConnectDemo()
  const { page } = session
  await chooseWalletConnect(page, namespace)
  const uri = await copyPairingLink(page)
  await wallet.kit.pair({ uri })
  await expectStatus(page, 'connected')
  await dialog(page).waitFor({ state: 'detached' })
  return { session, wallet, uri }
}

// ---------------------------------------------------------------------------------------------------------------
// The vanilla demo

/** Opens the vanilla demo (apps/vanilla-demo) for the running case, disconnected. */
export function openVanillaPage(): Promise<DemoSession> {
  return openCaseHostPage(inject('stack').vanillaDemoUrl)
}

/** Opens the vanilla demo for the running case with the Kit Test Wallet connected, the modal closed. */
export async function openConnectedVanilla(): Promise<DemoSession> {
  const session = await openVanillaPage()
  const { page } = session
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Kit Test Wallet/ })
    .click()
  await expectStatus(page, 'connected')
  await waitForText(page.getByTestId('network-id'), /^eip155:\d+$/)
  await dialog(page).waitFor({ state: 'detached' })
  return session
}

/** An e-mail address no other case or run uses, so every login meets a new account and a new device. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`
}

/**
 * Opens the vanilla demo for the running case logged in by e-mail through the secure frame with a new account
 * (Register Device, then the code). Returns the login and its address.
 */
export async function openEmailVanilla(): Promise<{
  session: DemoSession
  email: string
  registeredDevice: boolean
}> {
  const session = await openVanillaPage()
  const email = uniqueEmail('vanilla')
  const { registeredDevice } = await loginByEmail(session, email, 'vanilla-')
  return { session, email, registeredDevice }
}
