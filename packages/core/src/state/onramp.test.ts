import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectFake, createTestKit, TEST_API, testRpcHandlers } from '../test-utils.js'
import { createBlockchainApiMock, FAKE_EVM_ADDRESS, MOCK_PURCHASE_CURRENCIES } from '../testing/index.js'

const mock = createBlockchainApiMock({ apiUrl: TEST_API })
const server = setupServer(...mock.handlers, ...testRpcHandlers())
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const provider = {
  label: 'Sandbox',
  name: 'sandbox',
  feeRange: '0%',
  url: 'https://onramp.example/buy?ref=kit',
  publicKey: 'pk_test',
  supportedNamespaces: ['eip155', 'solana'] as const,
}

describe('on-ramp controller', () => {
  it('defaults: USDC on chains 1 and 137 bought with USD, card 10.00–7500.00 and ACH 10.00–25000.00', () => {
    const { onramp } = createTestKit().getState()
    expect(onramp.purchaseCurrency.symbol).toBe('USDC')
    expect(onramp.purchaseCurrency.name).toBe('USD Coin')
    expect(onramp.purchaseCurrency.networks.map((network) => network.chain_id)).toEqual(['1', '137'])
    expect(onramp.paymentCurrency.id).toBe('USD')
    expect(onramp.paymentCurrency.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(onramp).toMatchObject({
      selectedProvider: null,
      error: null,
      quotesLoading: false,
      paymentAmount: undefined,
      purchaseAmount: undefined,
    })
    expect(onramp.providers.map((entry) => entry.name)).toEqual(['sandbox'])
  })

  it('loads the currencies and selects the first of each', async () => {
    const kit = createTestKit()
    await kit.onramp.loadOptions()
    const { onramp } = kit.getState()
    expect(onramp.purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC', 'kUSD'])
    expect(onramp.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(onramp.purchaseCurrency.symbol).toBe('USDC')
    expect(onramp.error).toBeNull()
  })

  it('a service that offers no currencies leaves the current choice (the USDC / USD defaults at first)', async () => {
    const kit = createTestKit()
    server.use(
      http.get(`${TEST_API}/v1/onramp/options`, () =>
        HttpResponse.json({ purchaseCurrencies: [], paymentCurrencies: [] }),
      ),
    )
    await kit.onramp.loadOptions()
    const { onramp } = kit.getState()
    expect(onramp.purchaseCurrencies).toEqual([])
    expect(onramp.purchaseCurrency.symbol).toBe('USDC')
    expect(onramp.paymentCurrency.id).toBe('USD')
    expect(onramp.error).toBeNull()
  })

  it('a malformed options response sets a clear error and leaves the currencies unchanged', async () => {
    const kit = createTestKit()
    server.use(
      http.get(`${TEST_API}/v1/onramp/options`, () => HttpResponse.json({ paymentCurrencies: 'none' })),
    )
    const before = kit.getState().onramp
    await kit.onramp.loadOptions()
    const after = kit.getState().onramp
    expect(after.error).toBe('The service sent a response Kit does not understand')
    expect(after.purchaseCurrencies).toEqual(before.purchaseCurrencies)
    expect(after.paymentCurrency).toEqual(before.paymentCurrency)
  })

  it('a quote: loading while it is fetched, then purchaseAmount from purchaseAmount.amount', async () => {
    const kit = createTestKit()
    let body: Record<string, unknown> = {}
    server.use(
      http.post(`${TEST_API}/v1/onramp/quote`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ purchaseAmount: { amount: '99.5', currency: 'USDC' } })
      }),
    )
    kit.onramp.setPaymentAmount(100)
    const pending = kit.onramp.getQuote()
    expect(kit.getState().onramp.quotesLoading).toBe(true)
    await expect(pending).resolves.toMatchObject({ purchaseAmount: { amount: '99.5' } })
    expect(kit.getState().onramp.quotesLoading).toBe(false)
    expect(kit.getState().onramp.purchaseAmount).toBe(99.5)
    expect(body).toMatchObject({ amount: '100', network: 'USDC' })
    expect(body.purchaseCurrency).toMatchObject({ symbol: 'USDC' })
    expect(body.paymentCurrency).toMatchObject({ id: 'USD' })
  })

  it('a failed quote shows the service reason, clears purchaseAmount and never invents a quote', async () => {
    const kit = createTestKit()
    kit.onramp.setPaymentAmount(100)
    await kit.onramp.getQuote()
    expect(kit.getState().onramp.purchaseAmount).toBe(100)
    kit.onramp.setPaymentAmount(1_000_000)
    await expect(kit.onramp.getQuote()).resolves.toBeNull()
    const { onramp } = kit.getState()
    expect(onramp.error).toBe('Amount must be between 10.00 and 25000.00')
    expect(onramp.purchaseAmount).toBeUndefined()
    expect(onramp.quotesLoading).toBe(false)
  })

  it('a quote that times out ends loading with an error', async () => {
    const kit = createTestKit({ apiTimeoutMs: 30 })
    server.use(
      http.post(`${TEST_API}/v1/onramp/quote`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    await expect(kit.onramp.getQuote()).resolves.toBeNull()
    expect(kit.getState().onramp.error).toBe('The request timed out after 30 ms')
    expect(kit.getState().onramp.quotesLoading).toBe(false)
  })

  it('a newer quote supersedes an older one', async () => {
    const kit = createTestKit()
    server.use(
      http.post(`${TEST_API}/v1/onramp/quote`, async ({ request }) => {
        const { amount } = (await request.json()) as { amount: string }
        if (amount === '50') await delay(100)
        return HttpResponse.json({ purchaseAmount: { amount, currency: 'USDC' } })
      }),
    )
    kit.onramp.setPaymentAmount(50)
    const older = kit.onramp.getQuote()
    await delay(0)
    kit.onramp.setPaymentAmount(60)
    await kit.onramp.getQuote()
    await expect(older).resolves.toBeNull()
    expect(kit.getState().onramp.purchaseAmount).toBe(60)
  })

  it('reset restores every default', async () => {
    const kit = createTestKit()
    await kit.onramp.loadOptions()
    kit.onramp.setPurchaseCurrency(MOCK_PURCHASE_CURRENCIES[1]!)
    kit.onramp.setPaymentAmount(20)
    kit.onramp.setSelectedProvider(provider)
    kit.onramp.reset()
    expect(kit.getState().onramp).toEqual(createTestKit().getState().onramp)
  })

  it('the provider URL carries publicKey, destinationCurrencyCode USDC on EVM and the wallet address', async () => {
    const kit = createTestKit()
    kit.onramp.setSelectedProvider(provider)
    let url = new URL(kit.getState().onramp.selectedProvider!.url)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ref: 'kit',
      publicKey: 'pk_test',
      destinationCurrencyCode: 'USDC',
      walletAddress: '',
    })
    await connectFake(kit)
    kit.onramp.setSelectedProvider(provider)
    url = new URL(kit.getState().onramp.selectedProvider!.url)
    expect(url.searchParams.get('walletAddress')).toBe(FAKE_EVM_ADDRESS)
    // The configured provider is never modified.
    expect(provider.url).toBe('https://onramp.example/buy?ref=kit')
  })

  it('the provider URL asks for SOL on Solana', () => {
    const kit = createTestKit()
    kit.network.setActive('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    kit.onramp.setSelectedProvider(provider)
    expect(
      new URL(kit.getState().onramp.selectedProvider!.url).searchParams.get('destinationCurrencyCode'),
    ).toBe('SOL')
    kit.onramp.setSelectedProvider(null)
    expect(kit.getState().onramp.selectedProvider).toBeNull()
  })
})
