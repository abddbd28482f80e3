import type { RpcRequest } from '@kit/frame-bridge'
import { formatEther, type Hex, keccak256, parseTransaction, recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { describeRequest } from '../approval/describe.js'
import { type ParsedSend, parseRequest } from '../approval/parseRequest.js'
import { chosenPlan } from '../approval/chosenPlan.js'
import { InvalidParamsError, UnsupportedRequestError } from '../errors.js'
import type { JsonRpc } from '../rpc.js'
import { createEvmWallet, type EvmChainContext } from './evm.js'
import { kitAccountAddress } from '@kit/accounts'

const KEY = `0x${'42'.repeat(32)}` as const
const EOA = privateKeyToAccount(KEY).address
const recipient = '0x000000000000000000000000000000000000bEEF'
const GWEI = 10n ** 9n
const hex = (value: bigint) => `0x${value.toString(16)}`

/**
 * One chain in memory: base fee 10 gwei (none with `baseFee: false`), tip 1 gwei, gas price 10 gwei, nonce 5, 21000
 * gas per transfer, 100000 per contract creation; records raw transactions.
 */
function fakeChain(balance = 10n ** 19n, options: { baseFee?: boolean } = {}) {
  const sent: Hex[] = []
  const rpc: JsonRpc & { sent: Hex[]; calls: string[] } = {
    url: 'memory',
    sent,
    calls: [],
    async request(method, params) {
      this.calls.push(method)
      const [first] = (params ?? []) as [Record<string, string>]
      switch (method) {
        case 'eth_feeHistory':
          return options.baseFee === false
            ? { oldestBlock: '0x1', reward: [] }
            : { baseFeePerGas: [hex(9n * GWEI), hex(10n * GWEI)], reward: [[hex(GWEI)]] }
        case 'eth_maxPriorityFeePerGas':
          return hex(GWEI)
        case 'eth_gasPrice':
          return hex(10n * GWEI)
        case 'eth_estimateGas':
          return first.to === undefined ? hex(100_000n) : first.data === '0x' ? hex(21_000n) : hex(50_000n)
        case 'eth_getTransactionCount':
          return '0x5'
        case 'eth_getBalance':
          return hex(balance)
        case 'eth_getCode':
          return '0x'
        case 'eth_sendRawTransaction': {
          const raw = (params as [Hex])[0]
          sent.push(raw)
          return keccak256(raw)
        }
        case 'eth_getTransactionReceipt':
          return { status: '0x1', blockHash: `0x${'1'.repeat(64)}`, blockNumber: '0x2', gasUsed: '0x5208' }
        default:
          throw new Error(`test: unexpected ${method}`)
      }
    },
  }
  return rpc
}

function setup(active: 'eoa' | 'smartAccount' = 'eoa', chain: Parameters<typeof fakeChain> = []) {
  const wallet = createEvmWallet(KEY)
  const rpc = fakeChain(...chain)
  const context: EvmChainContext = { chainId: 80002, rpcUrl: 'memory', rpc }
  const own = { address: wallet.address, type: 'eoa' as const }
  const smart = { address: wallet.smartAccountOf('4337'), type: 'smartAccount' as const }
  const accounts = [own, smart]
  const parse = (request: unknown) =>
    parseRequest(request as RpcRequest, {
      caipNetworkId: 'eip155:80002',
      active: active === 'eoa' ? own : smart,
      accounts,
      planSend: (calls, signer, host) => wallet.planSend(calls, signer, context, host),
    }) as Promise<ParsedSend>
  return { wallet, rpc, context, parse }
}

const maxFeeRow = (parsed: ParsedSend) =>
  describeRequest(parsed, { origin: 'https://shop.example', caipNetworkId: 'eip155:80002' }).rows.find(
    (row) => row.label === 'Max network fee',
  )?.value

describe('embedded EVM wallet: fees the frame works out, and sends that run exactly as shown', () => {
  it('the card’s max network fee is what the signed transaction can pay at most; the nonce is the chain’s', async () => {
    const { wallet, rpc, context, parse } = setup()
    const parsed = await parse({
      method: 'eth_sendTransaction',
      params: [{ to: recipient, value: '0x1', nonce: '0x0' }],
    })
    // 21000 gas × (2 × 10 gwei base fee + 1 gwei tip); no fee field from the app, so no choice.
    expect(parsed.plan.maxFee).toBe(21_000n * 21n * GWEI)
    expect(parsed.feeChoice).toBeUndefined()
    expect(maxFeeRow(parsed)).toBe(`${formatEther(21_000n * 21n * GWEI)} POL`)
    const [hash] = await wallet.executePlan(parsed.plan, context)
    const [raw] = rpc.sent
    if (!raw) throw new Error('test: nothing sent')
    const tx = parseTransaction(raw)
    expect(hash).toBe(keccak256(raw))
    expect(tx).toMatchObject({
      to: recipient.toLowerCase(),
      value: 1n,
      gas: 21_000n,
      nonce: 5,
      chainId: 80002,
    })
    expect(`${formatEther((tx.gas ?? 0n) * (tx.maxFeePerGas ?? 0n))} POL`).toBe(maxFeeRow(parsed))
    expect(tx.maxPriorityFeePerGas).toBe(GWEI)
  })

  it('an app fee within 3 × the market is selected and paid as the app set it; the market’s is planned beside it', async () => {
    const { wallet, rpc, context, parse } = setup()
    const parsed = await parse({
      method: 'eth_sendTransaction',
      params: [
        { to: recipient, value: '0x1', maxFeePerGas: hex(50n * GWEI), maxPriorityFeePerGas: hex(2n * GWEI) },
      ],
    })
    const choice = parsed.feeChoice
    expect(choice).toMatchObject({ farAbove: false, selected: 'app' })
    expect(choice?.market.maxFee).toBe(21_000n * 21n * GWEI)
    expect(choice?.app.maxFee).toBe(21_000n * 50n * GWEI)
    expect(parsed.plan).toEqual(choice?.app)
    await wallet.executePlan(chosenPlan(parsed, undefined), context)
    const tx = parseTransaction(rpc.sent[0] as Hex)
    expect(tx).toMatchObject({ type: 'eip1559', maxFeePerGas: 50n * GWEI, maxPriorityFeePerGas: 2n * GWEI })
    // A lone priority fee rides on the market's base part; a lone max fee takes the market's tip.
    const tipOnly = await parse({
      method: 'eth_sendTransaction',
      params: [{ to: recipient, maxPriorityFeePerGas: hex(3n * GWEI) }],
    })
    expect(tipOnly.feeChoice?.app.transactions[0]?.fees).toEqual({
      type: 'eip1559',
      maxFeePerGas: 23n * GWEI,
      maxPriorityFeePerGas: 3n * GWEI,
    })
    // Exactly the market's fee: nothing to choose.
    const same = await parse({
      method: 'eth_sendTransaction',
      params: [{ to: recipient, maxFeePerGas: hex(21n * GWEI), maxPriorityFeePerGas: hex(GWEI) }],
    })
    expect(same.feeChoice).toBeUndefined()
  })

  it('an app fee far above the market is not refused: flagged, the market’s selected, the app’s paid only when picked', async () => {
    const balance = 10n ** 19n
    for (const picked of ['market', 'app'] as const) {
      const { wallet, rpc, context, parse } = setup()
      // The fee caps of a host that would burn nearly the whole balance in fees.
      const burning = balance / 21_000n / 2n
      const parsed = await parse({
        method: 'eth_sendTransaction',
        params: [{ to: recipient, value: '0x1', gas: '0x5208', maxFeePerGas: hex(burning) }],
      })
      expect(parsed.feeChoice).toMatchObject({ farAbove: true, selected: 'market' })
      expect(parsed.plan.maxFee).toBe(21_000n * 21n * GWEI)
      const view = describeRequest(parsed, { origin: 'https://shop.example', caipNetworkId: 'eip155:80002' })
      expect(view.warning).toContain('far above')
      expect(view.choice?.selected).toBe('market')
      await wallet.executePlan(chosenPlan(parsed, picked), context)
      const tx = parseTransaction(rpc.sent[0] as Hex)
      expect(tx.maxFeePerGas).toBe(picked === 'market' ? 21n * GWEI : burning)
      expect((tx.gas ?? 0n) * (tx.maxFeePerGas ?? 0n)).toBe(parsed.feeChoice?.[picked].maxFee)
    }
  })

  it('a legacy request (type 0x0, or a lone gasPrice) is sent as type 0 at its gas price; the market’s is the node’s price + a fifth', async () => {
    const { wallet, rpc, context, parse } = setup()
    const legacy = await parse({
      method: 'eth_sendTransaction',
      params: [{ to: recipient, value: '0x1', gasPrice: hex(20n * GWEI) }],
    })
    expect(legacy.feeChoice).toMatchObject({ farAbove: false, selected: 'app' })
    expect(legacy.feeChoice?.market.transactions[0]?.fees).toEqual({ type: 'legacy', gasPrice: 12n * GWEI })
    await wallet.executePlan(chosenPlan(legacy, 'app'), context)
    expect(parseTransaction(rpc.sent[0] as Hex)).toMatchObject({ type: 'legacy', gasPrice: 20n * GWEI })
    const card = describeRequest(legacy, { origin: 'https://shop.example', caipNetworkId: 'eip155:80002' })
    expect(card.rows.find((row) => row.id === 'tx-type')?.value).toContain('Legacy')
    // Type 0x0 without a price: legacy at the market's price, nothing to choose.
    const typed = await parse({ method: 'eth_sendTransaction', params: [{ to: recipient, type: '0x0' }] })
    expect(typed.feeChoice).toBeUndefined()
    expect(typed.plan.transactions[0]?.fees).toEqual({ type: 'legacy', gasPrice: 12n * GWEI })
    // Far above: the choice, with the market's legacy price selected.
    const far = await parse({
      method: 'eth_sendTransaction',
      params: [{ to: recipient, gasPrice: hex(40n * GWEI) }],
    })
    expect(far.feeChoice).toMatchObject({ farAbove: true, selected: 'market' })
    expect(far.plan.transactions[0]?.fees).toEqual({ type: 'legacy', gasPrice: 12n * GWEI })
    // Type 0x2 with a lone gasPrice: EIP-1559, that price capping both.
    const typed1559 = await parse({
      method: 'eth_sendTransaction',
      params: [{ to: recipient, type: '0x2', gasPrice: hex(20n * GWEI) }],
    })
    expect(typed1559.plan.transactions[0]?.fees).toEqual({
      type: 'eip1559',
      maxFeePerGas: 20n * GWEI,
      maxPriorityFeePerGas: 20n * GWEI,
    })
  })

  it('a chain without a base fee gets legacy transactions, whatever type was asked', async () => {
    const { wallet, rpc, context, parse } = setup('eoa', [10n ** 19n, { baseFee: false }])
    const parsed = await parse({
      method: 'eth_sendTransaction',
      params: [{ to: recipient, type: '0x2', maxFeePerGas: hex(20n * GWEI) }],
    })
    expect(parsed.feeChoice?.market.transactions[0]?.fees).toEqual({ type: 'legacy', gasPrice: 12n * GWEI })
    expect(parsed.plan.transactions[0]?.fees).toEqual({ type: 'legacy', gasPrice: 20n * GWEI })
    await wallet.executePlan(parsed.plan, context)
    expect(parseTransaction(rpc.sent[0] as Hex)).toMatchObject({ type: 'legacy', gasPrice: 20n * GWEI })
  })

  it('refuses contradictory fee fields (-32602) and gas far above the estimate; sends nothing', async () => {
    const { parse, rpc } = setup()
    for (const fields of [
      { gasPrice: hex(GWEI), maxFeePerGas: hex(GWEI) },
      { type: '0x0', maxPriorityFeePerGas: hex(GWEI) },
      { maxFeePerGas: hex(GWEI), maxPriorityFeePerGas: hex(2n * GWEI) },
    ]) {
      const refused = await parse({
        method: 'eth_sendTransaction',
        params: [{ to: recipient, ...fields }],
      }).catch((error: unknown) => error)
      expect(refused, JSON.stringify(fields)).toBeInstanceOf(InvalidParamsError)
      expect((refused as InvalidParamsError).code).toBe(-32602)
    }
    await expect(
      parse({ method: 'eth_sendTransaction', params: [{ to: recipient, gas: hex(50_000n) }] }),
    ).rejects.toThrow('gas limit far above')
    // Within twice the estimate, the host's gas limit is kept (and counted in the max fee).
    const padded = await parse({
      method: 'eth_sendTransaction',
      params: [{ to: recipient, gas: hex(30_000n) }],
    })
    expect(padded.plan.maxFee).toBe(30_000n * 21n * GWEI)
    expect(rpc.sent).toEqual([])
  })

  it('an option the account cannot pay for is shown but not offered; with neither payable the send is refused', async () => {
    const fee = 21_000n * 21n * GWEI
    const { parse } = setup('eoa', [fee * 2n])
    const parsed = await parse({
      method: 'eth_sendTransaction',
      params: [{ to: recipient, maxFeePerGas: hex(50n * GWEI) }],
    })
    expect(parsed.feeChoice).toMatchObject({ selected: 'market', unaffordable: 'app', farAbove: false })
    expect(parsed.plan.maxFee).toBe(fee)
    const view = describeRequest(parsed, { origin: 'https://shop.example', caipNetworkId: 'eip155:80002' })
    expect(view.choice?.options.find((option) => option.value === 'app')).toMatchObject({ disabled: true })
    expect(() => chosenPlan(parsed, 'app')).toThrow('not one it offered')
    const poor = setup('eoa', [fee - 1n])
    await expect(
      poor.parse({
        method: 'eth_sendTransaction',
        params: [{ to: recipient, maxFeePerGas: hex(50n * GWEI) }],
      }),
    ).rejects.toThrow('cannot pay for this')
  })

  it('deploys a contract from the EOA: gas estimated without `to`, a creation transaction sent, its hash answered', async () => {
    const { wallet, rpc, context, parse } = setup()
    const parsed = await parse({
      method: 'eth_sendTransaction',
      params: [{ data: '0x6001600c', value: '0x2' }],
    })
    expect(parsed.plan.transactions).toMatchObject([{ purpose: 'create', to: undefined, gas: 100_000n }])
    const view = describeRequest(parsed, { origin: 'https://shop.example', caipNetworkId: 'eip155:80002' })
    expect(view.title).toBe('Deploy a contract')
    expect(view.intro).toBe('https://shop.example asks you to deploy a contract.')
    const [hash] = await wallet.executePlan(parsed.plan, context)
    const raw = rpc.sent[0] as Hex
    expect(hash).toBe(keccak256(raw))
    const sent = parseTransaction(raw)
    expect(sent).toMatchObject({ data: '0x6001600c', value: 2n, gas: 100_000n })
    expect(sent.to ?? null).toBeNull()
    // The planner itself refuses a creation for the smart account (whose execute cannot CREATE).
    await expect(
      wallet.planSend([{ value: 0n, data: '0x00' }], 'smartAccount', context),
    ).rejects.toBeInstanceOf(InvalidParamsError)
  })

  it('refuses before asking when the amount plus the max fee is more than the account holds', async () => {
    const { parse, rpc } = setup()
    const fee = 21_000n * 21n * GWEI
    const all = 10n ** 19n
    await expect(
      parse({ method: 'eth_sendTransaction', params: [{ to: recipient, value: hex(all - fee) }] }),
    ).resolves.toMatchObject({ plan: { maxFee: fee } })
    await expect(
      parse({ method: 'eth_sendTransaction', params: [{ to: recipient, value: hex(all - fee + 1n) }] }),
    ).rejects.toThrow('cannot pay for this')
    expect(rpc.sent).toEqual([])
  })

  it('refuses before asking when the network expects the transaction to fail', async () => {
    const { parse, rpc } = setup()
    const failing = rpc.request.bind(rpc)
    rpc.request = async (method, params, signal) => {
      if (method === 'eth_estimateGas') throw new UnsupportedRequestError('insufficient funds for transfer')
      return failing(method, params, signal)
    }
    await expect(
      parse({ method: 'wallet_sendCalls', params: [{ calls: [{ to: recipient, value: '0x1' }] }] }),
    ).rejects.toThrow('expects this transaction to fail')
  })

  it('signs digests as the EOA (EIP-191 of the parsed bytes)', async () => {
    const { wallet, context, parse } = setup()
    const parsed = await (parse({
      method: 'personal_sign',
      params: ['0x48656c6c6f', EOA],
    }) as Promise<unknown>)
    const digest = (parsed as { digest: Hex }).digest
    const signature = await wallet.signDigest(digest, 'eoa', context)
    await expect(recoverMessageAddress({ message: 'Hello', signature })).resolves.toBe(EOA)
  })

  it('the smart account: the EOA itself with EIP-7702, which signs as its own address; ERC-4337’s cannot sign', async () => {
    const { wallet, context } = setup()
    expect(wallet.smartAccountOf('7702')).toBe(EOA)
    expect(wallet.smartAccountOf('4337')).toBe(kitAccountAddress({ owner: EOA }))
    const digest = keccak256('0x48656c6c6f')
    const upgraded = { ...context, smartAccountKind: '7702' as const }
    const signature = await wallet.signDigest(digest, 'smartAccount', upgraded)
    expect(signature).toBe(await wallet.signDigest(digest, 'eoa', context))
    await expect(
      wallet.signDigest(digest, 'smartAccount', { ...context, smartAccountKind: '4337' }),
    ).rejects.toThrow('Your smart account on this network cannot sign messages apps can check')
  })
})
