import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { InsufficientBalanceError, SendInputError } from '../errors/send.js'
import { connectFake, createTestKit, TEST_API, TEST_RPC, testRpcHandlers } from '../test-utils.js'
import { createBlockchainApiMock, createFakeSendExecutor } from '../testing/index.js'
import { selectSendFee, selectSendToken, selectSendTokens } from './selectors.js'
import { continueSend, loadSendFee, loadSendTokens } from './send.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

const AMOY = 'eip155:80002'
const RECEIVER = '0x2222222222222222222222222222222222222222'
const USDC = '0x41E94Eb019C0762f9Bfcf9Fb1E58725BfB0e7582'
const mock = createBlockchainApiMock({ apiUrl: TEST_API })
const server = setupServer(...mock.handlers, ...testRpcHandlers({ gasPrice: 7n }))
const balanceRequests: string[] = []
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname.endsWith('/balance')) balanceRequests.push(request.url)
})
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  balanceRequests.length = 0
})
afterAll(() => server.close())

const balance = (chainId: string, extra: Record<string, unknown>) => ({
  chainId,
  value: 0,
  price: 1,
  quantity: { decimals: '6', numeric: '25.5' },
  iconUrl: '',
  ...extra,
})

async function setup(options: { solana?: boolean } = {}) {
  const kit = createTestKit()
  const executor = createFakeSendExecutor()
  kit.send.setExecutor(executor)
  await connectFake(kit, options.solana ? { namespace: 'solana', address: 'SenderSo1' } : {})
  await expect.poll(() => kit.getState().account.balance).toBeDefined()
  return { kit, executor }
}

describe('loadSendTokens', () => {
  it('offers the native currency first, then the tokens the balance service lists on the active network', async () => {
    server.use(
      http.get(`${TEST_API}/v1/account/:address/balance`, () =>
        HttpResponse.json({
          balances: [
            balance(AMOY, { name: 'POL', symbol: 'POL' }),
            balance(AMOY, { name: 'USD Coin', symbol: 'USDC', address: `${AMOY}:${USDC}` }),
            balance('eip155:1', { name: 'Elsewhere', symbol: 'ELS', address: `eip155:1:${USDC}` }),
          ],
        }),
      ),
    )
    const { kit } = await setup()
    loadSendTokens(kit)
    const task = tasks.sendTokens(AMOY)
    expect(getTask(kit.getState(), task).status).toBe('pending')
    await expect.poll(() => getTask(kit.getState(), task).status).toBe('success')
    expect(selectSendTokens(kit.getState()).map((token) => token.symbol)).toEqual(['POL', 'USDC'])
    expect(selectSendTokens(kit.getState())[1]).toMatchObject({
      address: `${AMOY}:${USDC}`,
      quantity: { decimals: '6', numeric: '25.5' },
    })
    // Once per network: asking again loads nothing.
    loadSendTokens(kit)
    expect(balanceRequests).toHaveLength(1)
  })

  it("another account on the same network gets its own tokens, never the previous account's", async () => {
    const OTHER = '0x3333333333333333333333333333333333333333'
    server.use(
      http.get(`${TEST_API}/v1/account/:address/balance`, ({ params }) =>
        HttpResponse.json({
          balances: [
            balance(AMOY, {
              name: 'Token',
              symbol: String(params.address).toLowerCase() === OTHER ? 'OTHER' : 'FIRST',
              address: `${AMOY}:${USDC}`,
            }),
          ],
        }),
      ),
    )
    const { kit } = await setup()
    loadSendTokens(kit)
    await expect
      .poll(() => selectSendTokens(kit.getState()).map((token) => token.symbol))
      .toEqual(['POL', 'FIRST'])
    await kit.connection.disconnect()
    await connectFake(kit, { id: 'other', address: OTHER })
    loadSendTokens(kit)
    expect(selectSendTokens(kit.getState()).map((token) => token.symbol)).not.toContain('FIRST')
    await expect
      .poll(() => selectSendTokens(kit.getState()).map((token) => token.symbol))
      .toEqual(['POL', 'OTHER'])
  })

  it('a failed load is the task error and the native currency stays on offer', async () => {
    server.use(
      http.get(`${TEST_API}/v1/account/:address/balance`, () => new HttpResponse('down', { status: 500 })),
    )
    const { kit } = await setup()
    loadSendTokens(kit)
    await expect.poll(() => getTask(kit.getState(), tasks.sendTokens(AMOY)).status).toBe('error')
    expect(selectSendTokens(kit.getState()).map((token) => token.symbol)).toEqual(['POL'])
  })

  it('without a connected account nothing is loaded', () => {
    const kit = createTestKit()
    loadSendTokens(kit)
    expect(getTask(kit.getState(), tasks.sendTokens(AMOY)).status).toBe('idle')
    expect(balanceRequests).toEqual([])
  })
})

