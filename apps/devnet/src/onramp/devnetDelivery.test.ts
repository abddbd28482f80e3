import { createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evmDevAccounts } from '../accounts.js'
import { type AnvilNode, startAnvil } from '../evm/anvil.js'
import { deployKitUsd, KIT_USD, KIT_USD_EVM_ADDRESS } from '../evm/kitUsd.js'
import { onrampStandInPayer } from './devnetDelivery.js'
import { type OnrampStandIns, startOnrampStandIns } from './standIns.js'

const CHAIN_ID = 31337
const buyer = '0x00000000000000000000000000000000000000d4'
let anvil: AnvilNode
let standIns: OnrampStandIns
const received: Array<{ path: string; headers: Record<string, unknown>; body: string }> = []
const receiver = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => {
    body += chunk
  })
  request.on('end', () => {
    received.push({ path: request.url ?? '', headers: request.headers, body })
    response.end('{}')
  })
})

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID, port: 0 })
  const payer = onrampStandInPayer()
  await deployKitUsd({
    rpcUrl: anvil.rpcUrl,
    chainId: CHAIN_ID,
    recipients: [...evmDevAccounts().map((account) => account.address), payer.address],
  })
  standIns = await startOnrampStandIns({
    port: 0,
    devnet: {
      payerPrivateKey: payer.privateKey,
      chains: {
        [CHAIN_ID]: { rpcUrl: anvil.rpcUrl, token: KIT_USD_EVM_ADDRESS, decimals: KIT_USD.decimals },
      },
    },
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  standIns.setWebhookUrl('moonpay', `${base}/moonpay`)
  standIns.setWebhookUrl('transak', `${base}/transak`)
}, 60_000)
afterAll(async () => {
  await standIns?.stop()
  await anvil?.stop()
  await new Promise((resolve) => receiver.close(resolve))
})

const balance = () =>
  createPublicClient({ transport: http(anvil.rpcUrl) }).readContract({
    address: KIT_USD_EVM_ADDRESS,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [buyer],
  })

describe('stand-ins delivering on the devnet', () => {
  it('MoonPay sells the devnet token: a paid purchase is transferred on anvil, then the signed webhook names its transaction', async () => {
    const quote = await fetch(
      `${standIns.url}/api.moonpay.com/v3/currencies/usdc_devnet_${CHAIN_ID}/buy_quote?apiKey=${standIns.keys.moonpay.apiKey}&baseCurrencyCode=usd&baseCurrencyAmount=100`,
    )
    expect(quote.status).toBe(200)
    // 100 USD: 4.50 fee, 0.05 network fee.
    expect((await quote.json()).quoteCurrencyAmount).toBe(95.45)
    // A chain the stand-ins were not given is not sold.
    const elsewhere = await fetch(
      `${standIns.url}/api.moonpay.com/v3/currencies/usdc_devnet_1/buy_quote?apiKey=${standIns.keys.moonpay.apiKey}&baseCurrencyCode=usd&baseCurrencyAmount=100`,
    )
    expect(elsewhere.status).toBe(400)

    const before = await balance()
    const form = new URLSearchParams({
      outcome: 'completed',
      externalTransactionId: 'devnet-1',
      currencyCode: `usdc_devnet_${CHAIN_ID}`,
      walletAddress: buyer,
      baseCurrencyCode: 'usd',
      baseCurrencyAmount: '100',
    })
    const done = await fetch(`${standIns.url}/buy.moonpay.com/complete`, { method: 'POST', body: form })
    expect(await done.text()).toContain('Purchase completed.')
    expect((await balance()) - before).toBe(95_450_000n)

    const webhooks = received.filter((entry) => entry.path === '/moonpay').slice(-2)
    expect(webhooks.map((entry) => JSON.parse(entry.body).data.status)).toEqual(['pending', 'completed'])
    const last = webhooks[1]
    const [, t, s] = /^t=(\d+),s=([0-9a-f]{64})$/.exec(String(last?.headers['moonpay-signature-v2'])) ?? []
    expect(
      createHmac('sha256', standIns.keys.moonpay.webhookKey).update(`${t}.${last?.body}`).digest('hex'),
    ).toBe(s)
    const hash = JSON.parse(last?.body ?? '{}').data.cryptoTransactionId
    const receipt = await createPublicClient({ transport: http(anvil.rpcUrl) }).getTransactionReceipt({
      hash,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(onrampStandInPayer().address.toLowerCase())
  })

  it('Transak sells it on `devnet-<chainId>`: the completed order carries the delivering transaction', async () => {
    const refreshed = await fetch(`${standIns.url}/api.transak.com/partners/api/v2/refresh-token`, {
      method: 'POST',
      headers: { 'api-secret': standIns.keys.transak.apiSecret, 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey: standIns.keys.transak.apiKey }),
    })
    const accessToken = (await refreshed.json()).data.accessToken
    const session = await fetch(`${standIns.url}/api-gateway.transak.com/api/v2/auth/session`, {
      method: 'POST',
      headers: { 'access-token': accessToken, 'content-type': 'application/json' },
      body: JSON.stringify({
        widgetParams: {
          apiKey: standIns.keys.transak.apiKey,
          referrerDomain: 'app.test',
          cryptoCurrencyCode: 'USDC',
          network: `devnet-${CHAIN_ID}`,
          walletAddress: buyer,
          fiatCurrency: 'USD',
          fiatAmount: '50.00',
          partnerOrderId: 'devnet-2',
        },
      }),
    })
    expect(session.status).toBe(200)
    const widgetUrl = new URL((await session.json()).data.widgetUrl)
    const before = await balance()
    const done = await fetch(`${standIns.url}/global.transak.com/complete`, {
      method: 'POST',
      body: new URLSearchParams({
        sessionId: widgetUrl.searchParams.get('sessionId') ?? '',
        outcome: 'COMPLETED',
      }),
    })
    expect(await done.text()).toContain('Order COMPLETED.')
    // 50 USD: 0.80 Transak fee (0.99% + 0.30), 0.05 network fee.
    expect((await balance()) - before).toBe(49_150_000n)
    const orders = await fetch(
      `${standIns.url}/api.transak.com/partners/api/v2/orders?filter[partnerOrderId]=devnet-2`,
      { headers: { 'access-token': accessToken } },
    )
    const [processing, completed] = (await orders.json()).data
    expect(processing.status).toBe('PROCESSING')
    expect(completed).toMatchObject({ status: 'COMPLETED', cryptoAmount: 49.15 })
    expect(completed.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
  })
})
