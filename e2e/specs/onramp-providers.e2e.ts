// Buying from real providers' stand-ins (issue 46): the Buy view shows every enabled provider's quote side by side,
// the visitor picks the best one, completes the purchase on that provider's stand-in page (the devnet's MoonPay and
// Transak, which deliver Kit USD on anvil and send their signed webhooks), and the account view shows the purchase
// completed while the token has arrived on chain.
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, closeBrowser, connectTestWallet, dialog, openCaseDemo } from '../src/demo.ts'

/** Kit USD, the devnet's 6-decimal ERC20 (the stand-ins deliver it for USDC purchases). */
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
async function waitUntil<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  let value = await read()
  while (!accept(value)) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms (last: ${value})`)
    await new Promise((resolve) => setTimeout(resolve, 250))
    value = await read()
  }
  return value
}

describe('on-ramp providers side by side', () => {
  it('the visitor picks the best quote, pays on the stand-in, and sees the purchase completed with the token on anvil', async () => {
    const session = await openCaseDemo()
    const { page, context } = session
    await connectTestWallet(session, 'EVM')
    const address = (await page.getByTestId('account-address').textContent()) as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const before = await kitUsdBalance(address)

    await page.getByRole('button', { name: 'Buy crypto' }).click()
    await dialog(page).getByRole('heading', { name: 'Choose a provider' }).waitFor()
    await dialog(page)
      .getByRole('button', { name: /^Pay \$100(\.00)?$/ })
      .click()

    // Both stand-ins quote (and the sandbox), side by side, best first.
    const moonpay = dialog(page).getByTestId('onramp-quote-moonpay')
    const transak = dialog(page).getByTestId('onramp-quote-transak')
    await moonpay.waitFor({ timeout: 30_000 })
    await transak.waitFor({ timeout: 30_000 })
    const quotes = dialog(page).locator('[data-testid^="onramp-quote-"]')
    const order = await quotes.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')))
    const amounts = await quotes.evaluateAll((rows) =>
      rows.map((row) => Number(/You get ([\d.,]+)/.exec(row.textContent ?? '')?.[1]?.replace(/,/g, ''))),
    )
    expect(amounts.length).toBeGreaterThanOrEqual(2)
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts)
    const best = order[0]
    expect(['onramp-quote-moonpay', 'onramp-quote-transak']).toContain(best)
    const bestRow = dialog(page).getByTestId(best as string)
    await bestRow.getByText('Best price').waitFor()
    expect(await bestRow.textContent()).toMatch(/Fees .*\d/)
    const bestName = best === 'onramp-quote-transak' ? 'Transak' : 'MoonPay'
    await checkScreen(session, 'onramp-providers-quotes')

    // The best provider's page opens in a new tab; the visitor completes the purchase there.
    const popupPromise = context.waitForEvent('page')
    await bestRow.getByRole('button').click()
    const popup = await popupPromise
    await popup.waitForLoadState('domcontentloaded')
    await dialog(page).getByText(`Continue in ${bestName}`).waitFor()
    await popup.getByRole('button', { name: 'Complete purchase' }).click()
    await popup.getByRole('status').waitFor({ timeout: 30_000 })
    expect(await popup.getByRole('status').textContent()).toMatch(/completed/i)
    await popup.close()

    // The token is on chain, and the account view shows the purchase completed.
    const after = await waitUntil(
      () => kitUsdBalance(address),
      (balance) => balance > before,
    )
    expect(after).toBeGreaterThan(before)
    await dialog(page).getByRole('button', { name: 'Account' }).click()
    const purchases = dialog(page).getByRole('region', { name: 'Purchases' })
    // Newest first: this purchase is the first of its provider's; an earlier spec on the same stack may have left
    // completed purchases of its own on this account.
    const row = purchases
      .locator('li')
      .filter({ hasText: `${bestName} · ` })
      .first()
    await row.and(purchases.locator('li[data-status="completed"]')).waitFor({ timeout: 30_000 })
    await row.getByText('Completed', { exact: true }).waitFor()
    await checkScreen(session, 'onramp-providers-completed')
  })
})
