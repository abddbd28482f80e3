import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { generateMasterKey } from './config/index.js'
import { json } from './testing/http.js'
import { skipWithoutPostgres, startTestPostgres, type TestPostgres } from './testing/postgres.js'

// Docker is not available here (nor in CI), so this runs the image's entry command, `node dist/main.js`, with the
// server environment of compose.yaml against a real Postgres: what the container does after `docker compose up`.
// Outside CI a missing Postgres skips (with a warning); under CI=true it fails.
const skip = skipWithoutPostgres("the image's entry-command test")

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Built fresh from these sources, beside dist (inside node_modules, so the same dependencies resolve).
const outDir = path.join(root, 'node_modules', '.kit-image-test')

/** The `server.environment` map of compose.yaml, with `${VAR:?…}` and `${VAR:-default}` resolved from `given`. */
function composeServerEnvironment(given: Record<string, string>): Record<string, string> {
  const lines = readFileSync(path.join(root, 'compose.yaml'), 'utf8').split('\n')
  const start = lines.findIndex((line) => /^ {2}server:/.test(line))
  const env = lines.slice(start).findIndex((line) => /^ {4}environment:/.test(line)) + start
  const result: Record<string, string> = {}
  for (const line of lines.slice(env + 1)) {
    const match = /^ {6}([A-Z_0-9]+): (.*)$/.exec(line)
    if (!match) break
    const [, name, raw] = match as unknown as [string, string, string]
    result[name] = raw.replace(/\$\{([A-Z_0-9]+)(?::([?-])([^}]*))?\}/g, (_, variable, kind, rest) => {
      if (given[variable] !== undefined) return given[variable] as string
      if (kind === '?') throw new Error(`compose.yaml requires ${variable}: ${rest}`)
      return kind === '-' ? rest : ''
    })
  }
  return result
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

let postgres: TestPostgres | undefined
let child: ChildProcess | undefined
let output = ''

beforeAll(async () => {
  if (skip) return
  const built = spawnSync(
    'pnpm',
    [
      'exec',
      'tsup',
      'src/main.ts',
      '--no-config',
      '--format',
      'esm',
      '--platform',
      'node',
      '--target',
      'node20',
      '--out-dir',
      path.join(outDir, 'dist'),
    ],
    { cwd: root, encoding: 'utf8' },
  )
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr || built.stdout}`)
  postgres = await startTestPostgres()
})

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  await postgres?.stop()
  rmSync(outDir, { recursive: true, force: true })
})

it.skipIf(skip)(
  'runs `node dist/main.js` with the compose environment: ready on Postgres, drains on SIGTERM',
  async () => {
    const port = await freePort()
    const env: Record<string, string> = {
      ...composeServerEnvironment({ KIT_MASTER_KEY: generateMasterKey() }),
      // The compose network's host name is `postgres`; here the test's server, on a free port.
      DATABASE_URL: postgres?.url as string,
      KIT_SERVER_PORT: String(port),
      PATH: process.env.PATH ?? '',
    }
    expect(env.KIT_SERVER_HOST).toBe('0.0.0.0')
    expect(env.KIT_DB_STATEMENT_TIMEOUT_MS).toBe('5000')
    // The image's CMD, in its WORKDIR's layout.
    child = spawn(process.execPath, ['dist/main.js'], { cwd: outDir, env })
    child.stdout?.on('data', (chunk) => {
      output += String(chunk)
    })
    child.stderr?.on('data', (chunk) => {
      output += String(chunk)
    })
    const url = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 30_000
    let ready: Response | undefined
    while (Date.now() < deadline) {
      ready = await fetch(`${url}/ready`).catch(() => undefined)
      if (ready?.status === 200) break
      if (child.exitCode !== null) throw new Error(`the server exited: ${output}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(ready?.status, output).toBe(200)
    expect(await json(ready as Response)).toEqual({ status: 'ready', checks: { database: 'ok' } })
    expect((await fetch(`${url}/health`)).status).toBe(200)

    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(output).toContain('SIGTERM: draining, then closing')
  },
)
