import * as z from 'zod/mini'
import { $ZodPipe, type $ZodType } from 'zod/v4/core'
import { passkeyRoutes } from '../auth/passkey/passkeyRequests.js'
import { authRoutes } from '../contract/authRoutes.js'
import { errorBodySchema } from '../contract/errorBody.js'
import { projectRoutes } from '../contract/projectRoutes.js'
import type { RouteAuth, RouteContract } from '../contract/route.js'
import {
  paymasterAnswerSchema,
  paymasterRequestSchema,
  paymasterSpendSchema,
  paymasterSponsorshipSchema,
} from '../paymaster/paymasterContract.js'
import { onrampPaths } from '../onramp/onrampOpenApi.js'
import { authDocs, passkeyDocs, projectDocs, type RouteDocs } from './routeDocs.js'

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = Record<string, unknown>

/** The route tables the document describes, by tag, with their prose. */
const TABLES: ReadonlyArray<
  readonly [tag: string, routes: Record<string, RouteContract>, docs: Record<string, RouteDocs>]
> = [
  ['auth', authRoutes, authDocs],
  ['auth', passkeyRoutes, passkeyDocs],
  ['projects', projectRoutes, projectDocs],
]

/** The string format (`email`…) a schema checks, looking through pipes: their input side alone would hide it. */
function formatOf(schema: $ZodType): string | undefined {
  const format = (schema._zod.def as { format?: unknown }).format
  if (typeof format === 'string') return format
  if (!(schema instanceof $ZodPipe)) return undefined
  return formatOf(schema._zod.def.in) ?? formatOf(schema._zod.def.out)
}

/**
 * The wire form of a schema: what a request may send, or what a client accepts from an answer. A string piped into
 * a format (the e-mail rule: trimmed, then an address) says its format, an annotation in JSON Schema 2020-12.
 */
export function jsonSchemaOf(schema: $ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const format = zodSchema instanceof $ZodPipe ? formatOf(zodSchema) : undefined
      if (format && jsonSchema.type === 'string') jsonSchema.format = format
    },
  }) as JsonSchema
  return rest
}

const SECURITY: Record<RouteAuth, Array<Record<string, string[]>>> = {
  none: [],
  proof: [{}, { dpop: [] }],
  session: [{ bearer: [] }],
  boundSession: [{ bearer: [], dpop: [] }],
}

function operation(operationId: string, tag: string, route: RouteContract, docs: RouteDocs) {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')
  const parameters = [
    ...names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    {
      name: 'projectId',
      in: 'query',
      required: false,
      description: 'The project the call is made for (the secure frame always sends it)',
      schema: { type: 'string' },
    },
  ]
  const refusal = { $ref: '#/components/responses/Refusal' }
  return {
    operationId,
    tags: [tag],
    ...docs,
    parameters,
    ...(route.body
      ? {
          requestBody: {
            required: true,
            description: 'JSON (read whatever the Content-Type, so a page may send text/plain)',
            content: { 'application/json': { schema: jsonSchemaOf(route.body) } },
          },
        }
      : {}),
    ...(SECURITY[route.auth].length > 0 ? { security: SECURITY[route.auth] } : {}),
    responses: {
      [String(route.status ?? 200)]: {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchemaOf(route.answer) } },
      },
      '4XX': refusal,
      '503': refusal,
    },
  }
}

const projectIdParameter = (description: string) => ({
  name: 'projectId',
  in: 'query',
  required: true,
  description,
  schema: { type: 'string' },
})

/**
 * The ERC-7677 paymaster service (`paymaster/`): a JSON-RPC route, marked `x-kit-json-rpc` (every answer is HTTP
 * 200, a result or a JSON-RPC error, so the fuzzer expects that instead of a 4xx), and the operator's spend report.
 */
