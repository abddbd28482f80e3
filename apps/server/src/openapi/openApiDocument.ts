import * as z from 'zod/mini'
import { $ZodPipe, type $ZodType } from 'zod/v4/core'
import { authRoutes } from '../contract/authRoutes.js'
import { errorBodySchema } from '../contract/errorBody.js'
import { projectRoutes } from '../contract/projectRoutes.js'
import type { RouteAuth, RouteContract } from '../contract/route.js'
import { authDocs, projectDocs, type RouteDocs } from './routeDocs.js'

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = Record<string, unknown>

/** The route tables the document describes, by tag, with their prose. */
const TABLES: ReadonlyArray<
  readonly [tag: string, routes: Record<string, RouteContract>, docs: Record<string, RouteDocs>]
> = [
  ['auth', authRoutes, authDocs],
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
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kit server: the secure frame’s API',
      version,
      description:
        'The auth API the secure frame calls (only from its origins: browsers send Origin) and the project settings it reads. Refusals are `{status, reasons: [{name, description}], retryAfter?}`; 429 and 503 carry Retry-After.',
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
