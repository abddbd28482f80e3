import { createHmac, createPublicKey, generateKeyPairSync, verify } from 'node:crypto'
import { type OnrampStandIns, startOnrampStandIns } from '@kit/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv } from '../../config/fromEnv.js'
import { call } from '../../testing/http.js'
import { startTestServer, type TestServer } from '../../testing/testServer.js'
import { cdpJwt, cdpSigningKey, createCoinbaseAdapter, signCoinbaseWebhook } from './coinbase.js'
import { createStripeAdapter, signStripePayload } from './stripe.js'

const wallet = '0x00000000000000000000000000000000000000f6'
let standIns: OnrampStandIns
let server: TestServer
const api = (path: string) => `${server.url}/v1/onramp${path}?projectId=test`
const environment = () => ({
  standInUrl: standIns.url,
  now: Date.now,
  timeoutMs: 5_000,
  webhookToleranceSeconds: 300,
})

beforeAll(async () => {
  standIns = await startOnrampStandIns({ port: 0 })
  server = await startTestServer({
    onramp: {
      providers: { coinbase: standIns.keys.coinbase, stripe: standIns.keys.stripe },
      standInUrl: standIns.url,
    },
  })
  standIns.setWebhookUrl('coinbase', `${server.url}/v1/onramp/webhooks/coinbase`)
  standIns.setWebhookUrl('stripe', `${server.url}/v1/onramp/webhooks/stripe`)
})
afterAll(async () => {
  await server?.close()
  await standIns?.stop()
})

/** Opens a stand-in page and submits its form with `outcome`; the page's answer. */
async function payOnStandIn(url: string, outcome: string) {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const form = new URLSearchParams({ outcome })
  for (const [, name, value] of (await page.text()).matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  ))
    form.set(name ?? '', (value ?? '').replace(/&amp;/g, '&'))
  return (await fetch(new URL('complete', url), { method: 'POST', body: form })).text()
}

const checkout = (provider: string, amount = '100.00') =>
  call(api('/checkout'), {
    json: {
      provider,
      purchaseCurrency: 'USDC',
      network: 'polygon-mainnet',
      paymentCurrency: 'USD',
      amount,
      walletAddress: wallet,
    },
  })

