import type { ServerContext } from '../context.js'
import { sharedRateLimiter } from '../http/rateLimitStore.js'

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
  /** Whether the client has any budget left at all: checked before its body is read. */
  precheck(clientKey: string): Promise<RpcAdmission>
  /** Spends `weight` for one request (every call of a batch counted) if every limit allows it. */
  charge(projectId: string, clientKey: string, weight: number): Promise<RpcAdmission>
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

  return {
    async precheck(clientKey) {
      const client = await perClient.peek(clientKey, 1)
      return client.allowed ? { allowed: true } : clientRefusal(client.retryAfterSeconds)
    },
    // Each step is one atomic hit, so concurrent calls on any instance never overspend the client's budget; the
    // floor is tried first since most clients stay within it. A call refused after the client's hit gives it back.
    async charge(projectId, clientKey, weight) {
      const client = await perClient.hit(clientKey, weight)
      if (!client.allowed) return clientRefusal(client.retryAfterSeconds)
      // A line break cannot occur in either part, and Postgres text cannot hold NUL.
      const floorKey = `${projectId}\n${clientKey}`
      const share = await floor.hit(floorKey, weight)
      if (share.allowed) {
        await perProject.spend(projectId, weight)
        return { allowed: true }
      }
      const project = await perProject.hit(projectId, weight)
      if (project.allowed) {
        await floor.spend(floorKey, weight)
        return { allowed: true }
      }
      await perClient.spend(clientKey, -weight)
      return projectRefusal(projectId, Math.min(share.retryAfterSeconds, project.retryAfterSeconds))
    },
  }
}
