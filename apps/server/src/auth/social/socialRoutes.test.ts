import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHeaders } from '../../testing/auth.js'
import { call } from '../../testing/http.js'
import { completeLocalOidcLogin } from '../../testing/oidcBrowser.js'
import { startTestServer, type TestServer } from '../../testing/testServer.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ auth: { localOidc: true } })
})
afterAll(() => server.close())

const returnTo = 'http://frame.test/social/done'
const start = (provider: string, target = returnTo) =>
  call(`${server.url}/v1/auth/social/start`, { json: { provider, returnTo: target }, headers: frameHeaders })
const connect = (result: string) =>
  call(`${server.url}/v1/auth/social/connect`, { json: { result }, headers: frameHeaders })

describe('social login through the local OIDC provider', () => {
  it('serves one discovery document at /oidc for all six providers', async () => {
    const { status, body } = await call(`${server.url}/oidc/.well-known/openid-configuration`)
    expect(status).toBe(200)
    expect(body.issuer).toBe(`${server.url}/oidc`)
    expect(body.authorization_endpoint).toBe(`${server.url}/oidc/auth`)
  })

  it('serves its dev login page with nothing from another host (its Google Fonts import removed, and a CSP)', async () => {
    const started = await start('github')
    const first = await fetch(started.body.uri, { redirect: 'manual' })
    const cookie = first.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ')
    const page = await fetch(new URL(first.headers.get('location') ?? '', started.body.uri), {
      headers: { cookie },
    })
    const html = await page.text()
    expect(html).toContain('name="login"')
    expect(html).not.toContain('fonts.googleapis.com')
    const policy = page.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("style-src 'self' 'unsafe-inline'")
    expect(policy).not.toMatch(/https?:|form-action/)
  })

  it('logs in with google: a user, a social identity with the e-mail the stand-in gave, and a session', async () => {
    const started = await start('google')
    expect(started.status).toBe(200)
    const uri = new URL(started.body.uri)
    expect(uri.origin + uri.pathname).toBe(`${server.url}/oidc/auth`)
    expect(uri.searchParams.get('client_id')).toBe('kit-local-google')
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')

    const back = await completeLocalOidcLogin(started.body.uri, 'dana@example.test', returnTo)
    const result = back.searchParams.get('result')
    expect(result).toBeTruthy()
    const login = await connect(result ?? '')
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({
      token: expect.any(String),
      userName: 'dana',
      user: {
        // The stand-in never verifies an address, so it is not the account's e-mail.
        email: null,
        userName: 'dana',
        identities: [{ provider: 'google', username: 'dana', email: 'dana@example.test' }],
      },
    })
    const session = await call(`${server.url}/v1/auth/session`, {
      headers: { ...frameHeaders, authorization: `Bearer ${login.body.token}` },
    })
    expect(session.body).toMatchObject({ method: 'google', user: { email: null, userName: 'dana' } })
    // The one-time result works once.
    expect((await connect(result ?? '')).body.reasons[0].name).toBe('InvalidLoginResult')
  })

  it('never links through the stand-in: the same typed e-mail on a second provider is another user', async () => {
    const google = await start('google')
    const first = await connect(
      (await completeLocalOidcLogin(google.body.uri, 'erin@example.test', returnTo)).searchParams.get(
        'result',
      ) ?? '',
    )
    const discord = await start('discord')
    const second = await connect(
      (await completeLocalOidcLogin(discord.body.uri, 'erin@example.test', returnTo)).searchParams.get(
        'result',
      ) ?? '',
    )
    expect(second.body.user.id).not.toBe(first.body.user.id)
    expect(second.body.user.identities.map((entry: { provider: string }) => entry.provider)).toEqual([
      'discord',
    ])
  })

  it('refuses unknown providers, and return pages outside the secure frame', async () => {
    expect((await start('myspace')).status).toBe(400)
    const elsewhere = await start('github', 'http://evil.test/steal')
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.body.reasons[0].name).toBe('InvalidReturnTo')
  })

  it('answers a replayed or forged callback with an error page, never a login', async () => {
    const forged = await call(`${server.url}/auth/social/callback?state=forged&code=abc`)
    expect(forged.status).toBe(400)
    expect(forged.body).toContain('This sign-in has expired')
  })

  it('sends the popup back with an error when the provider refuses', async () => {
    const started = await start('apple')
    const state = new URL(started.body.uri).searchParams.get('state') ?? ''
    const response = await fetch(`${server.url}/auth/social/callback?state=${state}&error=access_denied`, {
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`${returnTo}?error=access_denied`)
  })
})

describe('social login without a configured issuer', () => {
  it('answers 503 naming the provider', async () => {
    const plain = await startTestServer()
    try {
      const answer = await call(`${plain.url}/v1/auth/social/start`, {
        json: { provider: 'x', returnTo },
        headers: frameHeaders,
      })
      expect(answer.status).toBe(503)
      expect(answer.body.reasons[0].description).toBe('Login with x is not configured on this server')
      expect((await call(`${plain.url}/oidc/.well-known/openid-configuration`)).status).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
