import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startApiMock } from '../../test/api.js'
import {
  connectFake,
  createTestKit,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
  TEST_API,
  waitForView,
} from '../../test/kit.js'

const { server } = startApiMock()

afterEach(() => vi.restoreAllMocks())

async function buy() {
  const kit = createTestKit()
  await connectFake(kit)
  renderWithKit(kit)
  await openModal(kit)
  await userEvent.click(screen.getByRole('button', { name: 'Buy' }))
  const dialog = await screen.findByRole('dialog', { name: 'Buy crypto' })
  await waitForView(dialog)
  // The options load once: the mock offers Kit USD besides USDC, and EUR besides USD.
  await expect.poll(() => kit.getState().onramp.purchaseCurrencies.length).toBe(2)
  return { kit, dialog }
}

describe('On-ramp (OnRampProviders)', () => {
  it('a preset asks for a quote, with a spinner while it loads, then shows what you get', async () => {
    let release: () => void = () => undefined
    server.use(
      http.post(`${TEST_API}/v1/onramp/quote`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve
        })
        return HttpResponse.json({ purchaseAmount: { amount: '249.5', currency: 'USDC' } })
      }),
    )
    const { kit, dialog } = await buy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $250.00' }))
    expect(within(dialog).getByRole('button', { name: 'Pay $250.00' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect((within(dialog).getByRole('textbox', { name: 'Amount in USD' }) as HTMLInputElement).value).toBe(
      '250',
    )
    // Generous waits: the debounce and the lazily loaded API client take longer on a loaded CI machine.
    expect(await within(dialog).findByText('Getting a quote…', {}, { timeout: 5000 })).toBeTruthy()
    expect(kit.getState().onramp.quotesLoading).toBe(true)
    await expectAccessibleInBothThemes(kit, dialog)
    release()
    expect(await within(dialog).findByText('≈ 249.5', {}, { timeout: 5000 })).toBeTruthy()
    expect(kit.getState().onramp).toMatchObject({
      paymentAmount: 250,
      purchaseAmount: 249.5,
      quotesLoading: false,
    })
  })

  it('shows the payment limits and enforces them: no quote, no provider outside them', async () => {
    const { kit, dialog } = await buy()
    expect(
      within(dialog).getByText(/Card \$10\.00 – \$7,500\.00 · Bank \(ACH\) \$10\.00 – \$25,000\.00/),
    ).toBeTruthy()
    const amount = within(dialog).getByRole('textbox', { name: 'Amount in USD' })
    await userEvent.type(amount, '5')
    expect(within(dialog).getByRole('alert').textContent).toBe('The minimum is $10.00')
    expect((within(dialog).getByRole('button', { name: /Kit Sandbox/ }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    await userEvent.clear(amount)
    await userEvent.type(amount, '30000')
    expect(within(dialog).getByRole('alert').textContent).toBe('The maximum is $25,000.00')
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(kit.getState().onramp.purchaseAmount).toBeUndefined()
    expect(kit.getState().onramp.quotesLoading).toBe(false)
  })

  it('the currency pickers change what is bought and what it is paid with', async () => {
    const { kit, dialog } = await buy()
    await userEvent.click(within(dialog).getByRole('button', { name: /Token to buy/ }))
    expect(await screen.findByRole('dialog', { name: 'Select Token' })).toBeTruthy()
    await waitForView()
    await expectAccessibleInBothThemes(kit)
    await userEvent.click(screen.getByRole('button', { name: /Kit USD/ }))
    expect(await screen.findByRole('dialog', { name: 'Buy crypto' })).toBeTruthy()
    expect(kit.getState().onramp.purchaseCurrency.id).toBe('kusd')
    await userEvent.click(await screen.findByRole('button', { name: /Pay with/ }))
    expect(await screen.findByRole('dialog', { name: 'Select Currency' })).toBeTruthy()
    await waitForView()
    await expectAccessibleInBothThemes(kit)
    await userEvent.click(screen.getByRole('button', { name: /EUR/ }))
    await expect.poll(() => kit.getState().onramp.paymentCurrency.id).toBe('EUR')
    expect(await screen.findByRole('textbox', { name: 'Amount in EUR' })).toBeTruthy()
  })

  it("opens the provider with the spec's parameters and shows the purchase in progress", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { kit, dialog } = await buy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $100.00' }))
    await userEvent.click(within(dialog).getByRole('button', { name: /Kit Sandbox/ }))
    const url = new URL(String(open.mock.calls[0]?.[0]))
    expect(url.searchParams.get('publicKey')).toBe('test-project')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')).toBe('0x1111111111111111111111111111111111111111')
    const progress = await screen.findByRole('dialog', { name: 'Buy' })
    expect(await within(progress).findByText('Continue in Kit Sandbox')).toBeTruthy()
    await expectAccessibleInBothThemes(kit, progress)
    await act(async () => undefined)
  })

  it('says why there is no quote when the service fails', async () => {
    server.use(
      http.post(`${TEST_API}/v1/onramp/quote`, async () => {
        await delay(10)
        return HttpResponse.json(
          { status: 'ERROR', reasons: [{ name: 'DOWN', description: 'Quotes are unavailable' }] },
          { status: 503 },
        )
      }),
    )
    const { dialog } = await buy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $500.00' }))
    expect(
      await within(dialog).findByText('No quote: Quotes are unavailable', {}, { timeout: 3000 }),
    ).toBeTruthy()
  })
})
