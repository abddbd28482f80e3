// Validation of the namespaces a wallet sends (settlement and updates): well formed, and covering what the app required.
import { InvalidNamespacesError } from '../errors.js'
import type { ProposalNamespaces, SessionNamespace, SessionNamespaces } from './types.js'

const CHAIN_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

/** True for a CAIP-10 account id such as `eip155:1:0xab…`. */
export const isAccountId = (value: unknown): value is string =>
  typeof value === 'string' && ACCOUNT_ID.test(value)

// Size caps on what a wallet may grant. Everything granted is kept in memory and persisted (`localStorage` in a
// browser), so a hostile wallet must not be able to fill either. Real sessions use a few namespaces, a handful of
// accounts and a few dozen methods.
/** Most namespaces in one session. */
export const MAX_NAMESPACES = 16
/** Most accounts in one namespace. */
export const MAX_ACCOUNTS = 100
/** Most chains in one namespace. */
export const MAX_CHAINS = 128
/** Most methods in one namespace. */
export const MAX_METHODS = 128
/** Most events in one namespace. */
export const MAX_EVENTS = 128
/** Longest method or event name. Accounts and chains are bounded by their CAIP patterns. */
export const MAX_NAME_LENGTH = 100

/** A namespace key: a CAIP-2 namespace (`eip155`) or one chain (`eip155:1`). */
const NAMESPACE_KEY = /^[-a-z0-9]{3,8}$/

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

/** Why a list of names is refused (too many, or one too long), or undefined. */
function checkNames(names: string[], limit: number, what: string, key: string): string | undefined {
  if (names.length > limit) return `namespace ${key} has more than ${limit} ${what}`
  if (names.some((name) => name.length > MAX_NAME_LENGTH))
    return `namespace ${key} has ${what} longer than ${MAX_NAME_LENGTH} characters`
  return undefined
}

/** Why one namespace is refused, or undefined. */
function checkNamespace(key: string, entry: Partial<Record<keyof SessionNamespace, unknown>> | null) {
  if (!NAMESPACE_KEY.test(key) && !CHAIN_ID.test(key)) return `invalid namespace key ${key.slice(0, 80)}`
  if (typeof entry !== 'object' || entry === null) return `namespace ${key} must be an object`
  if (!isStringArray(entry.accounts) || !isStringArray(entry.methods) || !isStringArray(entry.events))
    return `namespace ${key} needs accounts, methods and events as string arrays`
  if (entry.accounts.length > MAX_ACCOUNTS) return `namespace ${key} has more than ${MAX_ACCOUNTS} accounts`
  if (entry.chains !== undefined) {
    if (!isStringArray(entry.chains) || !entry.chains.every(isChainId))
      return `namespace ${key} has an invalid chain`
    if (entry.chains.length > MAX_CHAINS) return `namespace ${key} has more than ${MAX_CHAINS} chains`
  }
  const names =
    checkNames(entry.methods, MAX_METHODS, 'methods', key) ??
    checkNames(entry.events, MAX_EVENTS, 'events', key)
  if (names) return names
  const prefix = `${key}:`
  for (const account of entry.accounts) {
    if (!ACCOUNT_ID.test(account)) return `namespace ${key} has an invalid account ${account.slice(0, 80)}`
    if (!account.startsWith(prefix)) return `account ${account.slice(0, 80)} is outside namespace ${key}`
  }
  return undefined
}

/**
 * Reads session namespaces from untrusted input (the wallet's settlement or update, or storage) and returns a clean
 * copy. Every key must be a CAIP-2 namespace or chain, every account CAIP-10 and inside its namespace key (or its
 * chain, for a chain-keyed namespace), and the sizes within the caps above.
 *
 * @throws InvalidNamespacesError with the reason, for anything else.
 */
export function parseSessionNamespaces(value: unknown): SessionNamespaces {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InvalidNamespacesError('namespaces must be an object')
  const entries = Object.entries(value)
  if (entries.length > MAX_NAMESPACES)
    throw new InvalidNamespacesError(`more than ${MAX_NAMESPACES} namespaces`)
  const out: SessionNamespaces = {}
  for (const [key, raw] of entries) {
    const entry = raw as Partial<Record<keyof SessionNamespace, unknown>> | null
    const problem = checkNamespace(key, entry)
    if (problem) throw new InvalidNamespacesError(problem)
    const { accounts, methods, events, chains } = entry as SessionNamespace
    out[key] = {
      accounts: [...accounts],
      methods: [...methods],
      events: [...events],
      ...(chains ? { chains: [...chains] } : {}),
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
