import { chmodSync, lstatSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './database.js'

const copiesDir = path.join(tmpdir(), `kit-pglite-${process.getuid?.() ?? 'user'}`)
const copies = () =>
  readdirSync(copiesDir)
    .filter((name) => name.startsWith('empty-cluster-') && name.endsWith('.tar'))
    .map((name) => path.join(copiesDir, name))

describe('in-memory PGlite', () => {
  it('gives every database its own data, though they start from the same empty cluster', async () => {
    const first = await openDatabase()
    const second = await openDatabase()
    try {
      await first.exec('create table notes (body text); insert into notes values ($$only in the first$$)')
      expect(await first.query('select body from notes')).toEqual([{ body: 'only in the first' }])
      await expect(second.query('select body from notes')).rejects.toThrow(/notes/)
      expect(copies().length).toBeGreaterThan(0)
      // Only this user may write where the copy is kept: it becomes the database.
      if (process.getuid) expect(lstatSync(copiesDir).mode & 0o077).toBe(0)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  it('opens a working database when the saved empty cluster is damaged, and saves a sound one again', async () => {
    await (await openDatabase()).close()
    for (const file of copies()) writeFileSync(file, 'not a tar archive')
    const db = await openDatabase()
    try {
      expect(await db.query('select 1 + 1 as sum')).toEqual([{ sum: 2 }])
    } finally {
      await db.close()
    }
    const saved = copies()
    expect(saved.length).toBeGreaterThan(0)
    for (const file of saved) expect(statSync(file).size).toBeGreaterThan(1_000_000)
  })

  it.runIf(process.getuid !== undefined)(
    'does not use a saved cluster that other users could have written: it starts a new one',
    async () => {
      await (await openDatabase()).close()
      const [file] = copies()
      if (!file) throw new Error('no saved cluster')
      chmodSync(copiesDir, 0o777)
      try {
        writeFileSync(file, 'planted by someone else')
        const db = await openDatabase()
        try {
          expect(await db.query('select 1 + 1 as sum')).toEqual([{ sum: 2 }])
        } finally {
          await db.close()
        }
        expect(readFileSync(file, 'utf8')).toBe('planted by someone else')
      } finally {
        chmodSync(copiesDir, 0o700)
        rmSync(file, { force: true })
      }
    },
  )
})
