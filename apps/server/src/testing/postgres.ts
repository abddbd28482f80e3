import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A throwaway Postgres server for tests. */
export type TestPostgres = { url: string; pid: number; stop(): Promise<void> }

/**
 * Debian's `postgresql` package puts `initdb` and `postgres` under /usr/lib/postgresql/<version>/bin, off PATH:
 * the newest one found there is added to this process's PATH.
 */
function addDebianPostgresToPath(): void {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
  const bin = versions[0] && path.join(root, versions[0], 'bin')
  const current = process.env.PATH ?? ''
  if (bin && !current.split(path.delimiter).includes(bin))
    process.env.PATH = current ? `${current}${path.delimiter}${bin}` : bin
}

/** Whether the tests run under CI (`CI=true`), where a missing Postgres is a failure, not a skip. */
export const underCi = process.env.CI === 'true' || process.env.CI === '1'

/**
 * Whether the tests needing a real Postgres server (`what`) skip here: only outside CI, with a warning. Under
 * `CI=true` a missing Postgres throws, so the test file fails instead of skipping.
 */
export function skipWithoutPostgres(
  what: string,
  here: { reason?: string | undefined; ci?: boolean } = {},
): boolean {
  const reason = 'reason' in here ? here.reason : postgresUnavailableReason()
  if (reason === undefined) return false
  if (here.ci ?? underCi)
    throw new Error(
      `${what} needs a real Postgres server under CI, and ${reason}; install Debian's postgresql (.ci/run does)`,
    )
  console.warn(`[server tests] ${what} skipped: ${reason}`)
  return true
}

/** Why a real Postgres cannot run here, or `undefined` when it can. */
export function postgresUnavailableReason(): string | undefined {
  addDebianPostgresToPath()
  for (const binary of ['initdb', 'postgres']) {
    const found = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' })
    if (found.status !== 0) return `no "${binary}" binary on PATH`
  }
  if (process.getuid?.() === 0) {
    const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    if (user.status !== 0) return 'running as root and there is no "postgres" user to run the server as'
  }
  return undefined
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** Postgres refuses to run as root; run it as the `postgres` user then. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

/** Creates a cluster in a temp folder and starts a server on a free port; `stop()` ends it by PID. */
export async function startTestPostgres(): Promise<TestPostgres> {
  addDebianPostgresToPath()
  const dir = mkdtempSync(path.join(tmpdir(), 'kit-pg-'))
  const dataDir = path.join(dir, 'data')
  if (process.getuid?.() === 0) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()
    chownSync(dir, Number(ids), Number(gid))
  }
  const [initCommand, initArgs] = asServerUser('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'kit',
    '--no-sync',
  ])
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`)
  const port = await freePort()
  const [command, args] = asServerUser('postgres', [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-F',
  ])
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk)
  })
  const url = `postgres://kit@127.0.0.1:${port}/postgres`
  const deadline = Date.now() + 20_000
  const pg = (await import('pg')).default
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      break
    } catch {
      await client.end().catch(() => {})
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL')
        throw new Error(`postgres did not start: ${stderr}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  // The postmaster's own PID (the child may be `runuser`, which does not forward SIGINT).
  const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  return {
    url,
    pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        // SIGINT is Postgres's "fast" shutdown: it does not wait for clients to disconnect.
        process.kill(pid, 'SIGINT')
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
        if (child.exitCode === null) {
          process.kill(pid, 'SIGKILL')
          child.kill('SIGKILL')
        }
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
