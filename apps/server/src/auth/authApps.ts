import type { Hono } from 'hono'
import type { Guards } from '../http/guards.js'
import type { AppEnv } from '../http/types.js'

/**
 * Where the auth routes go: `api`, the frame's JSON API (mounted at `/v1/auth`, behind the frame's origins and the
 * auth budget), and `pages`, the HTML pages a browser opens from an e-mail or a provider (mounted at `/auth`).
 * `guards` gives a route a limit of its own (the e-mail budget).
 */
export type AuthApps = { api: Hono<AppEnv>; pages: Hono<AppEnv>; guards: Guards }
