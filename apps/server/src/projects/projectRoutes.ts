import { Hono } from 'hono'
import type { ServerContext } from '../context.js'
import { projectRoutes } from '../contract/projectRoutes.js'
import { NotFoundError } from '../errors.js'
import { serveRoute } from '../http/contractRoute.js'
import type { Guards } from '../http/guards.js'
import type { AppEnv } from '../http/types.js'

/**
 * `GET /v1/projects/{id}/config`: a project's public settings. The secure frame reads `allowedOrigins` to set its
 * `frame-ancestors` and to accept messages only from those parents. Public data, read by any origin; the frame
 * server's reads carrying `frameServerToken` spend no per-IP budget.
 */
export function projectApp(ctx: ServerContext, guards: Guards): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use(guards.cors.public, guards.limit.apiUnlessFrameServer, guards.body.api)
  serveRoute(app, '/v1/projects', projectRoutes.projectConfig, async (c) => {
    const id = c.req.param('id') ?? ''
    const project = await ctx.projects.get(id)
    if (!project)
      throw new NotFoundError(
        'UnknownProject',
        `Project "${id.slice(0, 64)}" is not registered on this server`,
      )
    return { projectId: project.id, name: project.name, allowedOrigins: project.allowedOrigins }
  })
  return app
}
