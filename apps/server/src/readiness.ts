import type { ChainUpstream } from './config/index.js'
import type { ServerContext } from './context.js'
import { unavailabilityCode } from './db/outage.js'

/** What `/ready` found: each check's `ok` or why it failed, and whether the instance should get traffic. */
export type ReadyReport = { ready: boolean; checks: Record<string, string> }

/** How long a report is reused: a balancer (or a stranger) polling `/ready` costs at most one check per second. */
const REUSE_MS = 1_000

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    work,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
    }),
  ]).finally(() => clearTimeout(timer))
}

async function pingUpstream(upstream: ChainUpstream, timeoutMs: number): Promise<void> {
  const solana = upstream.caipNetworkId.startsWith('solana:')
  const response = await fetch(upstream.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: solana ? 'getHealth' : 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  await response.body?.cancel()
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
}

/**
 * The readiness check behind `/ready`: the database answers `select 1`, and each required upstream answers a
 * cheap JSON-RPC call, each within `timeoutMs`. Concurrent callers share one check.
 */
export function createReadiness(
  ctx: Pick<ServerContext, 'db' | 'now'>,
  options: { timeoutMs: number; upstreams: readonly ChainUpstream[] },
) {
  let last: { at: number; report: ReadyReport } | undefined
  let running: Promise<ReadyReport> | undefined

  async function run(): Promise<ReadyReport> {
    const checks: Record<string, string> = {}
    const database = withTimeout(ctx.db.query('select 1'), options.timeoutMs).then(
      () => {
        checks.database = 'ok'
      },
      (error: unknown) => {
        checks.database = `unavailable: ${unavailabilityCode(error) ?? (error instanceof Error ? error.message : String(error))}`
      },
    )
    const upstreams = options.upstreams.map((upstream) =>
      pingUpstream(upstream, options.timeoutMs).then(
        () => {
          checks[upstream.caipNetworkId] = 'ok'
        },
        (error: unknown) => {
          checks[upstream.caipNetworkId] =
            `unreachable: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`
        },
      ),
    )
    await Promise.all([database, ...upstreams])
    return { ready: Object.values(checks).every((value) => value === 'ok'), checks }
  }

  return {
    check(): Promise<ReadyReport> {
      if (last && ctx.now() - last.at < REUSE_MS) return Promise.resolve(last.report)
      running ??= run()
        .then((report) => {
          last = { at: ctx.now(), report }
          return report
        })
        .finally(() => {
          running = undefined
        })
      return running
    },
  }
}
