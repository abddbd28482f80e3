import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getOnRampQuotes, onRampQuotesTask } from '@kit/core/actions'
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

/** The Buy view of a connected kit; `single`: the kit has already found that the server has no side-by-side quotes. */
async function buy({ single = false } = {}) {
  const kit = createTestKit()
  await connectFake(kit)
  if (single)
    await kit.tasks.run(onRampQuotesTask, () =>
      getOnRampQuotes(kit, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100' }),
    )
  renderWithKit(kit)
  await openModal(kit)
  await userEvent.click(screen.getByRole('button', { name: 'Buy' }))
  const dialog = await screen.findByRole('dialog', { name: 'Buy crypto' })
  await waitForView(dialog)
  // The options load once: the mock offers Kit USD besides USDC, and EUR besides USD.
  await expect.poll(() => kit.getState().onramp.purchaseCurrencies.length).toBe(2)
  return { kit, dialog }
}

const usd = (amount: string) => ({ amount, currency: 'USD' })
const quoteOf = (received: string, fee: string) => ({
  paymentTotal: usd('250.00'),
  purchaseAmount: { amount: received, currency: 'USDC' },
  coinbaseFee: usd(fee),
  networkFee: usd('0.10'),
})

/** Kit's server with two providers that quote and one that refuses the amount. */
function threeProviders(answer: Promise<void> = Promise.resolve()) {
  server.use(
    http.post(`${TEST_API}/v1/onramp/quotes`, async () => {
      await answer
      return HttpResponse.json({
        quotes: [
          {
            provider: 'transak',
            quote: quoteOf('244.1', '4.90'),
            paymentMethods: [{ id: 'card', min: '30', max: '3000' }],
          },
          {
            provider: 'moonpay',
            quote: quoteOf('246.35', '3.55'),
            paymentMethods: [{ id: 'card', min: '20', max: '5000' }],
          },
          { provider: 'coinbase', error: { name: 'AmountOutOfRange', description: 'minimum is 500 USD' } },
        ],
      })
    }),
  )
}

describe('On-ramp, quotes side by side', () => {
  it("shows every provider's quote best first with fees and limits, and why one could not quote", async () => {
    let release: () => void = () => undefined
    threeProviders(
      new Promise<void>((resolve) => {
        release = resolve
      }),
    )
    const { kit, dialog } = await buy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $250' }))
    expect(await within(dialog).findByText('Getting a quote…', {}, { timeout: 5000 })).toBeTruthy()
    release()
    const best = await within(dialog).findByTestId('onramp-quote-moonpay', {}, { timeout: 5000 })
    const rows = within(dialog).getAllByRole('button', { name: /^(MoonPay|Transak)/ })
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('MoonPay Best price'),
      expect.stringContaining('Transak'),
    ])
    expect(best.textContent).toContain('You get 246.35 USDC · Fees $3.65')
    expect(best.textContent).toContain('Limits: Card $20.00 – $5,000.00')
    expect(within(dialog).getByText('≈ 246.35')).toBeTruthy()
    expect(within(dialog).getByText('Coinbase: minimum is 500 USD')).toBeTruthy()
    // Each provider applies its own limits: the options' limits are not shown above the quotes.
    expect(within(dialog).queryByText(/Bank \(ACH\)/)).toBeNull()
    await expectAccessibleInBothThemes(kit, dialog)
  })

  it("opens the chosen provider's page exactly as the server built it and shows the purchase in progress", async () => {
    threeProviders()
    const signed = 'https://buy.moonpay.example/?apiKey=pk&walletAddress=0x1&signature=abc%3D'
    const checkouts: Record<string, unknown>[] = []
    server.use(
      http.post(`${TEST_API}/v1/onramp/checkout`, async ({ request }) => {
        checkouts.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({ provider: 'moonpay', orderId: 'order-1', url: signed })
      }),
    )
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { dialog } = await buy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $250' }))
    await userEvent.click(await within(dialog).findByRole('button', { name: /^MoonPay/ }, { timeout: 5000 }))
    const progress = await screen.findByRole('dialog', { name: 'Buy' })
    expect(await within(progress).findByText('Continue in MoonPay')).toBeTruthy()
    expect(open).toHaveBeenCalledWith(signed, '_blank', 'noopener,noreferrer')
    expect(checkouts).toEqual([
      expect.objectContaining({
        provider: 'moonpay',
        amount: '250',
        paymentCurrency: 'USD',
        walletAddress: '0x1111111111111111111111111111111111111111',
      }),
    ])
    expect(
      within(progress)
        .getByRole('link', { name: /Open the provider again/ })
        .getAttribute('href'),
    ).toBe(signed)
  })

  it('says under the provider why its page could not be opened, and opens nothing', async () => {
    threeProviders()
    server.use(
      http.post(`${TEST_API}/v1/onramp/checkout`, () =>
        HttpResponse.json(
          { reasons: [{ name: 'ProviderError', description: 'transak did not answer as expected' }] },
          { status: 502 },
        ),
      ),
    )
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { dialog } = await buy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $250' }))
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Transak/ }, { timeout: 5000 }))
    const alert = await within(within(dialog).getByTestId('onramp-quote-transak')).findByRole('alert')
    expect(alert.textContent).toBe('Could not open the provider: transak did not answer as expected')
    expect(open).not.toHaveBeenCalled()
  })

  it('says so when the server offers no on-ramp', async () => {
    server.use(
      http.post(`${TEST_API}/v1/onramp/quotes`, () =>
        HttpResponse.json(
          {
            reasons: [
              { name: 'NotConfigured', description: 'No on-ramp provider is configured on this server' },
            ],
          },
          { status: 503 },
        ),
      ),
    )
    const { dialog } = await buy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $100' }))
    expect(
      await within(dialog).findByText('Buying crypto is not available here.', {}, { timeout: 5000 }),
    ).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: /Kit Sandbox/ })).toBeNull()
  })
})

describe('On-ramp (OnRampProviders), a server without side-by-side quotes: the spec single quote', () => {
  beforeEach(() => {
    server.use(
      http.post(`${TEST_API}/v1/onramp/quotes`, () =>
        HttpResponse.json({ reasons: [{ name: 'NotFound', description: 'Not found' }] }, { status: 404 }),
      ),
    )
  })

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
    const { kit, dialog } = await buy({ single: true })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $250' }))
    expect(within(dialog).getByRole('button', { name: 'Pay $250' }).getAttribute('aria-pressed')).toBe('true')
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
    const { kit, dialog } = await buy({ single: true })
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
    const { kit, dialog } = await buy({ single: true })
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
    const { kit, dialog } = await buy({ single: true })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $100' }))
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
    const { dialog } = await buy({ single: true })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $500' }))
    expect(
      await within(dialog).findByText('No quote: Quotes are unavailable', {}, { timeout: 3000 }),
    ).toBeTruthy()
  })
})
