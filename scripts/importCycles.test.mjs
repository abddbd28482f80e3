import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { importCycles } from './importCycles.mjs'

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PACKAGES = [
  'packages/chains/src',
  'packages/accounts/src',
  'packages/frame-bridge/src',
  'packages/core/src',
  'packages/react/src',
  'packages/walletconnect/src',
  'packages/wagmi/src',
  'apps/secure-frame/src',
]

describe('import cycles', () => {
  it.each(PACKAGES)('%s has none', (root) => {
    expect(importCycles(path.join(repository, root))).toEqual([])
  })
})

describe('importCycles', () => {
  let root
  afterEach(() => rmSync(root, { recursive: true, force: true }))
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }

  it('finds a cycle made of type imports, and leaves import() and tests out', () => {
    root = mkdtempSync(path.join(tmpdir(), 'kit-cycles-'))
    write('a.ts', "import type { B } from './b.js'\nexport type A = B\n")
    write('b.ts', "import type { A } from './dir/c.js'\nexport type B = A\n")
    write('dir/c.ts', "export type { A } from '../a.js'\n")
    write('lazy.ts', "import { a } from './a.js'\nexport const load = () => import('./lazy.js')\n")
    write('d.ts', "export const load = () => import('./e.js')\n")
    write('e.ts', "import { load } from './d.js'\nexport const again = load\n")
    write('e.test.ts', "import { again } from './e.js'\nimport './f.js'\n")
    expect(importCycles(root)).toEqual([['a.ts', 'b.ts', path.join('dir', 'c.ts')]])
  })
})
