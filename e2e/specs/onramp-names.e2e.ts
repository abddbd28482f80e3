// Buying crypto and choosing a name, as a visitor meets them: a sandbox purchase that really funds the wallet on
// anvil, then an account name registered through the e-mail account and shown on the account.
import type { Page } from 'playwright-core'
import { pressInFrame } from '../src/browser.ts'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, describe, expect, inject, it } from 'vitest'
import {
  checkScreen,
  closeBrowser,
  connectTestWallet,
  type DemoSession,
  dialog,
  loginByEmail,
  openCaseDemo,
  waitForText,
} from '../src/demo.ts'

/** Kit USD, the devnet's 6-decimal ERC20 (the sandbox delivers it for USDC purchases). */
const KIT_USD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

// Each case opens its own session (fresh browser context), checked clean of axe violations, blocked sources and
// foreign hosts when it ends.
afterAll(async () => {
  await closeBrowser()
})

/** The Kit USD balance of `address` on the local 80002 anvil, in base units. */
async function kitUsdBalance(address: `0x${string}`): Promise<bigint> {
  const rpcUrl = inject('stack').evm[80002]?.rpcUrl
  if (!rpcUrl) throw new Error('The stack has no 80002 chain')
  const client = createPublicClient({ transport: http(rpcUrl) })
  return client.readContract({ address: KIT_USD, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
}

/** Polls `read` until `accept` holds, or fails after `timeoutMs`. */
async function waitUntil<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  let value = await read()
  while (!accept(value)) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms (last: ${value})`)
    await new Promise((resolve) => setTimeout(resolve, 250))
    value = await read()
  }
  return value
}

describe('on-ramp', () => {
  it('quotes a preset amount and opens the sandbox provider with the wallet in its URL', async () => {
    const session = await openCaseDemo()
    const { page, context } = session
    await connectTestWallet(session, 'EVM')
    const address = (await page.getByTestId('account-address').textContent()) as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const before = await kitUsdBalance(address)

    await page.getByRole('button', { name: 'Buy crypto' }).click()
    await dialog(page).getByRole('heading', { name: 'Buy crypto' }).waitFor()
    await dialog(page).getByRole('heading', { name: 'Choose a provider' }).waitFor()
    await checkScreen(session, 'onramp-view')

    const preset = dialog(page).getByRole('button', { name: /^Pay \$100(\.00)?$/ })
    await preset.click()
    expect(await preset.getAttribute('aria-pressed')).toBe('true')
    // The live quote replaces the dash with an approximate amount of the token to buy.
    await dialog(page).getByText(/^≈ \d/).waitFor({ timeout: 20_000 })
    await checkScreen(session, 'onramp-quote')

    const provider = dialog(page).getByRole('button', { name: /^Kit Sandbox/ })
    const popupPromise = context.waitForEvent('page')
    await provider.click()
    const popup = await popupPromise
    await popup.waitForLoadState('domcontentloaded')
    const url = new URL(popup.url())
    expect(url.searchParams.get('publicKey')).toBeTruthy()
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')?.toLowerCase()).toBe(address.toLowerCase())

    await dialog(page).getByRole('heading', { name: 'Buy' }).waitFor()
    await dialog(page).getByText('Continue in Kit Sandbox').waitFor()
    await checkScreen(session, 'onramp-buy-in-progress')

    await popup.getByRole('heading', { name: 'Buy USDC' }).waitFor()
    await popup.getByLabel('Network').selectOption({ label: 'Polygon Amoy (kUSD)' })
    await popup.getByRole('button', { name: 'Complete purchase' }).click()
    await popup.getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 30_000 })
    await popup.close()

    const after = await waitUntil(
      () => kitUsdBalance(address),
      (balance) => balance > before,
    )
    expect(after).toBeGreaterThan(before)
  })
})

/** A name and an e-mail address no other case uses, so each case has its own account and its own free name. */
let unique = 0
function freshAccount() {
  const id = `${Date.now().toString(36)}${(unique++).toString(36)}`
  return { email: `names-${id}@example.test`, name: `kit${id}` }
}

/** The demo for the running case, logged in by e-mail as a new account without a name. */
async function openLoggedInDemo(email: string): Promise<DemoSession> {
  const session = await openCaseDemo()
  await loginByEmail(session, email, false)
  await waitForText(session.page.getByTestId('account-name'), '—')
  return session
}

/** From the account panel to the Choose name view. */
async function openChooseName(page: Page) {
  await page.getByRole('button', { name: 'Register a name' }).click()
  await dialog(page).getByRole('heading', { name: 'Choose name' }).waitFor()
  await dialog(page).getByRole('textbox', { name: 'Name' }).waitFor()
}

/**
 * Registers `name` from the Choose name view: the signature is approved in the secure frame. Resolves on the
 * Name registered view. `check` is called at each screen worth a screenshot.
 */
async function registerName(page: Page, name: string, check: (screen: string) => Promise<void>) {
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name)
  await dialog(page).getByText('Available', { exact: true }).waitFor({ timeout: 20_000 })
  await check('name-available')
  await dialog(page).getByRole('button', { name: 'Register name' }).click()

  // The registration is signed by the embedded wallet: the request waits for approval in the secure frame.
  await dialog(page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
  const frame = page.frameLocator('iframe[title="Secure wallet"]')
  await frame.getByRole('heading', { name: 'Signature request' }).waitFor()
  await frame.getByText(`"name":"${name}.kit.id"`).waitFor()
  await check('name-sign-in-frame')
  await pressInFrame(frame.getByRole('button', { name: 'Sign' }))

  await dialog(page).getByRole('heading', { name: 'Name registered' }).waitFor()
  await dialog(page).getByText('Account name chosen successfully').waitFor()
  await check('name-success')
}

describe('account names', () => {
  it('logs in by e-mail, the account that names need', async () => {
    const session = await openCaseDemo()
    await loginByEmail(session, freshAccount().email)
    await waitForText(session.page.getByTestId('account-name'), '—')
  })

  it('hints at a too-short name, then registers a free one', async () => {
    const { email, name } = freshAccount()
    const session = await openLoggedInDemo(email)
    const { page } = session
    await openChooseName(page)
    await checkScreen(session, 'name-view')

    const field = dialog(page).getByRole('textbox', { name: 'Name' })
    await field.fill('abc')
    await dialog(page).getByText('Name must be at least 4 characters long').waitFor()
    expect(await dialog(page).getByRole('button', { name: 'Register name' }).isDisabled()).toBe(true)
    await checkScreen(session, 'name-too-short')

    await registerName(page, name, (screen) => checkScreen(session, screen))
  })

  it('shows the name in the account panel and on the Account view', async () => {
    const { email, name } = freshAccount()
    const session = await openLoggedInDemo(email)
    const { page } = session
    await openChooseName(page)
    await registerName(page, name, async () => {})
    await waitForText(page.getByTestId('account-name'), new RegExp(`^${name}`))
    await dialog(page).getByRole('button', { name: 'Let’s Go!' }).click()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await dialog(page)
      .getByText(new RegExp(`^${name}`))
      .first()
      .waitFor()
    await checkScreen(session, 'name-on-account')
  })
})
