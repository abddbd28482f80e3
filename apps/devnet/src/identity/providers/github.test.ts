import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SocialStandIns, startSocialStandIns } from '../standIns.js'
import { consent, pkce, postForm, redirectParams } from '../testing.js'

const REDIRECT_URI = 'http://127.0.0.1:3999/auth/social/callback'
let standIns: SocialStandIns

beforeAll(async () => {
  standIns = await startSocialStandIns({ port: 0 })
  standIns.allowRedirectUri(REDIRECT_URI)
})
afterAll(() => standIns?.stop())

function authorizeUrl(params: Record<string, string> = {}): string {
  const url = new URL(`${standIns.url}/github.com/login/oauth/authorize`)
  const search = {
    client_id: standIns.clients.github.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'read:user user:email',
    state: 'gh-state',
    ...params,
  }
  for (const [name, value] of Object.entries(search)) url.searchParams.set(name, value)
  return url.href
}

async function codeFor(challenge: string): Promise<string> {
  const response = await consent(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }))
  return redirectParams(response, REDIRECT_URI).get('code') ?? ''
}

function redeem(
  code: string,
  verifier: string,
  overrides: Record<string, string> = {},
  accept = 'application/json',
) {
  return postForm(
    `${standIns.url}/github.com/login/oauth/access_token`,
    {
      client_id: standIns.clients.github.clientId,
      client_secret: standIns.clients.github.clientSecret,
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      ...overrides,
    },
    { accept },
  )
}

const api = (path: string, token: string) =>
  fetch(`${standIns.url}/api.github.com${path}`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/vnd.github+json',
      'user-agent': 'kit-test',
    },
  })

describe('GitHub stand-in', () => {
  it('full flow: consent → code → token (JSON when asked) → /user and /user/emails', async () => {
    const { verifier, challenge } = pkce()
    const page = await (await fetch(authorizeUrl())).text()
    expect(page).toContain('<h1>Sign in with GitHub (local stand-in)</h1>')

    const params = redirectParams(
      await consent(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' })),
      REDIRECT_URI,
    )
    expect([...params.keys()].sort()).toEqual(['code', 'state'])
    expect(params.get('state')).toBe('gh-state')
    const response = await redeem(params.get('code') ?? '', verifier)
    expect(response.status).toBe(200)
    const tokens = (await response.json()) as Record<string, string>
    expect(tokens).toEqual({
      access_token: expect.stringMatching(/^gho_/),
      token_type: 'bearer',
      scope: 'read:user,user:email',
    })

    const user = (await (await api('/user', tokens.access_token ?? '')).json()) as Record<string, unknown>
    expect(user).toMatchObject({ login: 'ada-lovelace', name: 'Ada Lovelace', email: 'ada@example.test' })
    expect(typeof user.id).toBe('number')
    expect(await (await api('/user/emails', tokens.access_token ?? '')).json()).toContainEqual({
      email: 'ada@example.test',
      primary: true,
      verified: true,
      visibility: 'private',
    })
  })

  it('answers form-encoded without Accept: application/json, as GitHub does', async () => {
    const { verifier, challenge } = pkce()
    const response = await redeem(await codeFor(challenge), verifier, {}, '*/*')
    expect(response.headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    const body = new URLSearchParams(await response.text())
    expect(body.get('token_type')).toBe('bearer')
    expect(body.get('access_token')).toMatch(/^gho_/)
  })

  it('token errors are HTTP 200 with error: reused code, wrong redirect_uri, bad verifier, wrong secret', async () => {
    const { verifier, challenge } = pkce()
    const code = await codeFor(challenge)
    expect((await redeem(code, verifier)).status).toBe(200)

    const expectError = async (response: Response, error: string) => {
      expect(response.status).toBe(200)
      const body = (await response.json()) as Record<string, string>
      expect(body.error).toBe(error)
      expect(body.access_token).toBeUndefined()
    }
    await expectError(await redeem(code, verifier), 'bad_verification_code')
    await expectError(
      await redeem(await codeFor(challenge), verifier, { redirect_uri: `${REDIRECT_URI}/x` }),
      'redirect_uri_mismatch',
    )
    await expectError(await redeem(await codeFor(challenge), pkce().verifier), 'bad_verification_code')
    await expectError(
      await redeem(await codeFor(challenge), verifier, { client_secret: 'f'.repeat(40) }),
      'incorrect_client_credentials',
    )
  })

  it('an unregistered redirect URI gets an error page, no redirect', async () => {
    const response = await fetch(authorizeUrl({ redirect_uri: 'https://attacker.test/cb' }), {
      redirect: 'manual',
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
  })

  it('Cancel redirects with error=access_denied', async () => {
    const params = redirectParams(await consent(authorizeUrl(), { decision: 'cancel' }), REDIRECT_URI)
    expect(params.get('error')).toBe('access_denied')
    expect(params.get('state')).toBe('gh-state')
  })

  it('the REST API answers 401 Bad credentials to a bad token', async () => {
    const response = await api('/user', 'gho_forged')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'Bad credentials' })
  })
})
