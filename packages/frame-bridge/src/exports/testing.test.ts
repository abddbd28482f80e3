import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import * as api from './testing.js'

it('exposes exactly the testing surface', () => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})

it('imports no test runner: the helpers work under any framework', () => {
  const dir = path.resolve(import.meta.dirname, '../testing')
  const sources = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
  expect(sources.length).toBeGreaterThan(0)
  for (const name of [
    ...sources.map((source) => path.join(dir, source)),
    path.join(import.meta.dirname, 'testing.ts'),
  ])
    expect(readFileSync(name, 'utf8'), name).not.toMatch(/from ['"](vitest|@vitest\/|jest|mocha)/)
})
