import { describe, expect, it } from 'vitest'
import { isEmail, isSignedMessage, isSocialProvider, isTxHash, validateAccountName } from './rules.js'
import {
  accountNameSchema,
  accountTypeSchema,
  emailSchema,
  nameChainIdSchema,
  walletSendCallSchema,
  themeModeSchema,
  walletSendCallsParamsSchema,
} from './schemas.js'

describe('validation rules', () => {
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

describe('the zod schemas report the rules in their own words', () => {
  it('account name: the length problem first, then the characters; not a string is too short', () => {
    expect(accountNameSchema.safeParse('ab_').error?.issues.map((issue) => issue.message)).toEqual([
      'Name must be at least 4 characters long',
    ])
    expect(accountNameSchema.safeParse('ali ce').error?.issues[0]?.message).toBe(
      'Can only contain letters, numbers and - characters',
    )
    expect(accountNameSchema.safeParse(1234).error?.issues[0]?.message).toBe(
      'Name must be at least 4 characters long',
    )
    expect(accountNameSchema.parse('alice-2')).toBe('alice-2')
  })

  it('account type: eoa or smartAccount', () => {
    expect(accountTypeSchema.safeParse('eoa').success).toBe(true)
    expect(accountTypeSchema.safeParse('smartAccount').success).toBe(true)
    expect(accountTypeSchema.safeParse('contract').error?.issues[0]?.message).toBe(
      'Account type must be "eoa" or "smartAccount"',
    )
  })

  it('wallet_sendCalls: every problem, in order; other fields pass through', () => {
    const result = walletSendCallsParamsSchema.safeParse({
      chainId: 'x',
      calls: [{ to: 'abc', value: 1 }, null],
    })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'must be 0x-prefixed hex',
      'to must start with 0x',
      'must be 0x-prefixed hex',
      'Invalid input',
    ])
    const params = { version: '2.0.0', calls: [{ to: '0xabc' }], atomicRequired: true }
    expect(walletSendCallsParamsSchema.parse(params)).toEqual(params)
    expect(walletSendCallSchema.safeParse({ to: '0xabc', data: '0x12' }).success).toBe(true)
    expect(walletSendCallSchema.safeParse({ data: '0x12' }).error?.issues[0]?.message).toBe(
      'to must start with 0x',
    )
  })
})
