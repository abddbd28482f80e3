import { type Devnet, startDevnet } from '@kit/devnet'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../testing/http.js'
import { devnetServerConfig } from '../../testing/stack.js'
import { startTestServer, type TestServer } from '../../testing/testServer.js'

const CHAIN_ID = 31337
const buyer = '0x00000000000000000000000000000000000000e5'
let devnet: Devnet
let server: TestServer
const api = (path: string) => `${server.url}/v1/onramp${path}${path.includes('?') ? '&' : '?'}projectId=test`

beforeAll(async () => {
  devnet = await startDevnet({ ports: 0, bundlers: false })
  server = await startTestServer(devnetServerConfig(devnet))
  for (const provider of ['moonpay', 'transak'] as const)
    devnet.onramp.setWebhookUrl(provider, `${server.url}/v1/onramp/webhooks/${provider}`)
}, 120_000)
afterAll(async () => {
  await server?.close()
  await devnet?.stop()
})

const balance = () =>
  createPublicClient({ transport: http(devnet.evm[CHAIN_ID]?.rpcUrl) }).readContract({
    address: devnet.tokens.evm[CHAIN_ID]?.address ?? '0x',
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [buyer],
  })

/** Opens a stand-in page, then submits its form with `outcome` (the visitor paying or declining). */
async function payOnStandIn(url: string, outcome: string) {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const form = new URLSearchParams({ outcome })
  for (const [, name, value] of (await page.text()).matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  ))
    form.set(name ?? '', (value ?? '').replace(/&amp;/g, '&'))
  const done = await fetch(new URL('complete', url), { method: 'POST', body: form })
  return done.text()
}

describe('a purchase through a stand-in provider on the devnet', () => {
  it('offers both stand-ins beside the sandbox, with different quotes for the devnet token', async () => {
    const providers = await call(api('/providers'))
    expect(providers.body.providers.map((entry: { id: string }) => entry.id)).toEqual([
      'sandbox',
      'moonpay',
      'transak',
    ])
    const { body } = await call(api('/quotes'), {
      json: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00', network: String(CHAIN_ID) },
    })
    const received = Object.fromEntries(
      body.quotes.map((line: { provider: string; quote?: { purchaseAmount: { amount: string } } }) => [
        line.provider,
        line.quote?.purchaseAmount.amount,
      ]),
    )
    // Transak's stand-in takes less than MoonPay's: one is the better quote.
    expect(received).toMatchObject({ transak: '98.66', moonpay: '95.45' })
    expect(body.quotes[0].provider).not.toBe('moonpay')
  })

  it('delivers the token on anvil, and the signed webhook moves the order to completed with its transaction', async () => {
    const before = await balance()
    const checkout = await call(api('/checkout'), {
      json: {
        provider: 'transak',
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100.00',
        network: String(CHAIN_ID),
        walletAddress: buyer,
      },
      headers: { origin: 'http://app.test' },
    })
    expect(checkout.status).toBe(200)
    expect(checkout.body.order).toMatchObject({
      status: 'started',
      network: String(CHAIN_ID),
      purchaseCurrency: 'USDC',
    })
    expect(await payOnStandIn(checkout.body.url, 'COMPLETED')).toContain('Order COMPLETED.')
    expect((await balance()) - before).toBe(98_660_000n)

    // The webhook arrived before the page answered: the stored order is completed without asking the provider.
    const listed = await call(api(`/orders?address=${buyer}&orderIds=${checkout.body.orderId}`))
    const [order] = listed.body.orders
    expect(order).toMatchObject({
      orderId: checkout.body.orderId,
      provider: 'transak',
      status: 'completed',
      providerStatus: 'COMPLETED',
      purchaseAmount: { amount: '98.66', currency: 'USDC' },
    })
    const receipt = await createPublicClient({
      transport: http(devnet.evm[CHAIN_ID]?.rpcUrl),
    }).getTransactionReceipt({
      hash: order.txHash,
    })
    expect(receipt.status).toBe('success')
  })

  it('the sandbox page completes the order it was opened for, and not one whose page names another wallet', async () => {
    const purchase = async (url: string) => {
      const page = await (await fetch(url)).text()
      const form = new URLSearchParams({ amount: '20', paymentMethod: 'card' })
      for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
        form.set(name ?? '', (value ?? '').replace(/&amp;/g, '&'))
      form.set('network', /<option value="([^"]+)"/.exec(page)?.[1] ?? '')
      return (await fetch(`${server.url}/onramp/purchase`, { method: 'POST', body: form })).text()
    }
    const start = () =>
      call(api('/checkout'), {
        json: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20.00', walletAddress: buyer },
      })
    const honest = await start()
    expect(honest.body.provider).toBe('sandbox')
    expect(await purchase(honest.body.url)).toContain('Purchase complete')
    const order = (await call(api(`/orders/sandbox/${honest.body.orderId}`))).body
    expect(order).toMatchObject({ status: 'completed', providerStatus: 'completed' })
    expect(order.txHash).toMatch(/^0x[0-9a-f]{64}$/)

    const edited = await start()
    const elsewhere = edited.body.url.replace(buyer, '0x00000000000000000000000000000000000000e6')
    expect(await purchase(elsewhere)).toContain('Purchase complete')
    expect((await call(api(`/orders/sandbox/${edited.body.orderId}`))).body.status).toBe('started')
  })

  it('MoonPay: a declined payment fails the order and delivers nothing', async () => {
    const before = await balance()
    const checkout = await call(api('/checkout'), {
      json: {
        provider: 'moonpay',
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '40.00',
        walletAddress: buyer,
      },
    })
    // No network named: the stand-ins' devnet token comes first, so the purchase is deliverable.
    expect(checkout.body.order.network).toBe('80002')
    expect(await payOnStandIn(checkout.body.url, 'failed')).toContain('Purchase failed.')
    expect((await call(api(`/orders/moonpay/${checkout.body.orderId}`))).body.status).toBe('failed')
    expect(await balance()).toBe(before)
  })
})
