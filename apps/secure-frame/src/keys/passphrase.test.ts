import { english } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  generatePassphrase,
  PASSPHRASE_BITS,
  PASSPHRASE_WORDS,
  type RandomSource,
  randomBelow,
} from './passphrase.js'
import { checkRecoveryPassword } from './passwordStrength.js'

/** A random source that answers `values` in turn. */
function scripted(values: number[]): RandomSource & { draws: number } {
  const source = Object.assign(
    (bytes: Uint32Array<ArrayBuffer>) => {
      source.draws++
      bytes[0] = values.shift() ?? 0
      return bytes
    },
    { draws: 0 },
  )
  return source
}

describe('a generated recovery passphrase', () => {
  it('is 6 words of the 2048-word BIP-39 list: 66 bits', () => {
    expect(english).toHaveLength(2048)
    expect(PASSPHRASE_WORDS).toBe(6)
    expect(PASSPHRASE_BITS).toBe(66)
    const words = generatePassphrase().split('-')
    expect(words).toHaveLength(6)
    for (const word of words) expect(english).toContain(word)
  })

  it('is drawn anew each time, and passes the strength floor', () => {
    const seen = new Set(Array.from({ length: 20 }, () => generatePassphrase()))
    expect(seen.size).toBe(20)
    for (const passphrase of seen) expect(checkRecoveryPassword(passphrase).acceptable, passphrase).toBe(true)
  })

  it('draws each word from the given source: the same draws, the same words', () => {
    const draws = [0, 1, 2047, 2048, 4095, 7]
    expect(generatePassphrase(scripted([...draws]))).toBe(
      ['abandon', 'ability', 'zoo', 'abandon', 'zoo', english[7]].join('-'),
    )
  })
})

describe('randomBelow', () => {
  it('redraws values in the last incomplete multiple of the size: no modulo bias', () => {
    // 2^32 = 3 × 1431655765 + 1: the one value 2^32 − 1 would make 0 likelier, and is drawn again.
    const source = scripted([2 ** 32 - 1, 2 ** 32 - 1, 5])
    expect(randomBelow(3, source)).toBe(2)
    expect(source.draws).toBe(3)
    // For a power of two there is nothing to redraw.
    const exact = scripted([2 ** 32 - 1])
    expect(randomBelow(2048, exact)).toBe(2047)
    expect(exact.draws).toBe(1)
  })

  it('reaches every value, about evenly, from the real source', () => {
    const counts = new Array(6).fill(0)
    for (let i = 0; i < 6000; i++) counts[randomBelow(6)]++
    for (const count of counts) expect(count).toBeGreaterThan(800)
  })

  it('refuses a size it cannot draw from', () => {
    for (const size of [0, -1, 1.5, 2 ** 32 + 1]) expect(() => randomBelow(size)).toThrow(RangeError)
  })
})
