import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { NotConnectedError } from '../errors/kit.js'
import { connectFake, createTestKit, TEST_API, testRpcHandlers } from '../test-utils.js'
import { createBlockchainApiMock } from '../testing/index.js'
import { getTask } from './getTask.js'
import { onRampCheckoutsTask, onRampCheckoutTask, openOnRampCheckout } from './openOnRampCheckout.js'

// The identity and balance calls a connection makes are answered by the mock API.
const server = setupServer(...createBlockchainApiMock({ apiUrl: TEST_API }).handlers, ...testRpcHandlers())
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
})
afterAll(() => server.close())

// Signed by the server: Kit must open it byte for byte (an added parameter breaks MoonPay's signature).
const SIGNED = 'https://buy.moonpay.example/?apiKey=pk&walletAddress=0xabc&signature=c2ln%3D'
const purchase = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: '80002' }

describe('openOnRampCheckout', () => {
  it("opens the server's signed page as it is, keeps the order id and shows the purchase in progress", async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${TEST_API}/v1/onramp/checkout`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ provider: 'moonpay', orderId: 'order-1', url: SIGNED })
      }),
    )
    const open = vi.fn(() => null)
    vi.stubGlobal('open', open)
    const kit = createTestKit()
    await connectFake(kit)
    const address = kit.getState().account.address
    kit.modal.open({ view: 'Account' })
    const state = await openOnRampCheckout(kit, { ...purchase, provider: 'moonpay' })
    expect(state.status).toBe('success')
    expect(bodies).toEqual([{ ...purchase, provider: 'moonpay', walletAddress: address }])
    expect(open).toHaveBeenCalledWith(SIGNED, '_blank', 'noopener,noreferrer')
    expect(kit.getState().router.view).toBe('BuyInProgress')
    expect(kit.getState().onramp.selectedProvider).toMatchObject({ label: 'MoonPay', url: SIGNED })
    expect(getTask(kit.getState(), onRampCheckoutsTask).value).toEqual([
      { provider: 'moonpay', label: 'MoonPay', orderId: 'order-1', url: SIGNED, walletAddress: address },
    ])
  })

  it("keeps a refusal as that provider's task error and opens nothing", async () => {
    server.use(
      http.post(`${TEST_API}/v1/onramp/checkout`, () =>
        HttpResponse.json(
          { reasons: [{ name: 'AmountOutOfRange', description: 'transak: minimum is 30 USD' }] },
          { status: 400 },
        ),
      ),
    )
    const open = vi.fn(() => null)
    vi.stubGlobal('open', open)
    const kit = createTestKit()
    await connectFake(kit)
    await openOnRampCheckout(kit, { ...purchase, provider: 'transak' })
    const task = getTask(kit.getState(), onRampCheckoutTask('transak'))
    expect(task.status).toBe('error')
    expect(task.error?.message).toContain('transak: minimum is 30 USD')
    expect(open).not.toHaveBeenCalled()
    expect(getTask(kit.getState(), onRampCheckoutsTask).value).toBeUndefined()
  })

  it('opens no page the server names that is not http(s)', async () => {
    server.use(
      http.post(`${TEST_API}/v1/onramp/checkout`, () =>
        HttpResponse.json({
          provider: 'moonpay',
          orderId: 'order-1',
          url: 'javascript:alert(document.domain)',
        }),
      ),
    )
    const open = vi.fn(() => null)
    vi.stubGlobal('open', open)
    const kit = createTestKit()
    await connectFake(kit)
    const state = await openOnRampCheckout(kit, { ...purchase, provider: 'moonpay' })
    expect(state.error?.message).toContain('The service sent a response Kit does not understand')
    expect(open).not.toHaveBeenCalled()
    expect(kit.getState().onramp.selectedProvider).toBeNull()
  })

  it('asks for no checkout without a connected wallet', async () => {
    const kit = createTestKit()
    const state = await openOnRampCheckout(kit, { ...purchase, provider: 'moonpay' })
    expect(state.error).toBeInstanceOf(NotConnectedError)
  })
})
