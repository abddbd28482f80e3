// EIP-2255 wallet permissions over Kit's connection: the one permission a dapp can hold is `eth_accounts`, held
// while an EVM account is connected through Kit.
import type { Kit } from '../kit.js'
import { InvalidProviderRequestError } from './errors.js'

/** An EIP-2255 permission, as `wallet_getPermissions` and `wallet_requestPermissions` answer it. */
export type ProviderPermission = {
  readonly invoker: string
  readonly parentCapability: 'eth_accounts'
  readonly caveats: readonly [
    { readonly type: 'restrictReturnedAccounts'; readonly value: readonly string[] },
  ]
  /** When the dapp's access started (the connection), in milliseconds since the epoch. */
  readonly date: number
}

/** The permissions a dapp holds: `eth_accounts` for the connected accounts, or none. */
export function permissionsOf(accounts: readonly string[], since: number): ProviderPermission[] {
  if (accounts.length === 0) return []
  const invoker = (globalThis as { location?: { origin?: string } }).location?.origin ?? 'unknown'
  return [
    {
      invoker,
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: [...accounts] }],
      date: since,
    },
  ]
}

/**
 * Reads the params of `wallet_requestPermissions` / `wallet_revokePermissions`: one object whose only key is
 * `eth_accounts`. Anything else is refused with -32602, naming what Kit grants.
 * @throws {InvalidProviderRequestError}
 */
export function readPermissionRequest(method: string, params: unknown): void {
  const [first, ...rest] = Array.isArray(params) ? params : []
  const names =
    typeof first === 'object' && first !== null && !Array.isArray(first) ? Object.keys(first) : undefined
  if (!names || rest.length > 0 || names.length !== 1 || names[0] !== 'eth_accounts')
    throw new InvalidProviderRequestError(
      `${method} takes [{ eth_accounts: {} }]: eth_accounts is the one permission Kit grants.`,
    )
}

/**
 * Answers the EIP-2255 methods: `wallet_getPermissions` from the connection, `wallet_requestPermissions` through
 * `requestAccounts` (Kit's modal when nothing is connected), `wallet_revokePermissions` by disconnecting.
 */
export async function answerPermissions(
  kit: Kit,
  request: { method: string; params: unknown; accounts: readonly string[]; since: () => number },
  requestAccounts: () => Promise<string[]>,
): Promise<ProviderPermission[] | null> {
  const { method, params, accounts, since } = request
  if (method === 'wallet_getPermissions') return permissionsOf(accounts, since())
  readPermissionRequest(method, params)
  if (method === 'wallet_requestPermissions') {
    const granted = await requestAccounts()
    return permissionsOf(granted, since())
  }
  if (accounts.length > 0) await kit.connection.disconnect()
  return null
}
