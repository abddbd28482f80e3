import { InvalidSponsorshipError } from './errors.js'

/** When a sponsorship holds: unix seconds; `validUntil` 0 means no end (the EntryPoint's rule). */
export type SponsorshipWindow = { validAfter: number; validUntil: number }

const MAX_UINT48 = 2 ** 48 - 1

/**
 * Checks a window before it is signed or encoded: both bounds are uint48 seconds, and a bounded window ends after
 * it starts (the EntryPoint would refuse any other, after the paymaster had signed it).
 *
 * @throws {InvalidSponsorshipError} naming the bound that is wrong.
 */
export function assertSponsorshipWindow({ validAfter, validUntil }: SponsorshipWindow): void {
  for (const [name, value] of [
    ['validAfter', validAfter],
    ['validUntil', validUntil],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0 || value > MAX_UINT48)
      throw new InvalidSponsorshipError(
        `${name} must be an integer from 0 to 2^48-1 (unix seconds), got ${value}.`,
      )
  }
  if (validUntil !== 0 && validUntil <= validAfter)
    throw new InvalidSponsorshipError(
      `validUntil (${validUntil}) must be after validAfter (${validAfter}), or 0.`,
    )
}
