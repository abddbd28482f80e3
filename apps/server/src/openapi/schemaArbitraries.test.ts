import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { emailConnectBody } from '../contract/authRequests.js'
import { authRoutes } from '../contract/authRoutes.js'
import type { RouteContract } from '../contract/route.js'
import { paymasterRequestSchema } from '../paymaster/paymasterContract.js'
import { jsonSchemaOf } from './openApiDocument.js'
import { invalidValues, validatorOf, validValues } from './schemaArbitraries.js'

// The fuzzer's arbitraries come from the document; these checks hold them to the validators the server runs, in
// process (the fuzzer itself goes over HTTP). A failure prints its seed: replay with KIT_FUZZ_SEED=<seed>.
const seed = Number(process.env.KIT_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const bodies = [
  ...Object.entries(authRoutes as Record<string, RouteContract>).flatMap(([name, route]) =>
    route.body ? [{ name, body: route.body }] : [],
  ),
  { name: 'paymaster', body: paymasterRequestSchema },
]

describe("arbitraries from the document's schemas", () => {
  it.each(bodies)('$name: what its document schema refuses, its validator refuses too', ({ body }) => {
    const schema = jsonSchemaOf(body)
    const accepts = validatorOf(schema)
    fc.assert(
      fc.property(invalidValues(schema), (value) => !accepts(value) && !z.safeParse(body, value).success),
      { numRuns: 100, seed },
    )
  })

  it('builds tuples (prefixItems), so valid paymaster requests reach past the params check', () => {
    const values = fc.sample(validValues(jsonSchemaOf(paymasterRequestSchema)), { numRuns: 30, seed })
    expect(values.every((value) => z.safeParse(paymasterRequestSchema, value).success)).toBe(true)
  })

  it('follows the e-mail format, so valid bodies reach past the e-mail rule', () => {
    const values = fc.sample(validValues(jsonSchemaOf(emailConnectBody)), { numRuns: 50, seed })
    expect(values.filter((value) => z.safeParse(emailConnectBody, value).success).length).toBeGreaterThan(25)
  })
})
