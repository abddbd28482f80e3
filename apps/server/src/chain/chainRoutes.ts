import { type Context, Hono } from 'hono'
import { isAddress } from 'viem'
import type { ServerContext } from '../context.js'
import { BadRequestError, UpstreamError } from '../errors.js'
import { ipBucketKey } from '../http/rateLimit.js'
import { projectCors } from '../http/cors.js'
import type { Guards } from '../http/guards.js'
import type { AppEnv } from '../http/types.js'
import { requireAddress } from './addresses.js'
import { balanceReadWeight, readBalances } from './balances.js'
import type { ConfiguredChain } from './chainRegistry.js'
import { createRpcBudget, type RpcBudget, rpcRefusalError } from './rpcLimits.js'
import { limitedAnswer, type ProxyAnswer, proxyJsonRpc } from './rpcProxy.js'

/**
 * The chain-facing part of the blockchain API, with WalletConnect's paths and shapes:
 * - `GET /v1/account/{address}/balance?chainId=` → `{balances}` (all chains of the address's kind when no chainId),
 *   its node reads charged to the client's JSON-RPC budget (and the project's, with `projectId`);
 * - `GET /v1/convert/gas-price?chainId=` → `{standard, fast, instant}` in wei, as strings (`gasPriceApp`);
 * - `POST /v1/?chainId=&projectId=` → the JSON-RPC proxy to the chain's node (`rpcProxyApp`).
 * The balance reads and the proxy spend one JSON-RPC budget.
 */
export function chainApps(ctx: ServerContext, guards: Guards) {
  const budget = createRpcBudget(ctx)
  return {
    balance: balanceApp(ctx, guards, budget),
    gasPrice: gasPriceApp(ctx, guards),
    rpcProxy: rpcProxyApp(ctx, guards, budget),
  }
}

/** `GET /v1/account/{address}/balance?chainId=` → `{balances}` (mounted at `/v1/account`). */
function balanceApp(ctx: ServerContext, guards: Guards, budget: RpcBudget): Hono<AppEnv> {
  const timeoutMs = ctx.config.limits.upstreamTimeoutMs
  const app = new Hono<AppEnv>()
  app.use(guards.cors.project, guards.limit.api, guards.body.api)

  app.get('/:address/balance', async (c) => {
    const address = requireAddress(c.req.param('address'))
    const namespace = isAddress(address, { strict: false }) ? 'eip155' : 'solana'
    const chainId = c.req.query('chainId')
    let chains: ConfiguredChain[]
    if (chainId) {
      const chain = ctx.chains.require(chainId)
      if (chain.namespace !== namespace)
        throw new BadRequestError(
          'AddressChainMismatch',
          `${address.slice(0, 100)} is not an address on ${chainId}`,
        )
      chains = [chain]
    } else {
      chains = ctx.chains.list().filter((chain) => chain.namespace === namespace)
    }
    // Every chain × token is a node call: without this, one API request would fan out past the RPC budget.
    const project = c.get('project')?.id
    const weight = chains.reduce((sum, chain) => sum + balanceReadWeight(chain), 0)
    const admission = await budget.charge(project, ipBucketKey(c.get('clientIp')), weight)
    if (!admission.allowed) throw rpcRefusalError(admission, project)
    const lists = await Promise.all(
      chains.map((chain) => readBalances(chain, address, ctx.config.nativePricesUsd, timeoutMs)),
    )
    return c.json({ balances: lists.flat() })
  })
  return app
}

/** `GET /v1/convert/gas-price?chainId=` → `{standard, fast, instant}` in wei, as strings (mounted at `/v1/convert`). */
function gasPriceApp(ctx: ServerContext, guards: Guards): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use(guards.cors.project, guards.limit.api, guards.body.api)
  app.get('/gas-price', async (c) => {
    const chain = ctx.chains.require(c.req.query('chainId'))
    if (chain.namespace !== 'eip155')
      throw new BadRequestError(
        'UnsupportedChain',
        `Gas prices are for EVM chains; ${chain.caipNetworkId} is not one`,
      )
    let standard: bigint
    try {
      standard = await chain.client.getGasPrice()
    } catch (error) {
      throw new UpstreamError(`Could not read the gas price on ${chain.caipNetworkId}`, { cause: error })
    }
    return c.json({
      standard: standard.toString(),
      fast: ((standard * 125n) / 100n).toString(),
      instant: ((standard * 150n) / 100n).toString(),
    })
  })
  return app
}

/**
 * `POST /v1/?chainId=&projectId=` → the JSON-RPC proxy to the chain's node (and its bundler), limited by call weight
 * per client and per project (`rpcLimits.ts`) instead of the API budget, with a body limit of its own for batches;
 * the project's origins and the secure frame's may call it (with CORS preflights). Its two routes
 * carry their middleware themselves: the app is mounted at the root.
 */
function rpcProxyApp(ctx: ServerContext, guards: Guards, budget: RpcBudget): Hono<AppEnv> {
  const timeoutMs = ctx.config.limits.upstreamTimeoutMs
  const app = new Hono<AppEnv>()
  const rpc = async (c: Context<AppEnv>) => {
    const project = c.get('project')
    if (!project)
      throw new BadRequestError('MissingProjectId', 'The projectId parameter is required for the RPC proxy')
    const clientKey = ipBucketKey(c.get('clientIp'))
    const send = (answer: ProxyAnswer) => {
      if (answer.retryAfterSeconds !== undefined) c.header('retry-after', String(answer.retryAfterSeconds))
      return c.json(answer.payload, answer.status as 200)
    }
    // A client out of budget is refused before its body is read.
    const early = budget.precheck(clientKey)
    if (!early.allowed) return send(limitedAnswer(early, [], false))
    const chain = ctx.chains.require(c.req.query('chainId'))
    return send(
      await proxyJsonRpc(await c.req.text(), chain, {
        timeoutMs,
        maxResponseBytes: ctx.config.limits.upstreamResponseBytes,
        logsBlockRange: ctx.config.limits.rpcLogsBlockRange,
        admit: (weight) => budget.charge(project.id, clientKey, weight),
      }),
    )
  }
  // The secure frame reaches its chains, node and bundler alike, through this one URL per chain: its origin too.
  const cors = projectCors(ctx, 'project', { frame: true })
  for (const path of ['/v1/', '/v1']) {
    app.options(path, cors)
    app.post(path, cors, guards.body.rpc, rpc)
  }
  return app
}
