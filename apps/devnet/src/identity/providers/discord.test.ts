import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SocialStandIns, startSocialStandIns } from '../standIns.js'
import { basicAuth, consent, pkce, postForm, redirectParams } from '../testing.js'

const REDIRECT_URI = 'http://127.0.0.1:3999/auth/social/callback'
let standIns: SocialStandIns

beforeAll(async () => {
  standIns = await startSocialStandIns({ port: 0, redirectUris: [REDIRECT_URI] })
})
afterAll(() => standIns?.stop())

function authorizeUrl(params: Record<string, string> = {}): string {
  const url = new URL(`${standIns.url}/discord.com/oauth2/authorize`)
  const search = {
    client_id: standIns.clients.discord.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'identify email',
    state: 'd-state',
    ...params,
  }
  for (const [name, value] of Object.entries(search)) url.searchParams.set(name, value)
  return url.href
}

async function codeFor(challenge: string): Promise<string> {
  const response = await consent(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }))
  return redirectParams(response, REDIRECT_URI).get('code') ?? ''
}

function redeem(code: string, verifier: string, overrides: Record<string, string> = {}, secret?: string) {
  const { clientId, clientSecret } = standIns.clients.discord
  return postForm(
    `${standIns.url}/discord.com/api/oauth2/token`,
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      ...overrides,
    },
    { authorization: basicAuth(clientId, secret ?? clientSecret) },
  )
}

const me = (token: string) =>
  fetch(`${standIns.url}/discord.com/api/users/@me`, { headers: { authorization: `Bearer ${token}` } })

describe('Discord stand-in', () => {
  it('full flow: consent → code → token (client_secret_basic, PKCE) → /users/@me', async () => {
    const { verifier, challenge } = pkce()
    expect(await (await fetch(authorizeUrl())).text()).toContain(
      '<h1>Sign in with Discord (local stand-in)</h1>',
    )
    const response = await redeem(await codeFor(challenge), verifier)
    const tokens = (await response.json()) as Record<string, string>
    expect(response.status).toBe(200)
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'identify email' })
    const user = (await (await me(tokens.access_token ?? '')).json()) as Record<string, unknown>
    expect(user).toMatchObject({
      username: 'ada_lovelace',
      global_name: 'Ada Lovelace',
      email: 'ada@example.test',
      verified: true,
    })
    expect(user.id).toMatch(/^\d{19}$/)
  })

  it('refuses a reused code, a wrong redirect_uri, a bad verifier (invalid_grant) and a wrong secret (401)', async () => {
    const { verifier, challenge } = pkce()
    const code = await codeFor(challenge)
    expect((await redeem(code, verifier)).status).toBe(200)
    for (const response of [
      await redeem(code, verifier),
      await redeem(await codeFor(challenge), verifier, { redirect_uri: `${REDIRECT_URI}x` }),
      await redeem(await codeFor(challenge), pkce().verifier),
    ]) {
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'invalid_grant' })
    }
    const wrongSecret = await redeem(await codeFor(challenge), verifier, {}, 'wrong')
    expect(wrongSecret.status).toBe(401)
    expect(await wrongSecret.json()).toEqual({ error: 'invalid_client' })
  })

  it('an unregistered redirect URI gets an error page; Cancel redirects access_denied', async () => {
    const page = await fetch(authorizeUrl({ redirect_uri: 'https://attacker.test/cb' }), {
      redirect: 'manual',
    })
    expect(page.status).toBe(400)
    expect(page.headers.get('location')).toBeNull()
    const params = redirectParams(await consent(authorizeUrl(), { decision: 'cancel' }), REDIRECT_URI)
    expect(params.get('error')).toBe('access_denied')
  })

  it('/users/@me answers 401 to a bad token', async () => {
    const response = await me('forged')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: '401: Unauthorized', code: 0 })
  })
})
