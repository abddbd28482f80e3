import pg from 'pg'
import { DatabaseUnavailableError } from '../errors.js'
import type { Database, PoolOptions, Queryable } from './database.js'
import { asUnavailable } from './outage.js'
import { createPostgresListener } from './postgresListener.js'

type Client = Pick<pg.PoolClient, 'query'>

// Dates go to Postgres as ISO strings (UTC): pg's own formatting reads the local time-zone offset, which another
// library in the same process can upset (a devnet started beside the server in tests made it '+00:NaN').
const toParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value)

function wrap(client: Client): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await client.query(sql, params.map(toParameter))
        return result.rows as Row[]
      } catch (error) {
        throw asUnavailable(error)
      }
    },
    async exec(sql: string) {
      try {
        await client.query(sql)
      } catch (error) {
        throw asUnavailable(error)
      }
    },
  }
}

/** The pool's defaults: every wait on the database is bounded, so a hung server cannot hold requests. */
export const defaultPoolOptions: Required<PoolOptions> = {
  poolSize: 10,
  connectTimeoutMs: 3_000,
  statementTimeoutMs: 5_000,
  idleInTransactionTimeoutMs: 10_000,
}

// The client-side bound comes this long after the server-side `statement_timeout`, so a live server cancels the
// statement itself and only a server that stopped answering is cut off by the client.
const CLIENT_MARGIN_MS = 500

/**
 * Connects to a Postgres server through a `pg` pool. A query that the server does not finish within
 * `statementTimeoutMs` is cancelled (`statement_timeout`); a server that does not answer at all is given up on by the
 * client shortly after, and that connection is dropped. Waiting for a connection (new or from a busy pool) is bounded
 * by `connectTimeoutMs`. Losing the server makes queries throw `DatabaseUnavailableError`; the pool reconnects by
 * itself when it returns.
 * @throws {DatabaseUnavailableError} when the server cannot be reached at start.
 */
export async function openPostgres(url: string, options: PoolOptions = {}): Promise<Database> {
  const settings = { ...defaultPoolOptions, ...options }
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.poolSize,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    query_timeout: settings.statementTimeoutMs + CLIENT_MARGIN_MS,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    application_name: 'kit-server',
    keepAlive: true,
  })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  // Fail at start-up, not at the first request, when the server is unreachable.
  try {
    const probe = await pool.connect()
    probe.release()
  } catch (error) {
    await pool.end().catch(() => {})
    throw asUnavailable(error)
  }
  // LISTEN needs a connection of its own, opened only once something listens.
  const listener = createPostgresListener(url)
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      let client: pg.PoolClient
      try {
        client = await pool.connect()
      } catch (error) {
        throw asUnavailable(error)
      }
      let broken: Error | undefined
      try {
        await wrap(client).exec('begin')
        const result = await work(wrap(client))
        await wrap(client).exec('commit')
        return result
      } catch (error) {
        const mapped = asUnavailable(error)
        // A lost or hung connection is dropped at once (a rollback there would wait out another timeout); the
        // server rolls the transaction back when the connection goes.
        if (mapped instanceof DatabaseUnavailableError) broken = mapped
        else
          await client.query('rollback').catch((rollbackError: unknown) => {
            broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError))
          })
        throw mapped
      } finally {
        // A connection in an unknown state is destroyed rather than handed out again.
        client.release(broken)
      }
    },
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    close: async () => {
      await listener.close()
      await pool.end()
    },
  }
}
