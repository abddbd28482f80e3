import type { HttpBindings } from '@hono/node-server'
import type { ProjectConfig } from '../config/index.js'

/** What middleware attaches to each request. */
export type RequestVariables = {
  requestId: string
  clientIp: string
  /** The project named by `?projectId=`, once CORS has checked it. */
  project: ProjectConfig | undefined
}

/** The Hono environment of every route. */
export type AppEnv = { Bindings: HttpBindings; Variables: RequestVariables }
