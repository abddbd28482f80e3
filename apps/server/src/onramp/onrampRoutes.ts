import type { Hono } from 'hono'
import type { ServerContext } from '../context.js'
import { readJson } from '../http/readJson.js'
import type { AppEnv } from '../http/types.js'
import { buildCatalog, onrampOptions, sandboxChainIds } from './catalog.js'
import { priceQuote, quoteRequestSchema } from './quote.js'

/** `GET /v1/onramp/options` and `POST /v1/onramp/quote`, priced from the sandbox table. */
export function registerOnrampRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const catalog = buildCatalog(ctx.chains, ctx.config.nativePricesUsd, sandboxChainIds(ctx.config.chains))
  app.get('/v1/onramp/options', (c) => c.json(onrampOptions(catalog)))
  app.post('/v1/onramp/quote', async (c) =>
    c.json(priceQuote(await readJson(c, quoteRequestSchema), catalog).quote),
  )
}
