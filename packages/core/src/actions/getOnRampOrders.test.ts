import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { connectFake, createTestKit, TEST_API, testRpcHandlers } from '../test-utils.js'
import { createBlockchainApiMock } from '../testing/index.js'
import { getOnRampOrders, isOpenOnRampOrder } from './getOnRampOrders.js'
import { openOnRampCheckout } from './openOnRampCheckout.js'

// The identity and balance calls a connection makes are answered by the mock API.
const server = setupServer(...createBlockchainApiMock({ apiUrl: TEST_API }).handlers, ...testRpcHandlers())
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
})
afterAll(() => server.close())

const usd = { amount: '100.00', currency: 'USD' }

describe('getOnRampOrders', () => {
  it("asks by the ids of this kit's checkouts for the wallet, and lists others' completed purchases without them", async () => {
    vi.stubGlobal('open', () => null)
    let next = 0
    const queries: URLSearchParams[] = []
    server.use(
      http.post(`${TEST_API}/v1/onramp/checkout`, () =>
        HttpResponse.json({
          provider: 'transak',
          orderId: `order-${++next}`,
          url: 'https://transak.example/',
        }),
      ),
      http.get(`${TEST_API}/v1/onramp/orders`, ({ request }) => {
        const query = new URL(request.url).searchParams
        queries.push(query)
        return HttpResponse.json({
          orders: [
            {
              orderId: 'order-2',
              provider: 'transak',
              status: 'pending',
              providerStatus: 'PROCESSING',
              walletAddress: query.get('address'),
              network: '80002',
              purchaseCurrency: 'USDC',
              paymentAmount: usd,
              createdAt: '2026-12-07T05:00:00.000Z',
              updatedAt: '2026-12-07T05:01:00.000Z',
            },
            {
              provider: 'moonpay',
              status: 'completed',
              walletAddress: query.get('address'),
              network: '80002',
              purchaseCurrency: 'USDC',
              purchaseAmount: { amount: '97.9', currency: 'USDC' },
              txHash: '0xabc',
              updatedAt: '2026-12-06T05:00:00.000Z',
            },
          ],
        })
      }),
    )
    const kit = createTestKit()
    await connectFake(kit)
    const address = kit.getState().account.address as string
    const purchase = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', provider: 'transak' }
    await openOnRampCheckout(kit, purchase)
    await openOnRampCheckout(kit, purchase)
    const orders = await getOnRampOrders(kit)
    expect(queries[0]?.get('address')).toBe(address)
    expect(queries[0]?.get('orderIds')).toBe('order-1,order-2')
    expect(queries[0]?.get('projectId')).toBe('test-project')
    expect(
      orders.map((order) => [order.orderId, order.label, order.status, isOpenOnRampOrder(order)]),
    ).toEqual([
      ['order-2', 'Transak', 'pending', true],
      [undefined, 'MoonPay', 'completed', false],
    ])
    expect(orders[1]).toMatchObject({ purchaseAmount: { amount: '97.9', currency: 'USDC' }, txHash: '0xabc' })
    expect(orders[0]?.paymentAmount).toEqual(usd)

    // Another wallet's list never carries these ids.
    await getOnRampOrders(kit, { address: '0x2222222222222222222222222222222222222222' })
    expect(queries[1]?.get('orderIds')).toBeNull()
  })

  it('after a reload (a new kit on the same storage) still asks by the ids an earlier visit started', async () => {
    vi.stubGlobal('open', () => null)
    const queries: URLSearchParams[] = []
    server.use(
      http.post(`${TEST_API}/v1/onramp/checkout`, () =>
        HttpResponse.json({ provider: 'transak', orderId: 'order-7', url: 'https://transak.example/' }),
      ),
      http.get(`${TEST_API}/v1/onramp/orders`, ({ request }) => {
        queries.push(new URL(request.url).searchParams)
        return HttpResponse.json({ orders: [] })
      }),
    )
    const storage = createMemoryStorage()
    const first = createTestKit({ storage })
    await connectFake(first)
    await openOnRampCheckout(first, {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      provider: 'transak',
    })
    first.destroy()
    const again = createTestKit({ storage })
    await connectFake(again)
    await getOnRampOrders(again)
    expect(queries[0]?.get('orderIds')).toBe('order-7')
    // A corrupt entry is dropped, not sent.
    const address = again.getState().account.address as string
    storage.setItem(`@kit/onramp_orders:${address.toLowerCase()}`, '["order-7","<script>",42]')
    await getOnRampOrders(again)
    expect(queries[1]?.get('orderIds')).toBe('order-7')
  })

  it('lists nothing without a wallet and asks nothing', async () => {
    expect(await getOnRampOrders(createTestKit())).toEqual([])
  })

  it('rejects an order with a status Kit does not know', async () => {
    server.use(
      http.get(`${TEST_API}/v1/onramp/orders`, () =>
        HttpResponse.json({ orders: [{ provider: 'moonpay', status: 'refunded' }] }),
      ),
    )
    const kit = createTestKit()
    await expect(getOnRampOrders(kit, { address: '0x1' })).rejects.toThrow(
      'The service sent a response Kit does not understand',
    )
  })
})
