import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { balance, splitSpecs } from './e2eShards.mjs'

describe('the browser specs in shards', () => {
  let directory
  afterEach(() => directory && rmSync(directory, { recursive: true, force: true }))

  it('puts the heaviest specs on different sides and evens out the rest', () => {
    const shards = balance(
      [
        { file: 'a', weight: 100 },
        { file: 'b', weight: 70 },
        { file: 'c', weight: 60 },
        { file: 'd', weight: 20 },
        { file: 'e', weight: 10 },
      ],
      2,
    )
    expect(shards).toEqual([
      ['a', 'd', 'e'],
      ['b', 'c'],
    ])
  })

  it('gives every spec to exactly one shard, and an empty list to a shard with none', () => {
    const items = [1, 2, 3].map((weight) => ({ file: `s${weight}`, weight }))
    const shards = balance(items, 4)
    expect(shards.flat().sort()).toEqual(['s1', 's2', 's3'])
    expect(shards.filter((files) => files.length === 0)).toHaveLength(1)
  })

  it('reads the specs of a folder by size, as vitest filters name them', () => {
    directory = mkdtempSync(path.join(tmpdir(), 'kit-specs-'))
    writeFileSync(path.join(directory, 'long.e2e.ts'), 'x'.repeat(300))
    writeFileSync(path.join(directory, 'short.e2e.ts'), 'x'.repeat(100))
    writeFileSync(path.join(directory, 'middle.e2e.ts'), 'x'.repeat(250))
    writeFileSync(path.join(directory, 'helper.ts'), 'x'.repeat(900))
    expect(splitSpecs(directory, 2)).toEqual([
      ['specs/long.e2e.ts'],
      ['specs/middle.e2e.ts', 'specs/short.e2e.ts'],
    ])
  })

  it('weighs a spec by its seconds in spec-seconds.json beside the folder, by its size when it is not listed', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'kit-e2e-'))
    directory = path.join(parent, 'specs')
    mkdirSync(directory)
    writeFileSync(path.join(directory, 'small-but-slow.e2e.ts'), 'x'.repeat(100))
    writeFileSync(path.join(directory, 'big-but-quick.e2e.ts'), 'x'.repeat(3_000))
    writeFileSync(path.join(directory, 'unlisted.e2e.ts'), 'x'.repeat(1_500))
    writeFileSync(
      path.join(parent, 'spec-seconds.json'),
      JSON.stringify({ 'small-but-slow.e2e.ts': 60, 'big-but-quick.e2e.ts': 2 }),
    )
    try {
      expect(splitSpecs(directory, 2)).toEqual([
        ['specs/small-but-slow.e2e.ts'],
        ['specs/unlisted.e2e.ts', 'specs/big-but-quick.e2e.ts'],
      ])
    } finally {
      rmSync(parent, { recursive: true, force: true })
    }
  })
})
