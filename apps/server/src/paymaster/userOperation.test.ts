import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { maxCostOf, paymasterParamsSchema, pricedFields, userOperationSchema } from './userOperation.js'

const op = {
  sender: '0x1111111111111111111111111111111111111111',
  nonce: '0x1',
  callData: '0x',
  callGasLimit: '0x10',
  verificationGasLimit: '0x20',
  preVerificationGas: '0x30',
  maxFeePerGas: '0x2',
  maxPriorityFeePerGas: '0x1',
}

describe('user operations', () => {
  it('counts the maximum cost as the EntryPoint prefunds it: every gas limit times maxFeePerGas', () => {
    const priced = pricedFields(op)
    if ('missing' in priced) throw new Error('priced')
    // (16 + 32 + 48 + 100 + 4) × 2
    expect(maxCostOf(priced, { verificationGasLimit: 100n, postOpGasLimit: 4n })).toBe(400n)
  })

  it('names the gas fields a final sponsorship still needs', () => {
    const { callGasLimit: _, maxFeePerGas: __, ...partial } = op
    expect(pricedFields(partial)).toEqual({ missing: ['callGasLimit', 'maxFeePerGas'] })
  })

  it('takes the v0.7+ JSON fields, an EIP-7702 marker as factory, and refuses gas past 128 bits', () => {
    expect(
      z.safeParse(userOperationSchema, { ...op, factory: '0x7702', eip7702Auth: { address: op.sender } })
        .success,
    ).toBe(true)
    expect(z.safeParse(userOperationSchema, { ...op, callGasLimit: `0x1${'0'.repeat(32)}` }).success).toBe(
      false,
    )
    expect(z.safeParse(userOperationSchema, { ...op, callData: '0x123' }).success).toBe(false)
  })

  it('takes ERC-7677 params with or without the context, and no more', () => {
    const entryPoint = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
    expect(z.safeParse(paymasterParamsSchema, [op, entryPoint, '0x1']).success).toBe(true)
    expect(z.safeParse(paymasterParamsSchema, [op, entryPoint, '0x1', { policy: 'x' }]).success).toBe(true)
    expect(z.safeParse(paymasterParamsSchema, [op, entryPoint, '0x1', {}, 'extra']).success).toBe(false)
    expect(z.safeParse(paymasterParamsSchema, [op, entryPoint]).success).toBe(false)
  })
})
