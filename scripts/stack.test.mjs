import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Runs an ES module snippet in a fresh Node (nothing loaded yet) from the repository root; returns its stderr. */
function stderrOf(source) {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: root,
    encoding: 'utf8',
  })
  expect(result.status, result.stderr).toBe(0)
  return result.stderr
}

describe('loading the devnet for the local stack', () => {
  it('drops only the bigint-buffer bindings line, which nobody starting the stack can act on', () => {
    // A plain import of the devnet prints that line here (pnpm leaves bigint-buffer's binding unbuilt).
    const filtered = stderrOf(`
      import { loadWithoutBindingsWarning } from './scripts/stack.mjs'
      await loadWithoutBindingsWarning('apps/devnet/dist/index.js')
      console.warn('a real warning')
    `)
    expect(filtered).toBe('a real warning\n')
  }, 30_000)
})