describe('continueSend', () => {
  it("a missing amount is the problem, with 'Please enter a valid amount and receiver address'; nothing moves", async () => {
    const { kit } = await setup()
    kit.modal.open({ view: 'WalletSend' })
    kit.send.setReceiverAddress(RECEIVER)
    const problem = continueSend(kit)
    expect(problem?.field).toBe('amount')
    expect(problem?.error).toBeInstanceOf(SendInputError)
    expect(problem?.error.shortMessage).toBe('Please enter a valid amount and receiver address')
    expect(kit.getState().router.view).toBe('WalletSend')
  })

  it('a receiver that is not an address of the network is a problem with the same words', async () => {
    const { kit } = await setup()
    kit.modal.open({ view: 'WalletSend' })
    kit.send.setTokenAmount('0.1')
    kit.send.setReceiverAddress('not-an-address')
    const problem = continueSend(kit)
    expect(problem?.field).toBe('receiver')
    expect(problem?.error.shortMessage).toBe('Please enter a valid amount and receiver address')
    expect(kit.getState().router.view).toBe('WalletSend')
  })

  it("more than the balance is 'Insufficient balance'", async () => {
    const { kit } = await setup()
    kit.send.setTokenAmount('5')
    kit.send.setReceiverAddress(RECEIVER)
    const problem = continueSend(kit)
    expect(problem?.error).toBeInstanceOf(InsufficientBalanceError)
    expect(problem?.error.shortMessage).toBe('Insufficient balance')
  })

  it('valid input keeps the token (the native currency when none was chosen) and the trimmed receiver, and opens the preview', async () => {
    const { kit } = await setup()
    kit.modal.open({ view: 'WalletSend' })
    expect(kit.getState().send.token).toBeUndefined()
    kit.send.setTokenAmount('0.1')
    kit.send.setReceiverAddress(`  ${RECEIVER}  `)
    expect(continueSend(kit)).toBeUndefined()
    expect(kit.getState().send.token).toMatchObject({ symbol: 'POL' })
    expect(kit.getState().send.receiverAddress).toBe(RECEIVER)
    expect(kit.getState().router.history).toEqual(['WalletSend', 'WalletSendPreview'])
  })

  it('a chosen token is kept as it is', async () => {
    const { kit } = await setup()
    const usdc = {
      address: `${AMOY}:${USDC}`,
      symbol: 'USDC',
      name: 'USD Coin',
      quantity: { decimals: '6', numeric: '25.5' },
    }
    kit.send.setToken(usdc)
    kit.send.setTokenAmount('3')
    kit.send.setReceiverAddress(RECEIVER)
    expect(continueSend(kit)).toBeUndefined()
    expect(selectSendToken(kit.getState())).toMatchObject({ symbol: 'USDC', address: `${AMOY}:${USDC}` })
  })
})

describe('loadSendFee', () => {
  it('loads the gas price once per EVM network; the fee is the gas price times a native transfer', async () => {
    const { kit } = await setup()
    expect(selectSendFee(kit.getState())).toBeUndefined()
    loadSendFee(kit)
    await expect.poll(() => getTask(kit.getState(), tasks.sendFee(AMOY)).status).toBe('success')
    expect(kit.getState().send.gasPrice).toBe(7n)
    expect(selectSendFee(kit.getState())).toBe(7n * 21_000n)
    // Once per network: asking again does not load again (the task would be pending).
    loadSendFee(kit)
    expect(getTask(kit.getState(), tasks.sendFee(AMOY)).status).toBe('success')
  })

  it("back on a network loaded before, the fee uses that network's gas price, not the last one loaded", async () => {
    const prices: Record<string, bigint> = { '80002': 7n, '1': 50n }
    server.use(
      http.post(`${TEST_RPC}/:chain`, async ({ request, params }) => {
        const body = (await request.clone().json()) as { id: number; method: string }
        if (body.method !== 'eth_gasPrice') return undefined
        const price = prices[String(params.chain)] ?? 1n
        return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: `0x${price.toString(16)}` })
      }),
    )
    const { kit } = await setup()
    loadSendFee(kit)
    await expect.poll(() => getTask(kit.getState(), tasks.sendFee(AMOY)).status).toBe('success')
    expect(selectSendFee(kit.getState())).toBe(7n * 21_000n)
    await kit.network.switchNetwork('eip155:1')
    loadSendFee(kit)
    // Until the new network's price is in, there is no fee rather than the other network's.
    expect(selectSendFee(kit.getState())).toBeUndefined()
    await expect.poll(() => getTask(kit.getState(), tasks.sendFee('eip155:1')).status).toBe('success')
    expect(selectSendFee(kit.getState())).toBe(50n * 21_000n)
    await kit.network.switchNetwork(AMOY)
    loadSendFee(kit)
    expect(kit.getState().send.gasPrice).toBe(7n)
    expect(selectSendFee(kit.getState())).toBe(7n * 21_000n)
  })

  it('on Solana nothing is loaded', async () => {
    const { kit } = await setup({ solana: true })
    loadSendFee(kit)
    expect(Object.keys(kit.getState().tasks).filter((key) => key.startsWith('send:fee:'))).toEqual([])
  })
})
