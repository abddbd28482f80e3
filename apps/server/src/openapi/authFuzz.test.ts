import fc from 'fast-check'
import * as z from 'zod/mini'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authRoutes } from '../contract/authRoutes.js'
import { errorBodySchema } from '../contract/errorBody.js'
import type { RouteContract } from '../contract/route.js'
import { frameHeaders, loginByEmail } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { createProofSigner, type ProofSigner } from '../testing/sessionProof.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

// Every auth route that reads a body, fuzzed with bodies its schema refuses, as a signed-in frame sends them (its
// origin, bearer token and a fresh proof): each answer is a typed 4xx refusal, never a 5xx and never a success.
// A failure prints fast-check's seed; replay it with KIT_FUZZ_SEED=<seed>.

const RUNS = 25
const seed = process.env.KIT_FUZZ_SEED ? Number(process.env.KIT_FUZZ_SEED) : undefined

let server: TestServer
let token: string
let signer: ProofSigner

beforeAll(async () => {
  // Budgets high enough that the fuzzer meets the validators, not the rate limits.
  const many = { max: 1e6, windowMs: 60_000 }
  server = await startTestServer({ limits: { perIp: many, authPerIp: many, mailPerIp: many } })
  signer = await createProofSigner()
  token = await loginByEmail(server, 'fuzz@example.com', async (url) => ({
    dpop: await signer.sign('POST', url, undefined, Date.now()),
  }))
})
afterAll(() => server.close())

/** JSON a route's body schema refuses: any JSON value, or an object whose fields have the wrong types. */
function malformedBody(schema: NonNullable<RouteContract['body']>): fc.Arbitrary<unknown> {
  const wrongFields = fc.dictionary(
    fc.constantFrom('email', 'deviceId', 'otp', 'splitId', 'authShare', 'recovery', 'kind', 'id', 'others'),
    fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.string({ maxLength: 3 }),
    ),
  )
  return fc.oneof(fc.jsonValue(), wrongFields).filter((value) => !z.safeParse(schema, value).success)
}

const bodyRoutes = Object.entries(authRoutes as Record<string, RouteContract>).filter(
  ([, route]) => route.body !== undefined && !route.path.includes(':'),
)

describe('the auth routes refuse malformed bodies with a typed 4xx', () => {
  it.each(bodyRoutes)('%s', async (name, route) => {
    const url = `${server.url}${route.path}?projectId=test`
    const statuses = new Set<number>()
    await fc.assert(
      fc.asyncProperty(malformedBody(route.body as NonNullable<RouteContract['body']>), async (body) => {
        const answer = await call(url, {
          method: route.method,
          body: JSON.stringify(body),
          headers: {
            ...frameHeaders,
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            dpop: await signer.sign(route.method, url, token, Date.now()),
          },
        })
        statuses.add(answer.status)
        expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400)
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500)
        expect(errorBodySchema.safeParse(answer.body).success).toBe(true)
      }),
      { numRuns: RUNS, ...(seed === undefined ? {} : { seed }) },
    )
    // The fuzzer reached the route's validator, not only its session check (Farcaster is off here: always its 404).
    if (name !== 'farcasterStatus') expect([...statuses]).toContain(400)
  })

  it('answers a body that is not JSON, or none, with a typed 400', async () => {
    for (const raw of ['', '{', 'null', '"text"', '[]']) {
      const answer = await call(`${server.url}/v1/auth/email/connect?projectId=test`, {
        method: 'POST',
        body: raw,
        headers: { ...frameHeaders, 'content-type': 'text/plain' },
      })
      expect(answer.status).toBe(400)
      expect(errorBodySchema.safeParse(answer.body).success).toBe(true)
    }
  })
})
