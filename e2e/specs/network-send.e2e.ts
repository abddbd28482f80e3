// Networks and sends, as a visitor meets them with the Kit Test Wallet: a refused connection, the network switch's
// return rule (back to the entry before Networks, or closed when there is none), a native and a Kit USD
// send through the preview that land on anvil, and the dark theme.
import { type Address, createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import {
  checkScreen,
  closeBrowser,
  connectTestWallet,
  type DemoSession,
  dialog,
  expectStatus,
  openCaseDemo,
  openConnectedDemo,
  waitForText,
} from '../src/demo.ts'

/** The devnet's Kit USD ERC20 (6 decimals), at the same address on every local EVM chain. */
const KIT_USD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

// Each case opens its own session (fresh browser context), checked clean of axe violations, blocked sources and
// foreign hosts when it ends.
afterAll(async () => {
  await closeBrowser()
})

/** A read-only client on one of the stack's anvils. */
function anvil(chainId: 80002 | 31337) {
  const chain = inject('stack').evm[chainId]
  if (!chain) throw new Error(`The stack has no EVM chain ${chainId}`)
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

/** A fresh address nobody has used, so its balances start at zero. */
function freshAddress(): Address {
  return privateKeyToAddress(generatePrivateKey())
}

/** Polls `read` until it returns `expected` (a landed transaction is mined by anvil within a moment). */
async function waitForValue<T>(read: () => Promise<T>, expected: T, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last = await read()
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    last = await read()
  }
  return last
}

async function openAccount(page: Page) {
  await page.getByRole('button', { name: /0x[0-9a-fA-F]{4}/ }).click()
  await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
  // The title is there at once; the view's body may still be loading its chunk.
  await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
}

async function closeModal(page: Page) {
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await dialog(page).waitFor({ state: 'detached' })
}

/** Fills the Send view and goes to the preview. */
async function fillSend(session: DemoSession, amount: string, receiver: Address) {
  const { page } = session
  await dialog(page).getByRole('textbox', { name: 'Amount' }).fill(amount)
  await dialog(page).getByRole('textbox', { name: 'To' }).fill(receiver)
  await dialog(page).getByRole('button', { name: 'Preview send' }).click()
  await dialog(page).getByRole('heading', { name: 'Review send' }).waitFor()
}

/** The demo for the running case, connected on `chainId` with its balance shown. */
async function openConnectedOn(chainId: 80002 | 31337): Promise<DemoSession> {
  const session = await openConnectedDemo()
  const { page } = session
  await waitForText(page.getByTestId('network-id'), 'eip155:80002')
  await waitForText(page.getByTestId('account-balance'), /POL$/)
  if (chainId === 31337) {
    await page.getByRole('button', { name: 'Networks', exact: true }).click()
    await dialog(page).getByRole('button', { name: 'Kit Devnet' }).click()
    await dialog(page).waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('network-id'), 'eip155:31337')
    await waitForText(page.getByTestId('account-balance'), /ETH$/)
  }
  return session
}

