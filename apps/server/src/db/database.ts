/** Something that runs SQL: the database itself, or a transaction on it. */
export type Queryable = {
  /** Runs one parameterised statement (`$1`, `$2`, …) and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>
  /** Runs a script of several statements without parameters (used by migrations). */
  exec(sql: string): Promise<void>
}

/** The thin data layer: plain SQL over PGlite or a Postgres server, through one interface. */
export type Database = Queryable & {
  /** `pglite` (embedded, WASM) or `postgres` (a server reached through `pg`). */
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Calls `onNotify` with each payload `pg_notify(channel, payload)` sends, from any connection of any instance,
   * and with `undefined` when some may have been missed (the listening connection was lost and is back). `channel`
   * is a lower-case identifier. Resolves once listening, with the function that stops it.
   */
  listen(channel: string, onNotify: (payload: string | undefined) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** Bounds of the Postgres pool (`pg`); PGlite ignores them. */
export type PoolOptions = {
  /** Connections at most. Default 10. Env `KIT_DB_POOL_SIZE`. */
  poolSize?: number
  /** Longest wait for a connection, new or from a busy pool. Default 3000 ms. Env `KIT_DB_CONNECT_TIMEOUT_MS`. */
  connectTimeoutMs?: number
  /** Longest statement (`statement_timeout`). Default 5000 ms. Env `KIT_DB_STATEMENT_TIMEOUT_MS`. */
  statementTimeoutMs?: number
  /** `idle_in_transaction_session_timeout`. Default 10000 ms. Env `KIT_DB_IDLE_TX_TIMEOUT_MS`. */
  idleInTransactionTimeoutMs?: number
}

/** Where the data lives. Neither `url` nor `dataDir`: an in-memory PGlite (tests). */
export type DatabaseOptions = PoolOptions & {
  /** A `postgres://` URL: use a Postgres server through `pg`. */
  url?: string | undefined
  /** A directory for PGlite's files, so data survives a restart. */
  dataDir?: string | undefined
}

/** Opens the database the options point at. Heavy drivers are loaded only when used. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const { openPostgres } = await import('./postgres.js')
    const { url: _url, dataDir: _dataDir, ...pool } = options
    return openPostgres(options.url, pool)
  }
  const { openPglite } = await import('./pglite.js')
  return openPglite(options.dataDir)
}
