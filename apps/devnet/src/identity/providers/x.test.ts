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
  const url = new URL(`${standIns.url}/x.com/i/oauth2/authorize`)
  const search = {
    client_id: standIns.clients.x.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'users.read tweet.read',
    state: 'x-state',
    ...params,
  }
  for (const [name, value] of Object.entries(search)) url.searchParams.set(name, value)
  return url.href
}

async function codeFor(challenge: string, name?: string): Promise<string> {
  const response = await consent(
    authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }),
    name ? { name } : {},
  )
  return redirectParams(response, REDIRECT_URI).get('code') ?? ''
}

function redeem(code: string, verifier: string, overrides: Record<string, string> = {}, secret?: string) {
  const { clientId, clientSecret } = standIns.clients.x
  return postForm(
    `${standIns.url}/api.x.com/2/oauth2/token`,
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
  fetch(`${standIns.url}/api.x.com/2/users/me`, { headers: { authorization: `Bearer ${token}` } })

describe('X stand-in', () => {
  it('full flow: consent (no e-mail asked) → code → token (Basic, PKCE) → /2/users/me as {data}', async () => {
    const { verifier, challenge } = pkce()
    const html = await (
      await fetch(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }))
    ).text()
    expect(html).toContain('<h1>Sign in with X (local stand-in)</h1>')
    expect(html).not.toContain('E-mail')
    const response = await redeem(await codeFor(challenge, 'Grace Hopper'), verifier)
    const tokens = (await response.json()) as Record<string, string>
    expect(response.status).toBe(200)
    expect(tokens).toMatchObject({ token_type: 'bearer', scope: 'users.read tweet.read' })
    const body = (await (await me(tokens.access_token ?? '')).json()) as { data: Record<string, string> }
    expect(body).toEqual({
      data: { id: expect.stringMatching(/^\d{19}$/), name: 'Grace Hopper', username: 'grace_hopper' },
    })
  })

  it('requires PKCE and state at authorize (error redirect)', async () => {
    const noPkce = await fetch(authorizeUrl(), { redirect: 'manual' })
    expect(redirectParams(noPkce, REDIRECT_URI).get('error')).toBe('invalid_request')
    const { challenge } = pkce()
    const url = new URL(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }))
    url.searchParams.delete('state')
    expect(redirectParams(await fetch(url, { redirect: 'manual' }), REDIRECT_URI).get('error')).toBe(
      'invalid_request',
    )
  })

  it('refuses a reused code, a wrong redirect_uri and a bad verifier (400), a wrong secret or secret in the body (401)', async () => {
    const { verifier, challenge } = pkce()
    const code = await codeFor(challenge)
    expect((await redeem(code, verifier)).status).toBe(200)
    for (const response of [
      await redeem(code, verifier),
      await redeem(await codeFor(challenge), verifier, { redirect_uri: `${REDIRECT_URI}x` }),
      await redeem(await codeFor(challenge), pkce().verifier),
    ]) {
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'invalid_request' })
    }
    expect((await redeem(await codeFor(challenge), verifier, {}, 'wrong')).status).toBe(401)
    const inBody = await postForm(`${standIns.url}/api.x.com/2/oauth2/token`, {
      grant_type: 'authorization_code',
      code: await codeFor(challenge),
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      client_id: standIns.clients.x.clientId,
      client_secret: standIns.clients.x.clientSecret,
    })
    expect(inBody.status).toBe(401)
  })

  it('an unregistered redirect URI gets an error page; the page asks no e-mail; Cancel redirects access_denied', async () => {
    const { challenge } = pkce()
    const withPkce = { code_challenge: challenge, code_challenge_method: 'S256' }
    const page = await fetch(authorizeUrl({ ...withPkce, redirect_uri: 'https://attacker.test/cb' }), {
      redirect: 'manual',
    })
    expect(page.status).toBe(400)
    expect(page.headers.get('location')).toBeNull()
    const form = await (await fetch(authorizeUrl(withPkce))).text()
    expect(form).toContain('<h1>Sign in with X (local stand-in)</h1>')
    expect(form).not.toContain('name="email"')
    const params = redirectParams(await consent(authorizeUrl(withPkce), { decision: 'cancel' }), REDIRECT_URI)
    expect(params.get('error')).toBe('access_denied')
    expect(params.get('state')).toBe('x-state')
  })

  it('/2/users/me answers 401 to a bad token', async () => {
    expect((await me('forged')).status).toBe(401)
  })
})
