import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.js'
import { checkChannel } from './postgresListener.js'

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params])
      return result.rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

/** Opens PGlite in memory (no directory) or on disk. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = new PGlite(dataDir)
  await db.waitReady
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    listen: async (channel, onNotify) => db.listen(checkChannel(channel), onNotify),
    close: () => db.close(),
  }
}
