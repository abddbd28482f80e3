import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { USD_CURRENCY_DEFAULT } from '../constants.js'
import { connectFake, createTestKit, TEST_API, testRpcHandlers } from '../test-utils.js'
import { createBlockchainApiMock, FAKE_EVM_ADDRESS } from '../testing/index.js'
import type { OnRampProvider } from '../types.js'
import {
  chooseOnRampProvider,
  loadOnRampOptions,
  onRampAmountProblem,
  openOnRamp,
  paymentRange,
  selectOnRampProviders,
  setOnRampAmount,
} from './onRamp.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

const mock = createBlockchainApiMock({ apiUrl: TEST_API })
const server = setupServer(...mock.handlers, ...testRpcHandlers())
const requests: string[] = []
server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url).pathname)
})
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
  vi.unstubAllGlobals()
})
afterAll(() => server.close())

const quotes = () => requests.filter((path) => path === '/v1/onramp/quote')
const optionLoads = () => requests.filter((path) => path === '/v1/onramp/options')

const evmOnly: OnRampProvider = {
  label: 'EVM Ramp',
  name: 'evm-ramp',
  feeRange: '1%',
  url: 'https://evm-ramp.example/buy',
  publicKey: 'pk_evm',
  supportedNamespaces: ['eip155'],
}
const solanaOnly: OnRampProvider = {
  ...evmOnly,
  label: 'Sol Ramp',
  name: 'sol-ramp',
  supportedNamespaces: ['solana'],
}

describe('on-ramp options', () => {
  it('openOnRamp shows the providers and loads the currencies once per kit', async () => {
    const kit = createTestKit()
    kit.modal.open({ view: 'Account' })
    openOnRamp(kit)
    expect(kit.getState().router.view).toBe('OnRampProviders')
    await expect.poll(() => getTask(kit.getState(), tasks.onRampOptions).status).toBe('success')
    expect(kit.getState().onramp.purchaseCurrencies.map((currency) => currency.symbol)).toEqual([
      'USDC',
      'kUSD',
    ])
    loadOnRampOptions(kit)
    openOnRamp(kit)
    expect(optionLoads()).toHaveLength(1)
  })
})

describe('on-ramp amount limits', () => {
  it('paymentRange spans the lowest minimum to the highest maximum of the payment methods', () => {
    expect(paymentRange(USD_CURRENCY_DEFAULT)).toEqual({ min: 10, max: 25_000 })
    expect(
      paymentRange({ id: 'X', payment_method_limits: [{ id: 'card', min: 'n/a', max: '1' }] }),
    ).toBeUndefined()
  })

  it('onRampAmountProblem names the limit an amount breaks', () => {
    const state = createTestKit().getState()
    expect(onRampAmountProblem(state, 9.99)).toEqual({ kind: 'min', limit: 10 })
    expect(onRampAmountProblem(state, 25_000.01)).toEqual({ kind: 'max', limit: 25_000 })
    expect(onRampAmountProblem(state, 10)).toBeUndefined()
    expect(onRampAmountProblem(state, 25_000)).toBeUndefined()
  })

  it('setOnRampAmount within the limits keeps the amount and asks for one quote', async () => {
    const kit = createTestKit()
    expect(setOnRampAmount(kit, 100)).toBeUndefined()
    expect(kit.getState().onramp.paymentAmount).toBe(100)
    await expect.poll(() => kit.getState().onramp.purchaseAmount).toBe(100)
    expect(quotes()).toHaveLength(1)
  })

  it.each([
    [5, { kind: 'min', limit: 10 }],
    [30_000, { kind: 'max', limit: 25_000 }],
  ] as const)(
    'setOnRampAmount(%d) outside the limits quotes nothing and clears the last quote',
    async (amount, problem) => {
      const kit = createTestKit()
      setOnRampAmount(kit, 100)
      await expect.poll(() => kit.getState().onramp.purchaseAmount).toBe(100)
      requests.length = 0
      expect(setOnRampAmount(kit, amount)).toEqual(problem)
      expect(kit.getState().onramp.paymentAmount).toBe(amount)
      expect(kit.getState().onramp.purchaseAmount).toBeUndefined()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(quotes()).toEqual([])
    },
  )

  it.each([undefined, Number.NaN])(
    'setOnRampAmount(%s) is no amount: it is cleared and nothing is quoted',
    async (amount) => {
      const kit = createTestKit()
      expect(setOnRampAmount(kit, amount)).toBeUndefined()
      expect(kit.getState().onramp.paymentAmount).toBeUndefined()
      expect(kit.getState().onramp.purchaseAmount).toBeUndefined()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(quotes()).toEqual([])
    },
  )

  it.each([0, -3])('setOnRampAmount(%d) is below the minimum: nothing is quoted', async (amount) => {
    const kit = createTestKit()
    expect(setOnRampAmount(kit, amount)).toEqual({ kind: 'min', limit: 10 })
    expect(kit.getState().onramp.purchaseAmount).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(quotes()).toEqual([])
  })
})

describe('on-ramp providers', () => {
  it('chooseOnRampProvider opens its widget in a new tab without access to this page and shows the purchase', async () => {
    const open = vi.fn()
    vi.stubGlobal('open', open)
    const kit = createTestKit({ onramp: { providers: [evmOnly] } })
    await connectFake(kit)
    kit.modal.open({ view: 'OnRampProviders' })
    chooseOnRampProvider(kit, evmOnly)
    const url = kit.getState().onramp.selectedProvider?.url
    expect(url).toContain('https://evm-ramp.example/buy')
    expect(url).toContain(FAKE_EVM_ADDRESS)
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer')
    expect(kit.getState().router.view).toBe('BuyInProgress')
  })

  it("selectOnRampProviders keeps the providers that serve the active network's namespace", () => {
    const kit = createTestKit({ onramp: { providers: [evmOnly, solanaOnly] } })
    expect(selectOnRampProviders(kit.getState()).map((provider) => provider.name)).toEqual(['evm-ramp'])
    kit.network.setActive('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(selectOnRampProviders(kit.getState()).map((provider) => provider.name)).toEqual(['sol-ramp'])
  })
})
