import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { USD_CURRENCY_DEFAULT, USDC_CURRENCY_DEFAULT } from '../constants.js'
import { ApiError } from '../errors/api.js'
import { OnRampNotConfiguredError, OnRampProviderError } from '../errors/onramp.js'
import { createTestKit, TEST_API } from '../test-utils.js'
import { getOnRampQuotes } from './getOnRampQuotes.js'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const usd = (amount: string) => ({ amount, currency: 'USD' })
const quote = (received: string, fee: string) => ({
  paymentTotal: usd('100.00'),
  paymentSubtotal: usd('98.00'),
  purchaseAmount: { amount: received, currency: 'USDC' },
  coinbaseFee: usd(fee),
  networkFee: usd('0.10'),
  quoteId: `q-${received}`,
})

const request = {
  purchaseCurrency: USDC_CURRENCY_DEFAULT,
  paymentCurrency: USD_CURRENCY_DEFAULT,
  amount: '100',
}

describe('getOnRampQuotes', () => {
  it("sorts the providers' quotes by what the visitor gets and names the one that failed without failing the list", async () => {
    const bodies: unknown[] = []
    const optionQueries: string[] = []
    server.use(
      http.post(`${TEST_API}/v1/onramp/quotes`, async ({ request: sent }) => {
        expect(new URL(sent.url).searchParams.get('projectId')).toBe('test-project')
        bodies.push(await sent.json())
        return HttpResponse.json({
          // Worst first on purpose: the order is Kit's to make.
          quotes: [
            { provider: 'transak', quote: quote('96.5', '2.50') },
            {
              provider: 'moonpay',
              label: 'MoonPay',
              quote: quote('97.9', '1.99'),
              paymentMethods: [{ id: 'card', min: '20', max: '5000' }],
            },
            {
              provider: 'coinbase',
              error: { name: 'AmountOutOfRange', description: 'coinbase: minimum is 150 USD' },
            },
          ],
        })
      }),
      http.get(`${TEST_API}/v1/onramp/options`, ({ request: sent }) => {
        optionQueries.push(new URL(sent.url).searchParams.get('provider') ?? '')
        return HttpResponse.json({
          purchaseCurrencies: [],
          paymentCurrencies: [
            { id: 'EUR', payment_method_limits: [{ id: 'card', min: '1', max: '2' }] },
            {
              id: 'USD',
              payment_method_limits: [
                { id: 'card', min: '30', max: '3000' },
                { id: 'ach', min: '30', max: '10000' },
              ],
            },
          ],
        })
      }),
    )
    const result = await getOnRampQuotes(createTestKit(), request)
    expect(bodies).toEqual([
      {
        purchaseCurrency: { id: USDC_CURRENCY_DEFAULT.id, symbol: 'USDC' },
        paymentCurrency: 'USD',
        amount: '100',
        network: 'USDC',
      },
    ])
    expect(result.quotes.map((line) => [line.provider, line.label, line.purchaseAmount.amount])).toEqual([
      ['moonpay', 'MoonPay', '97.9'],
      ['transak', 'Transak', '96.5'],
    ])
    expect(result.quotes[0]).toMatchObject({
      providerFee: usd('1.99'),
      networkFee: usd('0.10'),
      paymentTotal: usd('100.00'),
      paymentMethods: [{ id: 'card', min: '20', max: '5000' }],
    })
    // Transak's line carried no limits: its options give the USD ones.
    expect(optionQueries).toEqual(['transak'])
    expect(result.quotes[1]?.paymentMethods).toEqual([
      { id: 'card', min: '30', max: '3000' },
      { id: 'ach', min: '30', max: '10000' },
    ])
    expect(result.quotes[1]?.quote.quoteId).toBe('q-96.5')
    expect(result.unavailable).toHaveLength(1)
    const [left] = result.unavailable
    expect(left?.label).toBe('Coinbase')
    expect(left?.error).toBeInstanceOf(OnRampProviderError)
    expect(left?.error).toMatchObject({ provider: 'coinbase', reason: 'AmountOutOfRange' })
    expect(left?.error.shortMessage).toBe('coinbase: minimum is 150 USD')
  })

  it('shows no limits for a provider whose options fail, and still lists its quote', async () => {
    server.use(
      http.post(`${TEST_API}/v1/onramp/quotes`, () =>
        HttpResponse.json({ quotes: [{ provider: 'sandbox', quote: quote('98', '1.50') }] }),
      ),
      http.get(`${TEST_API}/v1/onramp/options`, () => HttpResponse.json({ reasons: [] }, { status: 500 })),
    )
    const result = await getOnRampQuotes(createTestKit(), {
      ...request,
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
    })
    expect(result.quotes.map((line) => [line.label, line.paymentMethods])).toEqual([['Kit Sandbox', []]])
    expect(result.unavailable).toEqual([])
  })

  it('rejects with OnRampNotConfiguredError when the server offers no on-ramp', async () => {
    server.use(
      http.post(`${TEST_API}/v1/onramp/quotes`, () =>
        HttpResponse.json(
          {
            status: 'ERROR',
            reasons: [
              { name: 'NotConfigured', description: 'No on-ramp provider is configured on this server' },
            ],
          },
          { status: 503 },
        ),
      ),
    )
    const failure = getOnRampQuotes(createTestKit(), request)
    await expect(failure).rejects.toBeInstanceOf(OnRampNotConfiguredError)
    await expect(failure).rejects.toThrow('No on-ramp provider is configured on this server')
  })

  it("rejects with the service's ApiError when the quotes cannot be had at all", async () => {
    server.use(
      http.post(`${TEST_API}/v1/onramp/quotes`, () =>
        HttpResponse.json(
          { reasons: [{ name: 'InvalidAmount', description: 'Amount must be a decimal string' }] },
          { status: 400 },
        ),
      ),
    )
    const error = await getOnRampQuotes(createTestKit(), request).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).not.toBeInstanceOf(OnRampNotConfiguredError)
    expect((error as ApiError).reasons[0]?.name).toBe('InvalidAmount')
  })

  it('rejects an answer without the quotes list as a response it does not understand', async () => {
    server.use(http.post(`${TEST_API}/v1/onramp/quotes`, () => HttpResponse.json({ quote: quote('1', '1') })))
    await expect(getOnRampQuotes(createTestKit(), request)).rejects.toThrow(
      'The service sent a response Kit does not understand',
    )
  })
})
