// The vanilla demo (apps/vanilla-demo): a plain TypeScript page on @kit/core alone reaches the React demo's
// behaviour — connect the injected test wallet, account and balance, a network switch the wallet approves, a send
// that lands on anvil, disconnect; then an e-mail login through the secure frame, a send approved in the frame, and
// the embedded wallet's settings (another passkey, the key shown) on the frame's own cards.
// The page only renders kit state and calls core actions, so every step here exercises core's rules.
import type { Page } from 'playwright-core'
import { pressInFrame } from '../src/browser.ts'
import { type Address, createPublicClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, closeBrowser, dialog, expectStatus, waitForText } from '../src/demo.ts'
import { openConnectedVanilla, openEmailVanilla, openVanillaPage } from '../src/walletFixtures.ts'
import { secureFrameStill } from '../src/walletProtection.ts'

// Each case opens its own page (a fresh browser context, checked clean of axe violations, blocked sources and
// foreign hosts when it ends), connected or logged in by e-mail as the case needs.
afterAll(async () => {
  await closeBrowser()
})

/** A client on one of the stack's anvils. */
function anvil(chainId: number) {
  const chain = inject('stack').evm[chainId]
  if (!chain) throw new Error(`The stack has no EVM chain ${chainId}`)
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

/** The chain id the page shows as active. */
async function activeChainId(page: Page): Promise<number> {
  const caipNetworkId = (await page.getByTestId('network-id').textContent()) ?? ''
  return Number(caipNetworkId.replace('eip155:', ''))
}

/** Gives `address` `amount` of the native currency on `chainId` (a faucet for the test). */
async function fund(chainId: number, address: string, amount: string) {
  await anvil(chainId).request({
    // biome-ignore lint/suspicious/noExplicitAny: an anvil-only method viem's public schema does not list
    method: 'anvil_setBalance' as any,
    params: [address as Hex, `0x${parseEther(amount).toString(16)}`] as never,
  })
}

/** Polls anvil until `address` holds a balance above zero on `chainId`, and returns it. */
async function receivedOn(chainId: number, address: Address, timeoutMs = 30_000): Promise<bigint> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const balance = await anvil(chainId).getBalance({ address })
    if (balance > 0n || Date.now() > deadline) return balance
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The stack's two EVM chains as the page names them. */
const NETWORKS = [
  { chainId: 80002, name: 'Polygon Amoy', symbol: 'POL' },
  { chainId: 31337, name: 'Kit Devnet', symbol: 'ETH' },
] as const

/** The network the page is not on. */
function otherNetwork(chainId: number) {
  const other = NETWORKS.find((network) => network.chainId !== chainId)
  if (!other) throw new Error(`No network other than ${chainId}`)
  return other
}

/**
 * Sets the test wallet's approval policy from the page's development panel, as the wallet's own UI would, even
 * while the modal covers the panel (a click through the backdrop would close the modal).
 */
async function setWalletPolicy(page: Page, policy: 'Approve everything' | 'Reject everything') {
  const radio = page.getByRole('radio', { name: policy, includeHidden: true })
  await radio.dispatchEvent('click')
  await expect.poll(() => radio.isChecked()).toBe(true)
}

async function closeModal(page: Page) {
  if (!(await dialog(page).isVisible())) return
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
}

/** Opens the modal at Account from the account button (it reads as the truncated address). */
async function openAccount(page: Page) {
  if (await dialog(page).getByRole('heading', { name: 'Account' }).isVisible()) return
  await closeModal(page)
  await page.getByRole('button', { name: /^0x[0-9a-fA-F]{4}/ }).click()
  await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
}

describe('the vanilla demo: @kit/core without React, with the injected test wallet', () => {
  it('shows the page disconnected, under the policy Kit says it needs', async () => {
    const session = await openVanillaPage()
    const { page } = session
    await expectStatus(page, 'disconnected')
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
    expect(policy).toMatch(/^frame-src http:\/\/\S+; connect-src 'self' .+; img-src 'self'/)
    await checkScreen(session, 'vanilla-home')
  })

  it('opens core’s Connect view as an accessible dialog; Escape asks core to close it', async () => {
    const session = await openVanillaPage()
    const { page } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    expect(await modal.getAttribute('aria-modal')).toBe('true')
    // Focus moved into the dialog: its first field, the e-mail (shown once core has registered the secure-frame
    // connector, which it looks for when the modal first opens).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email')
    await modal.getByRole('button', { name: /Kit Test Wallet/ }).waitFor()
    await checkScreen(session, 'vanilla-connect')
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })
    await expectStatus(page, 'disconnected')
  })

  it('shows core’s reason when the wallet refuses to connect, and stays disconnected', async () => {
    const session = await openVanillaPage()
    const { page } = session
    await setWalletPolicy(page, 'Reject everything')
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(page)
        .getByRole('button', { name: /Kit Test Wallet/ })
        .click()
      await dialog(page).getByText('Connection failed').waitFor()
      await dialog(page).getByText('User rejected the request.').waitFor()
      await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
      await checkScreen(session, 'vanilla-connect-refused')
      await expectStatus(page, 'disconnected')
    } finally {
      await setWalletPolicy(page, 'Approve everything')
    }
    // Try again, now approved: core connects and closes the modal.
    await dialog(page).getByRole('button', { name: 'Try again' }).click()
    await expectStatus(page, 'connected')
    await dialog(page).waitFor({ state: 'detached' })
  })

  it('connects the injected wallet; core closes the modal and the page shows address and balance', async () => {
    const session = await openVanillaPage()
    const { page } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: /Kit Test Wallet/ })
      .click()
    await expectStatus(page, 'connected')
    // Core's rule after a connection without sign-in: the modal closes.
    await dialog(page).waitFor({ state: 'detached' })
    expect(await page.getByTestId('account-address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await waitForText(page.getByTestId('network-id'), 'eip155:80002')
    await waitForText(page.getByTestId('network-name'), 'Polygon Amoy')
    await waitForText(page.getByTestId('account-balance'), /^\d+(\.\d+)? POL$/)
    await checkScreen(session, 'vanilla-connected')
  })

  it('opens at Account when connected, with the address, balance and network', async () => {
    const session = await openConnectedVanilla()
    const { page } = session
    await openAccount(page)
    const address = (await page.getByTestId('account-address').textContent()) ?? ''
    await dialog(page).getByText(address).waitFor()
    await dialog(page).getByText(/POL$/).waitFor()
    await checkScreen(session, 'vanilla-account')
  })

  it('shows core’s reason when the wallet declines a switch; Try again switches', async () => {
    const session = await openConnectedVanilla()
    const { page } = session
    const target = otherNetwork(await activeChainId(page))
    await openAccount(page)
    await setWalletPolicy(page, 'Reject everything')
    try {
      await dialog(page)
        .getByRole('button', { name: /^Switch network: / })
        .click()
      await dialog(page).getByRole('button', { name: target.name }).click()
      await dialog(page).getByRole('heading', { name: 'Switch Network' }).waitFor()
      await dialog(page).getByText('Switch declined').waitFor()
      await dialog(page).getByRole('alert').filter({ hasText: /\S/ }).waitFor()
      await checkScreen(session, 'vanilla-switch-declined')
    } finally {
      await setWalletPolicy(page, 'Approve everything')
    }
    await dialog(page).getByRole('button', { name: 'Try again' }).click()
    await waitForText(page.getByTestId('network-id'), `eip155:${target.chainId}`)
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
  })

  it('switches network through the wallet; core returns to Account and the balance follows', async () => {
    const session = await openConnectedVanilla()
    const { page } = session
    const target = otherNetwork(await activeChainId(page))
    await openAccount(page)
    await dialog(page)
      .getByRole('button', { name: /^Switch network: / })
      .click()
    await dialog(page).getByRole('heading', { name: 'Choose Network' }).waitFor()
    // The network in use is marked as active; the other is not.
    const current = otherNetwork(target.chainId)
    await dialog(page)
      .getByRole('button', { name: `${current.name} Active` })
      .waitFor()
    await dialog(page).getByRole('button', { name: target.name, exact: true }).waitFor()
    await checkScreen(session, 'vanilla-networks')
    await dialog(page).getByRole('button', { name: target.name }).click()
    // Networks was reached from Account: after the wallet approves, core goes back there.
    await dialog(page)
      .getByRole('button', { name: `Switch network: ${target.name}` })
      .waitFor()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await waitForText(page.getByTestId('network-id'), `eip155:${target.chainId}`)
    // The balance is read again on the new chain, in its native currency.
    await waitForText(page.getByTestId('account-balance'), new RegExp(`${target.symbol}$`))
    await checkScreen(session, 'vanilla-switched')
  })

  it('sends native value: core refuses a bad receiver in its words, then the send lands on anvil', async () => {
    const session = await openConnectedVanilla()
    const { page } = session
    await openAccount(page)
    const chainId = await activeChainId(page)
    const receiver = privateKeyToAddress(generatePrivateKey())
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Send' }).waitFor()
    await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('0.5')
    await dialog(page).getByRole('textbox', { name: 'To' }).fill('not an address')
    await dialog(page).getByRole('button', { name: 'Preview send' }).click()
    await dialog(page).getByText('Please enter a valid amount and receiver address').waitFor()
    await checkScreen(session, 'vanilla-send-refused')

    await dialog(page).getByRole('textbox', { name: 'To' }).fill(receiver)
    await dialog(page).getByRole('button', { name: 'Preview send' }).click()
    await dialog(page).getByRole('heading', { name: 'Review send' }).waitFor()
    await dialog(page).getByText(receiver).waitFor()
    await checkScreen(session, 'vanilla-send-preview')
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()

    expect(await receivedOn(chainId, receiver)).toBe(parseEther('0.5'))
    // After a send, core goes to Account.
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await checkScreen(session, 'vanilla-sent')
  })

  it('follows core’s theme: dark mode set through kit.theme restyles the page and the dialog', async () => {
    const session = await openConnectedVanilla()
    const { page } = session
    await page.getByRole('radio', { name: 'Dark' }).check()
    await expect.poll(() => page.locator('#root').getAttribute('data-theme')).toBe('dark')
    await openAccount(page)
    await checkScreen(session, 'vanilla-dark-account')
    await closeModal(page)
    await page.getByRole('radio', { name: 'Light' }).check()
    await expect.poll(() => page.locator('#root').getAttribute('data-theme')).toBe('light')
  })

  it('disconnects from Account; core closes the modal', async () => {
    const session = await openConnectedVanilla()
    const { page } = session
    await openAccount(page)
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectStatus(page, 'disconnected')
    await dialog(page).waitFor({ state: 'detached' })
    await waitForText(page.getByTestId('account-address'), '—')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await checkScreen(session, 'vanilla-disconnected')
  })
})

