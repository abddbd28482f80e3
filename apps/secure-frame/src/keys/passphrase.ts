// A generated recovery passphrase the user can write down: words drawn uniformly with crypto.getRandomValues from
// the BIP-39 English list (2048 common words, each told apart by its first 4 letters; MIT, shipped in
// @scure/bip39, which viem already brings). Six words carry 6 × log2(2048) = 66 bits of entropy: behind Argon2id at
// 64 MiB a guess, out of reach of an offline guesser. (The EFF dice lists are CC BY 3.0, not a licence Kit ships.)
import { english } from 'viem/accounts'

/** Words in a generated passphrase. */
export const PASSPHRASE_WORDS = 6

/** The entropy of a generated passphrase, in bits: words × log2(list length), 66 for 6 words of 2048. */
export const PASSPHRASE_BITS = PASSPHRASE_WORDS * Math.log2(english.length)

/** Fills `bytes` with random values; `crypto.getRandomValues` unless a test gives another. */
export type RandomSource = (bytes: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>

const cryptoRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes)

/**
 * A uniformly random integer in [0, `size`): a 32-bit draw, redrawn while it falls in the last incomplete multiple
 * of `size`, so no value is more likely than another (no modulo bias).
 */
export function randomBelow(size: number, random: RandomSource = cryptoRandom): number {
  if (!Number.isSafeInteger(size) || size < 1 || size > 2 ** 32)
    throw new RangeError(`randomBelow: size must be an integer in [1, 2^32], not ${size}`)
  const limit = 2 ** 32 - (2 ** 32 % size)
  const draw = new Uint32Array(1)
  for (;;) {
    const value = random(draw)[0] ?? limit
    if (value < limit) return value % size
  }
}

/** A new passphrase: {@link PASSPHRASE_WORDS} words of the BIP-39 English list, joined by hyphens. */
export function generatePassphrase(random: RandomSource = cryptoRandom): string {
  return Array.from({ length: PASSPHRASE_WORDS }, () => english[randomBelow(english.length, random)]).join(
    '-',
  )
}
