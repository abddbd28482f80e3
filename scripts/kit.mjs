#!/usr/bin/env node
// The one entry point behind `npm test`, `npm run demo`, `npm run build` and `npm run bench`.
// It needs only Node 20 and npm: it bootstraps the pinned pnpm through corepack, installs, then runs the steps.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { splitSpecs } from './e2eShards.mjs'
import { ensureAnvil, ensurePrerequisites } from './prerequisites.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const toolsDir = path.join(root, '.tools')
const isCI = process.env.CI === 'true' || process.env.CI === '1'
// How many browser-spec shards run at once (see runEndToEnd): KIT_E2E_SHARDS, else 2 where there are two cores.
const E2E_SHARDS = Math.max(1, Number(process.env.KIT_E2E_SHARDS) || Math.min(2, availableParallelism()))
const SHARD_START_GAP_MS = 20_000
const pnpmVersion = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .packageManager.split('@')[1]
  .split('+')[0]

const env = {
  ...process.env,
  PATH: [
    path.join(toolsDir),
    path.join(toolsDir, 'npm', 'node_modules', '.bin'),
    path.join(root, 'node_modules', '.bin'),
    process.env.PATH,
  ].join(path.delimiter),
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  COREPACK_ENABLE_STRICT: '0',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  // Silences the update check of tools that have one.
  NO_UPDATE_NOTIFIER: '1',
}

const startedAt = Date.now()

/** A step's heading, with the minutes since the command started, so a slow step shows in any run's log. */
function log(message) {
  const elapsed = ((Date.now() - startedAt) / 60_000).toFixed(1)
  process.stdout.write(`\n\x1b[1m▸ ${message}\x1b[0m (${elapsed} min)\n`)
}

/** Runs a command to completion, inheriting output; throws with the step name on failure. */
function run(step, command, args, options = {}) {
  log(step)
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options })
  if (result.status !== 0) {
    const reason = result.error ? result.error.message : `exit code ${result.status ?? result.signal}`
    throw new Error(`${step} failed (${reason})`)
  }
}

/**
 * Starts a command without waiting; resolves with whether it succeeded and, when `heldBack`, its output (else the
 * output goes straight to the terminal).
 */
