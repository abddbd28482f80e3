import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UnauthorizedError } from '../../errors.js'
import { createOidcClient } from './oidcClient.js'

// A minimal issuer: discovery, JWKS and a token endpoint that answers whatever ID token the test sets.
const keyA = generateKeyPairSync('rsa', { modulusLength: 2048 })
const keyB = generateKeyPairSync('rsa', { modulusLength: 2048 })
let published: Array<{ key: KeyObject; kid: string }> = [{ key: keyA.publicKey, kid: 'a' }]
let nextIdToken = ''
let issuer = ''
/** What the discovery document says the issuer is; normally the issuer itself. */
let discoveredIssuer: string | undefined
/** Extra published keys, as JWK objects. */
let extraKeys: Record<string, unknown>[] = []
let server: Server

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json')
    if (request.url === '/.well-known/openid-configuration')
      return response.end(
        JSON.stringify({
          issuer: discoveredIssuer ?? issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
        }),
      )
    if (request.url === '/jwks')
      return response.end(
        JSON.stringify({
          keys: [
            ...published.map(({ key, kid }) => ({
              ...key.export({ format: 'jwk' }),
              kid,
              alg: 'RS256',
              use: 'sig',
            })),
            ...extraKeys,
          ],
        }),
      )
    if (request.url === '/token') return response.end(JSON.stringify({ id_token: nextIdToken }))
    response.statusCode = 404
    response.end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function jwt(
  claims: Record<string, unknown>,
  options: { key?: KeyObject; kid?: string; alg?: string } = {},
): string {
  const header = Buffer.from(
    JSON.stringify({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'a' }),
  ).toString('base64url')
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), options.key ?? keyA.privateKey)
  return `${header}.${payload}.${signature.toString('base64url')}`
}

const now = () => Date.now()
const seconds = () => Math.floor(Date.now() / 1000)
const good = () => ({
  iss: issuer,
  aud: 'client',
  sub: 'user-1',
  nonce: 'n',
  exp: seconds() + 300,
  iat: seconds(),
})

async function login(idToken: string) {
  nextIdToken = idToken
  const client = createOidcClient(5_000, now)
  return client.login(
    { issuer, clientId: 'client', clientSecret: 'secret' },
    { code: 'c', redirectUri: 'http://rp/cb', codeVerifier: 'v', nonce: 'n' },
  )
}

async function refusal(idToken: string): Promise<string> {
  const error = await login(idToken).then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(UnauthorizedError)
  return (error as UnauthorizedError).shortMessage
}

describe('ID token verification', () => {
  it('accepts a token signed by the issuer for this client and nonce', async () => {
    expect(await login(jwt(good()))).toMatchObject({ sub: 'user-1' })
  })

  it('refuses a bad signature, a foreign key and "none"', async () => {
    const token = jwt(good())
    const tampered = `${token.split('.').slice(0, 2).join('.')}.${Buffer.from('x').toString('base64url')}`
    expect(await refusal(tampered)).toBe("The identity provider's token is invalid: bad signature")
    expect(await refusal(jwt(good(), { key: keyB.privateKey }))).toMatch(/bad signature/)
    expect(await refusal(jwt(good(), { alg: 'none' }))).toMatch(/unsupported algorithm none/)
  })

  it('refuses another issuer, another audience, an expired token and a wrong nonce', async () => {
    expect(await refusal(jwt({ ...good(), iss: 'https://evil.test' }))).toMatch(/wrong issuer/)
    expect(await refusal(jwt({ ...good(), aud: 'someone-else' }))).toMatch(/issued for another client/)
    expect(await refusal(jwt({ ...good(), exp: seconds() - 3600 }))).toMatch(/expired/)
    expect(await refusal(jwt({ ...good(), nonce: 'replayed' }))).toMatch(/nonce mismatch/)
  })

  it('follows a key rotation: an unknown key id makes it fetch the keys again', async () => {
    const client = createOidcClient(5_000, now)
    const config = { issuer, clientId: 'client', clientSecret: 'secret' }
    const request = { code: 'c', redirectUri: 'http://rp/cb', codeVerifier: 'v', nonce: 'n' }
    nextIdToken = jwt(good())
    await client.login(config, request)
    published = [{ key: keyB.publicKey, kid: 'b' }]
    nextIdToken = jwt(good(), { key: keyB.privateKey, kid: 'b' })
    expect(await client.login(config, request)).toMatchObject({ sub: 'user-1' })
    published = [{ key: keyA.publicKey, kid: 'a' }]
  })

  it('refuses a discovery document that names another issuer', async () => {
    discoveredIssuer = 'https://evil.test'
    try {
      const error = await login(jwt({ ...good(), iss: 'https://evil.test' })).then(
        () => undefined,
        (caught: unknown) => caught,
      )
      expect((error as Error).message).toMatch(/discovery names another issuer/)
    } finally {
      discoveredIssuer = undefined
    }
  })

  it('with several audiences, or an azp, the token must be issued to this client', async () => {
    expect(await refusal(jwt({ ...good(), aud: ['client', 'other'] }))).toMatch(/issued to another party/)
    expect(await refusal(jwt({ ...good(), aud: ['client', 'other'], azp: 'other' }))).toMatch(
      /issued to another party/,
    )
    expect(await refusal(jwt({ ...good(), azp: 'other' }))).toMatch(/issued to another party/)
    expect(await login(jwt({ ...good(), aud: ['client', 'other'], azp: 'client' }))).toMatchObject({
      sub: 'user-1',
    })
  })

  it('uses only a published key whose type, algorithm and use fit the token', async () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
    try {
      // An EC key under the token's key id cannot verify an RS256 token.
      extraKeys = [{ ...ec.publicKey.export({ format: 'jwk' }), kid: 'ec' }]
      expect(await refusal(jwt(good(), { kid: 'ec' }))).toMatch(/unknown key/)
      // A key published for encryption, or for another algorithm, is not a signing key for this token.
      extraKeys = [{ ...rsa.publicKey.export({ format: 'jwk' }), kid: 'enc', use: 'enc' }]
      expect(await refusal(jwt(good(), { key: rsa.privateKey, kid: 'enc' }))).toMatch(/unknown key/)
      extraKeys = [{ ...rsa.publicKey.export({ format: 'jwk' }), kid: 'ps', alg: 'PS256' }]
      expect(await refusal(jwt(good(), { key: rsa.privateKey, kid: 'ps' }))).toMatch(/unknown key/)
      extraKeys = [{ ...rsa.publicKey.export({ format: 'jwk' }), kid: 'ok', alg: 'RS256', use: 'sig' }]
      expect(await login(jwt(good(), { key: rsa.privateKey, kid: 'ok' }))).toMatchObject({ sub: 'user-1' })
    } finally {
      extraKeys = []
    }
  })
})
