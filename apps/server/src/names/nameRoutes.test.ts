import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json } from '../testing/http.js'
import { generateMasterKey } from '../config/index.js'
import { fromAddress } from '../testing/fromAddress.js'
import { signedRegistration } from '../testing/names.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

const alice = privateKeyToAccount(generatePrivateKey())
const mallory = privateKeyToAccount(generatePrivateKey())
const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-names-'))
const masterKey = generateMasterKey()

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ database: { dataDir }, masterKey })
})
afterAll(async () => {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function register(body: unknown) {
  const response = await fetch(`${server.url}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: await json(response) }
}

describe('name registration', () => {
  it('registers a name signed by its address and looks it up', async () => {
    const result = await register(await signedRegistration(alice, { name: 'alice.kit.id' }))
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      name: 'alice.kit.id',
      addresses: { '2147563650': { address: alice.address } },
    })

    const lookup = await fetch(`${server.url}/v1/profile/account/alice.kit.id?projectId=test&apiVersion=2`)
    expect(lookup.status).toBe(200)
    const record = await json(lookup)
    expect(record).toEqual({
      name: 'alice.kit.id',
      registered: expect.any(Number),
      updated: expect.any(Number),
      addresses: { '2147563650': { address: alice.address, created: expect.any(Number) } },
      attributes: [],
    })
    expect(Math.abs(record.registered - Date.now() / 1000)).toBeLessThan(60)
  })

  it('returns the registered name in suggestions, reverse lookup and identity', async () => {
    const suggestions = await json(await fetch(`${server.url}/v1/profile/suggestions/alice?projectId=test`))
    expect(suggestions.suggestions[0]).toEqual({ name: 'alice.kit.id', registered: true })
    expect(suggestions.suggestions.length).toBeGreaterThan(1)
    for (const suggestion of suggestions.suggestions.slice(1)) {
      expect(suggestion.registered).toBe(false)
      expect(suggestion.name).toMatch(/^[a-z0-9-]{4,}\.kit\.id$/)
    }

    const reverse = await json(
      await fetch(`${server.url}/v1/profile/reverse/${alice.address.toLowerCase()}?projectId=test`),
    )
    expect(reverse.map((record: { name: string }) => record.name)).toEqual(['alice.kit.id'])

    const identity = await json(await fetch(`${server.url}/v1/identity/${alice.address}?projectId=test`))
    expect(identity).toEqual({ name: 'alice.kit.id', avatar: null })
  })

  it('keeps the name across a restart on the same data directory', async () => {
    await server.close()
    server = await startTestServer({ database: { dataDir }, masterKey })
    const lookup = await fetch(`${server.url}/v1/profile/account/alice.kit.id`)
    expect(lookup.status).toBe(200)
    expect((await json(lookup)).addresses['2147563650'].address).toBe(alice.address)
  })

  it('refuses a taken name', async () => {
    const result = await register(await signedRegistration(mallory, { name: 'alice.kit.id' }))
    expect(result).toEqual({
      status: 409,
      body: {
        status: 409,
        reasons: [{ name: 'NameTaken', description: 'Name alice.kit.id is already registered' }],
      },
    })
  })

  it('refuses a signature by another address', async () => {
    const body = await signedRegistration(mallory, { name: 'bobby.kit.id' })
    const result = await register({ ...body, address: alice.address })
    expect(result.status).toBe(401)
    expect(result.body.reasons[0]).toEqual({
      name: 'InvalidSignature',
      description: `The signature is not valid for address ${alice.address} and this message`,
    })
  })

  it('refuses a signature over another message', async () => {
    const body = await signedRegistration(alice, { name: 'bobby.kit.id' })
    const other = await signedRegistration(alice, { name: 'carol.kit.id' })
    expect((await register({ ...body, signature: other.signature })).status).toBe(401)
  })

  it('refuses a garbage signature without crashing', async () => {
    const body = await signedRegistration(alice, { name: 'bobby.kit.id' })
    expect((await register({ ...body, signature: '0x1234' })).body.reasons[0].name).toBe('InvalidSignature')
  })

  it('refuses a stale timestamp and a timestamp in milliseconds', async () => {
    const stale = await register(
      await signedRegistration(alice, {
        name: 'bobby.kit.id',
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      }),
    )
    expect(stale.status).toBe(400)
    expect(stale.body.reasons[0]).toEqual({
      name: 'StaleTimestamp',
      description:
        'The message timestamp is more than 600 seconds away from the server time; sign a new message',
    })
    const millis = await register(
      await signedRegistration(alice, { name: 'bobby.kit.id', timestamp: Date.now() }),
    )
    expect(millis.body.reasons[0].name).toBe('InvalidTimestamp')
  })

  it('refuses short and invalid names with the rule that failed', async () => {
    const short = await register(await signedRegistration(alice, { name: 'bob.kit.id' }))
    expect(short.status).toBe(400)
    expect(short.body.reasons[0]).toEqual({
      name: 'InvalidName',
      description: 'Name "bob" is too short: use at least 4 characters',
    })
    const invalid = await register(await signedRegistration(alice, { name: 'bo_b!.kit.id' }))
    expect(invalid.body.reasons[0].description).toBe(
      'Name "bo_b!" may contain only letters, digits and hyphens',
    )
  })

  it('refuses a coin type whose chain id is not below 2^31, and a non-EVM coin type', async () => {
    const tooBig = await register(
      await signedRegistration(alice, { name: 'bobby.kit.id', coinType: 2 ** 32 + 5 }),
    )
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.reasons[0].name).toBe('InvalidChainId')
    const solana = await register(await signedRegistration(alice, { name: 'bobby.kit.id', coinType: 501 }))
    expect(solana.body.reasons[0].name).toBe('InvalidCoinType')
  })

  it('answers malformed bodies with 400s that name the problem', async () => {
    expect((await register('{not json')).body.reasons[0]).toEqual({
      name: 'InvalidJson',
      description: 'The request body is not valid JSON',
    })
    const missing = await register({ address: alice.address })
    expect(missing.status).toBe(400)
    expect(missing.body.reasons[0].description).toMatch(/^Invalid body: coin_type: /)
    const wrongTypes = await register({ coin_type: [], address: 5, message: {}, signature: true })
    expect(wrongTypes.status).toBe(400)
    const notJsonMessage = await register({
      ...(await signedRegistration(alice, { name: 'x' })),
      message: 'hello',
    })
    expect(notJsonMessage.body.reasons[0].name).toBe('InvalidMessage')
    expect((await register('[]')).status).toBe(400)
    expect((await register('null')).status).toBe(400)
  })
})

describe('name lookups', () => {
  it('answers 404 with a reason for an unknown name', async () => {
    const response = await fetch(`${server.url}/v1/profile/account/nobody-here.kit.id`)
    expect(response.status).toBe(404)
    expect(await json(response)).toEqual({
      status: 404,
      reasons: [{ name: 'NameNotFound', description: 'Name nobody-here.kit.id is not registered' }],
    })
  })

  it('answers 400 for a lookup of an invalid name or address', async () => {
    expect((await fetch(`${server.url}/v1/profile/account/a.b.c`)).status).toBe(400)
    expect((await fetch(`${server.url}/v1/profile/suggestions/ab`)).status).toBe(400)
    const reverse = await fetch(`${server.url}/v1/profile/reverse/not-an-address`)
    expect(reverse.status).toBe(400)
    expect((await json(reverse)).reasons[0].name).toBe('InvalidAddress')
  })

  it('answers an empty reverse lookup and a null identity for an unknown address', async () => {
    expect(await json(await fetch(`${server.url}/v1/profile/reverse/${mallory.address}`))).toEqual([])
    expect(await json(await fetch(`${server.url}/v1/identity/${mallory.address}`))).toEqual({
      name: null,
      avatar: null,
    })
  })
})

describe('registration quotas', () => {
  let quotaServer: TestServer
  beforeAll(async () => {
    quotaServer = await startTestServer({
      limits: { nameRegistrationsPerIp: { max: 3, windowMs: 3_600_000 }, namesPerAddress: 2 },
    })
  })
  afterAll(() => quotaServer.close())

  const registerFrom = async (ip: string, body: unknown) =>
    fromAddress(ip, `${quotaServer.url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('lets one address hold only so many names, even when it asks for several at once', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const answers = await Promise.all(
      ['first', 'second', 'third'].map(async (label, index) =>
        registerFrom(
          `127.0.1.${index + 1}`,
          await signedRegistration(owner, { name: `${label}-name.kit.id` }),
        ),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 403])
    expect(answers.find((answer) => answer.status === 403)?.body.reasons[0]).toEqual({
      name: 'NameQuotaReached',
      description: `Address ${owner.address} already has 2 names, the most one address may hold`,
    })
  })

  it('limits the names registered from one client address, counting only registrations that succeed', async () => {
    const fresh = () => privateKeyToAccount(generatePrivateKey())
    // Failed attempts (a bad signature) spend nothing.
    for (let i = 0; i < 4; i++) {
      const body = await signedRegistration(fresh(), { name: `failed-${i}.kit.id` })
      expect((await registerFrom('127.0.2.1', { ...body, signature: '0x1234' })).status).toBe(401)
    }
    for (let i = 0; i < 3; i++)
      expect(
        (await registerFrom('127.0.2.1', await signedRegistration(fresh(), { name: `squat-${i}.kit.id` })))
          .status,
      ).toBe(200)
    const limited = await registerFrom(
      '127.0.2.1',
      await signedRegistration(fresh(), { name: 'squat-3.kit.id' }),
    )
    expect(limited.status).toBe(429)
    expect(limited.body.reasons[0]).toEqual({
      name: 'NameRateLimited',
      description: 'Too many names registered from this address. Please try again after 3600 seconds',
    })
    // Another client is not affected.
    expect(
      (await registerFrom('127.0.2.2', await signedRegistration(fresh(), { name: 'squat-3.kit.id' }))).status,
    ).toBe(200)
  })
})

describe('refused registrations', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      limits: { nameRegistrationFailuresPerIp: { max: 2, windowMs: 3_600_000 } },
    })
  })
  afterAll(() => server.close())

  const registerFrom = async (ip: string, body: unknown) =>
    fromAddress(ip, `${server.url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const fresh = () => privateKeyToAccount(generatePrivateKey())

  it('caps the signature checks a client may fail (each may be an on-chain call), per client', async () => {
    for (let i = 0; i < 2; i++) {
      const body = await signedRegistration(fresh(), { name: `refused-${i}.kit.id` })
      const refused = await registerFrom('127.0.4.1', { ...body, signature: `0x${'ab'.repeat(65)}` })
      expect(refused.status).toBe(401)
      expect(refused.body.reasons[0].name).toBe('InvalidSignature')
    }
    // The cap is checked before the signature: a right one waits too.
    const capped = await registerFrom(
      '127.0.4.1',
      await signedRegistration(fresh(), { name: 'refused-ok.kit.id' }),
    )
    expect(capped.status).toBe(429)
    expect(capped.body.reasons[0]).toEqual({
      name: 'NameCheckRateLimited',
      description:
        'Too many name registrations with a wrong signature from this address. Please try again after 3600 seconds',
    })
    // Another client is not affected.
    const other = await registerFrom(
      '127.0.4.2',
      await signedRegistration(fresh(), { name: 'refused-ok.kit.id' }),
    )
    expect(other.status).toBe(200)
  })
})
