import pg from 'pg'
import type { Database, Queryable } from './database.js'

type Client = Pick<pg.PoolClient, 'query'>

function wrap(client: Client): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params])
      return result.rows as Row[]
    },
    async exec(sql: string) {
      await client.query(sql)
    },
  }
}

/** Connects to a Postgres server through a small `pg` pool. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  // Fail at start-up, not at the first request, when the server is unreachable.
  const probe = await pool.connect()
  probe.release()
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
