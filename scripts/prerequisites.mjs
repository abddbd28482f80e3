// What `npm test`, `npm run demo`, `npm run build` and `npm run bench` need from the machine, checked in their
// first seconds: Node, free disk, Chromium, Firefox and WebKit, Postgres and anvil. Where the machine allows it (root
// with apt-get, as on CI) a missing browser or Postgres is installed from Debian's packages; otherwise the run stops at once with
// the one command to run. This file runs before any dependency is installed, so it imports only Node built-ins.
import { spawnSync } from 'node:child_process'
import * as fs from 'node:fs'
import { accessSync, constants, existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Where Chromium is looked for when `KIT_CHROMIUM` is not set, in order: the same list as `scripts/chromium.mjs`,
 * which cannot be imported here because it loads playwright-core (a test keeps the two equal).
 */
export const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

/**
 * The other engines the frame's approval cards are tried in (`apps/secure-frame/src/testing/engines.ts` looks in the
 * same places; a test keeps the two equal): Firefox, and WebKit's driver with the X server its browser draws on.
 * Each with the Debian package that provides it.
 */
export const ENGINE_BINARIES = [
  { what: 'Firefox', paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'], aptPackage: 'firefox-esr' },
  { what: 'WebKitWebDriver', paths: ['/usr/bin/WebKitWebDriver'], aptPackage: 'webkit2gtk-driver' },
  { what: 'Xvfb', paths: ['/usr/bin/Xvfb'], aptPackage: 'xvfb' },
]

/** Where Debian's `postgresql` package puts `initdb` and `postgres` (one folder per version, off PATH). */
export const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql'

/** Platforms `@foundry-rs/anvil` ships a binary for, as `<platform>-<arch>` in Node's names. */
export const ANVIL_PLATFORMS = ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64', 'win32-x64']

const GiB = 2 ** 30

/** What each command needs beyond Node and free disk. */
export const NEEDS = {
  test: { chromium: true, engines: true, postgres: true, anvil: true },
  demo: { chromium: false, engines: false, postgres: false, anvil: true },
  bench: { chromium: true, engines: false, postgres: false, anvil: true },
  build: { chromium: false, engines: false, postgres: false, anvil: false },
}

/** A prerequisite is missing and cannot be installed from here; `command` is the one thing to run. */
export class PrerequisiteError extends Error {
  /** @param {string} message @param {{ command?: string }} [options] */
  constructor(message, options = {}) {
    super(message)
    this.name = 'PrerequisiteError'
    this.command = options.command
  }
}

/** Whether `file` exists and may be executed. */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The first folder on `pathVariable` holding an executable `name`, or undefined. */
function onPath(name, pathVariable = '') {
  return pathVariable
    .split(path.delimiter)
    .filter(Boolean)
    .find((folder) => isExecutable(path.join(folder, name)))
}

/** Parses `>=20.19`-style ranges (the root package.json's `engines.node`) into [major, minor]. */
export function minimumNode(range) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?/.exec(range ?? '')
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : [20, 0]
}

/** Why this Node is too old for `range`, or undefined. */
export function nodeProblem(version = process.versions.node, range = readEngines()) {
  const [major, minor] = version.split('.').map(Number)
  const [wantMajor, wantMinor] = minimumNode(range)
  if (major > wantMajor || (major === wantMajor && minor >= wantMinor)) return undefined
  return `Node ${wantMajor}.${wantMinor} or newer is needed, and this is Node ${version}`
}

function readEngines(root = repositoryRoot) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  return manifest.engines?.node
}

/** The Chromium to use (`{ path }`), or why there is none (`{ reason, configured }`). */
export function findChromium(env = process.env, candidates = CHROMIUM_PATHS) {
  if (env.KIT_CHROMIUM) {
    if (isExecutable(env.KIT_CHROMIUM)) return { path: env.KIT_CHROMIUM }
    return {
      reason: `KIT_CHROMIUM is ${env.KIT_CHROMIUM}, which is not an executable file`,
      configured: true,
    }
  }
  const found = candidates.find(isExecutable)
  if (found) return { path: found }
  return { reason: `no Chromium at ${candidates.join(' or ')}`, configured: false }
}

/** The folder with `initdb` and `postgres` (`{ bin }`), or why a test Postgres cannot run (`{ reason }`). */
export function findPostgres(
  env = process.env,
  { isRoot = process.getuid?.() === 0, debianRoot = DEBIAN_POSTGRES_ROOT } = {},
) {
  let bin
  const onSearchPath = onPath('initdb', env.PATH)
  if (onSearchPath && isExecutable(path.join(onSearchPath, 'postgres'))) bin = onSearchPath
  if (!bin && existsSync(debianRoot)) {
    const newest = readdirSync(debianRoot)
      .filter((version) => isExecutable(path.join(debianRoot, version, 'bin', 'initdb')))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))[0]
    if (newest) bin = path.join(debianRoot, newest, 'bin')
  }
  if (!bin) return { reason: 'no initdb and postgres binaries on PATH or under /usr/lib/postgresql' }
  // Postgres refuses to run as root; the tests run it as the `postgres` user, which Debian's package creates.
  if (isRoot && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return { reason: 'running as root and there is no "postgres" user to run the server as' }
  return { bin }
}

