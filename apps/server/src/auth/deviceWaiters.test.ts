import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { TooManyRequestsError } from '../errors.js'
import { frameHeaders, lastApprovalLink } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { createDeviceApprovals, deviceHashOf } from './deviceApprovals.js'
import { createDeviceWaiters } from './deviceWaiters.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the shared device-approval check', () => {
  let db: Database
  let queries = 0
  beforeAll(async () => {
    db = await openDatabase()
    await migrate(db)
  })
  afterAll(() => db.close())

  /** The database as one instance sees it, counting every statement. */
  const counted = (): Database => ({
    ...db,
    query: (sql, params) => {
      queries += 1
      return db.query(sql, params)
    },
  })

  it('never polls: an approval made through another connection wakes its waits at once, the others keep waiting', async () => {
    const here = createDeviceApprovals(counted(), Date.now, 900)
    const elsewhere = createDeviceApprovals(db, Date.now, 900)
    const waiters = createDeviceWaiters({
      db,
      findApproved: (devices) => here.approvedAmong(devices),
      perIp: 4,
      total: 1000,
      retryAfterSeconds: 1,
    })
    const devices = Array.from({ length: 200 }, (_, i) => ({ email: `u${i}@example.test`, id: randomUUID() }))
    queries = 0
    const waits = devices.map((device, i) =>
      waiters.wait({ email: device.email, deviceHash: deviceHashOf(device.id) }, `10.0.${i >> 2}.1`, 5_000),
    )
    expect(waiters.stats().waiting).toBe(200)
    await sleep(200)
    // One check per wait as it starts (an approval just before it), then nothing while they wait.
    expect(queries).toBe(200)
    queries = 0
    await sleep(500)
    expect(queries).toBe(0)

    const first = devices[0] as { email: string; id: string }
    await elsewhere.approve(await elsewhere.request(first.email, first.id))
    await expect(Promise.race([waits[0], sleep(400).then(() => 'still waiting')])).resolves.toBe(true)
    expect(waiters.stats().waiting).toBe(199)
    expect(queries).toBe(0)

    await waiters.close()
    expect(await Promise.all(waits.slice(1))).toEqual(Array(199).fill(false))
  })

  it('sees an approval made just before the wait started', async () => {
    const approvals = createDeviceApprovals(db, Date.now, 900)
    const waiters = createDeviceWaiters({
      db,
      findApproved: (devices) => approvals.approvedAmong(devices),
      perIp: 4,
      total: 10,
      retryAfterSeconds: 1,
    })
    const deviceId = randomUUID()
    await approvals.approve(await approvals.request('early@example.test', deviceId))
    const wait = waiters.wait(
      { email: 'early@example.test', deviceHash: deviceHashOf(deviceId) },
      'ip',
      5_000,
    )
    await expect(Promise.race([wait, sleep(400).then(() => 'still waiting')])).resolves.toBe(true)
    await waiters.close()
  })

  it('checks every waited device in one query when the listening connection comes back', async () => {
    let notify: (payload: string | undefined) => void = () => {}
    const asked: number[] = []
    const waiters = createDeviceWaiters({
      db: {
        listen: async (_channel, onNotify) => {
          notify = onNotify
          return async () => {}
        },
      },
      findApproved: async (devices) => {
        asked.push(devices.length)
        return asked.length > 3 ? new Set(devices.map((d) => `${d.email}\n${d.deviceHash}`)) : new Set()
      },
      perIp: 4,
      total: 10,
      retryAfterSeconds: 1,
    })
    const waits = ['a', 'b', 'c'].map((name) =>
      waiters.wait({ email: `${name}@example.test`, deviceHash: name }, 'ip', 5_000),
    )
    await sleep(50)
    expect(asked).toEqual([1, 1, 1])
    notify(undefined)
    expect(await Promise.all(waits)).toEqual([true, true, true])
    expect(asked).toEqual([1, 1, 1, 3])
  })

  it('caps waits per IP and in total, with a 429 that says when to retry', async () => {
    const waiters = createDeviceWaiters({
      db,
      findApproved: async () => new Set(),
      retryAfterSeconds: 1,
      perIp: 2,
      total: 3,
    })
    const device = { email: 'a@example.test', deviceHash: 'h' }
    const held = [waiters.wait(device, '1.1.1.1', 10_000), waiters.wait(device, '1.1.1.1', 10_000)]
    const refused = (() => {
      try {
        void waiters.wait(device, '1.1.1.1', 10_000)
      } catch (error) {
        return error
      }
      return undefined
    })()
    expect(refused).toBeInstanceOf(TooManyRequestsError)
    expect((refused as TooManyRequestsError).toBody()).toEqual({
      status: 429,
      reasons: [
        {
          name: 'DeviceWaitLimit',
          description: 'Too many sign-ins are waiting from this address. Please try again after 1 seconds',
        },
      ],
      retryAfter: 1,
    })
    held.push(waiters.wait(device, '2.2.2.2', 10_000))
    expect(() => waiters.wait(device, '3.3.3.3', 10_000)).toThrow('Too many sign-ins are waiting.')
    // Slots are given back when waits end.
    const short = new AbortController()
    await waiters.close()
    expect(await Promise.all(held)).toEqual([false, false, false])
    const reopened = createDeviceWaiters({
      db,
      findApproved: async () => new Set(),
      retryAfterSeconds: 1,
      perIp: 1,
      total: 1,
    })
    const first = reopened.wait(device, '1.1.1.1', 10_000, short.signal)
    expect(() => reopened.wait(device, '1.1.1.1', 10_000)).toThrow('Too many sign-ins are waiting.')
    short.abort()
    expect(await first).toBe(false)
    expect(await reopened.wait(device, '1.1.1.1', 20)).toBe(false)
    await reopened.close()
  })

  it('ends a wait when its request is aborted', async () => {
    const waiters = createDeviceWaiters({
      db,
      findApproved: async () => new Set(),
      retryAfterSeconds: 1,
      perIp: 1,
      total: 10,
    })
    const controller = new AbortController()
    const wait = waiters.wait({ email: 'b@example.test', deviceHash: 'h' }, 'ip', 10_000, controller.signal)
    controller.abort()
    expect(await wait).toBe(false)
    expect(waiters.stats().waiting).toBe(0)
  })
})

