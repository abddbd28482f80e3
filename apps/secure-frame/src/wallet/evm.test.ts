import type { RpcRequest } from '@kit/frame-bridge'
import { formatEther, type Hex, keccak256, parseTransaction, recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { describeRequest } from '../approval/describe.js'
import { type ParsedSend, parseRequest } from '../approval/parseRequest.js'
import { UnsupportedRequestError } from '../errors.js'
import type { JsonRpc } from '../rpc.js'
import { createEvmWallet, type EvmChainContext } from './evm.js'
import { CREATE2_DEPLOYER } from './smartAccount.js'

const KEY = `0x${'42'.repeat(32)}` as const
const EOA = privateKeyToAccount(KEY).address
const recipient = '0x000000000000000000000000000000000000bEEF'
const GWEI = 10n ** 9n
const hex = (value: bigint) => `0x${value.toString(16)}`

/** One chain in memory: base fee 10 gwei, tip 1 gwei, nonce 5, 21000 gas per transfer; records raw transactions. */
function fakeChain(balance = 10n ** 19n) {
  const sent: Hex[] = []
  let deployed = false
  const rpc: JsonRpc & { sent: Hex[]; calls: string[] } = {
    url: 'memory',
    sent,
    calls: [],
    async request(method, params) {
      this.calls.push(method)
      const [first] = (params ?? []) as [Record<string, string>]
      switch (method) {
        case 'eth_feeHistory':
          return { baseFeePerGas: [hex(9n * GWEI), hex(10n * GWEI)], reward: [[hex(GWEI)]] }
        case 'eth_maxPriorityFeePerGas':
          return hex(GWEI)
        case 'eth_estimateGas':
          return first.to === CREATE2_DEPLOYER
            ? hex(400_000n)
            : first.data === '0x'
              ? hex(21_000n)
              : hex(50_000n)
        case 'eth_getTransactionCount':
          return '0x5'
        case 'eth_getBalance':
          return hex(balance)
        case 'eth_getCode':
          return deployed ? '0x6080' : '0x'
        case 'eth_sendRawTransaction': {
          const raw = (params as [Hex])[0]
          sent.push(raw)
          if (parseTransaction(raw).to?.toLowerCase() === CREATE2_DEPLOYER.toLowerCase()) deployed = true
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

function setup(active: 'eoa' | 'smartAccount' = 'eoa') {
  const wallet = createEvmWallet(KEY)
  const rpc = fakeChain()
  const context: EvmChainContext = { chainId: 80002, rpcUrl: 'memory', rpc }
  const own = { address: wallet.address, type: 'eoa' as const }
  const smart = { address: wallet.smartAccount, type: 'smartAccount' as const }
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
      params: [{ to: recipient, value: '0x1', nonce: '0x0', maxFeePerGas: hex(25n * GWEI) }],
    })
    // 21000 gas × (2 × 10 gwei base fee + 1 gwei tip); the host's own (higher, but sane) cap is not used.
    expect(parsed.plan.maxFee).toBe(21_000n * 21n * GWEI)
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

  it('refuses fee caps far above the market (a host burning the balance in fees) and gas far above the estimate', async () => {
    const { parse, rpc } = setup()
    const balance = 10n ** 19n
    await expect(
      parse({
        method: 'eth_sendTransaction',
        params: [{ to: recipient, value: '0x1', gas: '0x5208', maxFeePerGas: hex(balance / 21_000n) }],
      }),
    ).rejects.toThrow(UnsupportedRequestError)
    await expect(
      parse({ method: 'eth_sendTransaction', params: [{ to: recipient, gasPrice: hex(64n * GWEI) }] }),
    ).rejects.toThrow('far above')
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

  it('a smart account’s first send: deployment and execute, both in the max fee, sent in order from the owner', async () => {
    const { wallet, rpc, context, parse } = setup('smartAccount')
    const parsed = await parse({
      method: 'wallet_sendCalls',
      params: [
        {
          calls: [
            { to: recipient, value: '0x1' },
            { to: recipient, value: '0x2' },
          ],
        },
      ],
    })
    expect(parsed.plan.deploysSmartAccount).toBe(true)
    expect(parsed.plan.transactions.map((tx) => tx.purpose)).toEqual(['deploy', 'execute'])
    const gas = 400_000n + 60_000n + 2n * 21_000n
    expect(parsed.plan.maxFee).toBe(gas * 21n * GWEI)
    const view = describeRequest(parsed, { origin: 'https://shop.example', caipNetworkId: 'eip155:80002' })
    expect(view.rows.find((row) => row.label === 'Note')?.value).toContain('creates your smart account')
    expect(view.rows.find((row) => row.label === 'Network fee paid by')?.value).toBe(EOA)
    expect(view.rows.find((row) => row.label === 'From')?.value).toBe(wallet.smartAccount)
    const hashes = await wallet.executePlan(parsed.plan, context)
    expect(hashes).toHaveLength(1)
    const sent = rpc.sent.map((raw) => parseTransaction(raw))
    expect(sent.map((tx) => [tx.to?.toLowerCase(), tx.nonce])).toEqual([
      [CREATE2_DEPLOYER.toLowerCase(), 5],
      [wallet.smartAccount.toLowerCase(), 6],
    ])
    expect(sent.reduce((sum, tx) => sum + (tx.gas ?? 0n) * (tx.maxFeePerGas ?? 0n), 0n)).toBe(
      parsed.plan.maxFee,
    )
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
})
