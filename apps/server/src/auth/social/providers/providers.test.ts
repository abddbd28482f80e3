import { describe, expect, it } from 'vitest'
import { providerSpecs } from './index.js'

const identify = (
  provider: keyof typeof providerSpecs,
  answers: Parameters<(typeof providerSpecs)['google']['identify']>[0],
) => providerSpecs[provider].identify(answers)

describe('what each provider says about who signed in', () => {
  it('google: the ID token; email_verified only when Google says true', () => {
    const idToken = { sub: '1081', email: 'Ada@Example.test', email_verified: true, name: 'Ada Lovelace' }
    expect(identify('google', { idToken, resources: {} })).toEqual({
      subject: '1081',
      email: 'ada@example.test',
      emailVerified: true,
      username: 'Ada Lovelace',
    })
    expect(
      identify('google', { idToken: { ...idToken, email_verified: 'true' }, resources: {} }).emailVerified,
    ).toBe(false)
    // The name from user info only when it describes the same account.
    const { name: _name, ...unnamed } = idToken
    expect(
      identify('google', { idToken: unnamed, resources: { userinfo: { sub: '1081', name: 'Ada' } } })
        .username,
    ).toBe('Ada')
    expect(
      identify('google', { idToken: unnamed, resources: { userinfo: { sub: 'other', name: 'Eve' } } })
        .username,
    ).toBeNull()
    expect(() => identify('google', { idToken: { email: 'a@b.c' }, resources: {} })).toThrow('subject')
  })

  it('apple: email_verified as a boolean or the string "true"; the name from the first consent\'s user field', () => {
    const idToken = { sub: '001.abc', email: 'x1@privaterelay.appleid.com', email_verified: 'true' }
    expect(
      identify('apple', {
        idToken,
        resources: {},
        appleUser: JSON.stringify({
          name: { firstName: 'Ada', lastName: 'Lovelace' },
          email: 'ignored@example.test',
        }),
      }),
    ).toEqual({
      subject: '001.abc',
      email: 'x1@privaterelay.appleid.com',
      emailVerified: true,
      username: 'Ada Lovelace',
    })
    expect(identify('apple', { idToken: { ...idToken, email_verified: true }, resources: {} })).toMatchObject(
      {
        emailVerified: true,
        username: null,
      },
    )
    expect(
      identify('apple', { idToken: { ...idToken, email_verified: 'false' }, resources: {} }).emailVerified,
    ).toBe(false)
    expect(identify('apple', { idToken, resources: {}, appleUser: '{not json' }).username).toBeNull()
  })

  it('github: the numeric id; only the primary verified address of /user/emails is verified', () => {
    const user = { id: 583231, login: 'octocat', name: 'The Octocat', email: 'public@example.test' }
    const emails = [
      { email: 'other@example.test', primary: false, verified: true },
      { email: 'Octo@Example.test', primary: true, verified: true },
    ]
    expect(identify('github', { resources: { user, emails } })).toEqual({
      subject: '583231',
      email: 'octo@example.test',
      emailVerified: true,
      username: 'octocat',
    })
    const unverified = [{ email: 'octo@example.test', primary: true, verified: false }]
    expect(identify('github', { resources: { user, emails: unverified } })).toMatchObject({
      email: 'public@example.test',
      emailVerified: false,
    })
  })

  it('discord: the snowflake id; verified as Discord says', () => {
    const user = {
      id: '80351110224678912',
      username: 'nelly',
      global_name: 'Nelly',
      email: 'nelly@example.test',
      verified: true,
    }
    expect(identify('discord', { resources: { user } })).toEqual({
      subject: '80351110224678912',
      email: 'nelly@example.test',
      emailVerified: true,
      username: 'nelly',
    })
    expect(identify('discord', { resources: { user: { ...user, verified: false } } }).emailVerified).toBe(
      false,
    )
  })

  it('x: data.id and the handle, never an e-mail', () => {
    expect(
      identify('x', {
        resources: { user: { data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' } } },
      }),
    ).toEqual({
      subject: '2244994945',
      email: null,
      emailVerified: false,
      username: 'XDevelopers',
    })
    expect(() => identify('x', { resources: { user: { errors: [] } } })).toThrow('user id')
  })

  it('facebook: the app-scoped id; its e-mail is never verified', () => {
    expect(
      identify('facebook', {
        resources: { user: { id: '10224', name: 'Ada L', email: 'ada@example.test' } },
      }),
    ).toEqual({
      subject: '10224',
      email: 'ada@example.test',
      emailVerified: false,
      username: 'Ada L',
    })
  })

  it('facebook: Graph errors at the token endpoint read as OAuth codes', () => {
    const graph = (code: number, type = 'OAuthException') => ({ error: { message: 'm', type, code } })
    const read = providerSpecs.facebook.tokenErrorCode
    expect(read?.(graph(1))).toBe('invalid_client')
    expect(read?.(graph(101))).toBe('invalid_client')
    expect(read?.(graph(100))).toBe('invalid_grant')
    expect(read?.(graph(2))).toBeUndefined()
    expect(read?.(graph(1, 'GraphMethodException'))).toBeUndefined()
    expect(read?.('not json')).toBeUndefined()
  })

  it('keeps each real endpoint, https only', () => {
    for (const spec of Object.values(providerSpecs))
      for (const url of [
        spec.authorizationEndpoint,
        spec.tokenEndpoint,
        spec.jwksUri,
        ...Object.values(spec.resources),
      ])
        if (url) expect(url.startsWith('https://')).toBe(true)
    expect(providerSpecs.x.tokenEndpoint).toBe('https://api.x.com/2/oauth2/token')
    expect(providerSpecs.apple.responseMode).toBe('form_post')
  })
})
