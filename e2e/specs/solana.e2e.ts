// Solana, as a visitor meets it: connect the Kit Test Wallet's Solana side (wallet standard), see the SOL balance,
// and send SOL from the Send view through the preview; the transfer lands on the local litesvm cluster.
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { afterAll, describe, expect, inject, it } from 'vitest'
import {
  checkScreen,
  closeBrowser,
  connectTestWallet,
  dialog,
  expectStatus,
  openCaseDemo,
  openConnectedDemo,
  waitForText,
} from '../src/demo.ts'

// Each case opens its own session (fresh browser context), checked clean of axe violations, blocked sources and
// foreign hosts when it ends.
afterAll(async () => {
  await closeBrowser()
})

/** A connection to the stack's litesvm cluster. */
function cluster() {
  const { rpcUrl, wsUrl } = inject('stack').solana
  return new Connection(rpcUrl, { commitment: 'confirmed', wsEndpoint: wsUrl })
}

/** Polls `read` until it returns `expected` (the cluster confirms a transfer within a few slots). */
async function waitForValue<T>(read: () => Promise<T>, expected: T, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last = await read()
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    last = await read()
  }
  return last
}

describe('Solana with the test wallet', () => {
  it('connects the Solana test wallet and shows the SOL balance', async () => {
    const session = await openCaseDemo()
    const { page } = session
    await expectStatus(page, 'disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: /Kit Test Wallet Solana/ })
      .waitFor()
    await checkScreen(session, 'solana-connect-view')
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })

    await connectTestWallet(session, 'Solana')
    await waitForText(page.getByTestId('network-id'), /^solana:/)
    await waitForText(page.getByTestId('network-name'), 'Solana Localnet')
    await waitForText(page.getByTestId('account-balance'), /SOL$/)
    const address = (await page.getByTestId('account-address').textContent()) ?? ''
    // A base58 public key, and the one the cluster knows with the dev account's 1,000 SOL.
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await cluster().getBalance(new PublicKey(address))).toBeGreaterThan(0)
    await checkScreen(session, 'solana-connected')
  })

  it('sends SOL through the preview; the receiver gets it on the cluster', async () => {
    const session = await openConnectedDemo('Solana')
    const { page } = session
    await waitForText(page.getByTestId('account-balance'), /SOL$/)
    const connection = cluster()
    const receiver = Keypair.generate().publicKey
    expect(await connection.getBalance(receiver)).toBe(0)

    await page.getByRole('button', { name: /SOL/ }).filter({ hasText: /…/ }).click()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    // The title is there at once; the view's body may still be loading its chunk.
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
    await dialog(page).getByText(/SOL$/).first().waitFor()
    await checkScreen(session, 'solana-account')
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Send' }).waitFor()
    await dialog(page)
      .getByRole('button', { name: /^SOL Balance:/ })
      .waitFor()
    await checkScreen(session, 'solana-send')

    // Input is checked before the preview: an EVM address is not a Solana receiver (the spec's Solana words).
    await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('0.5')
    await dialog(page).getByRole('textbox', { name: 'To' }).fill('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await dialog(page).getByRole('button', { name: 'Preview send' }).click()
    await dialog(page).getByText('Please enter a valid amount and receiver address').waitFor()
    await checkScreen(session, 'solana-send-invalid-receiver')

    await dialog(page).getByRole('textbox', { name: 'To' }).fill(receiver.toBase58())
    await dialog(page).getByRole('button', { name: 'Preview send' }).click()
    await dialog(page).getByRole('heading', { name: 'Review send' }).waitFor()
    await dialog(page).getByText('0.5 SOL').waitFor()
    await dialog(page).getByText('Solana Localnet').waitFor()
    await dialog(page).getByText('0.000005 SOL').waitFor()
    await checkScreen(session, 'solana-send-preview')
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()

    await dialog(page).getByRole('status').getByText('Transaction started').waitFor()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    // The title is there at once; the view's body may still be loading its chunk.
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
    await checkScreen(session, 'solana-send-done')
    const expected = 0.5 * LAMPORTS_PER_SOL
    expect(await waitForValue(() => connection.getBalance(receiver), expected)).toBe(expected)
  })
})
