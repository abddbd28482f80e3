import { describe, expect, it } from 'vitest'
import {
  isAccountType,
  isNameChainId,
  isThemeMode,
  walletSendCallsProblems,
  validateAccountName as validateAccountNameRule,
} from './rules.js'
import {
  accountNameSchema,
  accountTypeSchema,
  emailSchema,
  isEmail,
  isSignedMessage,
  isSocialProvider,
  isTxHash,
  nameChainIdSchema,
  signedMessageSchema,
  socialProviderSchema,
  themeModeSchema,
  txHashSchema,
  validateAccountName,
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

// Kit checks with the plain functions of rules.ts (no zod in the first load); hosts get the zod schemas. The two
// must never disagree.
describe('the plain rules Kit uses and the exported zod schemas agree', () => {
  const values: unknown[] = [
    undefined,
    null,
    0,
    1,
    -1,
    1.5,
    80002,
    2 ** 31 - 1,
    2 ** 31,
    Number.NaN,
    '',
    'abc',
    'abcd',
    'al ice',
    'alice-2',
    'alicé',
    'alice@example.com',
    'alice@example',
    'a.b+c@mail.example.co',
    `0x${'a'.repeat(61)}`,
    `0x${'a'.repeat(62)}`,
    `0x${'A'.repeat(64)}`,
    `0x${'g'.repeat(64)}`,
    '0x',
    'light',
    'dark',
    'system',
    'eoa',
    'smartAccount',
    'google',
    'farcaster',
    'x',
    [],
    {},
  ]

  it('for names, e-mails, hashes, signatures, chain ids, themes, account types and social providers', () => {
    for (const value of values) {
      const name = accountNameSchema.safeParse(value)
      expect(validateAccountNameRule(value as string), String(value)).toBe(
        name.success ? undefined : name.error.issues[0]?.message,
      )
      expect(isEmail(value as string), String(value)).toBe(emailSchema.safeParse(value).success)
      expect(isTxHash(value as string), String(value)).toBe(txHashSchema.safeParse(value).success)
      expect(isSignedMessage(value as string), String(value)).toBe(
        signedMessageSchema.safeParse(value).success,
      )
      expect(isNameChainId(value), String(value)).toBe(nameChainIdSchema.safeParse(value).success)
      expect(isThemeMode(value), String(value)).toBe(themeModeSchema.safeParse(value).success)
      expect(isAccountType(value), String(value)).toBe(accountTypeSchema.safeParse(value).success)
      expect(isSocialProvider(value as string), String(value)).toBe(
        socialProviderSchema.safeParse(value).success,
      )
    }
  })

  it('for wallet_sendCalls, problem by problem and in the same order', () => {
    const call = { to: '0xabc', data: '0x12', value: '0x1' }
    const inputs: unknown[] = [
      undefined,
      null,
      [],
      'calls',
      {},
      { calls: 'x' },
      { calls: [] },
      { calls: [call] },
      { calls: [call, { ...call, to: 'abc' }] },
      { calls: [{ value: '0x1' }] },
      { calls: [{ to: 1 }] },
      { calls: [null, 'x', [], { to: '0x', data: 'zz', value: 1 }] },
      // A hole is a missing call.
      { calls: Object.assign([call], { 2: call }) },
      { version: 2, chainId: 'x', from: '0xZ', calls: [call] },
      { version: '2.0.0', chainId: '0x1', from: '0xabc', calls: [call], atomicRequired: true },
      { chainId: null, calls: [call] },
    ]
    for (const input of inputs) {
      const result = walletSendCallsParamsSchema.safeParse(input)
      expect(walletSendCallsProblems(input), JSON.stringify(input)).toEqual(
        result.success ? [] : result.error.issues.map((issue) => issue.message),
      )
    }
  })
})
