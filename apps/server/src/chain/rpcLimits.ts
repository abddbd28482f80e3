import type { ResolvedConfig } from '../config.js'
import { createRateLimiter } from '../http/rateLimiter.js'

/** Whether a call of some weight may go upstream now; when not, which limit refused it and for how long. */
export type RpcAdmission =
  | { allowed: true }
  | {
      allowed: false
      reason: 'RateLimited' | 'ProjectRateLimited'
      description: string
      retryAfterSeconds: number
    }

/** The JSON-RPC proxy's budgets, in call weight (`methodWeight`). */
export type RpcBudget = {
  /** Whether the client has any budget left at all: checked before its body is read. */
  precheck(clientKey: string): RpcAdmission
  /** Spends `weight` for one request (every call of a batch counted) if every limit allows it. */
  charge(projectId: string, clientKey: string, weight: number): RpcAdmission
}

type Limits = ResolvedConfig['limits']

/**
 * The proxy's limits. The projectId is public and a non-browser client can forge any `Origin`, so nothing a
 * stranger can fill may lock a project's visitors out:
 * - each client (IPv4 address, IPv6 /64) has its own budget, all projects together (`rpcPerIp`);
 * - each project has a budget for the operator's upstream cost (`rpcPerProject`), but within it each client
 *   keeps a floor (`rpcFloorPerIp`) that spending the project budget does not take away. Strangers who drain the
 *   project budget from a few addresses slow down only clients above the floor; a visitor making ordinary calls
 *   goes on working. The price is that many addresses can each spend their floor past the project budget.
 */
export function createRpcBudget(limits: Limits, now: () => number): RpcBudget {
  const perClient = createRateLimiter({ ...limits.rpcPerIp, now })
  const perProject = createRateLimiter({ ...limits.rpcPerProject, now })
  const floor = createRateLimiter({ ...limits.rpcFloorPerIp, now })

  const clientRefusal = (retryAfterSeconds: number): RpcAdmission => ({
    allowed: false,
    reason: 'RateLimited',
    description: `Too many JSON-RPC calls from this address. Please try again after ${retryAfterSeconds} seconds`,
    retryAfterSeconds,
  })

  return {
    precheck(clientKey) {
      const client = perClient.peek(clientKey, 1)
      return client.allowed ? { allowed: true } : clientRefusal(client.retryAfterSeconds)
    },
    charge(projectId, clientKey, weight) {
      const client = perClient.peek(clientKey, weight)
      if (!client.allowed) return clientRefusal(client.retryAfterSeconds)
      const floorKey = `${projectId}\u0000${clientKey}`
      const share = floor.peek(floorKey, weight)
      const project = perProject.peek(projectId, weight)
      if (!share.allowed && !project.allowed) {
        const retryAfterSeconds = Math.min(share.retryAfterSeconds, project.retryAfterSeconds)
        return {
          allowed: false,
          reason: 'ProjectRateLimited',
          description: `Too many JSON-RPC calls for project ${projectId}. Please try again after ${retryAfterSeconds} seconds`,
          retryAfterSeconds,
        }
      }
      perClient.spend(clientKey, weight)
      floor.spend(floorKey, weight)
      perProject.spend(projectId, weight)
      return { allowed: true }
    },
  }
}
