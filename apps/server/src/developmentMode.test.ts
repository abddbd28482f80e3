import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVELOPMENT_MASTER_KEY, generateMasterKey } from './config/index.js'
import { configFromEnv } from './config/fromEnv.js'
import { createServer, type KitServer } from './server.js'
import { frameHeaders } from './testing/auth.js'
import { call } from './testing/http.js'
import { startTestServer, type TestServer } from './testing/testServer.js'

const notFound = (path: string) => ({ name: 'NotFound', description: `No route for ${path}` })

describe('a server configured from the environment without KIT_DEV (NODE_ENV unset)', () => {
  let server: KitServer
  beforeAll(async () => {
    server = await createServer(
      configFromEnv({
        KIT_MASTER_KEY: generateMasterKey(),
        KIT_SERVER_PORT: '0',
        KIT_DATA_DIR: ':memory:',
        KIT_FRAME_ORIGINS: 'http://frame.test',
        KIT_LOG: 'quiet',
      }),
    )
  })
  afterAll(() => server.close())

  it('has no Farcaster approval page (GET and POST answer the JSON 404)', async () => {
    const page = await call(`${server.url}/auth/farcaster/approve?channel=x`)
    expect(page.status).toBe(404)
    expect(page.body.reasons[0]).toEqual(notFound('GET /auth/farcaster/approve'))
    const post = await call(`${server.url}/auth/farcaster/approve`, {
      method: 'POST',
      body: new URLSearchParams({ channel: 'x', username: 'victim', fid: '3' }),
    })
    expect(post.status).toBe(404)
    expect(post.body.reasons[0]).toEqual(notFound('POST /auth/farcaster/approve'))
  })

  it('says Farcaster sign-in is unavailable instead of opening a channel nobody can verify', async () => {
    const channel = await call(`${server.url}/v1/auth/farcaster/channel`, {
      method: 'POST',
      headers: frameHeaders,
    })
    expect(channel.status).toBe(404)
    expect(channel.body.reasons[0]).toEqual({
      name: 'FarcasterUnavailable',
      description: 'Sign-in with Farcaster is not available on this server',
    })
    const status = await call(`${server.url}/v1/auth/farcaster/status`, {
      json: { channelToken: 'x', pollSecret: 'y' },
      headers: frameHeaders,
    })
    expect(status.status).toBe(404)
  })

  it('has no local OIDC provider at /oidc, and social login is not configured', async () => {
    for (const path of ['/oidc/.well-known/openid-configuration', '/oidc/auth', '/oidc'])
      expect((await call(`${server.url}${path}`)).status).toBe(404)
    const start = await call(`${server.url}/v1/auth/social/start`, {
      json: { provider: 'google', returnTo: 'http://frame.test/done', resultChallenge: 'c'.repeat(43) },
      headers: frameHeaders,
    })
    expect(start.status).toBe(503)
    expect(start.body.reasons[0].description).toBe('Login with google is not configured on this server')
  })

  it('has no on-ramp sandbox page or purchase route', async () => {
    const page = await call(
      `${server.url}/onramp?publicKey=k&destinationCurrencyCode=USDC&walletAddress=0x0000000000000000000000000000000000000001`,
    )
    expect(page.status).toBe(404)
    expect(page.body.reasons[0]).toEqual(notFound('GET /onramp'))
    const purchase = await call(`${server.url}/onramp/purchase`, {
      method: 'POST',
      body: new URLSearchParams({ formToken: 'x', amount: '100' }),
    })
    expect(purchase.status).toBe(404)
  })

  it('seeds no demo project and allows no localhost frame origin', async () => {
    const demo = await call(`${server.url}/v1/projects/demo/config`)
    expect(demo.status).toBe(404)
    const fromLocalFrame = await call(`${server.url}/v1/auth/email/connect`, {
      json: { email: 'a@example.test', deviceId: 'd'.repeat(20) },
      headers: { origin: 'http://localhost:5174' },
    })
    expect(fromLocalFrame.status).toBe(403)
  })

  it('has no clock a caller can move', async () => {
    const moved = await call(`${server.url}/v1/dev/clock`, { json: { advanceSeconds: 86_400 } })
    expect(moved.status).toBe(404)
    expect(moved.body.reasons[0]).toEqual(notFound('POST /v1/dev/clock'))
  })
})

