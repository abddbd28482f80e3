// A wagmi app on Kit (apps/demo's wagmi page): wagmi's own hooks connect through Kit's modal, report the account
// Kit connected, send an ERC-20 transfer with useWriteContract that lands on anvil, send a batch of two calls with
// useSendCalls (EIP-5792) that useCallsStatus follows to success, switch the chain with useSwitchChain, and
// disconnect Kit with useDisconnect.
import {
  type Address,
  createPublicClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { openAccount, openRestoredDemo, secureFrameStill, sharedEmailLogin } from '../src/accountFixtures.ts'
import { pressInFrame } from '../src/browser.ts'
import {
  checkScreen,
  closeBrowser,
  type DemoSession,
  dialog,
  expectStatus,
  openCaseDemo,
  waitForText,
} from '../src/demo.ts'

/** The devnet's Kit USD ERC-20 (6 decimals), at the same address on every local EVM chain. */
const KIT_USD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const ONE_KIT_USD = parseUnits('1', 6)

// Each case opens its own session (fresh browser context), checked clean of axe violations, blocked sources and
// foreign hosts when it ends.
afterAll(async () => {
  await closeBrowser()
})

/** useConnect's button: Kit's modal opens at Connect Wallet. */
async function openKitModalFromWagmi(page: Page) {
  await page.getByRole('button', { name: 'Connect with wagmi' }).click()
  await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
}

/** Picks the test wallet in Kit's modal; resolves with wagmi and Kit connected and the modal closed. */
async function pickTestWallet(page: Page) {
  await dialog(page)
    .getByRole('button', { name: /Kit Test Wallet EVM/ })
    .click()
  await waitForText(page.getByTestId('wagmi-status'), 'connected')
  await expectStatus(page, 'connected')
  await dialog(page).waitFor({ state: 'detached' })
}

/** The wagmi page for the running case (with `search`), connected through wagmi on 80002. */
async function openConnectedWagmi(search = ''): Promise<DemoSession> {
  const session = await openCaseDemo(`wagmi.html${search}`)
  await openKitModalFromWagmi(session.page)
  await pickTestWallet(session.page)
  await waitForText(session.page.getByTestId('wagmi-chain-id'), '80002')
  return session
}

/** A read-only client on the stack's 80002 anvil. */
function amoyNode() {
  const chain = inject('stack').evm[80002]
  if (!chain) throw new Error('The stack has no EVM chain 80002')
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

/** Presses useSendCalls' button for two transfers (1 000 and 2 000 wei) to a fresh recipient; resolves with it. */
async function sendTwoCalls(page: Page): Promise<Address> {
  const recipient = privateKeyToAddress(generatePrivateKey())
  await page.getByRole('textbox', { name: 'Recipient' }).fill(recipient)
  await page.getByRole('button', { name: 'Send two calls with wagmi' }).click()
  return recipient
}

/**
 * useCallsStatus reaches success with `receipts` receipts (one per transaction: 1 for an atomic batch), and the
 * recipient got exactly the two transfers on anvil.
 */
async function expectBatchLanded(page: Page, recipient: Address, receipts = 2) {
  await waitForText(page.getByTestId('wagmi-calls-status'), 'success', 45_000).catch(async (error: Error) => {
    const card = await page.getByRole('region', { name: 'useSendCalls' }).textContent()
    throw new Error(`${error.message}\nThe card shows: ${card}`, { cause: error })
  })
  await waitForText(page.getByTestId('wagmi-calls-receipts'), String(receipts))
  expect(await amoyNode().getBalance({ address: recipient })).toBe(3_000n)
}

/** One e-mail account for the embedded-wallet cases (each its own, as one switches the account type). */
const embeddedLogin = sharedEmailLogin('wagmi-calls')
const smartAccountLogin = sharedEmailLogin('wagmi-atomic')

/** Gives `address` 1 POL on the local 80002 anvil (a faucet for the test). */
async function fund(address: string) {
  await amoyNode().request({
    // biome-ignore lint/suspicious/noExplicitAny: an anvil-only method viem's public schema does not list
    method: 'anvil_setBalance' as any,
    params: [address as Hex, `0x${parseEther('1').toString(16)}`] as never,
  })
}

/** Approves the pending batch on the secure frame's card ('Approve 2 calls', Send). */
async function approveCallsInFrame(session: DemoSession) {
  const frameOrigin = new URL(inject('stack').frameUrl).origin
  const frame = session.page.frameLocator(`iframe[src^="${frameOrigin}"]`)
  await frame.getByRole('heading', { name: 'Approve 2 calls' }).waitFor({ timeout: 30_000 })
  // The card ignores a press until it has been visible a moment, on a frame that no longer moves.
  await secureFrameStill(session, 700)
  // Two calls do not both fit in Kit's 400 px slot beside the fee choice: the card says to scroll, and a person scrolls
  // the details before it arms.
  const armed = frame.locator('[data-approval-card][data-armed="true"]')
  await armed.or(frame.locator('#approval-hint:visible')).first().waitFor({ timeout: 10_000 })
  if (await frame.locator('#approval-hint').isVisible()) {
    await frame.locator('.approval-body').hover()
    await session.page.mouse.wheel(0, 1_000)
  }
  await armed.waitFor({ timeout: 10_000 })
  await pressInFrame(frame.getByRole('button', { name: 'Send', exact: true }))
}

const kitUsdBalance = (address: Address) =>
  amoyNode().readContract({ address: KIT_USD, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

describe('a wagmi app using Kit through kitConnector', () => {
  it('shows wagmi and Kit disconnected', async () => {
    const session = await openCaseDemo('wagmi.html')
    const { page } = session
    await waitForText(page.getByTestId('wagmi-status'), 'disconnected')
    await expectStatus(page, 'disconnected')
    await checkScreen(session, 'wagmi-home')
  })

  it('useConnect opens Kit’s modal; useAccount shows the account Kit connected, on 80002', async () => {
    const session = await openCaseDemo('wagmi.html')
    const { page } = session
    await openKitModalFromWagmi(page)
    await checkScreen(session, 'wagmi-kit-modal')
    await pickTestWallet(page)

    const wagmiAddress = await page.getByTestId('wagmi-address').textContent()
    expect(wagmiAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(wagmiAddress).toBe(await page.getByTestId('account-address').textContent())
    await waitForText(page.getByTestId('wagmi-chain-id'), '80002')
    await waitForText(page.getByTestId('network-id'), 'eip155:80002')
    await waitForText(page.getByTestId('wagmi-chain-name'), 'Polygon Amoy')
    await waitForText(page.getByTestId('wagmi-connector'), 'Kit')
    await checkScreen(session, 'wagmi-connected')
  })

  it('useWriteContract sends 1 Kit USD; the receipt is success and the recipient gets exactly 1 on anvil', async () => {
    const session = await openConnectedWagmi()
    const { page } = session
    const sender = getAddress((await page.getByTestId('wagmi-address').textContent()) ?? '')
    const recipient = privateKeyToAddress(generatePrivateKey())
    const recipientBefore = await kitUsdBalance(recipient)
    const senderBefore = await kitUsdBalance(sender)

    await page.getByRole('textbox', { name: 'Recipient' }).fill(recipient)
    const sendButton = page.getByRole('button', { name: 'Send 1 Kit USD with wagmi' })
    // Enabled once wagmi has read Kit USD's decimals; if it never is, say what the card shows.
    await expect
      .poll(() => sendButton.isEnabled(), { timeout: 20_000 })
      .toBe(true)
      .catch(async (error: Error) => {
        const card = await page.getByRole('region', { name: 'useWriteContract' }).textContent()
        throw new Error(`${error.message}\nThe card shows: ${card}`, { cause: error })
      })
    await sendButton.click()
    await waitForText(page.getByTestId('wagmi-receipt-status'), 'success')
    const hash = (await page.getByTestId('wagmi-tx-hash').textContent()) as `0x${string}`
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await checkScreen(session, 'wagmi-sent')

    // Anvil's own record: the transfer was mined on 80002, from the connected account to Kit USD.
    const receipt = await amoyNode().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(getAddress(receipt.from)).toBe(sender)
    expect(receipt.to && getAddress(receipt.to)).toBe(getAddress(KIT_USD))
    expect((await kitUsdBalance(recipient)) - recipientBefore).toBe(ONE_KIT_USD)
    expect(senderBefore - (await kitUsdBalance(sender))).toBe(ONE_KIT_USD)
  })

  it('useSendCalls through an injected wallet with EIP-5792: two calls land on anvil, useCallsStatus reaches success', async () => {
    const session = await openConnectedWagmi()
    const { page } = session
    await waitForText(page.getByTestId('wagmi-atomic'), 'unsupported')
    const recipient = await sendTwoCalls(page)
    await expectBatchLanded(page, recipient)
    await checkScreen(session, 'wagmi-calls-sent')
  })

  it('useSendCalls through an injected wallet without EIP-5792 (Kit answers): the same batch lands, one call at a time', async () => {
    const session = await openConnectedWagmi('?walletCalls=off')
    const { page } = session
    // Kit's own answer for the wallet: no atomic batches on this chain.
    await waitForText(page.getByTestId('wagmi-atomic'), 'unsupported')
    const recipient = await sendTwoCalls(page)
    await expectBatchLanded(page, recipient)
    // A Kit-made batch id (32 random bytes), not the wallet's, and not atomic.
    expect(await page.getByTestId('wagmi-calls-id').textContent()).toMatch(/^0x[0-9a-f]{64}$/)
    await waitForText(page.getByTestId('wagmi-calls-atomic'), 'false')
  })

  it('useSendCalls through the embedded wallet (e-mail login): approved in the secure frame, the batch lands', async () => {
    const login = await embeddedLogin()
    const session = await openRestoredDemo(login, 'wagmi.html')
    const { page } = session
    await waitForText(page.getByTestId('wagmi-status'), 'connected')
    // The embedded account pays its own fees here: give it some.
    await fund(login.address)
    const recipient = await sendTwoCalls(page)
    await approveCallsInFrame(session)
    await expectBatchLanded(page, recipient)
  })

  it('useSendCalls with atomicity through the embedded smart account: one user operation, atomic, one receipt', async () => {
    const login = await smartAccountLogin()
    const session = await openRestoredDemo(login, 'wagmi.html')
    const { page } = session
    await waitForText(page.getByTestId('wagmi-status'), 'connected')
    // Kit's account view on the wagmi page: Settings → the smart account (EIP-7702 on 80002: the same address).
    await openAccount(session)
    await dialog(page).getByRole('button', { name: 'Settings' }).click()
    await dialog(page)
      .getByRole('button', { name: /Switch to your smart account/ })
      .click()
    await waitForText(page.getByTestId('account-type'), 'smartAccount')
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await fund(login.address)
    await waitForText(page.getByTestId('wagmi-atomic'), 'supported')
    await page.getByRole('checkbox', { name: 'Atomic (all or none)' }).check()
    const recipient = await sendTwoCalls(page)
    await approveCallsInFrame(session)
    await expectBatchLanded(page, recipient, 1)
    await waitForText(page.getByTestId('wagmi-calls-atomic'), 'true')
  })

  it('useSwitchChain moves wagmi and Kit to Kit Devnet (31337)', async () => {
    const session = await openConnectedWagmi()
    const { page } = session
    await page.getByRole('button', { name: 'Switch to Kit Devnet' }).click()
    await waitForText(page.getByTestId('wagmi-chain-id'), '31337')
    await waitForText(page.getByTestId('wagmi-chain-name'), 'Kit Devnet')
    await waitForText(page.getByTestId('network-id'), 'eip155:31337')
    await waitForText(page.getByTestId('wagmi-status'), 'connected')
    await expectStatus(page, 'connected')
    await checkScreen(session, 'wagmi-switched')
  })

  it('useDisconnect disconnects Kit', async () => {
    const session = await openConnectedWagmi()
    const { page } = session
    await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
    await waitForText(page.getByTestId('wagmi-status'), 'disconnected')
    await expectStatus(page, 'disconnected')
    await waitForText(page.getByTestId('account-address'), '—')
    await page.getByRole('button', { name: 'Connect with wagmi' }).waitFor()
    await checkScreen(session, 'wagmi-disconnected')
  })
})
