import { createHash, generateKeyPairSync } from 'node:crypto'
import { type SocialStandIns, startSocialStandIns } from '@kit/devnet'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { frameHeaders } from '../../testing/auth.js'
import { call } from '../../testing/http.js'
import { completeSocialLogin } from '../../testing/socialBrowser.js'
import { startTestServer, type TestServer } from '../../testing/testServer.js'

// Sign in with Apple against the devnet's Apple stand-in, which checks the client secret as Apple does (an ES256
// JWT signed with the team's key: `kid` the key id, `iss` the team, `sub` the Services ID, `aud` Apple's issuer)
// and answers by form_post, with the name in `user` on first consent only.
let idp: SocialStandIns
let server: TestServer
beforeAll(async () => {
  idp = await startSocialStandIns({ port: 0 })
  server = await startTestServer({
    auth: {
      social: { apple: idp.clients.apple },
      socialStandInUrl: idp.url,
      emailLinkingProviders: ['apple'],
    },
  })
  idp.allowRedirectUri(`${server.url}/auth/social/callback`)
})
afterAll(async () => {
  await server?.close()
  await idp?.stop()
})

const verifier = 'w'.repeat(43)
const challenge = createHash('sha256').update(verifier).digest('base64url')

/** The client secrets the server sent to Apple's token endpoint, seen on the way out. */
function clientSecretsSent(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls
    .filter(([target]) => String(target).endsWith('/appleid.apple.com/auth/token'))
    .map(
      ([, init]) =>
        new URLSearchParams((init as RequestInit).body as URLSearchParams).get('client_secret') ?? '',
    )
}

/** A popup login through Apple's consent page and form_post callback. */
async function login(target: TestServer) {
  const started = await call(`${target.url}/v1/auth/social/start`, {
    json: { provider: 'apple', returnTo: 'http://frame.test/done', resultChallenge: challenge },
    headers: frameHeaders,
  })
  const uri = new URL(started.body.uri)
  expect(`${uri.origin}${uri.pathname}`).toBe(`${idp.url}/appleid.apple.com/auth/authorize`)
  expect(uri.searchParams.get('response_mode')).toBe('form_post')
  return completeSocialLogin(started.body.uri, { name: 'Annie Apple', email: 'annie@example.test' })
}

it('signs in with a fresh client-secret JWT Apple accepts, the ID token verified, the first consent naming the person', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch')
  try {
    const redeem = async () => {
      const { callback, location } = await login(server)
      // See Other: the browser follows Apple's form POST with a GET of the return page.
      expect(callback.status).toBe(303)
      const answer = await call(`${server.url}/v1/auth/social/connect`, {
        json: { result: location?.searchParams.get('result'), resultVerifier: verifier },
        headers: frameHeaders,
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return answer.body
    }
    const first = await redeem()
    expect(first.user).toMatchObject({
      // Apple verified the address, and this operator trusts Apple: the account takes it.
      email: 'annie@example.test',
      identities: [{ provider: 'apple', username: 'Annie Apple', email: 'annie@example.test' }],
    })
    // Later logins have no `user`: the name stays.
    const again = await redeem()
    expect(again.user.id).toBe(first.user.id)
    expect(again.userName).toBe('Annie Apple')
    // A fresh client secret for each exchange, as Apple wants it.
    const secrets = clientSecretsSent(fetchSpy)
    expect(secrets).toHaveLength(2)
    expect(new Set(secrets).size).toBe(2)
    for (const secret of secrets) {
      expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: idp.clients.apple.keyId })
      const claims = decodeJwt(secret)
      expect(claims).toMatchObject({
        iss: idp.clients.apple.teamId,
        sub: idp.clients.apple.clientId,
        aud: `${idp.url}/appleid.apple.com`,
      })
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300)
    }
  } finally {
    fetchSpy.mockRestore()
  }
})

it('fails with invalid_client when the configured key is not the team key Apple has', async () => {
  const other = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const wrong = await startTestServer({
    auth: {
      social: {
        apple: {
          ...idp.clients.apple,
          privateKey: other.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        },
      },
      socialStandInUrl: idp.url,
    },
  })
  idp.allowRedirectUri(`${wrong.url}/auth/social/callback`)
  try {
    const { location } = await login(wrong)
    expect(location?.searchParams.get('error')).toBe('invalid_client')
    const reason = wrong.logs.filter((entry) => entry.msg === 'social login failed').at(-1)?.reason
    expect(reason).toContain('check KIT_SOCIAL_APPLE_CLIENT_ID, _TEAM_ID, _KEY_ID and _PRIVATE_KEY')
  } finally {
    await wrong.close()
  }
})
