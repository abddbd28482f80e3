import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import * as api from './index.js'

it('exposes exactly the testing surface', () => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})

it('imports no test runner: @kit/core/testing works under any framework, and a host never installs vitest for it', () => {
  const sources = readdirSync(import.meta.dirname).filter(
    (name) => name.endsWith('.ts') && !name.includes('.test.'),
  )
  expect(sources).toContain('index.ts')
  for (const name of sources)
    expect(readFileSync(path.join(import.meta.dirname, name), 'utf8'), name).not.toMatch(
      /(from|import\(?)\s*['"](vitest|@vitest\/[^'"]*|jest|@jest\/[^'"]*|mocha)['"]/,
    )
})
