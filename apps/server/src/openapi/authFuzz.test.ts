import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHeaders, loginByEmail } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { createProofSigner, type ProofSigner } from '../testing/sessionProof.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { type JsonSchema, openApiDocument } from './openApiDocument.js'
import { paymasterConfig } from '../paymaster/testing.js'
import { invalidValues, validatorOf, validValues } from './schemaArbitraries.js'

// Every operation of /openapi.json that reads a body, fuzzed from the document alone, as a signed-in frame calls it
// (its origin, bearer token and a fresh proof): bodies its schema accepts get the documented success, with an answer
// its schema accepts, or a typed 4xx refusal; bodies its schema refuses get a typed 4xx. Never a 5xx. A JSON-RPC
// operation (`x-kit-json-rpc`: the paymaster service) answers HTTP 200 to both, a JSON-RPC error for the refused.
// One seed drives the run; a failure prints it: replay with KIT_FUZZ_SEED=<seed>.

const RUNS = 15
const seed = Number(process.env.KIT_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))

const document = openApiDocument('fuzz')
const isErrorBody = validatorOf(document.components.schemas.ErrorBody)

type Operation = {
  'x-kit-json-rpc'?: boolean
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } }
  responses: Record<string, { content?: { 'application/json': { schema: JsonSchema } } }>
}
/** The operations to fuzz: each with a JSON body and no path parameter, with its success status and answer schema. */
const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
  ([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const body = operation.requestBody?.content['application/json'].schema
      const [status, success] =
        Object.entries(operation.responses).find(([code]) => /^2\d\d$/.test(code)) ?? []
      const answer = success?.content?.['application/json'].schema
      if (!body || !answer || path.includes('{')) return []
      const jsonRpc = operation['x-kit-json-rpc'] === true
      return [
        {
          name: `${method.toUpperCase()} ${path}`,
          path,
          method,
          body,
          status: Number(status),
          answer,
          jsonRpc,
        },
      ]
    }),
)
const restOperations = operations.filter((operation) => !operation.jsonRpc)
const jsonRpcOperations = operations.filter((operation) => operation.jsonRpc)

let server: TestServer
let token: string
let signer: ProofSigner

beforeAll(async () => {
  // Budgets high enough that the fuzzer meets the validators, not the rate limits; device waits end at once.
  const many = { max: 1e6, windowMs: 60_000 }
  server = await startTestServer({
    limits: { perIp: many, authPerIp: many, mailPerIp: many },
    auth: { deviceWaitSeconds: 0.01 },
    // Sponsorship on, so valid paymaster requests reach its policies and signer.
    paymaster: paymasterConfig({ projectId: '*' }),
    // Passkeys on, so their bodies reach the challenge and WebAuthn checks.
    passkeys: { rpId: 'kit.test', origins: ['https://frame.kit.test'] },
  })
  signer = await createProofSigner()
  token = await loginByEmail(server, 'fuzz@example.com', async (url) => ({
    dpop: await signer.sign('POST', url, undefined, Date.now()),
  }))
})
afterAll(() => server.close())

/** Sends `body` to an operation as the signed-in frame does. */
async function send(operation: (typeof operations)[number], body: unknown) {
  const url = `${server.url}${operation.path}?projectId=test`
  const method = operation.method.toUpperCase()
  return call(url, {
    method,
    body: JSON.stringify(body),
    headers: {
      // The on-ramp's routes are the host page's, not the frame's: called here as a server-side caller (no Origin).
      ...(operation.path.startsWith('/v1/onramp/') ? {} : frameHeaders),
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      dpop: await signer.sign(method, url, token, Date.now()),
    },
  })
}

/** A typed refusal: a 4xx whose body is the document's ErrorBody. */
function expectRefusal(answer: { status: number; body: unknown }) {
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400)
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500)
  expect(isErrorBody(answer.body), JSON.stringify(answer.body)).toBe(true)
}

describe("the document's operations, fuzzed", () => {
  it.each(restOperations)('$name: a body its schema refuses gets a typed 4xx', async (operation) => {
    const statuses = new Set<number>()
    await fc.assert(
      fc.asyncProperty(invalidValues(operation.body), async (body) => {
        const answer = await send(operation, body)
        statuses.add(answer.status)
        expectRefusal(answer)
      }),
      { numRuns: RUNS, seed },
    )
    // The fuzzer reached the route's validator, not only its session check; a route off in this configuration
    // (Farcaster without its relay) answers its 404 to everything.
    if (!(statuses.size === 1 && statuses.has(404))) expect([...statuses]).toContain(400)
  })

  it.each(restOperations)(
    '$name: a body its schema accepts gets its success, as documented, or a typed 4xx',
    async (operation) => {
      const isAnswer = validatorOf(operation.answer)
      await fc.assert(
        fc.asyncProperty(validValues(operation.body), async (body) => {
          const answer = await send(operation, body)
          if (answer.status >= 200 && answer.status < 300) {
            expect(answer.status).toBe(operation.status)
            expect(isAnswer(answer.body), JSON.stringify(answer.body)).toBe(true)
          } else expectRefusal(answer)
        }),
        { numRuns: RUNS, seed },
      )
    },
  )

  it.each(jsonRpcOperations)(
    '$name (JSON-RPC): any body gets HTTP 200 and a documented answer, an error for a body its schema refuses',
    async (operation) => {
      const isAnswer = validatorOf(operation.answer)
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          invalidValues(operation.body),
          validValues(operation.body),
          async (bad, wrong, right) => {
            const answer = await send(operation, bad ? wrong : right)
            expect(answer.status, JSON.stringify(answer.body)).toBe(200)
            expect(isAnswer(answer.body), JSON.stringify(answer.body)).toBe(true)
            if (bad) expect(answer.body.error, JSON.stringify(answer.body)).toBeDefined()
          },
        ),
        { numRuns: RUNS * 2, seed },
      )
    },
  )

  it('answers a body that is not JSON, or none, with a typed 400', async () => {
    for (const raw of ['', '{', 'null', '"text"', '[]']) {
      const answer = await call(`${server.url}/v1/auth/email/connect?projectId=test`, {
        method: 'POST',
        body: raw,
        headers: { ...frameHeaders, 'content-type': 'text/plain' },
      })
      expect(answer.status).toBe(400)
      expect(isErrorBody(answer.body)).toBe(true)
    }
  })
})
