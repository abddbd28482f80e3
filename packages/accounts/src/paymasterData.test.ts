import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidSponsorshipError } from './errors.js'
import { decodePaymasterData, encodePaymasterData, paymasterStubData } from './paymasterData.js'
import { STUB_SIGNATURE } from './stubSignature.js'

const window = { validAfter: 10, validUntil: 2_000_000_000 }

describe('paymasterData', () => {
  it('is validAfter (6 bytes) ‖ validUntil (6 bytes) ‖ signature, and decodes back', () => {
    const signature: Hex = `0x${'ab'.repeat(65)}`
    const data = encodePaymasterData({ ...window, signature })
    expect(data).toBe(`0x00000000000a000077359400${'ab'.repeat(65)}`)
    expect(decodePaymasterData(data)).toEqual({ ...window, signature })
    expect(decodePaymasterData('0x00000000000a000077359400')).toEqual({ ...window, signature: '0x' })
  })

  it('has a stub of the final size (77 bytes) carrying the stub signature', () => {
    const stub = paymasterStubData(window)
    expect((stub.length - 2) / 2).toBe(77)
    expect(decodePaymasterData(stub)).toEqual({ ...window, signature: STUB_SIGNATURE })
  })

  it('refuses data shorter than its window, non-hex data and signatures, and a bad window', () => {
    expect(() => decodePaymasterData('0x0102')).toThrow(InvalidSponsorshipError)
    expect(() => decodePaymasterData('0xzz0000000000000000000000' as Hex)).toThrow(InvalidSponsorshipError)
    expect(() => encodePaymasterData({ ...window, signature: 'ab' as Hex })).toThrow(InvalidSponsorshipError)
    expect(() => encodePaymasterData({ validAfter: 0, validUntil: -1, signature: '0x' })).toThrow(
      InvalidSponsorshipError,
    )
  })
})
