import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { ServerContext } from '../context.js'
import { BadRequestError, NotFoundError, UnauthorizedError } from '../errors.js'
import { projectCors } from '../http/cors.js'
import type { Guards } from '../http/guards.js'
import { ipBucketKey } from '../http/rateLimit.js'
import type { AppEnv } from '../http/types.js'
import { externalOffer, externalProviderOf, forwardPaymasterCall } from './externalPaymaster.js'
import { answerPaymasterRpc } from './paymasterRpc.js'
import { createPaymasterService, type PaymasterMethod } from './paymasterService.js'
import { createSponsorshipStore } from './sponsorshipStore.js'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * The ERC-7677 paymaster service, mounted at `/v1/paymaster`:
 * - `POST /v1/paymaster?projectId=` → JSON-RPC 2.0 (`pm_getPaymasterStubData`, `pm_getPaymasterData`), always
 *   HTTP 200 with a result or a JSON-RPC error, so wallets read the code and reason (`paymasterRpc.ts`). Callable
 *   from the project's origins and the secure frame's, spending the per-client API budget, with the JSON-RPC body
 *   limit (call data can be long).
 * - `GET /v1/paymaster/sponsorship?projectId=` → `{paymasterUrl, chains, sponsor?}`: the service's URL for the
 *   project and the chains it sponsors there (none when off), so a wallet can say so in `wallet_getCapabilities`.
 * A project the operator gave another ERC-7677 service (`paymaster.providers`) is answered by forwarding to it
 * (`externalPaymaster.ts`); its URL, and the key in it, never leave the server.
 * - `GET /v1/paymaster/spend?projectId=` → what the project was signed for, per chain, today and this month: for
 *   the operator only (`Authorization: Bearer <paymaster.operatorToken>`), off when no token is set.
 */
export function paymasterApp(ctx: ServerContext, guards: Guards): Hono<AppEnv> {
  const config = ctx.config.paymaster
  const store = createSponsorshipStore(ctx.db, ctx.now)
  const service = createPaymasterService({ config, store, now: ctx.now })
  const app = new Hono<AppEnv>()
  app.use(projectCors(ctx, 'project', { frame: true }), guards.limit.api)

  app.post('/', guards.body.rpc, async (c) => {
    const project = c.get('project')
    if (!project)
      throw new BadRequestError(
        'MissingProjectId',
        'The projectId parameter is required: the paymaster service sponsors per project',
      )
    const client = ipBucketKey(c.get('clientIp'))
    const provider = externalProviderOf(config, project)
    const answering = provider
      ? {
          call: (_: unknown, __: unknown, method: PaymasterMethod, params: unknown) =>
            forwardPaymasterCall(provider, method, params),
        }
      : service
    return c.json(await answerPaymasterRpc(await c.req.text(), project, client, answering))
  })

  app.get('/sponsorship', (c) => {
    const project = c.get('project')
    if (!project) throw new BadRequestError('MissingProjectId', 'The projectId parameter is required')
    const provider = externalProviderOf(config, project)
    return c.json({
      paymasterUrl: `${ctx.publicUrl()}/v1/paymaster?projectId=${encodeURIComponent(project.id)}`,
      ...(provider ? externalOffer(provider, project) : service.offer(project)),
    })
  })

  app.get('/spend', guards.body.api, async (c) => {
    if (config.operatorToken === '') throw new NotFoundError('NotFound', 'Not found')
    const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
    if (!timingSafeEqual(digest(token), digest(config.operatorToken)))
      throw new UnauthorizedError('OperatorTokenRequired', "The spend report needs the operator's token")
    const project = c.get('project')
    if (!project) throw new BadRequestError('MissingProjectId', 'The projectId parameter is required')
    const chains = await store.spend(project.id)
    return c.json({
      projectId: project.id,
      chains: chains.map((entry) => ({
        chainId: entry.chainId,
        today: entry.today.toString(),
        thisMonth: entry.thisMonth.toString(),
        count: entry.count,
      })),
    })
  })
  return app
}
