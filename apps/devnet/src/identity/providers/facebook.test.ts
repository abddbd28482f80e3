import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SocialStandIns, startSocialStandIns } from '../standIns.js'
import { consent, pkce, postForm, redirectParams } from '../testing.js'

const REDIRECT_URI = 'http://127.0.0.1:3999/auth/social/callback'
const GRAPH = '/graph.facebook.com/v21.0'
let standIns: SocialStandIns

beforeAll(async () => {
  standIns = await startSocialStandIns({ port: 0, redirectUris: [REDIRECT_URI] })
})
afterAll(() => standIns?.stop())

function authorizeUrl(params: Record<string, string> = {}): string {
  const url = new URL(`${standIns.url}/www.facebook.com/v21.0/dialog/oauth`)
  const search = {
    client_id: standIns.clients.facebook.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'public_profile email',
    state: 'fb-state',
    ...params,
  }
  for (const [name, value] of Object.entries(search)) url.searchParams.set(name, value)
  return url.href
}

async function codeFor(params: Record<string, string> = {}): Promise<string> {
  const response = await consent(authorizeUrl(params))
  expect(response.headers.get('location')).toMatch(/#_=_$/)
  return redirectParams(response, REDIRECT_URI).get('code') ?? ''
}

function redeem(code: string, overrides: Record<string, string> = {}) {
  return postForm(`${standIns.url}${GRAPH}/oauth/access_token`, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: standIns.clients.facebook.clientId,
    client_secret: standIns.clients.facebook.clientSecret,
    ...overrides,
  })
}

describe('Facebook stand-in', () => {
  it('full flow: consent → code → token → Graph me?fields=id,name,email', async () => {
    expect(await (await fetch(authorizeUrl())).text()).toContain(
      '<h1>Sign in with Facebook (local stand-in)</h1>',
    )
    const response = await redeem(await codeFor())
    const tokens = (await response.json()) as Record<string, string>
    expect(response.status).toBe(200)
    expect(tokens.token_type).toBe('bearer')
    const me = await fetch(`${standIns.url}${GRAPH}/me?fields=id,name,email`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    expect(await me.json()).toEqual({
      id: expect.stringMatching(/^\d{16}$/),
      name: 'Ada Lovelace',
      email: 'ada@example.test',
    })
  })

  it('takes the token request as GET with query parameters too, and leaves e-mail out without the permission', async () => {
    const url = new URL(`${standIns.url}${GRAPH}/oauth/access_token`)
    for (const [name, value] of Object.entries({
      client_id: standIns.clients.facebook.clientId,
      client_secret: standIns.clients.facebook.clientSecret,
      redirect_uri: REDIRECT_URI,
      code: await codeFor({ scope: 'public_profile' }),
    }))
      url.searchParams.set(name, value)
    const tokens = (await (await fetch(url)).json()) as Record<string, string>
    const me = await fetch(
      `${standIns.url}${GRAPH}/me?fields=id,name,email&access_token=${tokens.access_token}`,
    )
    expect(Object.keys((await me.json()) as object).sort()).toEqual(['id', 'name'])
  })

  it('refuses a reused code, a wrong redirect_uri and a wrong secret with Graph OAuthException errors', async () => {
    const code = await codeFor()
    expect((await redeem(code)).status).toBe(200)
    const expectGraphError = async (response: Response, code: number) => {
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { type: 'OAuthException', code } })
    }
    await expectGraphError(await redeem(code), 100)
    await expectGraphError(await redeem(await codeFor(), { redirect_uri: `${REDIRECT_URI}x` }), 100)
    await expectGraphError(await redeem(await codeFor(), { client_secret: '0'.repeat(32) }), 1)
  })

  it('an unregistered redirect URI gets an error page; a PKCE challenge sent must be met', async () => {
    const page = await fetch(authorizeUrl({ redirect_uri: 'https://attacker.test/cb' }), {
      redirect: 'manual',
    })
    expect(page.status).toBe(400)
    expect(page.headers.get('location')).toBeNull()
    const { verifier, challenge } = pkce()
    const withPkce = { code_challenge: challenge, code_challenge_method: 'S256' }
    const bad = await redeem(await codeFor(withPkce), { code_verifier: pkce().verifier })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { type: 'OAuthException', code: 100 } })
    expect((await redeem(await codeFor(withPkce), { code_verifier: verifier })).status).toBe(200)
  })

  it('Cancel redirects with error=access_denied and error_reason=user_denied; a bad token gets code 190', async () => {
    const params = redirectParams(await consent(authorizeUrl(), { decision: 'cancel' }), REDIRECT_URI)
    expect(params.get('error')).toBe('access_denied')
    expect(params.get('error_reason')).toBe('user_denied')
    const me = await fetch(`${standIns.url}${GRAPH}/me?fields=id,name&access_token=forged`)
    expect(me.status).toBe(400)
    expect(await me.json()).toMatchObject({ error: { code: 190, type: 'OAuthException' } })
  })
})
