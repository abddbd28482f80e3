import { Hono } from 'hono'
import type { ServerContext } from '../context.js'
import type { Guards } from '../http/guards.js'
import type { AppEnv } from '../http/types.js'
import { openApiDocument } from './openApiDocument.js'

/** The server's version, as its package names it (the document's `info.version`). */
const VERSION = '0.1.0'

/** `GET /openapi.json`: the OpenAPI 3.1 document of the frame's API. Public: any origin may read it. */
export function openApiApp(_ctx: ServerContext, guards: Guards): Hono<AppEnv> {
  const body = JSON.stringify(openApiDocument(VERSION))
  const app = new Hono<AppEnv>()
  app.use(guards.cors.public, guards.limit.api)
  app.get('/', (c) => {
    c.header('cache-control', 'public, max-age=300')
    c.header('content-type', 'application/json; charset=utf-8')
    return c.body(body)
  })
  return app
}