describe('POST /v1/auth/device/wait', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      auth: { deviceWaitSeconds: 20, deviceWaitPollMs: 60_000, deviceWaitsPerIp: 2 },
    })
  })
  afterAll(() => server.close())

  const post = (path: string, json: unknown) => call(`${server.url}${path}`, { json, headers: frameHeaders })

  it('wakes every wait for a device at once when it is approved here, and caps waits per IP', async () => {
    const email = 'wait@example.test'
    const deviceId = randomUUID()
    expect((await post('/v1/auth/email/connect', { email, deviceId })).body).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const started = Date.now()
    const waits = [
      post('/v1/auth/device/wait', { email, deviceId }),
      post('/v1/auth/device/wait', { email, deviceId }),
    ]
    await sleep(300)
    const third = await post('/v1/auth/device/wait', { email, deviceId })
    expect(third.status).toBe(429)
    expect(third.body.reasons[0].name).toBe('DeviceWaitLimit')
    expect(third.headers.get('retry-after')).toBe('60')

    const token = new URL(lastApprovalLink(server.outbox, email)).searchParams.get('token') ?? ''
    await call(`${server.url}/auth/device/approve`, { method: 'POST', body: new URLSearchParams({ token }) })
    const answers = await Promise.all(waits)
    expect(answers.map((answer) => answer.body)).toEqual([{ approved: true }, { approved: true }])
    expect(Date.now() - started).toBeLessThan(10_000)
    // An approved device answers at once.
    expect((await post('/v1/auth/device/wait', { email, deviceId })).body).toEqual({ approved: true })
  })
})

describe('POST /v1/auth/device/wait: caps per client, behind a proxy', () => {
  let server: TestServer
  beforeAll(async () => {
    // Production behind a trusted proxy (the test client on 127.0.0.1 plays it), so X-Forwarded-For names clients.
    server = await startTestServer({
      development: false,
      trustedProxies: ['127.0.0.1'],
      auth: {
        deviceWaitSeconds: 20,
        deviceWaitPollMs: 60_000,
        deviceWaitsPerIp: 2,
        deviceWaitsTotal: 4,
        deviceWaitsReserved: 1,
      },
    })
  })
  afterAll(() => server.close())

  const held: Array<{ controller: AbortController; answer: Promise<unknown> }> = []
  afterAll(async () => {
    for (const wait of held) wait.controller.abort()
    await Promise.allSettled(held.map((wait) => wait.answer))
  })

  /** Starts a wait from `ip` for a fresh device; resolves with its answer if it is refused at once. */
  async function waitFrom(ip: string) {
    const controller = new AbortController()
    const answer = call(`${server.url}/v1/auth/device/wait`, {
      json: { email: `${randomUUID()}@example.test`, deviceId: randomUUID() },
      headers: { ...frameHeaders, 'x-forwarded-for': ip },
      signal: controller.signal,
    })
    held.push({ controller, answer })
    const early = await Promise.race([answer, sleep(400).then(() => undefined)])
    return early as Awaited<typeof answer> | undefined
  }

  it('counts an IPv6 /64 as one client, and keeps the last slots for clients not yet waiting', async () => {
    // One subscriber rotating through its /64: two waits, then refused, whatever the address.
    expect(await waitFrom('2001:db8:1:2::1')).toBeUndefined()
    expect(await waitFrom('2001:db8:1:2::2')).toBeUndefined()
    const rotated = await waitFrom('2001:db8:1:2:ffff::3')
    expect(rotated?.status).toBe(429)
    expect(rotated?.body.reasons[0]).toEqual({
      name: 'DeviceWaitLimit',
      description: 'Too many sign-ins are waiting from this address. Please try again after 60 seconds',
    })
    // Another client waits once; with 3 of 4 slots held, the last is kept for a client holding none.
    expect(await waitFrom('2001:db8:9:9::1')).toBeUndefined()
    const again = await waitFrom('2001:db8:9:9::2')
    expect(again?.status).toBe(429)
    expect(again?.body.reasons[0].description).toBe(
      'Too many sign-ins are waiting. Please try again after 60 seconds',
    )
    expect(await waitFrom('198.51.100.7')).toBeUndefined()
    // Now the process is full for everyone.
    expect((await waitFrom('198.51.100.8'))?.status).toBe(429)
  })
})

describe('auth.deviceWaitsReserved', () => {
  it('must leave room for clients already waiting', async () => {
    await expect(startTestServer({ auth: { deviceWaitsTotal: 4, deviceWaitsReserved: 4 } })).rejects.toThrow(
      'auth.deviceWaitsReserved must be a whole number from 0 to auth.deviceWaitsTotal - 1 (3), not 4',
    )
  })
})
