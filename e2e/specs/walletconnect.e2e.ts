// WalletConnect, as a visitor meets it: choose WalletConnect in the modal, copy the pairing link, and pair a wallet
// on another device — here WalletConnect's own WalletKit running in this Node process, talking to the demo through
// the stack's local relay and signing with a dev key. The demo shows the wallet's account connected; a native send
// from the Send view is approved by that wallet and lands on anvil, and a message signed through it (personal_sign)
// verifies for the wallet's address.
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

/** The wallet on the other device: approves every proposal for both local chains and answers requests. */
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
      await respond({ error: { code: 4200, message: `Unsupported method ${request.method}` } })
    } catch (error) {
      await respond({ error: { code: 5000, message: (error as Error).message } })
    }
  })
  return wallet
}

beforeAll(async () => {
  // The SDK's Verify step would reach a public host and wait offline (STACK.md, WalletConnect section).
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
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await dialog(page)
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await dialog(page).getByRole('heading', { name: 'WalletConnect' }).waitFor()
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

  it('met no axe violation and no host outside the local stack', () => {
    expect(allViolations(session)).toEqual([])
    expect(session.foreignRequests).toEqual([])
  })
})
