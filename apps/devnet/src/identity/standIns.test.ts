import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InvalidDevnetOptionError } from '../errors.js'
import { type SocialStandIns, startSocialStandIns } from './standIns.js'
import { consent, pkce, postForm, redirectParams } from './testing.js'

const REDIRECT_URI = 'http://127.0.0.1:3999/auth/social/callback'
let standIns: SocialStandIns

beforeAll(async () => {
  standIns = await startSocialStandIns({
    port: 0,
    redirectUris: [REDIRECT_URI],
    codeTtlMs: 300,
    accessTokenTtlMs: 1_000,
  })
})
afterAll(() => standIns?.stop())

function googleAuthorize(params: Record<string, string> = {}): string {
  const url = new URL(`${standIns.url}/accounts.google.com/o/oauth2/v2/auth`)
  const search = {
    client_id: standIns.clients.google.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email',
    ...params,
  }
  for (const [name, value] of Object.entries(search)) url.searchParams.set(name, value)
  return url.href
}

function redeem(code: string, verifier: string) {
  return postForm(`${standIns.url}/oauth2.googleapis.com/token`, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
    client_id: standIns.clients.google.clientId,
    client_secret: standIns.clients.google.clientSecret,
  })
}

async function googleCode(challenge: string): Promise<string> {
  const response = await consent(
    googleAuthorize({ code_challenge: challenge, code_challenge_method: 'S256' }),
  )
  return redirectParams(response, REDIRECT_URI).get('code') ?? ''
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('social stand-ins', () => {
  it('listens on 127.0.0.1 and generates distinct clients per provider', () => {
    expect(new URL(standIns.url).hostname).toBe('127.0.0.1')
    const ids = Object.values(standIns.clients).map((client) => client.clientId)
    expect(new Set(ids).size).toBe(6)
    expect(standIns.clients.apple).toMatchObject({
      teamId: expect.stringMatching(/^[A-Z0-9]{10}$/),
      keyId: expect.stringMatching(/^[A-Z0-9]{10}$/),
    })
  })

  it('an authorization code expires after codeTtlMs', async () => {
    const { verifier, challenge } = pkce()
    const code = await googleCode(challenge)
    await sleep(400)
    const response = await redeem(code, verifier)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('an access token stops working after accessTokenTtlMs', async () => {
    const { verifier, challenge } = pkce()
    const tokens = (await (await redeem(await googleCode(challenge), verifier)).json()) as {
      access_token: string
    }
    const userinfo = () =>
      fetch(`${standIns.url}/openidconnect.googleapis.com/v1/userinfo`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
    expect((await userinfo()).status).toBe(200)
    await sleep(1_100)
    expect((await userinfo()).status).toBe(401)
  })

  it("a token of one provider is refused at another's user endpoint", async () => {
    const { verifier, challenge } = pkce()
    const tokens = (await (await redeem(await googleCode(challenge), verifier)).json()) as {
      access_token: string
    }
    const github = await fetch(`${standIns.url}/api.github.com/user`, {
      headers: { authorization: `Bearer ${tokens.access_token}`, 'user-agent': 'kit-test' },
    })
    expect(github.status).toBe(401)
  })

  it('escapes what the request puts on the consent page', async () => {
    const html = await (await fetch(googleAuthorize({ scope: 'openid <script>alert(1)</script>' }))).text()
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('&#60;script&#62;')
  })

  it('a consent request answers once; a second answer gets an error page', async () => {
    const page = await (await fetch(googleAuthorize())).text()
    const requestId = page.match(/name="request" value="([^"]+)"/)?.[1] ?? ''
    const answer = () =>
      fetch(`${standIns.url}/accounts.google.com/o/oauth2/v2/auth`, {
        method: 'POST',
        body: new URLSearchParams({
          request: requestId,
          decision: 'authorize',
          name: 'Ada',
          email: 'a@b.test',
        }),
        redirect: 'manual',
      })
    expect((await answer()).status).toBe(302)
    const again = await answer()
    expect(again.status).toBe(400)
    expect(again.headers.get('location')).toBeNull()
  })

  it('shows the form again with an error for an empty name or a bad e-mail, keeping the request', async () => {
    const page = await (await fetch(googleAuthorize())).text()
    const requestId = page.match(/name="request" value="([^"]+)"/)?.[1] ?? ''
    const post = (fields: Record<string, string>) =>
      fetch(`${standIns.url}/accounts.google.com/o/oauth2/v2/auth`, {
        method: 'POST',
        body: new URLSearchParams({ request: requestId, decision: 'authorize', ...fields }),
        redirect: 'manual',
      })
    const bad = await post({ name: '', email: 'not-an-address' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('role="alert"')
    expect((await post({ name: 'Ada', email: 'ada@example.test' })).status).toBe(302)
  })

  it('answers 404 for a path no stand-in serves, 405 for a wrong method, 413 for a huge body', async () => {
    expect((await fetch(`${standIns.url}/example.com/`)).status).toBe(404)
    expect((await fetch(`${standIns.url}/oauth2.googleapis.com/token`)).status).toBe(405)
    const huge = await fetch(`${standIns.url}/oauth2.googleapis.com/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `code=${'a'.repeat(70_000)}`,
    })
    expect(huge.status).toBe(413)
  })

  it('allowRedirectUri takes absolute http(s) URLs only, and registers them for every provider', async () => {
    expect(() => standIns.allowRedirectUri('/relative')).toThrow(InvalidDevnetOptionError)
    expect(() => standIns.allowRedirectUri('javascript:alert(1)')).toThrow(InvalidDevnetOptionError)
    expect(() => standIns.allowRedirectUri('http://127.0.0.1:4000/cb#x')).toThrow(InvalidDevnetOptionError)
    const before = await fetch(googleAuthorize({ redirect_uri: 'http://127.0.0.1:4000/cb' }))
    expect(before.status).toBe(400)
    standIns.allowRedirectUri('http://127.0.0.1:4000/cb')
    expect((await fetch(googleAuthorize({ redirect_uri: 'http://127.0.0.1:4000/cb' }))).status).toBe(200)
  })

  it('rejects bad options before listening', async () => {
    await expect(startSocialStandIns({ port: -1 })).rejects.toBeInstanceOf(InvalidDevnetOptionError)
    await expect(startSocialStandIns({ port: 0, redirectUris: ['nope'] })).rejects.toBeInstanceOf(
      InvalidDevnetOptionError,
    )
    await expect(startSocialStandIns({ port: 0, codeTtlMs: 0 })).rejects.toBeInstanceOf(
      InvalidDevnetOptionError,
    )
  })
})
