import { randomBytes } from 'node:crypto'
import { lstat, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
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
  const db = dataDir === undefined ? await openInMemory() : new PGlite(dataDir)
  await db.waitReady
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    listen: async (channel, onNotify) => db.listen(checkChannel(channel), onNotify),
    close: () => db.close(),
  }
}

// Creating a cluster (initdb) takes PGlite seconds; loading a copy of a new, empty one takes about one. Tests and
// the local stack open many in-memory databases, so the first one saves that copy, named after the PGlite build it
// came from, and the next ones start from it. Each database is its own copy: nothing is shared but the empty cluster.
async function openInMemory(): Promise<PGlite> {
  const file = await emptyClusterFile().catch(() => undefined)
  if (file === undefined) return new PGlite()
  const copy = await readFile(file).catch(() => undefined)
  if (copy !== undefined) {
    const db = new PGlite({ loadDataDir: new Blob([copy]) })
    try {
      await db.waitReady
      return db
    } catch {
      // A damaged copy: made again below.
      await db.close().catch(() => undefined)
      await rm(file, { force: true })
    }
  }
  const db = new PGlite()
  await db.waitReady
  const dump = await db.dumpDataDir('none').catch(() => undefined)
  if (dump !== undefined) await writeAtomically(file, new Uint8Array(await dump.arrayBuffer()))
  return db
}

// The copy becomes the database, so it lives in a directory only this user can write to: in a shared temporary
// directory, anyone could otherwise plant a cluster with their own rows in it. Throws when that cannot be ensured.
async function emptyClusterFile(): Promise<string> {
  const require = createRequire(import.meta.url)
  const parts = await Promise.all(
    ['@electric-sql/pglite/pglite.wasm', '@electric-sql/pglite/pglite.data'].map((entry) =>
      stat(require.resolve(entry)),
    ),
  )
  const build = parts.map((part) => `${part.size}-${Math.trunc(part.mtimeMs)}`).join('-')
  const uid = process.getuid?.()
  const dir = path.join(tmpdir(), `kit-pglite-${uid ?? 'user'}`)
  await mkdir(dir, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error
  })
  const own = await lstat(dir)
  if (!own.isDirectory() || (uid !== undefined && (own.uid !== uid || (own.mode & 0o077) !== 0)))
    throw new Error(`${dir} is not a private directory of this user`)
  return path.join(dir, `empty-cluster-${build}.tar`)
}

// Several processes may make the copy at once: each writes its own file and renames it into place.
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`
  try {
    await writeFile(partial, bytes)
    await rename(partial, file)
  } catch {
    await rm(partial, { force: true })
  }
}
