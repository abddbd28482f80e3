import { createHmac } from 'node:crypto'
import { type OnrampStandIns, startOnrampStandIns } from '@kit/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv } from '../../config/fromEnv.js'
import { generateMasterKey } from '../../config/keys.js'
import { createServer } from '../../server.js'
import { call, type Json } from '../../testing/http.js'
import { skipWithoutPostgres, startTestPostgres } from '../../testing/postgres.js'
import { startTestServer, type TestServer } from '../../testing/testServer.js'
import { createMoonPayAdapter, signMoonPayUrl } from './moonpay.js'
import { mapProviderRefusal } from './providerCatalog.js'

const wallet = '0x00000000000000000000000000000000000000a1'
let standIns: OnrampStandIns
let server: TestServer
const api = (path: string) => `${server.url}/v1/onramp${path}?projectId=test`

beforeAll(async () => {
  standIns = await startOnrampStandIns({ port: 0 })
  server = await startTestServer({
    chains: [
      { caipNetworkId: 'eip155:80002', rpcUrl: 'http://127.0.0.1:9/unused', sandbox: true },
      { caipNetworkId: 'solana:localnet', rpcUrl: 'http://127.0.0.1:9/unused', sandbox: true },
    ],
    tokens: [
      {
        caipNetworkId: 'eip155:80002',
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        name: 'Kit USD',
        symbol: 'kUSD',
        decimals: 6,
        priceUsd: 1,
      },
    ],
    onramp: {
      providers: { moonpay: standIns.keys.moonpay, transak: standIns.keys.transak },
      standInUrl: standIns.url,
    },
  })
  standIns.setWebhookUrl('moonpay', `${server.url}/v1/onramp/webhooks/moonpay`)
  standIns.setWebhookUrl('transak', `${server.url}/v1/onramp/webhooks/transak`)
})
afterAll(async () => {
  await server?.close()
  await standIns?.stop()
})

/** Opens a stand-in page, then submits its form with `outcome` (the visitor paying or declining). */
async function completeOnStandIn(url: string, outcome: string) {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const html = await page.text()
  const form = new URLSearchParams({ outcome })
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(name ?? '', (value ?? '').replace(/&amp;/g, '&'))
  const done = await fetch(new URL('complete', url), { method: 'POST', body: form })
  expect(done.status).toBe(200)
}

describe('MoonPay URL signing', () => {
  it("signs as MoonPay's docs do: HMAC-SHA256 with the secret key over the query (with `?`), base64, appended last", () => {
    // The docs' example URL and key; MoonPay publishes no resulting signature, so the expected value here was
    // computed independently: printf '?apiKey=…' | openssl dgst -sha256 -hmac sk_test_key -binary | base64.
    const url =
      'https://buy-sandbox.moonpay.com?apiKey=pk_test_key&currencyCode=eth&walletAddress=0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae'
    expect(signMoonPayUrl(url, 'sk_test_key')).toBe(
      `${url}&signature=${encodeURIComponent('o1eO2arzL16TstEolGakHHFa33Mb61RCTfqToRWg7PA=')}`,
    )
  })
})