/**
 * Logs in by e-mail, opens the account and presses one of the embedded wallet's settings (`button`); resolves once
 * the secure frame shows its card (`cardTitle`) and stands still, ready for a click (WebAuthn answers only a focused
 * page, and a click on a frame that just moved is dropped).
 */
async function openWalletSetting(button: string, cardTitle: string) {
  const { session } = await openEmailVanilla()
  const { page } = session
  await waitForText(page.getByTestId('account-type'), 'eoa')
  const address = (await page.getByTestId('account-address').textContent()) ?? ''
  await openAccount(page)
  await dialog(page).getByRole('button', { name: button }).click()
  await dialog(page).getByRole('heading', { name: 'Secure wallet' }).waitFor()
  const frame = page.frameLocator('iframe[title="Secure wallet"]')
  await frame.getByRole('heading', { name: cardTitle }).waitFor()
  await page.bringToFront()
  await secureFrameStill(session)
  return { session, frame, address }
}

describe('the vanilla demo: e-mail login through the secure frame', () => {
  it('logs in by e-mail: Register Device from the e-mailed link, then the code', async () => {
    const { session, email, registeredDevice } = await openEmailVanilla()
    const { page } = session
    expect(registeredDevice).toBe(true)
    expect(await page.getByTestId('account-address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await waitForText(page.getByTestId('account-type'), 'eoa')
    await openAccount(page)
    await dialog(page).getByText(email).waitFor()
    await checkScreen(session, 'vanilla-email-account')
  })

  it('sends from the e-mail account, approved inside the secure frame; it lands on anvil', async () => {
    const { session } = await openEmailVanilla()
    const { page } = session
    await waitForText(page.getByTestId('account-type'), 'eoa')
    const address = (await page.getByTestId('account-address').textContent()) ?? ''
    // The faucet, on both chains: the restored session may come back on the frame's chain rather than the page's.
    for (const chainId of [80002, 31337]) await fund(chainId, address, '3')
    // The page reads the new balance after a reload, which restores the session.
    await page.reload()
    await expectStatus(page, 'connected')
    expect(await page.getByTestId('account-address').textContent()).toBe(address)
    await waitForText(page.getByTestId('account-balance'), /^3 (POL|ETH)$/)
    const chainId = await activeChainId(page)

    const receiver = privateKeyToAddress(generatePrivateKey())
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Send' }).waitFor()
    await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('1')
    await dialog(page).getByRole('textbox', { name: 'To' }).fill(receiver)
    await dialog(page).getByRole('button', { name: 'Preview send' }).click()
    await dialog(page).getByRole('heading', { name: 'Review send' }).waitFor()
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()

    await dialog(page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    const frame = page.frameLocator('iframe[title="Secure wallet"]')
    await frame.getByRole('heading', { name: 'Approve transaction' }).waitFor()
    await waitForText(frame.getByTestId('approval-row-from'), address)
    await checkScreen(session, 'vanilla-approve-in-frame')
    await pressInFrame(frame.getByRole('button', { name: 'Send' }))

    expect(await receivedOn(chainId, receiver)).toBe(parseEther('1'))
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await checkScreen(session, 'vanilla-email-sent')
  })

  it("adds a way to open the wallet on the frame's card: not a second passkey on this device, a password", async () => {
    const { session, frame } = await openWalletSetting('Add a passkey', 'Add a way to open your wallet')
    const { page } = session
    await pressInFrame(frame.getByRole('button', { name: 'Use your passkey' }))
    await frame.getByText('Now choose the new way to open your wallet on a new device.').waitFor()
    // This browser's one passkey manager holds the wallet's passkey already: the frame says so and keeps the card.
    await pressInFrame(frame.getByRole('button', { name: 'Create a passkey' }))
    await waitForText(frame.getByRole('alert'), 'A passkey on this device already protects the wallet')
    await pressInFrame(frame.getByRole('button', { name: 'Use a password instead' }))
    await frame.getByLabel('Recovery password').fill('juniper-lantern-orbit-42-quietly')
    await frame.getByLabel('Repeat the password').fill('juniper-lantern-orbit-42-quietly')
    await pressInFrame(frame.getByRole('button', { name: 'Protect with this password' }))
    // Core's toast says so, and the modal is back at the account.
    await waitForText(page.getByRole('status').filter({ hasText: 'added' }), 'Recovery password added')
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await checkScreen(session, 'vanilla-recovery-password-added')
  })

  it("removes a way to open the wallet on the frame's card once another is added; never the last (N8)", async () => {
    const { session, frame } = await openWalletSetting('Add a passkey', 'Add a way to open your wallet')
    const { page } = session
    await pressInFrame(frame.getByRole('button', { name: 'Use your passkey' }))
    await frame.getByText('Now choose the new way to open your wallet on a new device.').waitFor()
    await pressInFrame(frame.getByRole('button', { name: 'Use a password instead' }))
    await frame.getByLabel('Recovery password').fill('juniper-lantern-orbit-42-quietly')
    await frame.getByLabel('Repeat the password').fill('juniper-lantern-orbit-42-quietly')
    await pressInFrame(frame.getByRole('button', { name: 'Protect with this password' }))
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()

    await dialog(page).getByRole('button', { name: 'Ways to open your wallet' }).click()
    await frame.getByRole('heading', { name: 'Ways to open your wallet' }).waitFor()
    await secureFrameStill(session)
    const methods = frame.getByRole('list', { name: 'Ways to open your wallet' })
    await waitForText(methods, /Passkey[\s\S]*Recovery password/)
    await checkScreen(session, 'vanilla-recovery-methods')
    await pressInFrame(frame.getByRole('button', { name: 'Remove: Passkey' }))
    // The password is the last way left: it cannot be removed, and the card says so.
    await frame.getByText('Your wallet keeps at least one way to open it on a new device.').waitFor()
    expect(await methods.getByRole('listitem').count()).toBe(1)
    expect(await frame.getByRole('button', { name: /^Remove/ }).count()).toBe(0)
    await checkScreen(session, 'vanilla-recovery-methods-last')
    await pressInFrame(frame.getByRole('button', { name: 'Done' }))
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
  })

  it("shows the key on the frame's card once asked, and it is the account's key", async () => {
    const { session, frame, address } = await openWalletSetting('Export your key', 'Export your key')
    const { page } = session
    // The key never reaches the page: only the frame shows it, and only once asked.
    expect(await frame.locator('[data-secret]').count()).toBe(0)
    await pressInFrame(frame.getByRole('button', { name: 'Show my key' }))
    const key = ((await frame.locator('pre[data-secret]').first().textContent()) ?? '').trim()
    expect(privateKeyToAddress(key as Hex).toLowerCase()).toBe(address.toLowerCase())
    expect(await page.content()).not.toContain(key.slice(2))
    await pressInFrame(frame.getByRole('button', { name: 'Done' }))
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
  })
})
