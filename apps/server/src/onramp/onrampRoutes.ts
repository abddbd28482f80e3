import { Hono } from 'hono'
import type { ServerContext } from '../context.js'
import { readJson } from '../http/readJson.js'
import type { Guards } from '../http/guards.js'
import type { AppEnv } from '../http/types.js'
import { buildCatalog, onrampOptions, sandboxChainIds } from './catalog.js'
import { priceQuote, quoteRequestSchema } from './quote.js'

/** `GET /v1/onramp/options` and `POST /v1/onramp/quote`, priced from the sandbox table. */
export function onrampApp(ctx: ServerContext, guards: Guards): Hono<AppEnv> {
  const catalog = buildCatalog(ctx.chains, ctx.config.nativePricesUsd, sandboxChainIds(ctx.config.chains))
  const app = new Hono<AppEnv>()
  app.use(guards.cors.project, guards.limit.api, guards.body.api)
  app.get('/options', (c) => c.json(onrampOptions(catalog)))
  app.post('/quote', async (c) => c.json(priceQuote(await readJson(c, quoteRequestSchema), catalog).quote))
  return app
}
