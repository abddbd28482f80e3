import { Hono } from 'hono'
import { requireAddress } from '../chain/addresses.js'
import type { ServerContext } from '../context.js'
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../errors.js'
import { ipBucketKey } from '../http/rateLimit.js'
import { sharedRateLimiter } from '../http/rateLimitStore.js'
import { readJson } from '../http/readJson.js'
import type { Guards } from '../http/guards.js'
import type { AppEnv } from '../http/types.js'
import { normalizeName } from './nameRules.js'
import { createNameStore } from './nameStore.js'
import { suggestNames } from './suggestNames.js'
import { registrationSchema, verifyRegistration } from './verifyRegistration.js'

/**
 * The names service, on the paths of WalletConnect's blockchain API: lookup, suggestions, reverse lookup,
 * registration (mounted at `/v1/profile`).
 * Errors follow `{status, reasons: [{name, description}]}`, and clients show `reasons[0].description`.
 */
export function profileApp(ctx: ServerContext, guards: Guards): Hono<AppEnv> {
  const store = createNameStore(ctx.db)
  const suffix = ctx.config.names.suffix
  const app = new Hono<AppEnv>()
  app.use(guards.cors.project, guards.limit.api, guards.body.api)

  app.get('/account/:name', async (c) => {
    const { fullName } = normalizeName(c.req.param('name'), suffix)
    const record = await store.find(fullName)
    if (!record) throw new NotFoundError('NameNotFound', `Name ${fullName} is not registered`)
    return c.json(record)
  })

  app.get('/suggestions/:name', async (c) =>
    c.json({ suggestions: await suggestNames(c.req.param('name'), suffix, store) }),
  )

  app.get('/reverse/:address', async (c) =>
    c.json(await store.findByAddress(requireAddress(c.req.param('address')))),
  )

  // Names are first come, first served, and keys cost nothing to make: quotas per client and per address keep
  // one party from squatting many names.
  const perClient = sharedRateLimiter(ctx, 'name-registration', ctx.config.limits.nameRegistrationsPerIp)
  // A refused signature may have cost an on-chain check (a contract account's ERC-1271/6492), which the success
  // quota does not count: refusals have a cap of their own.
  const failures = sharedRateLimiter(
    ctx,
    'name-registration-failure',
    ctx.config.limits.nameRegistrationFailuresPerIp,
  )
  app.post('/account', async (c) => {
    const clientKey = ipBucketKey(c.get('clientIp'))
    // Checked before the signature (which may need a chain node); spent only by a registration that succeeds.
    const quota = await perClient.peek(clientKey)
    if (!quota.allowed)
      throw new TooManyRequestsError(
        'NameRateLimited',
        `Too many names registered from this address. Please try again after ${quota.retryAfterSeconds} seconds`,
        quota.retryAfterSeconds,
      )
    const refusals = await failures.peek(clientKey)
    if (!refusals.allowed)
      throw new TooManyRequestsError(
        'NameCheckRateLimited',
        `Too many name registrations with a wrong signature from this address. Please try again after ${refusals.retryAfterSeconds} seconds`,
        refusals.retryAfterSeconds,
      )
    const registration = await readJson(c, registrationSchema)
    const verified = await verifyRegistration(registration, {
      suffix,
      nowMs: ctx.now(),
      maxClockSkewSeconds: ctx.config.names.maxClockSkewSeconds,
      chains: ctx.chains,
    }).catch(async (error: unknown) => {
      if (error instanceof UnauthorizedError && error.reason === 'InvalidSignature')
        await failures.spend(clientKey)
      throw error
    })
    const registered = await store.register({
      fullName: verified.fullName,
      attributes: verified.attributes,
      coinType: verified.coinType,
      address: verified.address,
      at: new Date(ctx.now()),
      maxPerAddress: ctx.config.limits.namesPerAddress,
    })
    if (registered === 'taken')
      throw new ConflictError('NameTaken', `Name ${verified.fullName} is already registered`)
    if (registered === 'quota')
      throw new ForbiddenError(
        'NameQuotaReached',
        `Address ${verified.address} already has ${ctx.config.limits.namesPerAddress} names, the most one address may hold`,
      )
    await perClient.spend(clientKey)
    return c.json(await store.find(verified.fullName))
  })
  return app
}

/** `GET /v1/identity/{address}` → `{name, avatar}`: the address's first name, as WalletConnect's identity API. */
export function identityApp(ctx: ServerContext, guards: Guards): Hono<AppEnv> {
  const store = createNameStore(ctx.db)
  const app = new Hono<AppEnv>()
  app.use(guards.cors.project, guards.limit.api, guards.body.api)
  app.get('/:address', async (c) => {
    const [first] = await store.findByAddress(requireAddress(c.req.param('address')))
    return c.json({ name: first?.name ?? null, avatar: first?.attributes[0]?.avatar ?? null })
  })
  return app
}