describe('the same routes in development mode', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('serves the stand-ins, but no Farcaster without a chain to verify on', async () => {
    const channel = await call(`${server.url}/v1/auth/farcaster/channel`, {
      method: 'POST',
      headers: frameHeaders,
    })
    expect(channel.status).toBe(404)
    expect(channel.body.reasons[0].name).toBe('FarcasterUnavailable')
    expect((await call(`${server.url}/auth/farcaster/approve?channel=x`)).status).toBe(404)
    // The sandbox is mounted: it answers with its own page (no chain configured here), not the JSON 404.
    const page = await call(
      `${server.url}/onramp?publicKey=k&destinationCurrencyCode=USDC&walletAddress=0x0000000000000000000000000000000000000001`,
    )
    expect(page.status).toBe(503)
    expect(page.body).toContain('Purchase not possible')
  })

  it('moves its clock forward for a test, shows it in the Date header, and puts it back', async () => {
    const serverTime = async () => Date.parse((await fetch(`${server.url}/health`)).headers.get('date') ?? '')
    const before = await serverTime()
    const moved = await call(`${server.url}/v1/dev/clock`, { json: { advanceSeconds: 7 * 86_400 } })
    expect(moved.status).toBe(200)
    expect(Date.parse(moved.body.now) - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000)
    expect((await serverTime()) - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000)
    const backwards = await call(`${server.url}/v1/dev/clock`, { json: { advanceSeconds: -60 } })
    expect(backwards.status).toBe(400)
    const reset = await call(`${server.url}/v1/dev/clock`, { json: { reset: true } })
    expect(reset.status).toBe(200)
    expect(Math.abs((await serverTime()) - Date.now())).toBeLessThan(5000)
  })
})

describe('refusal to start', () => {
  const base = { port: 0, masterKey: generateMasterKey(), log: false as const }

  it('refuses development mode on a non-loopback host, naming KIT_SERVER_HOST', async () => {
    await expect(createServer({ ...base, development: true, host: '0.0.0.0' })).rejects.toThrow(
      /Development mode \(KIT_DEV=1\) is on but the server binds 0\.0\.0\.0[\s\S]*KIT_SERVER_HOST=127\.0\.0\.1/,
    )
    await expect(createServer({ ...base, development: true, host: '::' })).rejects.toThrow('KIT_SERVER_HOST')
  })

  it('refuses development mode behind an https public URL, naming KIT_PUBLIC_URL', async () => {
    await expect(
      createServer({ ...base, development: true, publicUrl: 'https://kit.example' }),
    ).rejects.toThrow('KIT_PUBLIC_URL is https://kit.example')
  })

  it('refuses to start without a master key outside development, naming KIT_MASTER_KEY', () => {
    expect(() => configFromEnv({ KIT_SERVER_HOST: '0.0.0.0' })).toThrow('KIT_MASTER_KEY is not set')
  })

  it('refuses the public development master key outside development, naming KIT_MASTER_KEY', async () => {
    await expect(createServer({ ...base, masterKey: DEVELOPMENT_MASTER_KEY })).rejects.toThrow(
      'set KIT_MASTER_KEY to your own key',
    )
    // KIT_MASTER_KEY set to the public key by hand is refused just the same.
    await expect(
      createServer(
        configFromEnv({
          KIT_MASTER_KEY: DEVELOPMENT_MASTER_KEY,
          KIT_SERVER_PORT: '0',
          KIT_DATA_DIR: ':memory:',
        }),
      ),
    ).rejects.toThrow('KIT_MASTER_KEY')
  })

  it('refuses the social stand-in URL and the sandbox treasury outside development', async () => {
    await expect(
      createServer({ ...base, auth: { socialStandInUrl: 'http://127.0.0.1:8556' } }),
    ).rejects.toThrow(
      /KIT_SOCIAL_STAND_IN_URL\) sends every social login to a test identity provider: it needs development mode \(KIT_DEV=1\)/,
    )
    // From the environment just the same.
    await expect(
      createServer(
        configFromEnv({
          KIT_MASTER_KEY: 'a'.repeat(64),
          KIT_SOCIAL_STAND_IN_URL: 'http://127.0.0.1:8556',
          KIT_SERVER_PORT: '0',
          KIT_DATA_DIR: ':memory:',
        }),
      ),
    ).rejects.toThrow('KIT_SOCIAL_STAND_IN_URL')
    await expect(
      createServer({ ...base, onramp: { treasury: { evmPrivateKey: `0x${'1'.repeat(64)}` } } }),
    ).rejects.toThrow('KIT_TREASURY_EVM_KEY')
  })

  it('refuses the removed local OIDC stand-in, naming the settings that replace it', async () => {
    await expect(
      createServer({ ...base, development: true, auth: { localOidc: true } as never }),
    ).rejects.toThrow(
      /auth\.localOidc \(KIT_LOCAL_OIDC\) was removed[\s\S]*auth\.social[\s\S]*KIT_SOCIAL_STAND_IN_URL/,
    )
  })

  it('allows development mode on loopback hosts', async () => {
    const server = await createServer({ ...base, development: true, host: 'localhost' })
    await server.close()
  })
})
