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

  it('runs one query per interval for any number of waits, and sees approvals made elsewhere', async () => {
    const here = createDeviceApprovals(counted(), Date.now, 900)
    const elsewhere = createDeviceApprovals(db, Date.now, 900)
    const waiters = createDeviceWaiters({
      findApproved: (devices) => here.approvedAmong(devices),
      pollMs: 100,
      perIp: 4,
      total: 1000,
    })
    const devices = Array.from({ length: 200 }, (_, i) => ({ email: `u${i}@example.test`, id: randomUUID() }))
    const waits = devices.map((device, i) =>
      waiters.wait({ email: device.email, deviceHash: deviceHashOf(device.id) }, `10.0.${i >> 2}.1`, 5_000),
    )
    expect(waiters.stats().waiting).toBe(200)
    queries = 0
    await sleep(550)
    // 200 waits for about five intervals: about five queries, not 200 × 5.
    expect(queries).toBeGreaterThanOrEqual(3)
    expect(queries).toBeLessThanOrEqual(6)
    expect(waiters.stats().checks).toBe(queries)

    // Another instance approves one device: its wait ends within an interval; the others keep waiting.
    const first = devices[0] as { email: string; id: string }
    await elsewhere.approve(await elsewhere.request(first.email, first.id))
    await expect(Promise.race([waits[0], sleep(400).then(() => 'still waiting')])).resolves.toBe(true)
    expect(waiters.stats().waiting).toBe(199)

    waiters.close()
    expect(await Promise.all(waits.slice(1))).toEqual(Array(199).fill(false))
    queries = 0
    await sleep(250)
    expect(queries).toBe(0)
  })

  it('caps waits per IP and in total, with a 429 that says when to retry', async () => {
    const waiters = createDeviceWaiters({
      findApproved: async () => new Set(),
      pollMs: 1000,
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
    waiters.close()
    expect(await Promise.all(held)).toEqual([false, false, false])
    // Slots are given back when waits end.
    const again = waiters.wait(device, '1.1.1.1', 20)
    expect(await again).toBe(false)
  })

  it('ends a wait when its request is aborted', async () => {
    const waiters = createDeviceWaiters({
      findApproved: async () => new Set(),
      pollMs: 1000,
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
    // The shared check is slow here, so only the in-process wake-up can end the waits early.
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
