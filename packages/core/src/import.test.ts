// Core is bundled from source and imported in a Node process of its own: test files share workers here, and work
// that earlier files started on purpose (wallet discovery after a modal opened) could touch the globals watched.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { expect, it } from 'vitest'

const WATCHED = ['window', 'document', 'localStorage', 'matchMedia', 'navigator', 'location']

it('works in Node with no DOM and touches no browser global at import', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kit-core-import-'))
  try {
    await build({
      entryPoints: [path.join(import.meta.dirname, 'exports/index.ts')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      conditions: ['@kit/source'],
      outfile: path.join(dir, 'core.mjs'),
      logLevel: 'silent',
    })
    writeFileSync(
      path.join(dir, 'check.mjs'),
      `const touched = []
for (const name of ${JSON.stringify(WATCHED)}) {
  const original = Object.getOwnPropertyDescriptor(globalThis, name)
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      touched.push(name)
      return original?.get ? original.get.call(globalThis) : original?.value
    },
  })
}
const noDom = typeof window === 'undefined' && typeof document === 'undefined'
touched.length = 0
const core = await import('./core.mjs')
console.log(JSON.stringify({ noDom, createKit: typeof core.createKit, touched }))
`,
    )
    const report = JSON.parse(
      execFileSync(process.execPath, [path.join(dir, 'check.mjs')], { encoding: 'utf8' }),
    )
    expect(report).toEqual({ noDom: true, createKit: 'function', touched: [] })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
