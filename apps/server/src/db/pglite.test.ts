import { readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './database.js'

const copies = () =>
  readdirSync(tmpdir())
    .filter((name) => name.startsWith('kit-pglite-empty-cluster-') && name.endsWith('.tar'))
    .map((name) => path.join(tmpdir(), name))

describe('in-memory PGlite', () => {
  it('gives every database its own data, though they start from the same empty cluster', async () => {
    const first = await openDatabase()
    const second = await openDatabase()
    try {
      await first.exec('create table notes (body text); insert into notes values ($$only in the first$$)')
      expect(await first.query('select body from notes')).toEqual([{ body: 'only in the first' }])
      await expect(second.query('select body from notes')).rejects.toThrow(/notes/)
      expect(copies().length).toBeGreaterThan(0)
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
})
