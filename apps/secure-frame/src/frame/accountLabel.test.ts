import { describe, expect, it } from 'vitest'
import type { AuthUserRecord } from '../authApi.js'
import { accountLabel } from './accountLabel.js'

const user = (fields: Partial<AuthUserRecord>): AuthUserRecord => ({
  id: 'user-1',
  email: null,
  userName: null,
  identities: [],
  wallet: null,
  ...fields,
})

describe('the account as the protect card names it (L15)', () => {
  it('is the e-mail when the account has one', () => {
    const withSocial = user({
      email: 'ada@example.com',
      identities: [{ provider: 'github', username: 'ada', email: null }],
    })
    expect(accountLabel(withSocial)).toBe('ada@example.com')
  })

  it('is the social or Farcaster name, with the provider, for an account without an e-mail', () => {
    expect(
      accountLabel(user({ identities: [{ provider: 'farcaster', username: 'dwr', email: null }] })),
    ).toBe('@dwr on Farcaster')
    expect(accountLabel(user({ identities: [{ provider: 'github', username: 'ada', email: null }] }))).toBe(
      'ada on GitHub',
    )
    expect(
      accountLabel(user({ identities: [{ provider: 'google', username: null, email: 'ada@gmail.com' }] })),
    ).toBe('ada@gmail.com on Google')
    expect(accountLabel(user({ identities: [{ provider: 'newcomer', username: 'x1', email: null }] }))).toBe(
      'x1 on newcomer',
    )
  })

  it('falls back to the user name, then to the provider and id: never an empty line', () => {
    expect(accountLabel(user({ userName: 'ada.kit' }))).toBe('ada.kit')
    expect(
      accountLabel(user({ id: 'u-42', identities: [{ provider: 'apple', username: null, email: null }] })),
    ).toBe('Apple account u-42')
    expect(accountLabel(user({ id: 'u-43' }))).toBe('Account u-43')
  })
})