/** Free bytes on the file system holding `folder`, or undefined where Node cannot tell. */
function freeBytes(folder) {
  try {
    // A namespace lookup, so that a Node too old to have statfsSync still reaches the Node version check.
    const stats = fs.statfsSync(folder)
    return stats.bavail * stats.bsize
  } catch {
    return undefined
  }
}

/**
 * Checks what `command` needs, touching nothing. Each missing piece comes back with the Debian package that
 * provides it (when there is one); `fatal: false` ones only lose some tests (Postgres outside CI).
 * The options after `command` default to this machine; tests set them to stand for another one.
 * @param {{ command: keyof NEEDS, env?: NodeJS.ProcessEnv, ci?: boolean, isRoot?: boolean, root?: string,
 *   nodeVersion?: string, freeBytes?: number, chromiumPaths?: string[], debianPostgresRoot?: string,
 *   engineBinaries?: typeof ENGINE_BINARIES }} options
 * @returns {{ found: string[], missing: { what: string, reason: string, aptPackage?: string, fix?: string,
 *   fatal: boolean }[] }}
 */
export function checkPrerequisites(options) {
  const { command, env = process.env, isRoot = process.getuid?.() === 0, root = repositoryRoot } = options
  const ci = options.ci ?? (env.CI === 'true' || env.CI === '1')
  const needs = NEEDS[command] ?? NEEDS.build
  const found = []
  const missing = []

  const nodeVersion = options.nodeVersion ?? process.versions.node
  const engines = readEngines(root)
  const tooOld = nodeProblem(nodeVersion, engines)
  if (tooOld)
    missing.push({
      what: 'Node',
      reason: tooOld,
      fix: `install Node ${minimumNode(engines).join('.')} or newer`,
      fatal: true,
    })
  else found.push(`Node ${nodeVersion}`)

  // A first install and build take about 1.5 GiB (the package store, the clone with its builds, test output); the
  // check asks for 2, and 1 once dependencies are installed.
  const wanted = existsSync(path.join(root, 'node_modules')) ? 1 * GiB : 2 * GiB
  const free = options.freeBytes ?? freeBytes(root)
  if (free !== undefined && free < wanted)
    missing.push({
      what: 'disk space',
      reason: `${(free / GiB).toFixed(1)} GiB free on the disk holding ${root}, and this needs about ${wanted / GiB} GiB`,
      fix: `free some space on the disk holding ${root}`,
      fatal: true,
    })
  else if (free !== undefined) found.push(`${Math.floor(free / GiB)} GiB free`)

  if (needs.anvil && !ANVIL_PLATFORMS.includes(`${process.platform}-${process.arch}`))
    missing.push({
      what: 'anvil',
      reason: `@foundry-rs/anvil ships no binary for ${process.platform}/${process.arch}`,
      fix: `use one of ${ANVIL_PLATFORMS.join(', ')}`,
      fatal: true,
    })

  if (needs.chromium) {
    const chromium = findChromium(env, options.chromiumPaths)
    if (chromium.path) found.push(`Chromium ${chromium.path}`)
    else
      missing.push({
        what: 'Chromium (for the browser and end-to-end tests)',
        reason: chromium.reason,
        // A KIT_CHROMIUM the user chose is theirs to fix; installing Debian's package would not change it.
        aptPackage: chromium.configured ? undefined : 'chromium',
        fix: chromium.configured
          ? `point KIT_CHROMIUM at a Chromium executable, or unset it to use ${CHROMIUM_PATHS[0]}`
          : undefined,
        fatal: true,
      })
  }

  if (needs.engines)
    for (const binary of options.engineBinaries ?? ENGINE_BINARIES) {
      const at = binary.paths.find(isExecutable)
      if (at) found.push(`${binary.what} ${at}`)
      else
        missing.push({
          what: `${binary.what} (for the approval tests in Firefox and WebKit)`,
          reason: `no ${binary.what} at ${binary.paths.join(' or ')}`,
          aptPackage: binary.aptPackage,
          // Outside CI those tests skip with a warning; under CI they must run.
          fatal: ci,
        })
    }

  if (needs.postgres) {
    const postgres = findPostgres(env, { isRoot, debianRoot: options.debianPostgresRoot })
    if (postgres.bin) found.push(`Postgres ${postgres.bin}`)
    else
      missing.push({
        what: 'Postgres (for the server’s Postgres tests)',
        reason: postgres.reason,
        aptPackage: 'postgresql',
        // Outside CI the server's Postgres tests skip with a warning; under CI they must run.
        fatal: ci,
      })
  }
  return { found, missing }
}

