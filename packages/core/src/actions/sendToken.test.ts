import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NotConnectedError } from '../errors/kit.js'
import { SendFailedError, SendInputError, UnsupportedChainError } from '../errors/send.js'
import { connectFake, createTestKit, TEST_API, TEST_RPC, testRpcHandlers } from '../test-utils.js'
import { createBlockchainApiMock, createFakeSendExecutor, FAKE_EVM_ADDRESS } from '../testing/index.js'
import type { KitEvent } from '../controllers/events.js'

const mock = createBlockchainApiMock({ apiUrl: TEST_API })
// The account holds 1,000 of the native currency: above every amount sent here, whether or not its balance has
// loaded when a test sends (the balance check itself is tested with an explicit balance).
const server = setupServer(...mock.handlers, ...testRpcHandlers({ balance: 10n ** 21n }))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const RECEIVER = '0x2222222222222222222222222222222222222222'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOLANA_RECEIVER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

async function setup(options: { solana?: boolean } = {}) {
  const kit = createTestKit()
  const executor = createFakeSendExecutor()
  kit.send.setExecutor(executor)
  await connectFake(kit, options.solana ? { namespace: 'solana', address: 'SenderSo1' } : {})
  const events: KitEvent[] = []
  kit.onEvent((event) => events.push(event))
  return { kit, executor, events }
}

