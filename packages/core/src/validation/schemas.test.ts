import { describe, expect, it } from 'vitest'
import {
  accountNameSchema,
  emailSchema,
  isEmail,
  isSignedMessage,
  isSocialProvider,
  isTxHash,
  nameChainIdSchema,
  themeModeSchema,
  validateAccountName,
  walletSendCallsParamsSchema,
} from './schemas.js'

describe('validation rules (spec §5)', () => {
  it('account name: letters, digits and hyphens only', () => {
    expect(validateAccountName('alice-2')).toBeUndefined()
    expect(validateAccountName('ALICE')).toBeUndefined()
    expect(validateAccountName('al ice')).toBe('Can only contain letters, numbers and - characters')
    expect(validateAccountName('alice.kit')).toBe('Can only contain letters, numbers and - characters')
    expect(validateAccountName('ali_ce')).toBe('Can only contain letters, numbers and - characters')
    expect(validateAccountName('alicé')).toBe('Can only contain letters, numbers and - characters')
  })

  it('account name: at least 4 characters', () => {
    expect(validateAccountName('abc')).toBe('Name must be at least 4 characters long')
    expect(validateAccountName('abcd')).toBeUndefined()
    expect(validateAccountName('')).toBe('Name must be at least 4 characters long')
    expect(accountNameSchema.safeParse(1234).success).toBe(false)
  })

  it('e-mail fields must be valid e-mail addresses', () => {
    expect(isEmail('alice@example.com')).toBe(true)
    expect(isEmail('alice+kit@mail.example.co')).toBe(true)
    for (const bad of ['alice', 'alice@', '@example.com', 'alice@example', 'a b@example.com'])
      expect(isEmail(bad), bad).toBe(false)
    expect(emailSchema.safeParse('x').error?.issues[0]?.message).toBe('Invalid email')
  })

  it('transaction hash: 0x plus 64 hex characters', () => {
    expect(isTxHash(`0x${'a'.repeat(64)}`)).toBe(true)
    expect(isTxHash(`0x${'A'.repeat(64)}`)).toBe(true)
    expect(isTxHash(`0x${'a'.repeat(63)}`)).toBe(false)
    expect(isTxHash(`0x${'a'.repeat(65)}`)).toBe(false)
    expect(isTxHash(`${'a'.repeat(66)}`)).toBe(false)
    expect(isTxHash(`0x${'g'.repeat(64)}`)).toBe(false)
  })

  it('signed message: 0x plus at least 62 hex characters', () => {
    expect(isSignedMessage(`0x${'b'.repeat(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${'b'.repeat(130)}`)).toBe(true)
    expect(isSignedMessage(`0x${'b'.repeat(61)}`)).toBe(false)
    expect(isSignedMessage(`0x${'z'.repeat(62)}`)).toBe(false)
  })

  it('EVM chain id for name registration must be below 2^31', () => {
    expect(nameChainIdSchema.safeParse(80002).success).toBe(true)
    expect(nameChainIdSchema.safeParse(2 ** 31 - 1).success).toBe(true)
    const tooBig = nameChainIdSchema.safeParse(2 ** 31)
    expect(tooBig.success).toBe(false)
    expect(tooBig.error?.issues[0]?.message).toBe('Invalid chainId')
    expect(nameChainIdSchema.safeParse(1.5).success).toBe(false)
    expect(nameChainIdSchema.safeParse(-1).success).toBe(false)
  })

  it('social providers: google, github, apple, facebook, x, discord; farcaster is separate', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord'])
      expect(isSocialProvider(provider), provider).toBe(true)
    expect(isSocialProvider('farcaster')).toBe(false)
    expect(isSocialProvider('twitter')).toBe(false)
  })

  it('theme mode: light or dark', () => {
    expect(themeModeSchema.safeParse('light').success).toBe(true)
    expect(themeModeSchema.safeParse('dark').success).toBe(true)
    expect(themeModeSchema.safeParse('system').success).toBe(false)
  })

  it('wallet_sendCalls calls need a to address starting with 0x', () => {
    expect(walletSendCallsParamsSchema.safeParse({ calls: [{ to: '0xabc', value: '0x1' }] }).success).toBe(
      true,
    )
    const missing = walletSendCallsParamsSchema.safeParse({ calls: [{ value: '0x1' }] })
    expect(missing.success).toBe(false)
    const wrong = walletSendCallsParamsSchema.safeParse({ calls: [{ to: 'abc' }] })
    expect(wrong.error?.issues[0]?.message).toBe('to must start with 0x')
    expect(walletSendCallsParamsSchema.safeParse({ calls: [] }).success).toBe(false)
  })
})
