import type { CaipNetworkId } from '@kit/chains'
import { z } from 'zod'
import { ServerConfigError } from '../errors.js'
import { checked } from './checks.js'
import { type Env, type EnvField, type LocalStack, readVariable } from './envFields.js'

const EIP155 = /^eip155:[1-9][0-9]{0,15}$/

/** Whether `value` is an http(s) URL. */
function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** The problem with one `chain → URL` entry, or undefined. */
function entryProblem(chain: string, url: unknown): string | undefined {
  if (!EIP155.test(chain))
    return `bundlers (KIT_BUNDLER_URLS) names "${chain.slice(0, 40)}", which is not an eip155:<chain id>`
  if (typeof url !== 'string' || !isHttpUrl(url))
    return `bundlers (KIT_BUNDLER_URLS) gives ${chain} "${String(url).slice(0, 100)}", which is not an http:// or https:// URL`
  return undefined
}

/**
 * The ERC-4337 bundler of each EVM chain: `{ 'eip155:8453': 'https://…' }`. The blockchain API's JSON-RPC proxy
 * sends the user-operation methods (`eth_sendUserOperation`…) there instead of to the node; a chain without one
 * answers them with a JSON-RPC error. The URL may hold the bundler provider's API key: it stays on the server.
 */
export const bundlersSchema = z
  .record(z.string(), z.string())
  .default(() => ({}))
  .transform(
    checked((bundlers: Record<string, string>) => {
      for (const [chain, url] of Object.entries(bundlers)) {
        const problem = entryProblem(chain, url)
        if (problem) throw new ServerConfigError(problem)
      }
      return bundlers as Record<CaipNetworkId, string>
    }),
  )

/** A bundler for a chain that is not configured would never be reached: refused at start. */
export function checkBundlerChains(
  bundlers: Readonly<Record<string, string>>,
  chains: ReadonlyArray<{ caipNetworkId: CaipNetworkId }>,
): void {
  for (const chain of Object.keys(bundlers))
    if (!chains.some((configured) => configured.caipNetworkId === chain))
      throw new ServerConfigError(
        `bundlers (KIT_BUNDLER_URLS) names ${chain}, which is not a configured chain`,
        {
          details: `Configured: ${chains.map((configured) => configured.caipNetworkId).join(', ') || 'none'}.`,
        },
      )
}

/**
 * `KIT_BUNDLER_URLS`, a JSON object `{"eip155:<chain id>": "<bundler URL>"}`; in development (`KIT_DEV=1`) unset,
 * the devnet's bundler (Alto) on each devnet chain whose node is the devnet's (no `KIT_RPC_<id>`).
 */
const bundlers: EnvField<Record<string, string>> = {
  variables: ['KIT_BUNDLER_URLS'],
  problems: (env: Env) => {
    const raw = readVariable(env, 'KIT_BUNDLER_URLS')
    if (raw === undefined) return []
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch {
      return ['KIT_BUNDLER_URLS is not valid JSON']
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return ['KIT_BUNDLER_URLS must be a JSON object {"eip155:<chain id>": "<bundler URL>"}']
    return Object.entries(value).flatMap(([chain, url]) => entryProblem(chain, url) ?? [])
  },
  read: (env: Env, local: LocalStack | undefined) => {
    const raw = readVariable(env, 'KIT_BUNDLER_URLS')
    if (raw !== undefined) return JSON.parse(raw) as Record<string, string>
    if (!local) return undefined
    // Only beside the devnet's own node: a chain given its own RPC URL gets no stand-in bundler.
    const devnet = [
      ['eip155:80002', 'KIT_RPC_80002', 'bundler80002'],
      ['eip155:31337', 'KIT_RPC_31337', 'bundler31337'],
    ] as const
    return Object.fromEntries(
      devnet
        .filter(([, rpcVariable]) => readVariable(env, rpcVariable) === undefined)
        .map(([chain, , service]) => [chain, local.url(env, service)]),
    )
  },
}

export const bundlerEnv = { bundlers }
