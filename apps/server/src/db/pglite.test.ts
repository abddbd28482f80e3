import {
  chmodSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './database.js'

const copiesIn = (temporary: string) => path.join(temporary, `kit-pglite-${process.getuid?.() ?? 'user'}`)
const copies = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.startsWith('empty-cluster-') && name.endsWith('.tar'))
    .map((name) => path.join(dir, name))

/**
 * Runs `test` with a temporary directory of its own (TMPDIR, read by this process only), so damaging the saved
 * cluster does not race with the test files that other workers run at the same time.
 */
async function withOwnTemporaryDirectory(test: (copiesDir: string) => Promise<void>): Promise<void> {
  const own = mkdtempSync(path.join(tmpdir(), 'kit-pglite-test-'))
  const previous = process.env.TMPDIR
  process.env.TMPDIR = own
  try {
    await test(copiesIn(own))
  } finally {
    if (previous === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = previous
    rmSync(own, { recursive: true, force: true })
  }
}

describe('in-memory PGlite', () => {
  it('gives every database its own data, though they start from the same empty cluster', async () => {
    const first = await openDatabase()
    const second = await openDatabase()
    try {
      await first.exec('create table notes (body text); insert into notes values ($$only in the first$$)')
      expect(await first.query('select body from notes')).toEqual([{ body: 'only in the first' }])
      await expect(second.query('select body from notes')).rejects.toThrow(/notes/)
      const dir = copiesIn(tmpdir())
      expect(copies(dir).length).toBeGreaterThan(0)
      // Only this user may write where the copy is kept: it becomes the database.
      if (process.getuid) expect(lstatSync(dir).mode & 0o077).toBe(0)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  it('opens a working database when the saved empty cluster is damaged, and saves a sound one again', async () => {
    await withOwnTemporaryDirectory(async (dir) => {
      await (await openDatabase()).close()
      for (const file of copies(dir)) writeFileSync(file, 'not a tar archive')
      const db = await openDatabase()
      try {
        expect(await db.query('select 1 + 1 as sum')).toEqual([{ sum: 2 }])
      } finally {
        await db.close()
      }
      const saved = copies(dir)
      expect(saved.length).toBeGreaterThan(0)
      for (const file of saved) expect(statSync(file).size).toBeGreaterThan(1_000_000)
    })
  })

  it.runIf(process.getuid !== undefined)(
    'does not use a saved cluster that other users could have written: it starts a new one',
    async () => {
      await withOwnTemporaryDirectory(async (dir) => {
        await (await openDatabase()).close()
        const [file] = copies(dir)
        if (!file) throw new Error('no saved cluster')
        chmodSync(dir, 0o777)
        writeFileSync(file, 'planted by someone else')
        const db = await openDatabase()
        try {
          expect(await db.query('select 1 + 1 as sum')).toEqual([{ sum: 2 }])
        } finally {
          await db.close()
        }
        expect(readFileSync(file, 'utf8')).toBe('planted by someone else')
      })
    },
  )
})
