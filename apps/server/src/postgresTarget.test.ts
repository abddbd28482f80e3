import { randomUUID } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateMasterKey } from './config/index.js'
import { frameHeaders, lastApprovalLink, lastCode } from './testing/auth.js'
import { call } from './testing/http.js'
import { signedRegistration } from './testing/names.js'
import { skipWithoutPostgres, startTestPostgres, type TestPostgres } from './testing/postgres.js'
import { startTestServer, type TestServer } from './testing/testServer.js'

// The same server code on a real Postgres server (DATABASE_URL), where a `postgres` binary exists.
// Skipped only outside CI when no Postgres binaries are found; under CI=true their absence fails.
const skipped = skipWithoutPostgres('the Postgres server target')

describe.skipIf(skipped)('the server on a real Postgres server', () => {
  let postgres: TestPostgres
  let server: TestServer
  const masterKey = generateMasterKey()
  beforeAll(async () => {
    postgres = await startTestPostgres()
    server = await startTestServer({ database: { url: postgres.url }, masterKey })
  })
  afterAll(async () => {
    await server?.close()
    await postgres?.stop()
  })

  it('registers a name, refuses it when taken, and keeps it across a restart', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const first = await call(`${server.url}/v1/profile/account`, {
      json: await signedRegistration(owner, { name: 'postgres-name.kit.id' }),
    })
    expect(first.status).toBe(200)
    const taken = await call(`${server.url}/v1/profile/account`, {
      json: await signedRegistration(privateKeyToAccount(generatePrivateKey()), {
        name: 'postgres-name.kit.id',
      }),
    })
    expect(taken.status).toBe(409)
    await server.close()
    server = await startTestServer({ database: { url: postgres.url }, masterKey })
    const reverse = await call(`${server.url}/v1/profile/reverse/${owner.address}`)
    expect(reverse.body.map((entry: { name: string }) => entry.name)).toEqual(['postgres-name.kit.id'])
  })

  it('runs the e-mail login: device approval, cooldown, code, lock', async () => {
    const email = 'pg@example.test'
    const deviceId = randomUUID()
    const post = (path: string, json: unknown) =>
      call(`${server.url}${path}`, { json, headers: frameHeaders })
    expect((await post('/v1/auth/email/connect', { email, deviceId })).body.action).toBe('VERIFY_DEVICE')
    expect((await post('/v1/auth/email/connect', { email, deviceId })).status).toBe(429)
    const link = lastApprovalLink(server.outbox, email)
    await call(`${server.url}/auth/device/approve`, {
      method: 'POST',
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }),
    })
    const code = lastCode(server.outbox, email)
    const wrong = code === '000000' ? '111111' : '000000'
    const statuses = []
    for (let i = 0; i < 5; i++)
      statuses.push((await post('/v1/auth/email/verify', { email, deviceId, otp: wrong })).status)
    expect(statuses).toEqual([400, 400, 400, 400, 403])
    expect((await post('/v1/auth/email/verify', { email, deviceId, otp: code })).status).toBe(403)
    server.advance(31_000)
    expect((await post('/v1/auth/email/connect', { email, deviceId })).body.action).toBe('VERIFY_OTP')
    const login = await post('/v1/auth/email/verify', {
      email,
      deviceId,
      otp: lastCode(server.outbox, email),
    })
    expect(login.body.user.email).toBe(email)
  })
})
