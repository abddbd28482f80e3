import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { demoServerLog, retryWhilePortTaken } from './stack.mjs'

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

describe('retryWhilePortTaken', () => {
  const portTaken = () =>
    Object.assign(new Error('listen EADDRINUSE: address already in use'), { code: 'EADDRINUSE' })

  it('starts again while a port was taken, and resolves with the start that worked', async () => {
    const errors = [portTaken(), new Error('the relay could not start', { cause: portTaken() })]
    const logged = []
    let calls = 0
    const started = await retryWhilePortTaken(
      async () => {
        calls++
        const error = errors.shift()
        if (error) throw error
        return 'running'
      },
      { log: (line) => logged.push(line) },
    )
    expect(started).toBe('running')
    expect(calls).toBe(3)
    expect(logged).toHaveLength(2)
  })

  it('gives up after the last attempt with the error of that attempt', async () => {
    let calls = 0
    await expect(
      retryWhilePortTaken(async () => {
        calls++
        throw portTaken()
      }),
    ).rejects.toThrow('EADDRINUSE')
    expect(calls).toBe(3)
  })

  it('does not start again for any other failure', async () => {
    let calls = 0
    await expect(
      retryWhilePortTaken(async () => {
        calls++
        throw new Error('anvil is missing')
      }),
    ).rejects.toThrow('anvil is missing')
    expect(calls).toBe(1)
  })
})
