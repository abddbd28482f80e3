import { BadRequestError } from '../errors.js'

/** A valid name: the label a person chose and the full name with the suffix. */
export type NormalizedName = { label: string; fullName: string }

const MIN_LENGTH = 4
// A DNS label's limit; longer names could never be served as a domain.
const MAX_LENGTH = 63

/**
 * Checks a name against the rules (letters, digits and hyphens only, at least 4 characters; also no
 * hyphen at either end and at most 63 characters) and normalises it to lower case. The suffix (e.g. `.kit.id`)
 * is optional on input and always present on output.
 * @throws {BadRequestError} `InvalidName` with a description that says which rule failed.
 */
export function normalizeName(input: string, suffix: string): NormalizedName {
  const trimmed = input.trim()
  const label = trimmed.toLowerCase().endsWith(suffix.toLowerCase())
    ? trimmed.slice(0, -suffix.length)
    : trimmed
  const shown = label.slice(0, 80)
  if (label.includes('.'))
    throw new BadRequestError(
      'InvalidName',
      `Name "${trimmed.slice(0, 80)}" must be a single label ending in ${suffix}`,
    )
  if (!/^[A-Za-z0-9-]*$/.test(label))
    throw new BadRequestError('InvalidName', `Name "${shown}" may contain only letters, digits and hyphens`)
  if (label.length < MIN_LENGTH)
    throw new BadRequestError(
      'InvalidName',
      `Name "${shown}" is too short: use at least ${MIN_LENGTH} characters`,
    )
  if (label.length > MAX_LENGTH)
    throw new BadRequestError(
      'InvalidName',
      `Name "${shown}" is too long: use at most ${MAX_LENGTH} characters`,
    )
  if (label.startsWith('-') || label.endsWith('-'))
    throw new BadRequestError('InvalidName', `Name "${shown}" may not start or end with a hyphen`)
  const lower = label.toLowerCase()
  return { label: lower, fullName: `${lower}${suffix}` }
}
