import type { KeyVault, Sealed } from '../../auth/keyVault.js'
import type { Database } from '../../db/database.js'
import type { OnrampProviderId } from './types.js'

/** A provider's access token and when it expires (ms since the epoch). */
export type ProviderToken = { value: string; expiresAt: number }

/** Where an adapter keeps the access token its provider issues (one per provider for all instances). */
export type ProviderTokenStore = {
  /** The stored token, if any, whatever its age (webhooks are checked against the one in use). */
  current(): Promise<ProviderToken | undefined>
  /**
   * The stored token while it has more than `marginMs` left; otherwise one instance at a time calls `refresh`
   * and stores its answer, and the others then read it.
   */
  get(refresh: () => Promise<ProviderToken>, marginMs: number): Promise<ProviderToken>
}

/** A store in this process only: for a single adapter outside a server (tests, scripts). */
export function memoryTokenStore(now: () => number): ProviderTokenStore {
  let token: ProviderToken | undefined
  return {
    current: async () => token,
    async get(refresh, marginMs) {
      if (!token || token.expiresAt - marginMs <= now()) token = await refresh()
      return token
    },
  }
}

// An arbitrary constant: with the provider's name, the advisory lock under which one instance refreshes.
const TOKEN_LOCK = 46_001

/**
 * The token in Postgres (`onramp_provider_tokens`), sealed with `vault`, refreshed under an advisory lock: a
 * provider that invalidates the previous token on refresh (Transak) then sees one refresh, not one per instance.
 */
export function databaseTokenStore(
  db: Database,
  vault: KeyVault,
  provider: OnrampProviderId,
  now: () => number,
): ProviderTokenStore {
  const associatedData = `onramp-token:${provider}`
  type Row = { sealed: Sealed; expires_at: Date | string }
  const open = (row: Row | undefined): ProviderToken | undefined =>
    row
      ? { value: vault.open(row.sealed, associatedData), expiresAt: new Date(row.expires_at).getTime() }
      : undefined
  const read = async () =>
    open(
      (
        await db.query<Row>('select sealed, expires_at from onramp_provider_tokens where provider = $1', [
          provider,
        ])
      )[0],
    )
  const fresh = (token: ProviderToken | undefined, marginMs: number) =>
    token !== undefined && token.expiresAt - marginMs > now()
  return {
    current: read,
    async get(refresh, marginMs) {
      const stored = await read()
      if (fresh(stored, marginMs)) return stored as ProviderToken
      return db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [TOKEN_LOCK, provider])
        const rows = await tx.query<Row>(
          'select sealed, expires_at from onramp_provider_tokens where provider = $1',
          [provider],
        )
        const again = open(rows[0])
        if (fresh(again, marginMs)) return again as ProviderToken
        const token = await refresh()
        await tx.query(
          `insert into onramp_provider_tokens (provider, sealed, expires_at, updated_at) values ($1, $2, $3, $4)
           on conflict (provider) do update set sealed = $2, expires_at = $3, updated_at = $4`,
          [
            provider,
            JSON.stringify(vault.seal(token.value, associatedData)),
            new Date(token.expiresAt),
            new Date(now()),
          ],
        )
        return token
      })
    },
  }
}
