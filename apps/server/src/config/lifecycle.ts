import type { CaipNetworkId } from '@kit/chains'
import { z } from 'zod'
import { ServerConfigError } from '../errors.js'
import { callable, positive } from './checks.js'
import { type EnvField, integer, list, readVariable, splitList } from './envFields.js'

/** One structured log entry (a JSON line). */
export type LogEntry = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>

const jsonLines = (entry: LogEntry) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`)
}

/** Readiness, shutdown, logging and the clock. */
export const lifecycleFields = {
  /** `/ready`: how long each check may take (default 2000 ms), and the chain upstreams it requires (default none). */
  ready: z
    .object({
      timeoutMs: positive(2_000, 'ready.timeoutMs (KIT_READY_TIMEOUT_MS)'),
      /**
       * CAIP-2 ids of configured chains that must answer for this instance to be ready. Default none: a chain node
       * shared by every instance being down would otherwise take every instance out, routes that need no chain too.
       */
      upstreams: z.array(z.custom<CaipNetworkId>((value) => typeof value === 'string')).default(() => []),
    })
    .prefault({}),
  /** On `close()` (SIGTERM, SIGINT), how long requests in flight may take to finish before connections are cut. Default 10000 ms. */
  shutdownTimeoutMs: positive(10_000, 'shutdownTimeoutMs (KIT_SHUTDOWN_TIMEOUT_MS)'),
  /** Log sink: a function receiving entries, `false` for silence, default JSON lines on stdout. */
  log: z
    .union([z.literal(false), callable<(entry: LogEntry) => void>()])
    .optional()
    .transform((log) => (log === false ? () => {} : (log ?? jsonLines))),
  /** Clock in ms; tests move it to check expiries and cooldowns. */
  now: callable<() => number>().default(() => Date.now),
}

/** The chains `/ready` requires must be configured chains. */
export function checkReadyUpstreams(
  upstreams: readonly CaipNetworkId[],
  chains: ReadonlyArray<{ caipNetworkId: CaipNetworkId }>,
): void {
  for (const id of upstreams)
    if (!chains.some((chain) => chain.caipNetworkId === id))
      throw new ServerConfigError(
        `ready.upstreams (KIT_READY_UPSTREAMS) names ${id}, which is not a configured chain`,
        { details: `Configured: ${chains.map((chain) => chain.caipNetworkId).join(', ') || 'none'}.` },
      )
}

const upstreams: EnvField<CaipNetworkId[]> = {
  ...list<CaipNetworkId>('KIT_READY_UPSTREAMS'),
  problems: (env) =>
    splitList(env.KIT_READY_UPSTREAMS)
      .filter((id) => !/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(id))
      .map((id) => `KIT_READY_UPSTREAMS must list CAIP-2 ids such as eip155:80002, not "${id.slice(0, 60)}"`),
}

/** `KIT_LOG`: `json` (the default) or `quiet`. */
const log: EnvField<false> = {
  variables: ['KIT_LOG'],
  problems: (env) => {
    const value = readVariable(env, 'KIT_LOG')
    return value && !['quiet', 'json'].includes(value)
      ? [`KIT_LOG must be "json" (the default) or "quiet", not "${value.slice(0, 40)}"`]
      : []
  },
  read: (env) => (env.KIT_LOG === 'quiet' ? false : undefined),
}

export const lifecycleEnv = {
  ready: { timeoutMs: integer('KIT_READY_TIMEOUT_MS', 1, 60_000), upstreams },
  shutdownTimeoutMs: integer('KIT_SHUTDOWN_TIMEOUT_MS', 1, 600_000),
  log,
}
