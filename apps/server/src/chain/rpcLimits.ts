import type { ServerContext } from '../context.js'
import { TooManyRequestsError } from '../errors.js'
import { sharedRateLimiter } from '../http/rateLimitStore.js'
import { methodWeight } from './rpcMethods.js'

/**
 * What one on-chain signature check costs against the budget. viem's `verifyHash` runs the ERC-6492 validator in an
 * `eth_call`, which for a counterfactual account first runs the wrapped factory call: priced as `eth_estimateGas`.
 */
export const SIGNATURE_CHECK_WEIGHT = methodWeight('eth_estimateGas')

/** Whether a call of some weight may go upstream now; when not, which limit refused it and for how long. */
export type RpcAdmission =
  | { allowed: true }
  | {
      allowed: false
      reason: 'RateLimited' | 'ProjectRateLimited'
      description: string
      retryAfterSeconds: number
    }

/** The JSON-RPC proxy's budgets, in call weight (`methodWeight`), shared by every instance. */
export type RpcBudget = {
  /**
   * Whether this instance already knows the client has no budget left: checked before its body is read, without a
   * database round trip (a client refused on another instance is refused by `charge` here).
   */
  precheck(clientKey: string): RpcAdmission
  /**
   * Spends `weight` for one request (every call of a batch counted) if every limit allows it. Without a project
   * (a route where `projectId` is optional) only the client's budget is charged.
   */
  charge(projectId: string | undefined, clientKey: string, weight: number): Promise<RpcAdmission>
}

/**
 * The 429 a route other than the JSON-RPC proxy (balances, sign-in checks) answers when the budget refuses the chain
 * calls it would make; it says the budget is shared, since the caller may not have used the proxy at all.
 */
export function rpcRefusalError(
  admission: Exclude<RpcAdmission, { allowed: true }>,
  projectId: string | undefined,
): TooManyRequestsError {
  const whose = admission.reason === 'RateLimited' ? 'from this address' : `for project ${projectId}`
  return new TooManyRequestsError(
    admission.reason,
    `Too many chain calls ${whose} (balances, signature checks and JSON-RPC share one budget). Please try again after ${admission.retryAfterSeconds} seconds`,
    admission.retryAfterSeconds,
  )
}

/**
 * The proxy's limits. The projectId is public and a non-browser client can forge any `Origin`, so nothing a
 * stranger can fill may lock a project's visitors out:
 * - each client (IPv4 address, IPv6 /64) has its own budget, all projects together (`rpcPerIp`);
 * - each project has a budget for the operator's upstream cost (`rpcPerProject`), but within it each client
 *   keeps a floor (`rpcFloorPerIp`) that spending the project budget does not take away. Strangers who drain the
 *   project budget from a few addresses slow down only clients above the floor; a visitor making ordinary calls
 *   goes on working. The price is that many addresses can each spend their floor past the project budget.
 */
export function createRpcBudget(ctx: ServerContext): RpcBudget {
  const { limits } = ctx.config
  const perClient = sharedRateLimiter(ctx, 'rpc-client', limits.rpcPerIp)
  const perProject = sharedRateLimiter(ctx, 'rpc-project', limits.rpcPerProject)
  const floor = sharedRateLimiter(ctx, 'rpc-floor', limits.rpcFloorPerIp)

  const clientRefusal = (retryAfterSeconds: number): RpcAdmission => ({
    allowed: false,
    reason: 'RateLimited',
    description: `Too many JSON-RPC calls from this address. Please try again after ${retryAfterSeconds} seconds`,
    retryAfterSeconds,
  })

  const projectRefusal = (projectId: string, retryAfterSeconds: number): RpcAdmission => ({
    allowed: false,
    reason: 'ProjectRateLimited',
    description: `Too many JSON-RPC calls for project ${projectId}. Please try again after ${retryAfterSeconds} seconds`,
    retryAfterSeconds,
  })

  // Gives back or records weight off the request's path; an unreachable database is counted around by the limiter,
  // anything else is logged.
  const inBackground = (work: Promise<void>) =>
    work.catch((error: unknown) =>
      ctx.config.log({ level: 'error', msg: 'a JSON-RPC budget update failed', error: String(error) }),
    )

  return {
    precheck(clientKey) {
      const refused = perClient.refusedHere(clientKey)
      return refused ? clientRefusal(refused.retryAfterSeconds) : { allowed: true }
    },
    // Each step is one atomic hit, so concurrent calls on any instance never overspend a budget. The client's hit
    // and its floor share are asked together (one database round trip on the common path, since most clients stay
    // within their floor); whatever a refused call took is given back. Recording the spend on the project budget
    // does not hold the call up: the statement is queued before the answer, so any later hit sees it.
    async charge(projectId, clientKey, weight) {
      if (projectId === undefined) {
        const client = await perClient.hit(clientKey, weight)
        return client.allowed ? { allowed: true } : clientRefusal(client.retryAfterSeconds)
      }
      // A line break cannot occur in either part, and Postgres text cannot hold NUL.
      const floorKey = `${projectId}\n${clientKey}`
      const [client, share] = await Promise.all([
        perClient.hit(clientKey, weight),
        floor.hit(floorKey, weight),
      ])
      if (!client.allowed) {
        if (share.allowed) inBackground(floor.spend(floorKey, -weight))
        return clientRefusal(client.retryAfterSeconds)
      }
      if (share.allowed) {
        inBackground(perProject.spend(projectId, weight))
        return { allowed: true }
      }
      const project = await perProject.hit(projectId, weight)
      if (project.allowed) {
        inBackground(floor.spend(floorKey, weight))
        return { allowed: true }
      }
      inBackground(perClient.spend(clientKey, -weight))
      return projectRefusal(projectId, Math.min(share.retryAfterSeconds, project.retryAfterSeconds))
    },
  }
}
