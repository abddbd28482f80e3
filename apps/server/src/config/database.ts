import { z } from 'zod'
import { ServerConfigError } from '../errors.js'
import { checked, positiveNumber } from './checks.js'
import { type EnvField, integer, url } from './envFields.js'

/** A postgres URL, or nothing. */
function checkUrl(url: string | undefined): string | undefined {
  if (url === undefined || url === '') return url
  let protocol = ''
  try {
    protocol = new URL(url).protocol
  } catch {}
  if (protocol !== 'postgres:' && protocol !== 'postgresql:')
    throw new ServerConfigError('database.url (DATABASE_URL) must be a postgres:// or postgresql:// URL', {
      details: 'e.g. postgres://kit:secret@db.internal:5432/kit',
    })
  return url
}

/**
 * Storage: a Postgres URL, or a PGlite directory; neither means an in-memory PGlite (tests). With a URL, the pool's
 * size and timeouts.
 */
export const databaseSchema = z
  .object({
    /** A `postgres://` URL: use a Postgres server through `pg`. */
    url: z.string().optional().transform(checked(checkUrl)),
    /** A directory for PGlite's files, so data survives a restart. */
    dataDir: z.string().optional(),
    /** Connections at most. Default 10. */
    poolSize: positiveNumber('database.poolSize (KIT_DB_POOL_SIZE)').exactOptional(),
    /** Longest wait for a connection, new or from a busy pool. Default 3000 ms. */
    connectTimeoutMs: positiveNumber('database.connectTimeoutMs (KIT_DB_CONNECT_TIMEOUT_MS)').exactOptional(),
    /** Longest statement (`statement_timeout`). Default 5000 ms. */
    statementTimeoutMs: positiveNumber(
      'database.statementTimeoutMs (KIT_DB_STATEMENT_TIMEOUT_MS)',
    ).exactOptional(),
    /** `idle_in_transaction_session_timeout`. Default 10000 ms. */
    idleInTransactionTimeoutMs: positiveNumber(
      'database.idleInTransactionTimeoutMs (KIT_DB_IDLE_TX_TIMEOUT_MS)',
    ).exactOptional(),
  })
  .prefault({})

/** `KIT_DATA_DIR`: PGlite's directory, `.data/server` by default, `:memory:` for none; unused with a URL. */
const dataDir: EnvField<string> = {
  variables: ['KIT_DATA_DIR'],
  read: (env) => {
    const dir = env.KIT_DATA_DIR ?? '.data/server'
    return env.DATABASE_URL || dir === ':memory:' ? undefined : dir
  },
}

export const databaseEnv = {
  url: url('DATABASE_URL', ['postgres:', 'postgresql:']),
  dataDir,
  poolSize: integer('KIT_DB_POOL_SIZE', 1, 1_000),
  connectTimeoutMs: integer('KIT_DB_CONNECT_TIMEOUT_MS', 1, 600_000),
  statementTimeoutMs: integer('KIT_DB_STATEMENT_TIMEOUT_MS', 1, 3_600_000),
  idleInTransactionTimeoutMs: integer('KIT_DB_IDLE_TX_TIMEOUT_MS', 1, 3_600_000),
}