describe('on-ramp providers through their stand-ins', () => {
  it('lists the sandbox (development) and the two configured providers', async () => {
    const { status, body } = await call(api('/providers'))
    expect(status).toBe(200)
    // Each with the origins its pages need in a CSP: this server's sandbox page, and the stand-ins' origin.
    expect(body.providers).toEqual([
      { id: 'sandbox', name: 'Kit sandbox', origins: [new URL(server.url).origin] },
      { id: 'moonpay', name: 'MoonPay', origins: [standIns.url] },
      { id: 'transak', name: 'Transak', origins: [standIns.url] },
    ])
  })

  it("quotes side by side from each provider's API, mapped to the spec's shape, best first", async () => {
    const { status, body } = await call(api('/quotes'), {
      json: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00', network: '137' },
    })
    expect(status).toBe(200)
    expect(body.quotes.map((line: { provider: string }) => line.provider)).toEqual([
      'transak',
      'sandbox',
      'moonpay',
    ])
    const moonpay = body.quotes[2].quote
    // The stand-in's MoonPay: 4.5% fee (at least 3.99), 0.10 network fee on Polygon, fees included in the total.
    expect(moonpay).toMatchObject({
      paymentTotal: { amount: '100', currency: 'USD' },
      paymentSubtotal: { amount: '95.4', currency: 'USD' },
      purchaseAmount: { amount: '95.4', currency: 'USDC' },
      coinbaseFee: { amount: '4.50', currency: 'USD' },
      networkFee: { amount: '0.1', currency: 'USD' },
    })
    expect(body.quotes[0].quote).toMatchObject({
      paymentTotal: { amount: '100.00' },
      purchaseAmount: { amount: '98.66', currency: 'USDC' },
      coinbaseFee: { amount: '1.29' },
      networkFee: { amount: '0.05' },
    })
    // The spec's single-quote shape still works, from one named provider.
    const single = await call(api('/quote'), {
      json: {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100.00',
        network: '137',
        provider: 'moonpay',
      },
    })
    expect(single.body.purchaseAmount).toEqual({ amount: '95.4', currency: 'USDC' })
  })

  it("keeps each provider's refusal on its line: amounts outside limits, from the provider or checked first", async () => {
    const { body } = await call(api('/quotes'), {
      json: { purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '25.00' },
    })
    const line = (provider: string) =>
      body.quotes.find((entry: { provider: string }) => entry.provider === provider)
    expect(line('sandbox').quote.purchaseAmount.currency).toBe('SOL')
    // MoonPay's own minimum for SOL (30 USD) is above Kit's card minimum: the stand-in's 400 is mapped.
    expect(line('moonpay').error).toMatchObject({ name: 'AmountOutOfRange' })
    expect(line('moonpay').error.description).toMatch(/between 30 and 30000 USD/)
    expect(line('transak').error).toMatchObject({ name: 'AmountOutOfRange' })
    expect(body.quotes[0].provider).toBe('sandbox')
  })

  it('refuses an unsupported currency as the spec error, and maps the providers’ own refusals', async () => {
    const refused = await call(api('/quote'), {
      json: { purchaseCurrency: 'USDC', paymentCurrency: 'GBP', amount: '100.00', provider: 'moonpay' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.reasons[0].name).toBe('UnsupportedCurrency')
    const unknown = await call(api('/quote'), {
      json: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00', provider: 'ramp' },
    })
    expect(unknown.status).toBe(404)
    // The stand-ins' error bodies, as the real providers word them.
    const moonpay = await fetch(
      `${standIns.url}/api.moonpay.com/v3/currencies/doge/buy_quote?apiKey=${standIns.keys.moonpay.apiKey}&baseCurrencyCode=usd&baseCurrencyAmount=100`,
    )
    const moonpayBody: Json = await moonpay.json()
    expect(moonpayBody).toEqual({ message: 'Unsupported currency code', type: 'BadRequestError' })
    expect(mapProviderRefusal('moonpay', moonpay.status, moonpayBody.message).reason).toBe(
      'UnsupportedCurrency',
    )
    const transak = await fetch(
      `${standIns.url}/api.transak.com/api/v1/pricing/public/quotes?partnerApiKey=${standIns.keys.transak.apiKey}&cryptoCurrency=DOGE&network=dogecoin&fiatCurrency=USD&fiatAmount=100`,
    )
    const transakBody: Json = await transak.json()
    expect(transakBody.error.statusCode).toBe(400)
    expect(mapProviderRefusal('transak', transak.status, transakBody.error.message).reason).toBe(
      'UnsupportedCurrency',
    )
  })

  it('takes the server host as referrer without an Origin (a server-side caller), and refuses order ids Kit did not issue', async () => {
    const checkout = await call(api('/checkout'), {
      json: {
        provider: 'transak',
        purchaseCurrency: 'SOL',
        paymentCurrency: 'EUR',
        amount: '40.00',
        walletAddress: 'So11111111111111111111111111111111111111112',
      },
    })
    expect(checkout.status).toBe(200)
    const forged = await call(api('/orders/moonpay/..%2F..%2Fv1%2Fcustomers'))
    expect(forged.status).toBe(400)
    expect(forged.body.reasons[0].name).toBe('InvalidOrderId')
  })

  it("sends a checkout without a provider to the default one, the sandbox page, with the spec's query", async () => {
    const { status, body } = await call(api('/checkout'), {
      json: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00', walletAddress: wallet },
    })
    expect(status).toBe(200)
    expect(body.provider).toBe('sandbox')
    const url = new URL(body.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/onramp`)
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')).toBe(wallet)
    expect(url.searchParams.get('publicKey')).toBeTruthy()
    expect((await fetch(body.url)).status).toBe(200)
  })

  it('answers 502 ProviderError when a provider refuses the keys', async () => {
    const adapter = createMoonPayAdapter(
      { ...standIns.keys.moonpay, apiKey: 'pk_test_wrong' },
      { standInUrl: standIns.url, now: Date.now, timeoutMs: 5_000, webhookToleranceSeconds: 300 },
    )
    await expect(
      adapter.quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00' }),
    ).rejects.toMatchObject({ status: 502, reason: 'ProviderError' })
  })

  it('MoonPay: a signed widget URL the stand-in accepts (a tampered one it refuses); the signed webhook completes the order once', async () => {
    const checkout = await call(api('/checkout'), {
      json: {
        provider: 'moonpay',
        purchaseCurrency: 'USDC',
        network: '137',
        paymentCurrency: 'USD',
        amount: '100.00',
        walletAddress: wallet,
      },
    })
    expect(checkout.status).toBe(200)
    const url = new URL(checkout.body.url)
    expect(
      url.href.startsWith(`${standIns.url}/buy.moonpay.com/?apiKey=${standIns.keys.moonpay.apiKey}`),
    ).toBe(true)
    expect(url.searchParams.get('walletAddress')).toBe(wallet)
    expect(url.searchParams.get('externalTransactionId')).toBe(checkout.body.orderId)
    expect(checkout.body.url).not.toContain(standIns.keys.moonpay.secretKey)
    const tampered = checkout.body.url.replace(wallet, '0x00000000000000000000000000000000000000b2')
    expect((await fetch(tampered)).status).toBe(403)
    // Recorded at once as started; polling the provider before the visitor pays leaves it so.
    expect(checkout.body.order).toMatchObject({
      orderId: checkout.body.orderId,
      status: 'started',
      network: '137',
    })
    expect((await call(api(`/orders/moonpay/${checkout.body.orderId}`))).body.status).toBe('started')

    const before = standIns.deliveries.length
    await completeOnStandIn(checkout.body.url, 'completed')
    // Two webhooks, as MoonPay sends them: pending once paid, then completed once delivered.
    const [pending, delivery] = standIns.deliveries.slice(before)
    expect(JSON.parse(pending?.body ?? '{}').data.status).toBe('pending')
    expect(pending).toMatchObject({ provider: 'moonpay', status: 200 })
    expect(delivery).toMatchObject({ provider: 'moonpay', status: 200 })
    const status = await call(api(`/orders/moonpay/${checkout.body.orderId}`))
    expect(status.body).toMatchObject({
      orderId: checkout.body.orderId,
      provider: 'moonpay',
      status: 'completed',
      providerStatus: 'completed',
      walletAddress: wallet,
      network: '137',
      purchaseCurrency: 'USDC',
      paymentAmount: { amount: '100', currency: 'USD' },
    })
    expect(status.body.txHash).toMatch(/^0x[0-9a-f]{64}$/)

    const webhook = (body: string, headers: Record<string, string>) =>
      call(`${server.url}/v1/onramp/webhooks/moonpay`, { method: 'POST', body, headers })
    const replayed = await webhook(delivery?.body ?? '', delivery?.headers ?? {})
    expect(replayed.status).toBe(401)
    expect(replayed.body.reasons[0]).toMatchObject({ name: 'InvalidWebhookSignature' })
    expect(replayed.body.reasons[0].description).toMatch(/already received/)
    const forged = (delivery?.body ?? '').replace('"completed"', '"failed"')
    expect((await webhook(forged, delivery?.headers ?? {})).status).toBe(401)
    const old = String(Math.floor(Date.now() / 1000) - 3600)
    const stale = createHmac('sha256', standIns.keys.moonpay.webhookKey)
      .update(`${old}.${delivery?.body}`)
      .digest('hex')
    const staleAnswer = await webhook(delivery?.body ?? '', { 'Moonpay-Signature-V2': `t=${old},s=${stale}` })
    expect(staleAnswer.status).toBe(401)
    expect(staleAnswer.body.reasons[0].description).toMatch(/too old/)
    expect((await webhook(delivery?.body ?? '', {})).status).toBe(401)
  })

  it('Transak: a widget URL from its session API; the JWT webhook signed with the access token completes the order once', async () => {
    const checkout = await call(api('/checkout'), {
      json: {
        provider: 'transak',
        purchaseCurrency: 'USDC',
        network: 'polygon-mainnet',
        paymentCurrency: 'USD',
        amount: '50.00',
        walletAddress: wallet,
      },
      headers: { origin: 'http://app.test' },
    })
    expect(checkout.status).toBe(200)
    expect(checkout.body.url.startsWith(`${standIns.url}/global.transak.com/?apiKey=`)).toBe(true)
    const before = standIns.deliveries.length
    await completeOnStandIn(checkout.body.url, 'COMPLETED')
    const [processing, delivery] = standIns.deliveries.slice(before)
    expect(processing).toMatchObject({ provider: 'transak', status: 200 })
    expect(delivery).toMatchObject({ provider: 'transak', status: 200 })
    // The widget URL is single-use.
    const again = await fetch(new URL('complete', checkout.body.url), {
      method: 'POST',
      body: new URLSearchParams({
        sessionId: new URL(checkout.body.url).searchParams.get('sessionId') ?? '',
      }),
    })
    expect(again.status).toBe(400)
    const status = await call(api(`/orders/transak/${checkout.body.orderId}`))
    expect(status.body).toMatchObject({
      orderId: checkout.body.orderId,
      status: 'completed',
      providerStatus: 'COMPLETED',
    })

    const webhook = (body: string) =>
      call(`${server.url}/v1/onramp/webhooks/transak`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      })
    expect((await webhook(delivery?.body ?? '')).status).toBe(401)
    const jwt: string = JSON.parse(delivery?.body ?? '{}').data
    const [header, payload, signature] = jwt.split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, iat: claims.iat + 1 })).toString(
      'base64url',
    )
    const forged = await webhook(JSON.stringify({ data: `${header}.${forgedPayload}.${signature}` }))
    expect(forged.status).toBe(401)
    expect(forged.body.reasons[0].description).toMatch(/signature does not match/)
  })
})

describe('on-ramp orders through the API', () => {
  const orders = (query: string) => call(`${server.url}/v1/onramp/orders?projectId=test&${query}`)
  const buyer = '0x00000000000000000000000000000000000000c3'

  it('lists a wallet’s orders: in full by the ids its owner holds, to anyone else only completed deliveries', async () => {
    const start = (amount: string) =>
      call(api('/checkout'), {
        json: {
          provider: 'moonpay',
          purchaseCurrency: 'USDC',
          network: '137',
          paymentCurrency: 'USD',
          amount,
          walletAddress: buyer,
        },
      })
    const paid = await start('100.00')
    const declined = await start('60.00')
    const waiting = await start('70.00')
    await completeOnStandIn(paid.body.url, 'completed')
    await completeOnStandIn(declined.body.url, 'failed')

    const stranger = await orders(`address=${buyer}`)
    expect(stranger.status).toBe(200)
    expect(stranger.body.orders).toHaveLength(1)
    expect(stranger.body.orders[0]).toMatchObject({
      provider: 'moonpay',
      status: 'completed',
      walletAddress: buyer,
    })
    expect(stranger.body.orders[0]).not.toHaveProperty('orderId')
    expect(stranger.body.orders[0]).not.toHaveProperty('paymentAmount')

    const ids = [paid, declined, waiting].map((answer) => answer.body.orderId)
    const owner = await orders(`address=${buyer.toUpperCase().replace('0X', '0x')}&orderIds=${ids.join(',')}`)
    expect(
      owner.body.orders.map((order: { orderId: string; status: string }) => [order.orderId, order.status]),
    ).toEqual([
      [ids[2], 'started'],
      [ids[1], 'failed'],
      [ids[0], 'completed'],
    ])
    // Another wallet's address with these ids: nothing.
    expect(
      (await orders(`address=${wallet}&orderIds=${ids.join(',')}`)).body.orders.map(
        (order: { orderId?: string }) => order.orderId,
      ),
    ).not.toContain(ids[1])
    expect((await orders('')).status).toBe(400)
    expect((await orders(`address=${buyer}&orderIds=${Array(51).fill(ids[0]).join(',')}`)).status).toBe(400)
    // A webhook that never arrives: polling the provider moves the order all the same.
    standIns.setWebhookUrl('moonpay', 'http://127.0.0.1:9/unreachable')
    try {
      const lost = await start('80.00')
      await completeOnStandIn(lost.body.url, 'completed')
      const listedLost = await orders(`address=${buyer}&orderIds=${lost.body.orderId}`)
      expect(
        listedLost.body.orders.find((order: { orderId?: string }) => order.orderId === lost.body.orderId),
      ).toMatchObject({
        status: 'completed',
        providerStatus: 'completed',
      })
    } finally {
      standIns.setWebhookUrl('moonpay', `${server.url}/v1/onramp/webhooks/moonpay`)
    }
    const unknown = await call(api(`/orders/moonpay/${crypto.randomUUID()}`))
    expect(unknown.status).toBe(404)
    expect(unknown.body.reasons[0].name).toBe('UnknownOrder')
  })
})

describe('production safety', () => {
  it('refuses a provider with half its settings, naming the missing variable', () => {
    expect(() =>
      configFromEnv({ KIT_DEV: '1', KIT_ONRAMP_MOONPAY_API_KEY: 'pk', KIT_ONRAMP_MOONPAY_SECRET_KEY: 'sk' }),
    ).toThrow('The moonpay on-ramp is half configured: KIT_ONRAMP_MOONPAY_WEBHOOK_KEY not set')
    expect(() => configFromEnv({ KIT_DEV: '1', KIT_ONRAMP_TRANSAK_API_SECRET: 's' })).toThrow(
      'KIT_ONRAMP_TRANSAK_API_KEY not set',
    )
  })

  it('offers no on-ramp in production without provider keys (never the sandbox), and refuses the stand-in URL there', async () => {
    const env = {
      KIT_MASTER_KEY: generateMasterKey(),
      KIT_SERVER_PORT: '0',
      KIT_DATA_DIR: ':memory:',
      KIT_FRAME_ORIGINS: 'http://frame.test',
      KIT_LOG: 'quiet',
    }
    const production = await startTestServer({ development: false })
    try {
      for (const [path, init] of [
        ['/options', {}],
        ['/quote', { json: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00' } }],
        ['/quotes', { json: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00' } }],
      ] as const) {
        const answer = await call(`${production.url}/v1/onramp${path}?projectId=test`, init)
        expect(answer.status).toBe(503)
        expect(answer.body.reasons[0]).toEqual({
          name: 'NotConfigured',
          description: 'No on-ramp provider is configured on this server',
        })
      }
      expect((await call(`${production.url}/v1/onramp/providers?projectId=test`)).body).toEqual({
        providers: [],
      })
    } finally {
      await production.close()
    }
    await expect(
      createServer(configFromEnv({ ...env, KIT_ONRAMP_STAND_IN_URL: 'http://127.0.0.1:8557' })),
    ).rejects.toThrow('KIT_ONRAMP_STAND_IN_URL')
  })
})

describe.skipIf(skipWithoutPostgres('the on-ramp tests across instances'))(
  'on-ramp state across instances',
  () => {
    it("shares Transak's access token between instances, so one's refresh never invalidates the other's", async () => {
      const postgres = await startTestPostgres()
      const masterKey = generateMasterKey()
      const instances = await Promise.all(
        [0, 1].map(() =>
          startTestServer({
            database: { url: postgres.url },
            masterKey,
            onramp: { providers: { transak: standIns.keys.transak }, standInUrl: standIns.url },
          }),
        ),
      )
      try {
        const checkout = (instance: TestServer) =>
          call(`${instance.url}/v1/onramp/checkout?projectId=test`, {
            json: {
              provider: 'transak',
              purchaseCurrency: 'USDC',
              network: 'base-mainnet',
              paymentCurrency: 'USD',
              amount: '60.00',
              walletAddress: wallet,
            },
          })
        // The stand-in, as Transak, honours only the latest token: a refresh by the second instance would make the
        // first one's next call fail.
        const [a, b] = instances as [TestServer, TestServer]
        for (const instance of [a, b, a, b]) expect((await checkout(instance)).status).toBe(200)
      } finally {
        await Promise.all(instances.map((instance) => instance.close()))
        await postgres.stop()
      }
    })

    it('refuses on a second instance a MoonPay webhook the first one accepted (one Postgres)', async () => {
      const postgres = await startTestPostgres()
      const keys = { apiKey: 'pk_test_a', secretKey: 'sk_test_a', webhookKey: 'wk_test_a' }
      const masterKey = generateMasterKey()
      const instances = await Promise.all(
        [0, 1].map(() =>
          startTestServer({
            development: false,
            database: { url: postgres.url },
            masterKey,
            onramp: { providers: { moonpay: keys } },
          }),
        ),
      )
      try {
        const body = JSON.stringify({
          data: {
            id: 'tx-1',
            status: 'completed',
            externalTransactionId: '3f0c1f9e-1111-4222-8333-444455556666',
          },
          type: 'transaction_updated',
        })
        const t = String(Math.floor(Date.now() / 1000))
        const s = createHmac('sha256', keys.webhookKey).update(`${t}.${body}`).digest('hex')
        const deliver = (instance: TestServer) =>
          call(`${instance.url}/v1/onramp/webhooks/moonpay`, {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/json', 'Moonpay-Signature-V2': `t=${t},s=${s}` },
          })
        const first = await deliver(instances[0] as TestServer)
        expect(first.status).toBe(200)
        expect(first.body).toEqual({
          received: true,
          orderId: '3f0c1f9e-1111-4222-8333-444455556666',
          state: 'completed',
        })
        const replay = await deliver(instances[1] as TestServer)
        expect(replay.status).toBe(401)
        expect(replay.body.reasons[0].description).toMatch(/already received/)
      } finally {
        await Promise.all(instances.map((instance) => instance.close()))
        await postgres.stop()
      }
    })
  },
)
