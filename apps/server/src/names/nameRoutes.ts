import type { Hono } from 'hono'
import { requireAddress } from '../chain/addresses.js'
import type { ServerContext } from '../context.js'
import { ConflictError, NotFoundError } from '../errors.js'
import { readJson } from '../http/readJson.js'
import type { AppEnv } from '../http/types.js'
import { normalizeName } from './nameRules.js'
import { createNameStore } from './nameStore.js'
import { suggestNames } from './suggestNames.js'
import { registrationSchema, verifyRegistration } from './verifyRegistration.js'

/**
 * The names service (reference §5.1): lookup, suggestions, reverse lookup, registration, and identity.
 * Errors follow `{status, reasons: [{name, description}]}`, and clients show `reasons[0].description`.
 */
export function registerNameRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const store = createNameStore(ctx.db)
  const suffix = ctx.config.names.suffix

  app.get('/v1/profile/account/:name', async (c) => {
    const { fullName } = normalizeName(c.req.param('name'), suffix)
    const record = await store.find(fullName)
    if (!record) throw new NotFoundError('NameNotFound', `Name ${fullName} is not registered`)
    return c.json(record)
  })

  app.get('/v1/profile/suggestions/:name', async (c) =>
    c.json({ suggestions: await suggestNames(c.req.param('name'), suffix, store) }),
  )

  app.get('/v1/profile/reverse/:address', async (c) =>
    c.json(await store.findByAddress(requireAddress(c.req.param('address')))),
  )

  app.post('/v1/profile/account', async (c) => {
    const registration = await readJson(c, registrationSchema)
    const verified = await verifyRegistration(registration, {
      suffix,
      nowMs: ctx.now(),
      maxClockSkewSeconds: ctx.config.names.maxClockSkewSeconds,
      chains: ctx.chains,
    })
    const registered = await store.register({
      fullName: verified.fullName,
      attributes: verified.attributes,
      coinType: verified.coinType,
      address: verified.address,
      at: new Date(ctx.now()),
    })
    if (!registered) throw new ConflictError('NameTaken', `Name ${verified.fullName} is already registered`)
    return c.json(await store.find(verified.fullName))
  })

  app.get('/v1/identity/:address', async (c) => {
    const [first] = await store.findByAddress(requireAddress(c.req.param('address')))
    return c.json({ name: first?.name ?? null, avatar: first?.attributes[0]?.avatar ?? null })
  })
}