function paymasterPaths() {
  const refusal = { $ref: '#/components/responses/Refusal' }
  return {
    '/v1/paymaster': {
      post: {
        operationId: 'paymaster',
        tags: ['paymaster'],
        summary:
          'ERC-7677 paymaster service: pm_getPaymasterStubData and pm_getPaymasterData (EntryPoint v0.8)',
        description:
          "Sponsors the network fee of a smart account's user operation under the project's policy (sponsored chains, allowed contracts, a per-sender daily cap, the project's daily and monthly budget). Its URL is the `paymasterService.url` a host gives wallets. Every JSON-RPC answer is HTTP 200: a result, or an error whose `code` is JSON-RPC's (-32700, -32600, -32601, -32602) or EIP-1474's (-32003 refused by a policy, -32004 sponsorship not configured, -32005 a cap reached) and whose `data.reason` names the rule.",
        'x-kit-json-rpc': true,
        parameters: [projectIdParameter('The project whose policy sponsors the operation')],
        requestBody: {
          required: true,
          description: 'One JSON-RPC 2.0 request: params are `[userOp, entryPoint, chainId, context?]`',
          content: { 'application/json': { schema: jsonSchemaOf(paymasterRequestSchema) } },
        },
        responses: {
          '200': {
            description: 'A JSON-RPC answer: the result, or the error',
            content: { 'application/json': { schema: jsonSchemaOf(paymasterAnswerSchema) } },
          },
          '4XX': refusal,
          '503': refusal,
        },
      },
    },
    '/v1/paymaster/sponsorship': {
      get: {
        operationId: 'paymasterSponsorship',
        tags: ['paymaster'],
        summary: "The paymaster service's URL for a project and the chains it sponsors there",
        description:
          'For wallets answering `wallet_getCapabilities` (EIP-5792 `paymasterService`) truthfully: `chains` is empty when sponsorship is off or the project has no policy. Caps are not consulted: a sponsored chain may still refuse an operation once a cap is reached.',
        parameters: [projectIdParameter('The project')],
        responses: {
          '200': {
            description: 'Success',
            content: { 'application/json': { schema: jsonSchemaOf(paymasterSponsorshipSchema) } },
          },
          '4XX': refusal,
          '503': refusal,
        },
      },
    },
    '/v1/paymaster/spend': {
      get: {
        operationId: 'paymasterSpend',
        tags: ['paymaster'],
        summary: "What a project's sponsorships may cost, per chain, today and this month (operator only)",
        description:
          'The maximum costs signed for (gas limits × maxFeePerGas, in wei), not what was charged on chain. Off (404) unless the server has `paymaster.operatorToken`.',
        parameters: [projectIdParameter('The project to report on')],
        security: [{ operator: [] }],
        responses: {
          '200': {
            description: 'Success',
            content: { 'application/json': { schema: jsonSchemaOf(paymasterSpendSchema) } },
          },
          '4XX': refusal,
          '503': refusal,
        },
      },
    },
  }
}

/**
 * The OpenAPI 3.1 document of the server's JSON API between the secure frame and the server, generated from the
 * same `zod/mini` schemas that validate its requests (`src/contract/`). Served at `/openapi.json`.
 */
export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [tag, routes, docs] of TABLES)
    for (const [operationId, route] of Object.entries(routes)) {
      const path = route.path.replace(/:(\w+)/g, '{$1}')
      const op = operation(operationId, tag, route, docs[operationId] ?? { summary: operationId })
      paths[path] = { ...paths[path], [route.method.toLowerCase()]: op }
    }
  Object.assign(paths, paymasterPaths(), onrampPaths())
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kit server: the secure frame’s API',
      version,
      description:
        'The auth API the secure frame calls (only from its origins: browsers send Origin), the project settings it reads, and the ERC-7677 paymaster service. Refusals are `{status, reasons: [{name, description}], retryAfter?}`; 429 and 503 carry Retry-After.',
    },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema) },
      responses: {
        Refusal: {
          description: 'A refusal, saying why',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The session token of a login' },
        operator: {
          type: 'http',
          scheme: 'bearer',
          description: "The operator's token (`paymaster.operatorToken`, KIT_PAYMASTER_OPERATOR_TOKEN)",
        },
        dpop: {
          type: 'apiKey',
          in: 'header',
          name: 'DPoP',
          description: "A fresh session proof signed by the frame's proof key (RFC 9449 style)",
        },
      },
    },
  }
}
