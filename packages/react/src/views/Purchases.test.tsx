import { openOnRampCheckout } from '@kit/core/actions'
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

describe('Purchases (account view)', () => {
  it("lists the wallet's purchases, polls the open one until it completes, then reads the balance again", async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null)
    let status = 'pending'
    const asked: (string | null)[] = []
    server.use(
      http.post(`${TEST_API}/v1/onramp/checkout`, () =>
        HttpResponse.json({ provider: 'moonpay', orderId: 'order-7', url: 'https://moonpay.example/' }),
      ),
      http.get(`${TEST_API}/v1/onramp/orders`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('orderIds'))
        return HttpResponse.json({
          orders: [
            {
              orderId: 'order-7',
              provider: 'moonpay',
              status,
              walletAddress: '0x1111111111111111111111111111111111111111',
              network: '80002',
              purchaseCurrency: 'USDC',
              paymentAmount: { amount: '100.00', currency: 'USD' },
              purchaseAmount: { amount: '97.9', currency: 'USDC' },
              createdAt: '2026-12-07T05:00:00.000Z',
              updatedAt: '2026-12-07T05:00:00.000Z',
            },
          ],
        })
      }),
    )
    const kit = createTestKit()
    await connectFake(kit)
    await openOnRampCheckout(kit, {
      provider: 'moonpay',
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
    })
    // The balance is read through the chain (eth_getBalance): count those reads.
    let balanceReads = 0
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'POST') return
      void request
        .clone()
        .json()
        .then((body: { method?: string }) => {
          if (body.method === 'eth_getBalance') balanceReads++
        })
        .catch(() => undefined)
    })
    renderWithKit(kit)
    await openModal(kit, 'Account')
    const dialog = screen.getByRole('dialog')
    await waitForView(dialog)
    const purchases = await within(dialog).findByRole('region', { name: 'Purchases' }, { timeout: 5000 })
    expect(within(purchases).getByText('97.9 USDC · $100.00')).toBeTruthy()
    // The second line says who and when; the status is said once, by the row's spinner or tag.
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-12-07T05:00:00.000Z'),
    )
    expect(within(purchases).getByText(`MoonPay · ${when}`)).toBeTruthy()
    expect(within(purchases).getByText('Processing')).toBeTruthy()
    expect(asked[0]).toBe('order-7')
    await expectAccessibleInBothThemes(kit, dialog)
    const readsBefore = balanceReads

    status = 'completed'
    expect(await within(purchases).findByText('Completed', {}, { timeout: 8000 })).toBeTruthy()
    expect(within(purchases).getAllByText(/Completed/)).toHaveLength(1)
    expect(within(purchases).getByText(`MoonPay · ${when}`)).toBeTruthy()
    await expect.poll(() => balanceReads).toBeGreaterThan(readsBefore)
    const polls = asked.length
    await new Promise((resolve) => setTimeout(resolve, 4500))
    // Nothing is open any more: no more polling.
    expect(asked.length).toBe(polls)
  }, 30_000)

  it('shows nothing before a purchase', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    renderWithKit(kit)
    await openModal(kit, 'Account')
    await waitForView(screen.getByRole('dialog'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByRole('region', { name: 'Purchases' })).toBeNull()
  })
})
