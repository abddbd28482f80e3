import { describe, expect, it } from 'vitest'
import { InvalidParamsError, UnsupportedRequestError } from '../errors.js'
import type { JsonRpc } from '../rpc.js'
import {
  estimateGas,
  FAR_ABOVE_FACTOR,
  type FeeCaps,
  feeOptions,
  gasLimit,
  type HostFees,
  isFarAbove,
  requestsLegacy,
} from './fees.js'

const GWEI = 10n ** 9n
const hex = (value: bigint) => `0x${value.toString(16)}`

/** A node with base fee 1 gwei, tip 1 gwei and gas price 2 gwei (none of the base fee with `baseFee: false`). */
function node(options: { baseFee?: boolean } = {}) {
  const calls: { method: string; params: unknown }[] = []
  const rpc: JsonRpc = {
    url: 'memory',
    async request(method, params) {
      calls.push({ method, params })
      switch (method) {
        case 'eth_feeHistory':
          return options.baseFee === false ? { reward: [] } : { baseFeePerGas: [hex(GWEI), hex(GWEI)] }
        case 'eth_maxPriorityFeePerGas':
          return hex(GWEI)
        case 'eth_gasPrice':
          return hex(2n * GWEI)
        case 'eth_estimateGas':
          return hex(53_000n)
        default:
          throw new Error(`test: unexpected ${method}`)
      }
    },
  }
  return { rpc, calls }
}

const market1559: FeeCaps = { type: 'eip1559', maxFeePerGas: 3n * GWEI, maxPriorityFeePerGas: GWEI }
const marketLegacy: FeeCaps = { type: 'legacy', gasPrice: (12n * GWEI) / 5n }

describe('network fees: the market’s, and the app’s beside it', () => {
  it('no fee field: the market’s EIP-1559 caps only (2 × base fee + tip)', async () => {
    expect(await feeOptions(node().rpc, {})).toEqual({ market: market1559 })
    expect(await feeOptions(node().rpc, { type: 'eip1559' })).toEqual({ market: market1559 })
  })

  it('a cheap chain’s hard-coded 10 gwei is an option (far above), not a refusal', async () => {
    const options = await feeOptions(node().rpc, {
      maxFeePerGas: 10n * GWEI,
      maxPriorityFeePerGas: 2n * GWEI,
    })
    expect(options).toEqual({
      market: market1559,
      app: { type: 'eip1559', maxFeePerGas: 10n * GWEI, maxPriorityFeePerGas: 2n * GWEI },
    })
    expect(isFarAbove(options.app as FeeCaps, options.market)).toBe(true)
  })

  it('far above means more than FAR_ABOVE_FACTOR times the market per gas', () => {
    const at = (maxFeePerGas: bigint): FeeCaps => ({
      type: 'eip1559',
      maxFeePerGas,
      maxPriorityFeePerGas: 0n,
    })
    expect(isFarAbove(at(3n * GWEI * FAR_ABOVE_FACTOR), market1559)).toBe(false)
    expect(isFarAbove(at(3n * GWEI * FAR_ABOVE_FACTOR + 1n), market1559)).toBe(true)
    expect(isFarAbove({ type: 'legacy', gasPrice: 8n * GWEI }, marketLegacy)).toBe(true)
  })

  it('legacy where asked (type 0x0, or a lone gas price): the market’s legacy price is the node’s plus a fifth', async () => {
    expect(await feeOptions(node().rpc, { gasPrice: 10n * GWEI })).toEqual({
      market: marketLegacy,
      app: { type: 'legacy', gasPrice: 10n * GWEI },
    })
    expect(await feeOptions(node().rpc, { type: 'legacy' })).toEqual({ market: marketLegacy })
    // Type 0x2 with a lone gas price: EIP-1559, the price capping both fields.
    expect((await feeOptions(node().rpc, { type: 'eip1559', gasPrice: 4n * GWEI })).app).toEqual({
      type: 'eip1559',
      maxFeePerGas: 4n * GWEI,
      maxPriorityFeePerGas: 4n * GWEI,
    })
  })

  it('a missing EIP-1559 field is the market’s: a lone max fee takes the market tip (at most the cap)', async () => {
    expect((await feeOptions(node().rpc, { maxFeePerGas: 5n * GWEI })).app).toEqual({
      type: 'eip1559',
      maxFeePerGas: 5n * GWEI,
      maxPriorityFeePerGas: GWEI,
    })
    expect((await feeOptions(node().rpc, { maxFeePerGas: GWEI / 2n })).app).toEqual({
      type: 'eip1559',
      maxFeePerGas: GWEI / 2n,
      maxPriorityFeePerGas: GWEI / 2n,
    })
    expect((await feeOptions(node().rpc, { maxPriorityFeePerGas: 2n * GWEI })).app).toEqual({
      type: 'eip1559',
      maxFeePerGas: 4n * GWEI,
      maxPriorityFeePerGas: 2n * GWEI,
    })
    // Exactly the market's: no second option.
    expect(await feeOptions(node().rpc, { maxFeePerGas: 3n * GWEI, maxPriorityFeePerGas: GWEI })).toEqual({
      market: market1559,
    })
  })

  it('a chain without a base fee: legacy whatever was asked, the app’s most per gas as its price', async () => {
    const legacyNode = () => node({ baseFee: false }).rpc
    expect(await feeOptions(legacyNode(), { type: 'eip1559', maxFeePerGas: 7n * GWEI })).toEqual({
      market: marketLegacy,
      app: { type: 'legacy', gasPrice: 7n * GWEI },
    })
    expect(await feeOptions(legacyNode(), {})).toEqual({ market: marketLegacy })
  })

  it('contradictory fields are refused with -32602 before the node is asked', async () => {
    const cases: HostFees[] = [
      { type: 'legacy', maxFeePerGas: GWEI },
      { gasPrice: GWEI, maxPriorityFeePerGas: GWEI },
      { type: 'eip1559', gasPrice: GWEI, maxFeePerGas: GWEI },
      { maxFeePerGas: GWEI, maxPriorityFeePerGas: 2n * GWEI },
    ]
    for (const host of cases) {
      const { rpc, calls } = node()
      const refused = await feeOptions(rpc, host).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(InvalidParamsError)
      expect((refused as InvalidParamsError).code).toBe(-32602)
      expect(calls).toEqual([])
    }
    expect(requestsLegacy({ type: 'eip1559' })).toBe(false)
    expect(requestsLegacy({ gasPrice: GWEI })).toBe(true)
  })

  it('the gas limit: the estimate, the host’s up to twice it, refused above', () => {
    expect(gasLimit(21_000n, undefined)).toBe(21_000n)
    expect(gasLimit(21_000n, 20_000n)).toBe(21_000n)
    expect(gasLimit(21_000n, 42_000n)).toBe(42_000n)
    expect(() => gasLimit(21_000n, 42_001n)).toThrow(UnsupportedRequestError)
  })

  it('a contract creation is estimated without a `to`', async () => {
    const { rpc, calls } = node()
    expect(await estimateGas(rpc, { from: '0x1', value: 0n, data: '0x00' })).toBe(53_000n)
    expect(calls[0]?.params).toEqual([{ from: '0x1', value: '0x0', data: '0x00' }])
  })
})
