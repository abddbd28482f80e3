// WalletConnect, as a visitor meets it: choose WalletConnect in the modal, copy the pairing link, and pair a wallet
// on another device — here WalletKit 1.2.10 (the last Apache-2.0 release) running in this Node process, talking to
// the demo's own WalletConnect client (@kit/walletconnect) through the stack's local relay and signing with dev keys.
// EVM: the demo shows the wallet's account connected, a reload restores the session, a native send from the Send
// view is approved by that wallet and lands on anvil, and a message signed through it (personal_sign) verifies for
// the wallet's address. Solana: a session through the Solana WalletConnect entry signs a message and sends SOL that
// lands on the local cluster; the wallet ends it, and the demo follows.
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { verify as verifyBytes } from 'node:crypto'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { checkScreen, closeBrowser, dialog, expectStatus, waitForText } from '../src/demo.ts'
import {
  bs58Decode,
  chooseWalletConnect,
  cluster,
  copyPairingLink,
  openPairedDemo,
  openWalletConnectDemo,
  rpcUrlOf,
  SOLANA_CHAIN,
  solanaAddress,
  solanaKey,
  stopWalletPeer,
  walletAccount,
} from '../src/walletFixtures.ts'
import { getSdkError } from '@walletconnect/utils'

// Each case opens its own demo session (a fresh browser context, checked clean of axe violations, blocked sources
// and foreign hosts when it ends) and pairs it with the one wallet peer when it needs a session; the wallet ends
// that case's sessions when the case ends.
afterAll(async () => {
  await closeBrowser()
  await stopWalletPeer()
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
    const { session } = await openWalletConnectDemo()
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
    const { session, wallet } = await openWalletConnectDemo()
    const { page } = session
    await chooseWalletConnect(page, 'EVM')
    const uri = await copyPairingLink(page)
    // A WalletConnect v2 pairing URI through the local relay, whatever the protocol's public defaults are.
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(new URLSearchParams(uri.split('?')[1]).get('symKey')).toMatch(/^[0-9a-f]{64}$/)

    await wallet.kit.pair({ uri })
    await expectStatus(page, 'connected')
    expect(wallet.log).toContain('session_proposal')
    await waitForText(page.getByTestId('account-address'), walletAccount.address)
    await waitForText(page.getByTestId('network-id'), 'eip155:80002')
    await waitForText(page.getByTestId('account-balance'), /POL$/)
    await dialog(page).waitFor({ state: 'detached' })
    await checkScreen(session, 'walletconnect-connected')
  })

  it('restores the session after a reload: the demo comes back connected to the same wallet', async () => {
    const { session, wallet } = await openPairedDemo('EVM')
    const { page } = session
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await expectStatus(page, 'connected')
    await waitForText(page.getByTestId('account-address'), walletAccount.address)
    await waitForText(page.getByTestId('network-id'), 'eip155:80002')
    expect(Object.keys(wallet.kit.getActiveSessions())).toHaveLength(1)
  })

  it("signs a message through the wallet over the relay (personal_sign); it verifies for the wallet's address", async () => {
    const { session, wallet } = await openPairedDemo('EVM')
    const { page } = session
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = page.getByTestId('signature')
    await signature.waitFor({ timeout: 30_000 })
    expect(wallet.log).toContain('personal_sign on eip155:80002')
    const valid = await verifyMessage({
      address: walletAccount.address,
      message: 'Hello from the Kit demo',
      signature: (await signature.textContent()) as Hex,
    })
    expect(valid).toBe(true)
  })

  it('sends native POL from the Send view; the wallet approves over the relay and the tx lands on anvil', async () => {
    const { session, wallet } = await openPairedDemo('EVM')
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
    expect(wallet.log).toContain('eth_sendTransaction on eip155:80002')
    expect(await waitForValue(() => client.getBalance({ address: receiver }), parseEther('0.125'))).toBe(
      parseEther('0.125'),
    )
  })

  it('disconnects from the demo; the wallet sees the session end', async () => {
    const { session, wallet } = await openPairedDemo('EVM')
    const { page } = session
    expect(Object.keys(wallet.kit.getActiveSessions())).toHaveLength(1)
    // The account button reads as the truncated address and opens Account.
    await page.getByRole('button', { name: /0x[0-9a-fA-F]{4}/ }).click()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectStatus(page, 'disconnected')
    await waitForValue(async () => Object.keys(wallet.kit.getActiveSessions()).length, 0, 10_000)
    expect(Object.keys(wallet.kit.getActiveSessions())).toHaveLength(0)
  })

  it('Solana: pairs through the Solana entry; the wallet signs a message and sends SOL that lands on the cluster', async () => {
    const { session, wallet } = await openWalletConnectDemo()
    const { page } = session
    const connection = cluster()
    const payer = new PublicKey(solanaAddress)
    await connection.confirmTransaction(
      await connection.requestAirdrop(payer, 2 * LAMPORTS_PER_SOL),
      'confirmed',
    )
    await expectStatus(page, 'disconnected')

    await chooseWalletConnect(page, 'Solana')
    const uri = await copyPairingLink(page)
    await wallet.kit.pair({ uri })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await expectStatus(page, 'connected')
    await waitForText(page.getByTestId('account-address'), solanaAddress)
    await waitForText(page.getByTestId('network-id'), SOLANA_CHAIN)
    await dialog(page).waitFor({ state: 'detached' })
    await checkScreen(session, 'walletconnect-solana-connected')

    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = page.getByTestId('signature')
    await signature.waitFor({ timeout: 30_000 })
    expect(wallet.log).toContain(`solana_signMessage on ${SOLANA_CHAIN}`)
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
    expect(wallet.log).toContain(`solana_signAndSendTransaction on ${SOLANA_CHAIN}`)
    const expected = 0.25 * LAMPORTS_PER_SOL
    expect(await waitForValue(() => connection.getBalance(receiver), expected)).toBe(expected)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
  })

  it('Solana: the wallet ends the session; the demo disconnects', async () => {
    const { session, wallet } = await openPairedDemo('Solana')
    const { page } = session
    await waitForText(page.getByTestId('network-id'), SOLANA_CHAIN)
    const topics = Object.keys(wallet.kit.getActiveSessions())
    expect(topics).toHaveLength(1)
    for (const topic of topics)
      await wallet.kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    await expectStatus(page, 'disconnected')
  })
})
