import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    chains: [
      // Sandbox chains, as the devnet's are: the quote's default network is one the sandbox delivers on.
      { caipNetworkId: 'eip155:80002', rpcUrl: 'http://127.0.0.1:9/unused', sandbox: true },
      { caipNetworkId: 'solana:localnet', rpcUrl: 'http://127.0.0.1:9/unused', sandbox: true },
    ],
    tokens: [
      {
        caipNetworkId: 'eip155:80002',
        address: token,
        name: 'Kit USD',
        symbol: 'kUSD',
        decimals: 6,
        priceUsd: 1,
      },
    ],
  })
})
afterAll(() => server.close())

const quote = (body: unknown) => call(`${server.url}/v1/onramp/quote?projectId=test`, { json: body })

describe('GET /v1/onramp/options', () => {
  it('offers USDC on the spec defaults and the devnet test token, and SOL on the local cluster', async () => {
    const { status, body } = await call(`${server.url}/v1/onramp/options?projectId=test`)
    expect(status).toBe(200)
    const usdc = body.purchaseCurrencies.find((entry: { symbol: string }) => entry.symbol === 'USDC')
    expect(usdc).toMatchObject({ id: '2b92315d-eab7-5bef-84fa-089a131333f5', name: 'USD Coin' })
    expect(usdc.networks).toEqual([
      {
        name: 'ethereum-mainnet',
        display_name: 'Ethereum',
        chain_id: '1',
        contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      },
      {
        name: 'polygon-mainnet',
        display_name: 'Polygon',
        chain_id: '137',
        contract_address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
      },
      {
        name: 'polygon-amoy-80002',
        display_name: 'Polygon Amoy (kUSD)',
        chain_id: '80002',
        contract_address: token,
      },
    ])
    const sol = body.purchaseCurrencies.find((entry: { symbol: string }) => entry.symbol === 'SOL')
    expect(sol.networks).toEqual([
      {
        name: 'solana-localnet',
        display_name: 'Solana Localnet',
        chain_id: 'localnet',
        contract_address: '',
      },
    ])
  })

  it('offers USD with card 10.00–7500.00 and ACH bank 10.00–25000.00', async () => {
    const { body } = await call(`${server.url}/v1/onramp/options?projectId=test`)
    expect(body.paymentCurrencies[0]).toEqual({
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    })
  })
})

describe('POST /v1/onramp/quote', () => {
  it('prices USDC 1:1 minus a 1.5% fee and the network fee', async () => {
    const { status, body } = await quote({
      purchaseCurrency: { id: '2b92315d-eab7-5bef-84fa-089a131333f5', symbol: 'USDC' },
      paymentCurrency: { id: 'USD' },
      amount: '100',
      network: 'USDC',
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.40', currency: 'USD' },
      purchaseAmount: { amount: '98.4', currency: 'USDC' },
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })

  it('prices SOL at the sandbox price and accepts ids as plain strings', async () => {
    const { body } = await quote({
      purchaseCurrency: 'SOL',
      paymentCurrency: 'USD',
      amount: '150.00',
      network: 'solana-localnet',
    })
    // 150.00 − 2.25 fee − 0.10 network = 147.65 USD at 150 USD/SOL.
    expect(body.purchaseAmount).toEqual({ amount: '0.984333333', currency: 'SOL' })
  })

  it('accepts the limits exactly and refuses amounts outside them', async () => {
    expect((await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '10.00' })).status).toBe(
      200,
    )
    expect(
      (await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '7500.00' })).status,
    ).toBe(200)
    const low = await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '9.99' })
    expect(low.status).toBe(400)
    expect(low.body.reasons[0]).toEqual({
      name: 'AmountOutOfRange',
      description: 'Amount must be between 10.00 and 7500.00 USD for card',
    })
    const ach = await quote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '20000',
      paymentMethod: 'ach_bank_account',
    })
    expect(ach.status).toBe(200)
    const achHigh = await quote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '25000.01',
      paymentMethod: 'ach_bank_account',
    })
    expect(achHigh.body.reasons[0].description).toBe(
      'Amount must be between 10.00 and 25000.00 USD for ach_bank_account',
    )
  })

  it('refuses unknown currencies and networks with clear reasons', async () => {
    const crypto = await quote({ purchaseCurrency: 'DOGE', paymentCurrency: 'USD', amount: '50' })
    expect(crypto.body.reasons[0]).toEqual({
      name: 'UnknownPurchaseCurrency',
      description: 'Purchase currency "doge" is not offered',
    })
    const fiat = await quote({ purchaseCurrency: 'USDC', paymentCurrency: { id: 'JPY' }, amount: '50' })
    expect(fiat.body.reasons[0]).toEqual({
      name: 'UnknownPaymentCurrency',
      description: 'Payment currency "JPY" is not supported; use USD or EUR',
    })
    const network = await quote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'mars',
    })
    expect(network.body.reasons[0].name).toBe('UnknownNetwork')
  })

  it('wants the amount as a decimal string', async () => {
    const number = await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: 100 })
    expect(number.status).toBe(400)
    expect(number.body.reasons[0].description).toMatch(/^Invalid body: amount: /)
    const garbage = await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '1e5' })
    expect(garbage.body.reasons[0].name).toBe('InvalidAmount')
  })
})