/** Whether missing Debian packages can be installed from here: root, with apt-get on PATH. */
export function canProvision(env = process.env, isRoot = process.getuid?.() === 0) {
  return isRoot && onPath('apt-get', env.PATH) !== undefined
}

/** The one command that installs `packages` (with sudo unless already root). */
export function aptCommand(packages, isRoot = process.getuid?.() === 0) {
  return `${isRoot ? '' : 'sudo '}apt-get install -y ${packages.join(' ')}`
}

/** Installs Debian packages as `.ci/run` always did: quietly, non-interactively, after one update. */
function aptInstall(packages, env, log) {
  log(`Installing Debian's ${packages.join(' and ')}`)
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { env: aptEnv, stdio: ['ignore', 'ignore', 'inherit'] })
    if (result.status !== 0)
      throw new PrerequisiteError(`apt-get ${args[0]} failed while installing ${packages.join(' ')}`, {
        command: aptCommand(packages),
      })
  }
}

/** The message for what is missing, ending with the one command (or step) that fixes it. */
export function missingMessage(missing, isRoot = process.getuid?.() === 0) {
  const lines = missing.map((item) => `  - ${item.what}: ${item.reason}`)
  const packages = missing.flatMap((item) => (item.aptPackage ? [item.aptPackage] : []))
  const fixes = missing.flatMap((item) => (item.fix ? [item.fix] : []))
  const steps = [...fixes]
  if (packages.length > 0) steps.push(aptCommand(packages, isRoot))
  const command = steps.length === 1 ? steps[0] : steps.join(', then ')
  return {
    command,
    message: `Missing before anything can start:\n${lines.join('\n')}\n${fixes.length > 0 ? 'To fix' : 'Run'}: ${command}`,
  }
}

/**
 * Checks what `command` needs; installs a missing browser or Postgres from Debian's packages where the machine
 * allows it; warns about what only costs some tests; and throws a {@link PrerequisiteError} naming the one
 * command to run when anything else is missing. Meant to run first, before dependencies are installed.
 * The options past `warn` are {@link checkPrerequisites}'s stand-ins for another machine, for tests.
 * @param {{ command: keyof NEEDS, env?: NodeJS.ProcessEnv, log?: (line: string) => void,
 *   warn?: (line: string) => void, isRoot?: boolean, ci?: boolean, chromiumPaths?: string[],
 *   debianPostgresRoot?: string, engineBinaries?: typeof ENGINE_BINARIES }} options
 * @returns {string[]} what was found, for one summary line
 */
export function ensurePrerequisites(options) {
  const {
    env = process.env,
    log = () => {},
    warn = console.warn,
    isRoot = process.getuid?.() === 0,
  } = options
  const check = () => checkPrerequisites({ ...options, env, isRoot })
  let { found, missing } = check()
  const installable = missing.filter((item) => item.aptPackage && !item.fix)
  // Installing takes minutes: only worth it when nothing else already stops the run.
  const stopsAnyway = missing.some((item) => item.fatal && !installable.includes(item))
  if (installable.length > 0 && !stopsAnyway && canProvision(env, isRoot)) {
    aptInstall(
      installable.map((item) => item.aptPackage),
      env,
      log,
    )
    ;({ found, missing } = check())
  }
  const fatal = missing.filter((item) => item.fatal)
  if (fatal.length > 0) {
    const { message, command: fix } = missingMessage(fatal, isRoot)
    throw new PrerequisiteError(message, { command: fix })
  }
  for (const item of missing) {
    const fix = item.aptPackage ? aptCommand([item.aptPackage], isRoot) : item.fix
    warn(`${item.what}: ${item.reason}, so those tests will skip. To run them: ${fix}`)
  }
  return found
}

/**
 * After install: the anvil binary the devnet starts, from the platform package `@foundry-rs/anvil` installs as an
 * optional dependency. Throws a {@link PrerequisiteError} when it is not there (optional dependencies skipped).
 */
export function ensureAnvil(root = repositoryRoot) {
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch] ?? process.arch
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  let binary
  try {
    // The devnet's own link, not Node's resolution: that also searches NODE_PATH, which `pnpm exec` sets.
    const wrapper = realpathSync(
      path.join(root, 'apps', 'devnet', 'node_modules', '@foundry-rs', 'anvil', 'package.json'),
    )
    binary = createRequire(wrapper).resolve(`${platformPackage}/bin/anvil`)
  } catch {
    binary = undefined
  }
  if (binary && isExecutable(binary)) return binary
  throw new PrerequisiteError(
    `anvil is missing: the npm package ${platformPackage} (an optional dependency of @foundry-rs/anvil) was not installed.\nRun: pnpm install --force`,
    { command: 'pnpm install --force' },
  )
}
