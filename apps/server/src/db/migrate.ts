import type { Database } from './database.js'
import { type Migration, migrations as defaultMigrations } from './migrations.js'

// An arbitrary constant: every Kit server migrating the same database takes this lock, so two starting at once
// never apply the same migration twice.
const MIGRATION_LOCK = 7_461_001

/**
 * Applies every migration the database has not seen yet, in one transaction under an advisory lock.
 * Returns the versions it applied.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = defaultMigrations,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec(`create table if not exists kit_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`)
    const done = new Set(
      (await tx.query<{ version: number }>('select version from kit_migrations')).map((row) =>
        Number(row.version),
      ),
    )
    const applied: number[] = []
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue
      await tx.exec(migration.sql)
      await tx.query('insert into kit_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ])
      applied.push(migration.version)
    }
    return applied
  })
}
