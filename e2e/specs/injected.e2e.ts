// The injected wallet path, as a visitor meets it: connect the Kit Test Wallet (EIP-6963), see the account and
// balance, and keep or end the session across reloads.
import { type Address, type Hex, verifyMessage } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
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

describe('injected wallet', () => {
  it('shows the demo disconnected, clean under axe', async () => {
    const session = await openCaseDemo()
    await expectStatus(session.page, 'disconnected')
    await checkScreen(session, 'injected-home')
  })

  it('runs under the Content-Security-Policy that Kit says it needs', async () => {
    const session = await openCaseDemo()
    const policy = await session.page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content')
    expect(policy).toMatch(/^frame-src http:\/\/\S+; connect-src 'self' .+; img-src 'self' data:$/)
    // The policy is in force: a source it does not list is refused.
    const refused = await session.page.evaluate(() =>
      fetch('http://127.0.0.1:9/').then(
        () => 'fetched',
        (error: Error) => error.name,
      ),
    )
    expect(refused).toBe('TypeError')
    await expect.poll(() => session.cspViolations).toEqual(['connect-src http://127.0.0.1:9/'])
    // The one expected refusal; anything else blocked fails the case.
    session.cspViolations.length = 0
  })

  it('opens the Connect view, lists the test wallet, and connects through it', async () => {
    const session = await openCaseDemo()
    const { page } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await checkScreen(session, 'connect-view')
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    await connectTestWallet(session, 'EVM')
    expect(await page.getByTestId('account-address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await waitForText(page.getByTestId('network-id'), 'eip155:80002')
    // anvil funds the dev accounts with 10,000 of the native currency.
    await waitForText(page.getByTestId('account-balance'), /POL$/)
  })

  it('opens at Account when connected, with the address and balance', async () => {
    const session = await openConnectedDemo()
    const { page } = session
    await page.getByRole('button', { name: /0x[0-9a-fA-F]{4}/ }).click()
    await dialog(page).getByText(/POL/).first().waitFor()
    await checkScreen(session, 'account-view')
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
  })

  it('signs a message with the wallet (personal_sign); the signature verifies for the address', async () => {
    const session = await openConnectedDemo()
    const { page } = session
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = page.getByTestId('signature')
    await signature.waitFor()
    const address = (await page.getByTestId('account-address').textContent()) as Address
    const valid = await verifyMessage({
      address,
      message: 'Hello from the Kit demo',
      signature: (await signature.textContent()) as Hex,
    })
    expect(valid).toBe(true)
  })

  it('keeps the session across a reload', async () => {
    const session = await openConnectedDemo()
    const { page } = session
    const address = await page.getByTestId('account-address').textContent()
    await page.reload()
    await expectStatus(page, 'connected')
    expect(await page.getByTestId('account-address').textContent()).toBe(address)
  })

  it('follows another tab of the site: disconnects with it, and connects when it connects', async () => {
    const session = await openConnectedDemo()
    const { page, context } = session
    const address = await page.getByTestId('account-address').textContent()
    const other = await context.newPage()
    try {
      await other.goto(page.url())
      await expectStatus(other, 'connected')
      expect(await other.getByTestId('account-address').textContent()).toBe(address)

      await other.getByRole('button', { name: /0x[0-9a-fA-F]{4}/ }).click()
      await dialog(other).getByRole('button', { name: 'Disconnect' }).click()
      await expectStatus(other, 'disconnected')
      await expectStatus(page, 'disconnected')

      await connectTestWallet({ ...session, page: other })
      await expectStatus(page, 'connected')
      expect(await page.getByTestId('account-address').textContent()).toBe(address)
    } finally {
      await other.close()
    }
    await checkScreen(session, 'injected-followed-other-tab')
  })

  it('stays disconnected after a disconnect and a reload', async () => {
    const session = await openConnectedDemo()
    const { page } = session
    await page.getByRole('button', { name: /0x[0-9a-fA-F]{4}/ }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectStatus(page, 'disconnected')
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor()
    // Give a wrongly restored session time to show up before asserting it did not.
    await page.waitForTimeout(1500)
    await expectStatus(page, 'disconnected')
  })
})
