// The input rules (names, e-mails, hashes, signatures, chain ids, social providers, theme modes, account types,
// `wallet_sendCalls` batches, watched tokens) as plain functions: each rule is written here once. Kit's own code checks with these;
// `schemas.ts` wraps the same functions as zod schemas for hosts that validate their own forms with zod.
import { EVM_ADDRESS_PATTERN, HASH32_PATTERN, isEmailAddress, SIGNATURE_PATTERN } from '@kit/chains/wire'
import {
  ACCOUNT_TYPES,
  MAX_NAME_CHAIN_ID_EXCLUSIVE,
  NAME_MIN_LENGTH,
  SOCIAL_PROVIDERS,
  THEME_MODES,
} from '../constants.js'
import { MESSAGES } from '../errors/kit.js'
import type { AccountType, SocialProvider, ThemeMode, WatchedAsset } from '../types.js'

const matches = (pattern: RegExp, value: unknown) => typeof value === 'string' && pattern.test(value)
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Why a name is not acceptable, in the UI's words; `undefined` when it is fine.
 * The length rule comes first: a 3-letter name is "too short" even when it also has a bad character.
 */
export function validateAccountName(name: string): string | undefined {
  if (typeof name !== 'string' || name.length < NAME_MIN_LENGTH) return MESSAGES.nameTooShort
  if (!/^[a-zA-Z0-9-]+$/.test(name)) return MESSAGES.nameInvalidCharacters
  return undefined
}

/** True for a valid e-mail address (the one rule of `@kit/chains`, shared with the frame and the server). */
export function isEmail(value: string): boolean {
  return isEmailAddress(value)
}

/** True for 0x plus 64 hex characters. */
export function isTxHash(value: string): boolean {
  return matches(HASH32_PATTERN, value)
}

/** True for 0x plus at least 62 hex characters. */
export function isSignedMessage(value: string): boolean {
  return matches(SIGNATURE_PATTERN, value)
}

/** True for google, github, apple, facebook, x and discord; false for farcaster and anything else. */
export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly unknown[]).includes(value)
}

/** True for light and dark. */
export function isThemeMode(value: unknown): value is ThemeMode {
  return (THEME_MODES as readonly unknown[]).includes(value)
}

/** True for eoa and smartAccount. */
export function isAccountType(value: unknown): value is AccountType {
  return (ACCOUNT_TYPES as readonly unknown[]).includes(value)
}

/** True for an EVM chain id usable for name registration: an integer below 2^31. */
export function isNameChainId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < MAX_NAME_CHAIN_ID_EXCLUSIVE
}

/** True for a string starting with 0x followed by hex characters only (possibly none). */
export const isHex = (value: unknown): value is string => matches(/^0x[0-9a-fA-F]*$/, value)

/** What is wrong with one call of `wallet_sendCalls`, in order; empty when nothing is. `to` must start with 0x. */
export function walletSendCallProblems(call: unknown): string[] {
  if (!isRecord(call)) return ['Invalid input']
  const problems: string[] = []
  if (typeof call.to !== 'string' || !call.to.startsWith('0x')) problems.push('to must start with 0x')
  if (call.data !== undefined && !isHex(call.data)) problems.push('must be 0x-prefixed hex')
  if (call.value !== undefined && !isHex(call.value)) problems.push('must be 0x-prefixed hex')
  return problems
}

/**
 * What is wrong with the first parameter of `wallet_sendCalls` (EIP-5792), in order; empty when nothing is.
 * Every call needs a `to` starting with 0x, and the batch must not be empty.
 */
export function walletSendCallsProblems(params: unknown): string[] {
  if (!isRecord(params)) return ['Invalid input']
  const problems: string[] = []
  const hex = (value: unknown) => {
    if (value !== undefined && !isHex(value)) problems.push('must be 0x-prefixed hex')
  }
  if (params.version !== undefined && typeof params.version !== 'string') problems.push('Invalid input')
  hex(params.chainId)
  hex(params.from)
  const calls = params.calls
  if (!Array.isArray(calls)) problems.push('Invalid input')
  else {
    // A plain loop: holes in the array are calls too (and invalid ones).
    for (let index = 0; index < calls.length; index++) problems.push(...walletSendCallProblems(calls[index]))
    if (calls.length === 0) problems.push('calls must not be empty')
  }
  return problems
}

/**
 * True for a token symbol Kit shows: 1 to 11 characters, none a control, format (bidi, zero-width), unassigned or
 * line-separator character, no space at either end, so a symbol can neither reorder nor hide the text around it.
 */
export function isTokenSymbol(value: unknown): value is string {
  return (
    matches(/^[^\p{C}\p{Z}](?:[^\p{C}\p{Zl}\p{Zp}]*[^\p{C}\p{Z}])?$/u, value) &&
    [...(value as string)].length <= 11
  )
}

/** True for ERC-20 decimals Kit accepts: an integer from 0 to 36. */
export function isTokenDecimals(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 36
}

/**
 * True for a token logo Kit may show: an https: URL without credentials (at most 2,048 characters), or a
 * data:image/ URL of a png, jpeg, gif, webp or svg+xml image (at most 8,192 characters). Never another scheme.
 */
export function isTokenImage(value: unknown): value is string {
  if (typeof value !== 'string') return false
  if (/^https:\/\/[^\s/?#@\\]+(?:[/?#]\S*)?$/i.test(value)) return value.length <= 2048
  return /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value) && value.length <= 8192
}

/** True for a watched token as Kit stores it (`WatchedAsset`): each field passes its rule above. */
export function isWatchedAsset(value: unknown): value is WatchedAsset {
  return (
    isRecord(value) &&
    matches(EVM_ADDRESS_PATTERN, value.address) &&
    isTokenSymbol(value.symbol) &&
    isTokenDecimals(value.decimals) &&
    (value.image === undefined || isTokenImage(value.image))
  )
}