describe('Coinbase Onramp', () => {
  it('signs each API call with a CDP JWT for exactly its method, host and path (ES256 and Ed25519 keys)', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    const pem = privateKey.export({ type: 'sec1', format: 'pem' }).toString()
    const jwt = cdpJwt(
      'key-1',
      cdpSigningKey(pem),
      { method: 'POST', host: 'api.developer.coinbase.com', path: '/onramp/v1/token' },
      1_700_000_000,
    )
    const [header, claims, signature] = jwt.split('.') as [string, string, string]
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({
      alg: 'ES256',
      kid: 'key-1',
      typ: 'JWT',
    })
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toEqual({
      iss: 'cdp',
      sub: 'key-1',
      nbf: 1_700_000_000,
      exp: 1_700_000_120,
      uri: 'POST api.developer.coinbase.com/onramp/v1/token',
    })
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key: publicKey, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true)

    const ed = generateKeyPairSync('ed25519')
    const seed = ed.privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32)
    const raw = ed.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
    const edJwt = cdpJwt(
      'key-2',
      cdpSigningKey(Buffer.concat([seed, raw]).toString('base64')),
      { method: 'GET', host: 'h', path: '/p' },
      1,
    )
    const [edHeader, edClaims, edSignature] = edJwt.split('.') as [string, string, string]
    expect(JSON.parse(Buffer.from(edHeader, 'base64url').toString()).alg).toBe('EdDSA')
    expect(
      verify(
        null,
        Buffer.from(`${edHeader}.${edClaims}`),
        createPublicKey(ed.publicKey.export({ format: 'pem', type: 'spki' })),
        Buffer.from(edSignature, 'base64url'),
      ),
    ).toBe(true)
    expect(() => cdpSigningKey('not a key')).toThrow('KIT_ONRAMP_COINBASE_API_KEY_SECRET')
  })

  it("maps Coinbase's quote (snake_case values) to the spec's shape, and its refusals to the spec's errors", async () => {
    const { body } = await call(api('/quote'), {
      json: {
        provider: 'coinbase',
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100.00',
        network: 'base-mainnet',
      },
    })
    // The stand-in's Coinbase: 1.5% fee and 0.05 network fee, inside the amount.
    expect(body).toMatchObject({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.45', currency: 'USD' },
      purchaseAmount: { amount: '98.450000', currency: 'USDC' },
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.05', currency: 'USD' },
    })
    const adapter = createCoinbaseAdapter(standIns.keys.coinbase, environment())
    // Above Kit's limit for Coinbase: refused before any call; SOL on a network Coinbase does not name: unsupported.
    await expect(
      adapter.quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '900.00' }),
    ).rejects.toMatchObject({ reason: 'AmountOutOfRange' })
    await expect(
      adapter.quote({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '50.00', network: '137' }),
    ).rejects.toMatchObject({ reason: 'UnsupportedCurrency' })
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    const wrongKey = createCoinbaseAdapter(
      {
        ...standIns.keys.coinbase,
        apiKeySecret: privateKey.export({ type: 'sec1', format: 'pem' }).toString(),
      },
      environment(),
    )
    await expect(
      wrongKey.quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00' }),
    ).rejects.toMatchObject({ status: 502, reason: 'ProviderError' })
  })

  it('checks out through a single-use session token, and the signed webhook completes the order once', async () => {
    const started = await checkout('coinbase')
    expect(started.status).toBe(200)
    const url = new URL(started.body.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${standIns.url}/pay.coinbase.com/buy/select-asset`)
    // The wallet is in the token, not in the URL.
    expect(started.body.url).not.toContain(wallet)
    expect(url.searchParams.get('partnerUserId')).toBe(started.body.orderId)
    const before = standIns.deliveries.length
    expect(await payOnStandIn(started.body.url, 'success')).toContain('Purchase completed.')
    // The token is spent.
    expect((await fetch(started.body.url)).status).toBe(401)
    const [progress, success] = standIns.deliveries.slice(before)
    expect(progress).toMatchObject({ provider: 'coinbase', status: 200 })
    expect(success).toMatchObject({ provider: 'coinbase', status: 200 })
    const order = await call(api(`/orders/coinbase/${started.body.orderId}`))
    expect(order.body).toMatchObject({
      status: 'completed',
      providerStatus: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      purchaseAmount: { amount: '98.450000' },
    })

    const webhook = (body: string, headers: Record<string, string>) =>
      call(`${server.url}/v1/onramp/webhooks/coinbase`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...headers },
      })
    const replayed = await webhook(success?.body ?? '', success?.headers ?? {})
    expect(replayed.status).toBe(401)
    expect(replayed.body.reasons[0].description).toMatch(/already received/)
    const tampered = await webhook((success?.body ?? '').replace('SUCCESS', 'FAILED'), success?.headers ?? {})
    expect(tampered.body.reasons[0].description).toMatch(/does not match/)
    // A fresh, correctly signed delivery is accepted, and a stale one refused.
    const sign = (t: string, id: string) => {
      const headers = new Headers({ 'content-type': 'application/json', 'x-hook0-id': id })
      const v1 = signCoinbaseWebhook(
        standIns.keys.coinbase.webhookSecret,
        t,
        ['content-type', 'x-hook0-id'],
        headers,
        success?.body ?? '',
      )
      return { 'x-hook0-id': id, 'x-hook0-signature': `t=${t},h=content-type x-hook0-id,v1=${v1}` }
    }
    expect(
      (await webhook(success?.body ?? '', sign(String(Math.floor(Date.now() / 1000)), 'fresh-1'))).status,
    ).toBe(200)
    const stale = await webhook(
      success?.body ?? '',
      sign(String(Math.floor(Date.now() / 1000) - 3600), 'old-1'),
    )
    expect(stale.body.reasons[0].description).toMatch(/too old/)
  })
})

describe("Stripe's crypto onramp", () => {
  it("maps Stripe's quote (fees on top) to the spec's shape, and ranks it by what the visitor gets per amount paid", async () => {
    const { body } = await call(api('/quotes'), {
      json: {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100.00',
        network: 'polygon-mainnet',
      },
    })
    const stripe = body.quotes.find((line: { provider: string }) => line.provider === 'stripe').quote
    expect(stripe).toMatchObject({
      paymentTotal: { amount: '103.52', currency: 'USD' },
      paymentSubtotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '100.000000', currency: 'USDC' },
      coinbaseFee: { amount: '3.50', currency: 'USD' },
      networkFee: { amount: '0.02', currency: 'USD' },
    })
    // 100 USDC for 103.52 is less per dollar than Coinbase's 98.45 or the sandbox's 98.40 for 100.00.
    expect(body.quotes.map((line: { provider: string }) => line.provider)).toEqual([
      'coinbase',
      'sandbox',
      'stripe',
    ])
    const adapter = createStripeAdapter(standIns.keys.stripe, environment())
    // Base's quotes come under `base_network` in Stripe's answer.
    const base = await adapter.quote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '10.00',
      network: '8453',
    })
    expect(base.purchaseAmount).toEqual({ amount: '10.000000', currency: 'USDC' })
    await expect(
      adapter.quote({ purchaseCurrency: 'USDC', paymentCurrency: 'EUR', amount: '100.00' }),
    ).rejects.toMatchObject({ reason: 'UnsupportedCurrency' })
    const wrongKey = createStripeAdapter(
      { ...standIns.keys.stripe, secretKey: 'sk_test_wrong' },
      environment(),
    )
    await expect(
      wrongKey.quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00' }),
    ).rejects.toMatchObject({ status: 502 })
  })

  it('mints a session on the hosted onramp with the order in its metadata; its signed event completes the order once', async () => {
    const started = await checkout('stripe', '50.00')
    expect(started.status).toBe(200)
    expect(started.body.order.providerOrderId).toMatch(/^cos_/)
    expect(started.body.url.startsWith(`${standIns.url}/crypto.link.com/?session_hash=`)).toBe(true)
    // Before paying, polling finds the session waiting.
    expect((await call(api(`/orders/stripe/${started.body.orderId}`))).body).toMatchObject({
      status: 'pending',
      providerStatus: 'initialized',
    })
    const before = standIns.deliveries.length
    expect(await payOnStandIn(started.body.url, 'paid')).toContain('Purchase completed.')
    const [processing, complete] = standIns.deliveries.slice(before)
    expect(processing).toMatchObject({ provider: 'stripe', status: 200 })
    expect(complete).toMatchObject({ provider: 'stripe', status: 200 })
    expect((await call(api(`/orders/stripe/${started.body.orderId}`))).body).toMatchObject({
      status: 'completed',
      providerStatus: 'fulfillment_complete',
      purchaseAmount: { amount: '50.000000' },
    })

    const webhook = (body: string, signature: string) =>
      call(`${server.url}/v1/onramp/webhooks/stripe`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      })
    const header = complete?.headers['stripe-signature'] ?? ''
    expect((await webhook(complete?.body ?? '', header)).body.reasons[0].description).toMatch(
      /already received/,
    )
    expect(
      (await webhook((complete?.body ?? '').replace('fulfillment_complete', 'rejected'), header)).body
        .reasons[0].description,
    ).toMatch(/does not match/)
    const old = String(Math.floor(Date.now() / 1000) - 3600)
    const stale = await webhook(
      complete?.body ?? '',
      `t=${old},v1=${signStripePayload(standIns.keys.stripe.webhookSecret, old, complete?.body ?? '')}`,
    )
    expect(stale.body.reasons[0].description).toMatch(/too old/)
    // Stripe's documented check, with a second v1 from a rolled secret beside the current one.
    const now = String(Math.floor(Date.now() / 1000))
    const body = (complete?.body ?? '').replace(/"id":"evt_[0-9a-f]+"/, '"id":"evt_rolled"')
    const rolled = `t=${now},v1=${createHmac('sha256', 'whsec_old').update(`${now}.${body}`).digest('hex')},v1=${signStripePayload(standIns.keys.stripe.webhookSecret, now, body)}`
    expect((await webhook(body, rolled)).status).toBe(200)
  })

  it('refuses Coinbase or Stripe with half their settings, naming the missing variable', () => {
    expect(() => configFromEnv({ KIT_DEV: '1', KIT_ONRAMP_STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'The stripe on-ramp is half configured: KIT_ONRAMP_STRIPE_WEBHOOK_SECRET not set',
    )
    expect(() =>
      configFromEnv({
        KIT_DEV: '1',
        KIT_ONRAMP_COINBASE_API_KEY_ID: 'k',
        KIT_ONRAMP_COINBASE_WEBHOOK_SECRET: 'w',
      }),
    ).toThrow('KIT_ONRAMP_COINBASE_API_KEY_SECRET not set')
  })
})
