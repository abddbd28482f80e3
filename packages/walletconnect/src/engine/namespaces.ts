// Validation of the namespaces a wallet sends (settlement and updates): well formed, and covering what the app required.
import type { ProposalNamespaces, SessionNamespace, SessionNamespaces } from './types.js'

const CHAIN_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** True for a CAIP-2 chain id such as `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export const isChainId = (value: unknown): value is string =>
  typeof value === 'string' && CHAIN_ID.test(value)

/** The chain id (CAIP-2) of a CAIP-10 account. */
export const chainOfAccount = (account: string): string => account.split(':').slice(0, 2).join(':')

/** The chains a session namespace covers: its `chains`, or those of its accounts. */
export function chainsOf(namespace: SessionNamespace): string[] {
  return [...new Set([...(namespace.chains ?? []), ...namespace.accounts.map(chainOfAccount)])]
}

/**
 * Reads session namespaces from untrusted input; returns a clean copy, or a reason it is refused. Every account must
 * be CAIP-10 and belong to its namespace key (or to the chain for a chain-keyed namespace).
 */
export function parseSessionNamespaces(value: unknown): SessionNamespaces | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'namespaces must be an object'
  const out: SessionNamespaces = {}
  for (const [key, raw] of Object.entries(value)) {
    const entry = raw as Partial<Record<keyof SessionNamespace, unknown>> | null
    if (typeof entry !== 'object' || entry === null) return `namespace ${key} must be an object`
    if (!isStringArray(entry.accounts) || !isStringArray(entry.methods) || !isStringArray(entry.events))
      return `namespace ${key} needs accounts, methods and events as string arrays`
    if (entry.chains !== undefined && (!isStringArray(entry.chains) || !entry.chains.every(isChainId)))
      return `namespace ${key} has an invalid chain`
    const prefix = `${key}:`
    for (const account of entry.accounts) {
      if (!ACCOUNT_ID.test(account)) return `namespace ${key} has an invalid account ${account.slice(0, 80)}`
      if (!account.startsWith(prefix)) return `account ${account.slice(0, 80)} is outside namespace ${key}`
    }
    out[key] = {
      accounts: [...entry.accounts],
      methods: [...entry.methods],
      events: [...entry.events],
      ...(entry.chains ? { chains: [...entry.chains] } : {}),
    }
  }
  return out
}

/** Why `session` does not cover the app's required namespaces, or undefined when it does. */
export function missingRequired(
  required: ProposalNamespaces,
  session: SessionNamespaces,
): string | undefined {
  for (const [key, want] of Object.entries(required)) {
    const namespaceKey = key.split(':')[0] ?? key
    const granted = Object.entries(session).filter(([k]) => k === key || k.split(':')[0] === namespaceKey)
    if (granted.length === 0) return `required namespace ${key} was not granted`
    const chains = new Set(granted.flatMap(([, namespace]) => chainsOf(namespace)))
    const methods = new Set(granted.flatMap(([, namespace]) => namespace.methods))
    const events = new Set(granted.flatMap(([, namespace]) => namespace.events))
    const wantChains = want.chains ?? (key.includes(':') ? [key] : [])
    for (const chain of wantChains) if (!chains.has(chain)) return `required chain ${chain} was not granted`
    for (const method of want.methods)
      if (!methods.has(method)) return `required method ${method} was not granted`
    for (const event of want.events) if (!events.has(event)) return `required event ${event} was not granted`
  }
  return undefined
}

/** Reads proposal namespaces from the caller; returns a reason when they are malformed. */
export function checkProposalNamespaces(
  value: ProposalNamespaces | undefined,
  label: string,
): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${label} must be an object`
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'object' || entry === null) return `${label}.${key} must be an object`
    if (!isStringArray(entry.methods) || !isStringArray(entry.events))
      return `${label}.${key} needs methods and events as string arrays`
    if (entry.chains !== undefined && (!isStringArray(entry.chains) || !entry.chains.every(isChainId)))
      return `${label}.${key} has an invalid chain id`
    if (!key.includes(':') && (entry.chains ?? []).some((chain) => !chain.startsWith(`${key}:`)))
      return `${label}.${key} lists a chain of another namespace`
  }
  return undefined
}
