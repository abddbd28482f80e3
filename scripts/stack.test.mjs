import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { demoServerLog } from './stack.mjs'

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

describe('demoServerLog', () => {
  it('writes every entry to the log file and shows only warnings and errors, without the development notice', () => {
    const written = []
    const shown = []
    const log = demoServerLog(
      (line) => written.push(JSON.parse(line)),
      (line) => shown.push(line),
    )
    log({ level: 'info', msg: 'request', method: 'GET', path: '/health', status: 200 })
    log({
      level: 'warn',
      msg: 'development mode (KIT_DEV=1): local stand-ins are on; never expose this server',
    })
    log({ level: 'warn', msg: 'device approval check failed', error: 'boom' })
    log({ level: 'error', msg: 'request', method: 'POST', path: '/rpc', status: 502 })
    expect(written.map((entry) => entry.msg)).toEqual([
      'request',
      'development mode (KIT_DEV=1): local stand-ins are on; never expose this server',
      'device approval check failed',
      'request',
    ])
    expect(written[0].time).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(shown).toEqual([
      'server warn: device approval check failed {"error":"boom"}',
      'server error: request {"method":"POST","path":"/rpc","status":502}',
    ])
  })
})