function runAsync(command, args, { heldBack = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: heldBack ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    let output = ''
    const collect = (chunk) => {
      output += chunk
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.once('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }))
    child.once('close', (status, signal) =>
      resolve({
        ok: status === 0,
        output: status === 0 ? output : `${output}exit code ${status ?? signal}\n`,
      }),
    )
  })
}

function pnpmWorks() {
  const result = spawnSync('pnpm', ['--version'], { cwd: root, env, encoding: 'utf8' })
  return result.status === 0 && result.stdout.trim() === pnpmVersion
}

/** Makes the pinned pnpm available on PATH: corepack first (checks the hash), npm as the fallback. */
function ensurePnpm() {
  if (pnpmWorks()) return
  mkdirSync(toolsDir, { recursive: true })
  log(`Bootstrapping pnpm ${pnpmVersion}`)
  spawnSync('corepack', ['enable', '--install-directory', toolsDir, 'pnpm'], {
    cwd: root,
    env,
    stdio: 'inherit',
  })
  if (pnpmWorks()) return
  spawnSync('npm', ['install', '--no-save', '--prefix', path.join(toolsDir, 'npm'), `pnpm@${pnpmVersion}`], {
    cwd: root,
    env,
    stdio: 'inherit',
  })
  if (!pnpmWorks()) throw new Error(`Could not install pnpm ${pnpmVersion} through corepack or npm.`)
}

/**
 * First, before anything slow: what `command` needs from the machine (Node, disk, Chromium, Postgres, anvil's
 * platform). Installs Debian's chromium/postgresql where it can (root with apt-get, as on CI), else stops here
 * with the one command to run.
 */
function checkMachine(command) {
  log('Checking prerequisites')
  const found = ensurePrerequisites({
    command,
    env,
    log,
    warn: (line) => process.stdout.write(`\x1b[33m! ${line}\x1b[0m\n`),
  })
  process.stdout.write(`${found.join(', ')}\n`)
}

function install() {
  ensurePnpm()
  const args = ['install', '--prefer-offline']
  if (isCI) args.push('--frozen-lockfile')
  run('Installing dependencies', 'pnpm', args)
}

function build() {
  run('Building every package', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'])
}

function readVitestTotals() {
  const file = path.join(root, 'test-results', 'vitest.json')
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

async function test() {
  checkMachine('test')
  install()
  ensureAnvil(root)
  build()
  run('Linting (biome)', 'pnpm', ['exec', 'biome', 'check', '.'])
  // publint runs in the host check, on the tarballs as published (a run on the package folders would repeat it).
  run('Checking licences', 'node', ['scripts/licences.mjs', '--check'])
  run('Checking bundle sizes', 'node', ['bench/size.mjs', '--check'])
  // The host check waits on npm installs for much of its time, leaving part of the cores idle: the typecheck runs
  // beside it, one tsc at a time, its output held back until the host check ends.
  const typecheck = runAsync(
    'pnpm',
    ['exec', 'turbo', 'run', 'typecheck', '--concurrency=1', '--output-logs=errors-only'],
    { heldBack: true },
  )
  const hostStep = 'Checking the packed packages in host apps (Vite, Next.js, webpack), and typechecking'
  log(hostStep)
  const hosts = await runAsync('node', ['bench/hosts/run.mjs', '--check', '--e2e'])
  log('Typechecking')
  const typechecked = await typecheck
  process.stdout.write(typechecked.ok ? 'No type errors.\n' : typechecked.output)
  if (!hosts.ok) throw new Error(`${hostStep} failed (${hosts.output.trim()})`)
  if (!typechecked.ok) throw new Error('Typechecking failed')
  let unitError
  try {
    run('Running unit and integration tests (vitest)', 'pnpm', ['exec', 'vitest', 'run'])
  } catch (error) {
    unitError = error
  }
  const totals = readVitestTotals()
  let e2eTotals = { passed: 0, failed: 0, skipped: 0 }
  let e2eError
  if (existsSync(path.join(root, 'e2e', 'vitest.config.ts'))) {
    const result = await runEndToEnd()
    e2eTotals = result.totals
    e2eError = result.error
  }
  const passed = totals.passed + e2eTotals.passed
  const failed =
    totals.failed +
    e2eTotals.failed +
    (unitError && totals.failed === 0 ? 1 : 0) +
    (e2eError && e2eTotals.failed === 0 ? 1 : 0)
  const skipped = totals.skipped + e2eTotals.skipped
  process.stdout.write(`\nTook ${((Date.now() - startedAt) / 60_000).toFixed(1)} min.\n`)
  process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`)
  if (unitError || e2eError) throw unitError ?? e2eError
}

/**
 * The browser specs in `E2E_SHARDS` shards at once, each with its own stack on free ports (its own chains, server,
 * database and Chromium): the specs wait on chains, servers and the browser far more than they compute, so two
 * shards on two cores take about half the time of one. The first shard prints as it runs, the others when they end.
 * Returns the summed totals and the first failure.
 */
async function runEndToEnd() {
  const shards = E2E_SHARDS
  log(`Running end-to-end tests in Chromium (${shards} shard${shards === 1 ? '' : 's'} at once)`)
  const reports = Array.from({ length: shards }, (_, index) =>
    path.join(root, 'e2e', 'test-results', shards === 1 ? 'vitest.json' : `vitest-${index + 1}.json`),
  )
  const specShards = splitSpecs(path.join(root, 'e2e', 'specs'), shards)
  // A report left by an earlier run must not count for a shard that writes none this time.
  for (const report of reports) rmSync(report, { force: true })
  const runs = await Promise.all(
    reports.map(async (report, index) => {
      // Each shard starts its own stack; starting them a little apart spreads the CPU their start-ups need.
      await new Promise((resolve) => setTimeout(resolve, index * SHARD_START_GAP_MS))
      return runAsync(
        'pnpm',
        [
          '--filter',
          '@kit/e2e',
          'exec',
          'vitest',
          'run',
          ...(shards === 1 ? [] : specShards[index]),
          `--outputFile.json=${report}`,
        ],
        { heldBack: index > 0 },
      )
    }),
  )
  for (const [index, result] of runs.entries())
    if (index > 0)
      process.stdout.write(`\n── end-to-end shard ${index + 1} of ${shards} ──\n${result.output}`)
  const totals = { passed: 0, failed: 0, skipped: 0 }
  for (const report of reports) {
    if (!existsSync(report)) continue
    const json = JSON.parse(readFileSync(report, 'utf8'))
    totals.passed += json.numPassedTests ?? 0
    totals.failed += json.numFailedTests ?? 0
    totals.skipped += json.numPendingTests ?? 0
  }
  const failedShard = runs.findIndex((result) => !result.ok)
  const error =
    failedShard === -1
      ? undefined
      : new Error(`Running end-to-end tests in Chromium failed (shard ${failedShard + 1} of ${shards})`)
  return { totals, error }
}

async function demo() {
  checkMachine('demo')
  install()
  ensureAnvil(root)
  build()
  log('Starting the local stack and the demo')
  const child = spawn('node', ['scripts/demo.mjs'], { cwd: root, env, stdio: 'inherit' })
  const forward = (signal) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  await new Promise((resolve) => child.on('exit', resolve))
}

async function bench() {
  checkMachine('bench')
  install()
  ensureAnvil(root)
  build()
  run('Benchmarking', 'node', ['bench/run.mjs'])
  run('Benchmarking the server under load', 'node', ['bench/server.mjs'])
}

const commands = {
  test,
  demo,
  bench,
  build: async () => {
    checkMachine('build')
    install()
    build()
  },
}
const command = commands[process.argv[2]]
if (!command) {
  console.error(`usage: node scripts/kit.mjs <${Object.keys(commands).join('|')}>`)
  process.exit(2)
}
try {
  await command()
} catch (error) {
  console.error(`\n\x1b[31m✖ ${error.message}\x1b[0m`)
  process.exit(1)
}