describe('send controller', () => {
  it('starts empty', () => {
    expect(createTestKit().getState().send).toEqual({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      gasPrice: undefined,
      gasPriceInUSD: undefined,
      loading: false,
    })
  })

  it('keeps a typed decimal comma as a point, so every UI sends the amount the user meant', async () => {
    const { kit, executor } = await setup()
    kit.send.setGasPrice(7n)
    kit.send.setTokenAmount('0,5')
    expect(kit.getState().send.sendTokenAmount).toBe('0.5')
    kit.send.setReceiverAddress(RECEIVER)
    await kit.send.sendToken()
    expect(executor.calls[0]?.args).toMatchObject({ value: 500_000_000_000_000_000n })
  })

  it('native EVM send: amount parsed by the native decimals, fee from the gas price', async () => {
    const { kit, executor } = await setup()
    kit.send.setGasPrice(7n)
    kit.send.setTokenAmount('1.5')
    kit.send.setReceiverAddress(RECEIVER)
    await kit.send.sendToken()
    expect(executor.calls).toEqual([
      {
        kind: 'native',
        args: expect.objectContaining({
          from: FAKE_EVM_ADDRESS,
          to: RECEIVER,
          value: 1_500_000_000_000_000_000n,
          gasPrice: 7n,
        }),
      },
    ])
  })

  it("native EVM send takes the gas price from the network's RPC when none is set", async () => {
    const { kit, executor } = await setup()
    kit.send.setTokenAmount(1)
    kit.send.setReceiverAddress(RECEIVER)
    await kit.send.sendToken()
    expect(executor.calls[0]?.args).toMatchObject({ gasPrice: 25_000_000_000n })
  })

  it('the gas price comes from the blockchain API when the RPC cannot answer', async () => {
    server.use(http.post(`${TEST_RPC}/:chain`, () => HttpResponse.error()))
    const { kit, executor } = await setup()
    kit.send.setTokenAmount(1)
    kit.send.setReceiverAddress(RECEIVER)
    await kit.send.sendToken()
    expect(executor.calls[0]?.args).toMatchObject({ gasPrice: 30_000_000_000n })
  })

  it('ERC-20 send: amount parsed by the token decimals, plain token address', async () => {
    const { kit, executor } = await setup()
    kit.send.setToken({
      address: 'eip155:80002:0x5FbDB2315678afecb367f032d93F642f64180aa3',
      symbol: 'kUSD',
      quantity: { decimals: '6', numeric: '100' },
    })
    kit.send.setTokenAmount('2.25')
    kit.send.setReceiverAddress(RECEIVER)
    await kit.send.sendToken()
    expect(executor.calls).toEqual([
      {
        kind: 'erc20',
        args: expect.objectContaining({
          tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          to: RECEIVER,
          amount: 2_250_000n,
        }),
      },
    ])
  })

  it('started → success: loading, SEND_INITIATED, "Transaction started", SEND_SUCCESS, cleared, Account', async () => {
    const { kit, executor, events } = await setup()
    let loadingDuringSend = false
    const original = executor.sendNative
    executor.sendNative = (args) => {
      loadingDuringSend = kit.getState().send.loading
      return original(args)
    }
    kit.router.reset('Account')
    kit.router.push('WalletSend')
    kit.router.push('WalletSendPreview')
    kit.send.setGasPrice(1n)
    kit.send.setTokenAmount('0.1')
    kit.send.setReceiverAddress(RECEIVER)
    kit.send.setReceiverProfileName('bob.kit.id')
    await expect(kit.send.sendToken()).resolves.toBe(`0x${'cd'.repeat(32)}`)
    expect(loadingDuringSend).toBe(true)
    expect(events.map((event) => event.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(events[0]?.properties).toEqual({
      isSmartAccount: false,
      network: 'eip155:80002',
      token: 'POL',
      amount: '0.1',
    })
    const state = kit.getState()
    expect(state.toast).toEqual({ message: 'Transaction started', variant: 'success', open: true })
    expect(state.send).toMatchObject({
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      loading: false,
      gasPrice: 1n,
    })
    expect(state.router.history).toEqual(['Account'])
  })

  it('started → error on EVM: "Something went wrong", SEND_ERROR, cleared', async () => {
    const { kit, executor, events } = await setup()
    executor.fail = new Error('insufficient funds')
    kit.send.setGasPrice(1n)
    kit.send.setTokenAmount('1')
    kit.send.setReceiverAddress(RECEIVER)
    const error = await kit.send.sendToken().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendFailedError)
    expect((error as SendFailedError).shortMessage).toBe('Something went wrong')
    expect(events.map((event) => event.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(kit.getState().toast).toEqual({ message: 'Something went wrong', variant: 'error', open: true })
    expect(kit.getState().send).toMatchObject({
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      loading: false,
    })
  })

  it('an ERC-20 failure also shows "Something went wrong"', async () => {
    const { kit, executor } = await setup()
    executor.fail = new Error('reverted')
    kit.send.setToken({
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      symbol: 'kUSD',
      quantity: { decimals: '6' },
    })
    kit.send.setTokenAmount('1')
    kit.send.setReceiverAddress(RECEIVER)
    await expect(kit.send.sendToken()).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
  })

  it('Solana send requires an amount and a receiver address', async () => {
    const { kit, executor, events } = await setup({ solana: true })
    kit.send.setTokenAmount('1')
    const error = await kit.send.sendToken().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendInputError)
    expect((error as SendInputError).shortMessage).toBe('Please enter a valid amount and receiver address')
    expect(kit.getState().toast.message).toBe('Please enter a valid amount and receiver address')
    expect(executor.calls).toEqual([])
    expect(events).toEqual([])
  })

  it('Solana send: SOL amount in lamports (9 decimals)', async () => {
    const { kit, executor } = await setup({ solana: true })
    expect(kit.getState().network.active).toBe(SOLANA_DEVNET)
    kit.send.setTokenAmount('0.25')
    kit.send.setReceiverAddress(SOLANA_RECEIVER)
    await expect(kit.send.sendToken()).resolves.toBe('solana-signature')
    expect(executor.calls[0]).toEqual({
      kind: 'solana',
      args: expect.objectContaining({
        from: 'SenderSo1',
        to: SOLANA_RECEIVER,
        amount: '0.25',
        value: 250_000_000n,
        decimals: 9,
      }),
    })
    expect(kit.getState().toast.message).toBe('Transaction started')
  })

  it('a Solana failure shows "Failed to send transaction. Please try again."', async () => {
    const { kit, executor } = await setup({ solana: true })
    executor.fail = new Error('blockhash expired')
    kit.send.setTokenAmount('0.25')
    kit.send.setReceiverAddress(SOLANA_RECEIVER)
    await expect(kit.send.sendToken()).rejects.toMatchObject({
      shortMessage: 'Failed to send transaction. Please try again.',
    })
    expect(kit.getState().toast).toMatchObject({
      message: 'Failed to send transaction. Please try again.',
      variant: 'error',
    })
  })

  it('refuses with "Unsupported chain" while the wallet is on a network that is not configured', async () => {
    const { kit, executor } = await setup()
    kit.network.reportWalletNetwork('eip155:424242')
    kit.send.setTokenAmount('1')
    kit.send.setReceiverAddress(RECEIVER)
    const error = await kit.send.sendToken().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UnsupportedChainError)
    expect((error as UnsupportedChainError).shortMessage).toBe('Unsupported chain')
    // Shown, not only thrown: the modal's toast says it.
    expect(kit.getState().toast).toMatchObject({ message: 'Unsupported chain', variant: 'error', open: true })
    expect(executor.calls).toEqual([])
  })

  it("Solana send refuses a receiver that is not a Solana address with the spec's words", async () => {
    const { kit, executor } = await setup({ solana: true })
    kit.send.setTokenAmount('1')
    kit.send.setReceiverAddress(RECEIVER)
    const error = await kit.send.sendToken().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendInputError)
    expect(kit.getState().toast.message).toBe('Please enter a valid amount and receiver address')
    expect(executor.calls).toEqual([])
  })

  it('refuses an amount with more decimals than the token has, or zero', async () => {
    const { kit } = await setup()
    kit.send.setReceiverAddress(RECEIVER)
    kit.send.setToken({
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      symbol: 'kUSD',
      quantity: { decimals: '6' },
    })
    kit.send.setTokenAmount('0.0000001')
    await expect(kit.send.sendToken()).rejects.toBeInstanceOf(SendInputError)
    kit.send.setTokenAmount('0')
    await expect(kit.send.sendToken()).rejects.toBeInstanceOf(SendInputError)
  })

  it('refuses when nothing is connected', async () => {
    const kit = createTestKit()
    await expect(kit.send.sendToken()).rejects.toBeInstanceOf(NotConnectedError)
  })

  it('without an executor the send fails cleanly instead of hanging', async () => {
    const { kit } = await setup()
    kit.send.setExecutor(undefined)
    kit.send.setGasPrice(1n)
    kit.send.setTokenAmount('1')
    kit.send.setReceiverAddress(RECEIVER)
    await expect(kit.send.sendToken()).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
    expect(kit.getState().send.loading).toBe(false)
  })

  it('marks sends from a smart account in the events', async () => {
    const { kit, events } = await setup()
    kit.account.setPreferredAccountType('smartAccount')
    kit.send.setGasPrice(1n)
    kit.send.setTokenAmount('1')
    kit.send.setReceiverAddress(RECEIVER)
    await kit.send.sendToken()
    expect(events[0]?.properties).toMatchObject({ isSmartAccount: true })
  })
})
