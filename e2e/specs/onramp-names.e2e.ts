// Buying crypto and choosing a name, as a visitor meets them: a sandbox purchase that really funds the wallet on
// anvil, then an account name registered through the e-mail account and shown on the account.
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  allViolations,
  checkScreen,
  closeBrowser,
  connectTestWallet,
  type DemoSession,
  dialog,
  loginByEmail,
  openDemo,
  waitForText,
} from '../src/demo.ts'

/** Kit USD, the devnet's 6-decimal ERC20 (the sandbox delivers it for USDC purchases). */
const KIT_USD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

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
  let session: DemoSession

  beforeAll(async () => {
    session = await openDemo()
  })
  afterAll(async () => {
    await session?.close()
  })

  it('quotes a preset amount and opens the sandbox provider with the wallet in its URL', async () => {
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

  it('met no axe violation and no host outside the local stack', () => {
    expect(allViolations(session)).toEqual([])
    expect(session.foreignRequests).toEqual([])
  })
})

describe('account names', () => {
  let session: DemoSession
  const email = `names-${Date.now()}@example.test`
  const name = `kit${Date.now().toString(36)}`

  beforeAll(async () => {
    session = await openDemo()
  })
  afterAll(async () => {
    await session?.close()
  })

  it('logs in by e-mail, the account that names need', async () => {
    await loginByEmail(session, email)
    await waitForText(session.page.getByTestId('account-name'), '—')
  })

  it('hints at a too-short name, then registers a free one', async () => {
    const { page } = session
    await page.getByRole('button', { name: 'Register a name' }).click()
    await dialog(page).getByRole('heading', { name: 'Choose name' }).waitFor()
    await dialog(page).getByRole('textbox', { name: 'Name' }).waitFor()
    await checkScreen(session, 'name-view')

    const field = dialog(page).getByRole('textbox', { name: 'Name' })
    await field.fill('abc')
    await dialog(page).getByText('Name must be at least 4 characters long').waitFor()
    expect(await dialog(page).getByRole('button', { name: 'Register name' }).isDisabled()).toBe(true)
    await checkScreen(session, 'name-too-short')

    await field.fill(name)
    await dialog(page).getByText('Available', { exact: true }).waitFor({ timeout: 20_000 })
    await checkScreen(session, 'name-available')
    await dialog(page).getByRole('button', { name: 'Register name' }).click()

    // The registration is signed by the embedded wallet: the request waits for approval in the secure frame.
    await dialog(page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    const frame = page.frameLocator('iframe[title="Secure wallet"]')
    await frame.getByRole('heading', { name: 'Signature request' }).waitFor()
    await frame.getByText(`"name":"${name}.kit.id"`).waitFor()
    await checkScreen(session, 'name-sign-in-frame')
    await frame.getByRole('button', { name: 'Sign' }).click()

    await dialog(page).getByRole('heading', { name: 'Name registered' }).waitFor()
    await dialog(page).getByText('Account name chosen successfully').waitFor()
    await checkScreen(session, 'name-success')
  })

  it('shows the name in the account panel and on the Account view', async () => {
    const { page } = session
    await waitForText(page.getByTestId('account-name'), new RegExp(`^${name}`))
    await dialog(page).getByRole('button', { name: 'Let’s Go!' }).click()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await dialog(page)
      .getByText(new RegExp(`^${name}`))
      .first()
      .waitFor()
    await checkScreen(session, 'name-on-account')
  })

  it('met no axe violation and no host outside the local stack', () => {
    expect(allViolations(session)).toEqual([])
    expect(session.foreignRequests).toEqual([])
  })
})
