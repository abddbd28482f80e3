import { createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type OnrampStandIns, startOnrampStandIns } from './standIns.js'

let standIns: OnrampStandIns
const received: Array<{ headers: Record<string, unknown>; body: string }> = []
const receiver = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => {
    body += chunk
  })
  request.on('end', () => {
    received.push({ headers: request.headers, body })
    response.end('{}')
  })
})

beforeAll(async () => {
  standIns = await startOnrampStandIns({ port: 0 })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  standIns.setWebhookUrl('moonpay', `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/moonpay`)
})
afterAll(async () => {
  await standIns.stop()
  await new Promise((resolve) => receiver.close(resolve))
})

/** A MoonPay widget URL signed as MoonPay documents it. */
function signed(query: string): string {
  const signature = createHmac('sha256', standIns.keys.moonpay.secretKey).update(`?${query}`).digest('base64')
  return `${standIns.url}/buy.moonpay.com/?${query}&signature=${encodeURIComponent(signature)}`
}

it("checks MoonPay's widget signature: signed opens, unsigned or altered is refused with 403", async () => {
  const query = `apiKey=${standIns.keys.moonpay.apiKey}&currencyCode=usdc&walletAddress=0xab&externalTransactionId=o1`
  expect((await fetch(signed(query))).status).toBe(200)
  expect((await fetch(`${standIns.url}/buy.moonpay.com/?${query}`)).status).toBe(403)
  expect((await fetch(signed(query).replace('0xab', '0xcd'))).status).toBe(403)
  const doge = query.replace('usdc', 'doge')
  expect((await fetch(signed(doge))).status).toBe(400)
})

it('sends a completed purchase back as a webhook signed with Moonpay-Signature-V2 over t.body', async () => {
  const form = new URLSearchParams({
    outcome: 'completed',
    externalTransactionId: 'o2',
    currencyCode: 'usdc',
    baseCurrencyCode: 'usd',
    baseCurrencyAmount: '100',
  })
  const done = await fetch(`${standIns.url}/buy.moonpay.com/complete`, { method: 'POST', body: form })
  expect(done.status).toBe(200)
  const webhook = received.at(-1)
  const [, t, s] = /^t=(\d+),s=([0-9a-f]{64})$/.exec(String(webhook?.headers['moonpay-signature-v2'])) ?? []
  expect(
    createHmac('sha256', standIns.keys.moonpay.webhookKey).update(`${t}.${webhook?.body}`).digest('hex'),
  ).toBe(s)
  expect(JSON.parse(webhook?.body ?? '{}').data).toMatchObject({
    externalTransactionId: 'o2',
    status: 'completed',
  })
})

it('honours only the latest Transak access token, and refuses a wrong secret', async () => {
  const refresh = (secret: string) =>
    fetch(`${standIns.url}/api-stg.transak.com/partners/api/v2/refresh-token`, {
      method: 'POST',
      headers: { 'api-secret': secret, 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey: standIns.keys.transak.apiKey }),
    })
  expect((await refresh('wrong')).status).toBe(401)
  const first = (await (await refresh(standIns.keys.transak.apiSecret)).json()).data.accessToken
  const second = (await (await refresh(standIns.keys.transak.apiSecret)).json()).data.accessToken
  const orders = (token: string) =>
    fetch(`${standIns.url}/api-stg.transak.com/partners/api/v2/orders?filter[partnerOrderId]=x`, {
      headers: { 'access-token': token },
    })
  expect((await orders(first)).status).toBe(401)
  expect(await (await orders(second)).json()).toEqual({ data: [] })
})
