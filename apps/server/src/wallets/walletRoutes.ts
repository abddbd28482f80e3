import { Hono } from 'hono'
import type { ServerContext } from '../context.js'
import type { Guards } from '../http/guards.js'
import type { AppEnv } from '../http/types.js'
import { loadWalletList } from './walletList.js'

/** Browsers and CDNs keep the list an hour, and may serve a stale copy for a day while they fetch a new one. */
export const WALLET_LIST_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400'

/**
 * `GET /v1/wallets`: the wallet list Kit shows (`createKit({ walletList: { registryUrl } })`). Public data: any
 * origin may read it, no project is needed, and it answers 304 to a matching `If-None-Match`.
 */
export function walletApp(ctx: ServerContext, guards: Guards): Hono<AppEnv> {
  const list = loadWalletList(ctx.config.walletList.file)
  const app = new Hono<AppEnv>()
  app.use(guards.cors.public, guards.limit.api, guards.body.api)
  app.get('/', (c) => {
    c.header('cache-control', WALLET_LIST_CACHE_CONTROL)
    c.header('etag', list.etag)
    const match = c.req.header('if-none-match')
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === list.etag))
      return c.body(null, 304)
    c.header('content-type', 'application/json; charset=utf-8')
    return c.body(list.body)
  })
  return app
}