describe('networks and sends with the injected test wallet', () => {
  it('shows the demo disconnected', async () => {
    const session = await openCaseDemo()
    await expectStatus(session.page, 'disconnected')
    await checkScreen(session, 'network-send-home')
  })

  it('stays disconnected with a clear message when the wallet rejects the connection', async () => {
    const session = await openCaseDemo()
    const { page } = session
    await page.getByRole('radio', { name: 'Reject everything' }).check()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: /Kit Test Wallet EVM/ })
      .click()
    await dialog(page).getByText('Connection failed').waitFor()
    await dialog(page).getByText('User rejected the request.').waitFor()
    await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
    await checkScreen(session, 'connect-rejected')
    await expectStatus(page, 'disconnected')
    expect(await page.getByTestId('account-address').textContent()).toBe('—')
    await closeModal(page)
    await expectStatus(page, 'disconnected')
    await page.getByRole('radio', { name: 'Approve everything' }).check()
  })

  it('connects on Polygon Amoy (80002)', async () => {
    const session = await openCaseDemo()
    const { page } = session
    await connectTestWallet(session, 'EVM')
    await waitForText(page.getByTestId('network-id'), 'eip155:80002')
    await waitForText(page.getByTestId('account-balance'), /POL$/)
  })

  it('closes after a switch when Networks was opened directly (no entry before it)', async () => {
    const session = await openConnectedOn(80002)
    const { page } = session
    await page.getByRole('button', { name: 'Networks', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Choose Network' }).waitFor()
    await dialog(page)
      .getByRole('button', { name: /Polygon Amoy.*Active/ })
      .waitFor()
    await checkScreen(session, 'networks-from-shortcut')
    await dialog(page).getByRole('button', { name: 'Kit Devnet' }).click()
    await dialog(page).waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('network-id'), 'eip155:31337')
    await waitForText(page.getByTestId('network-name'), 'Kit Devnet')
    // The balance is read again on the new chain: the devnet's native currency is ETH.
    await waitForText(page.getByTestId('account-balance'), /ETH$/)
    await page.getByRole('button', { name: 'Network: Kit Devnet' }).waitFor()
    await checkScreen(session, 'switched-to-31337')
  })

  it('returns to Account after a switch when Networks was reached from Account', async () => {
    const session = await openConnectedOn(31337)
    const { page } = session
    await openAccount(page)
    await dialog(page).getByRole('button', { name: 'Switch network: Kit Devnet' }).click()
    await dialog(page).getByRole('heading', { name: 'Choose Network' }).waitFor()
    await dialog(page)
      .getByRole('button', { name: /Kit Devnet.*Active/ })
      .waitFor()
    await checkScreen(session, 'networks-from-account')
    await dialog(page)
      .getByRole('button', { name: /Polygon Amoy/ })
      .click()
    await dialog(page).getByRole('button', { name: 'Switch network: Polygon Amoy' }).waitFor()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    // The title is there at once; the view's body may still be loading its chunk.
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
    await waitForText(page.getByTestId('network-id'), 'eip155:80002')
    await dialog(page).getByText(/POL$/).first().waitFor()
    await checkScreen(session, 'account-after-switch')
  })

  it('sends native POL through the preview; the receiver gets it on anvil 80002', async () => {
    const session = await openConnectedOn(80002)
    const { page } = session
    await openAccount(page)
    const client = anvil(80002)
    const receiver = freshAddress()
    expect(await client.getBalance({ address: receiver })).toBe(0n)

    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Send' }).waitFor()
    // Other specs in the same run may have moved the dev account's funds: any balance will do.
    await dialog(page)
      .getByRole('button', { name: /^POL Balance: \d[\d,.]*/ })
      .waitFor()
    await checkScreen(session, 'send-native')
    await fillSend(session, '0.25', receiver)
    await dialog(page).getByText('0.25 POL').waitFor()
    await dialog(page).getByText('Polygon Amoy').waitFor()
    await dialog(page)
      .getByText(/≈ .* POL/)
      .waitFor()
    await checkScreen(session, 'send-native-preview')
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()

    await dialog(page).getByRole('status').getByText('Transaction started').waitFor()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    // The title is there at once; the view's body may still be loading its chunk.
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
    await checkScreen(session, 'send-native-done')
    expect(await waitForValue(() => client.getBalance({ address: receiver }), parseEther('0.25'))).toBe(
      parseEther('0.25'),
    )
  })

  it('sends Kit USD (ERC20) through the preview; the receiver gets it on anvil 80002', async () => {
    const session = await openConnectedOn(80002)
    const { page } = session
    await openAccount(page)
    const client = anvil(80002)
    const receiver = freshAddress()
    const balanceOf = () =>
      client.readContract({ address: KIT_USD, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })
    expect(await balanceOf()).toBe(0n)
    const receiverNative = await client.getBalance({ address: receiver })

    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Send' }).waitFor()
    await dialog(page)
      .getByRole('button', { name: /Select token/ })
      .click()
    await dialog(page).getByRole('heading', { name: 'Select Token' }).waitFor()
    await dialog(page)
      .getByRole('button', { name: /^kUSD Kit USD \d[\d,.]*/ })
      .waitFor()
    await checkScreen(session, 'send-select-token')
    await dialog(page)
      .getByRole('button', { name: /^kUSD Kit USD/ })
      .click()
    await dialog(page)
      .getByRole('button', { name: /^kUSD Balance: \d[\d,.]*/ })
      .waitFor()
    await fillSend(session, '12.5', receiver)
    await dialog(page).getByText('12.5 kUSD').waitFor()
    await checkScreen(session, 'send-erc20-preview')
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()

    await dialog(page).getByRole('status').getByText('Transaction started').waitFor()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    // The title is there at once; the view's body may still be loading its chunk.
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
    expect(await waitForValue(balanceOf, parseUnits('12.5', 6))).toBe(parseUnits('12.5', 6))
    // A token transfer moves the token only.
    expect(await client.getBalance({ address: receiver })).toBe(receiverNative)
    await closeModal(page)
  })

  it('shows Account, Networks and Connect in the dark theme', async () => {
    const session = await openConnectedOn(80002)
    const { page } = session
    await page.getByRole('radio', { name: 'Dark' }).check()
    await page.locator('.demo[data-theme="dark"]').waitFor()
    await openAccount(page)
    await checkScreen(session, 'dark-account')
    await dialog(page)
      .getByRole('button', { name: /^Switch network:/ })
      .click()
    await dialog(page).getByRole('heading', { name: 'Choose Network' }).waitFor()
    await checkScreen(session, 'dark-networks')
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectStatus(page, 'disconnected')
    await dialog(page).waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await checkScreen(session, 'dark-connect')
    await closeModal(page)
    await page.getByRole('radio', { name: 'Light' }).check()
    await page.locator('.demo[data-theme="light"]').waitFor()
  })
})
