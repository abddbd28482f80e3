// The host matrix, shared by the host check (bench/hosts/run.mjs, part of `npm test`) and the benchmark
// (bench/run.mjs): Kit's publishable packages packed as they are published (`pnpm pack`), installed with npm into
// fresh copies of the host apps in this folder (outside the workspace), built with each host's production build,
// and served the way the host serves them. Each page is built on its own, so no two pages share a chunk.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'

const hostsDir = path.dirname(fileURLToPath(import.meta.url))
const benchDir = path.dirname(hostsDir)
const root = path.dirname(benchDir)

/** Every package Kit publishes. */
const PUBLISHED = [
  'chains',
  'accounts',
  'frame-bridge',
  'core',
  'react',
  'walletconnect',
  'wagmi',
  'test-wallet',
]
/** The ones a host installs for the provider + button page: what it imports, and what those depend on. */
const INSTALLED = ['@kit/chains', '@kit/frame-bridge', '@kit/core', '@kit/react', '@kit/walletconnect']
/** The ones the host's own code imports. */
const DIRECT = ['@kit/chains', '@kit/core', '@kit/react', '@kit/walletconnect']

/**
 * The host matrix: each entry an app of this folder, with the dependency versions that make it that host.
 * `kit` is the page with Kit's provider and button, `alone` the same button in React alone.
 */
export const MATRIX = [
  { host: 'vite-react19', app: 'vite', versions: {} },
  { host: 'vite-react18', app: 'vite', versions: { react: '18.3.1', 'react-dom': '18.3.1' } },
  // Vite 7 bundles with Rollup, Vite 8 with Rolldown. Rolldown splits a module the first load shares with lazy chunks
  // into a file of its own when a chain of such modules is shared by different sets of lazy chunks
  // (rolldown/rolldown#10731); Kit's first load is one file under both (see @kit/react's views/index.ts).
  { host: 'vite7-react19', app: 'vite', versions: { vite: '7.3.8', '@vitejs/plugin-react': '5.2.0' } },
  { host: 'next-react19', app: 'next', versions: {} },
  { host: 'webpack-react19', app: 'webpack', versions: {} },
  // esbuild with code splitting (as many custom and Bun-like setups build): it names no preloads, so the first load
  // is the entry and what it statically imports (see measurePage).
  { host: 'esbuild-react19', app: 'esbuild', versions: {} },
]

/** The buttons of bench/apps, copied into every host's `src`: Next.js's client components re-export them. */
const BUTTONS = ['kit-button.tsx', 'alone-button.tsx', 'alone-lazy-button.tsx', 'alone-dialog.tsx']
/** The client-rendered pages of bench/apps, copied into the other hosts' `src`. */
const PAGES = ['kit.tsx', 'react-alone.tsx', 'react-alone-lazy.tsx', 'rainbowkit.tsx', 'appkit.tsx']

/** The error of a command that failed: its error or signal when it could not start or was killed, else its output. */
function commandFailure(command, commandArgs, cwd, { error, status, signal }, output) {
  if (error) return new Error(`${command} ${commandArgs.join(' ')} could not run in ${cwd}: ${error.message}`)
  return new Error(
    `${command} ${commandArgs.join(' ')} failed in ${cwd} (${signal ? `killed by ${signal}` : `exit ${status}`}):\n${output}`,
  )
}

/** Runs a command, returning its combined output; throws with that output when it fails. */
export function run(command, commandArgs, cwd, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  if (result.error || result.status !== 0) throw commandFailure(command, commandArgs, cwd, result, output)
  return output
}

/** `run` without blocking: for commands that mostly wait on the network and the disk, several at once. */
function runInBackground(command, commandArgs, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const collect = (chunk) => {
      output += chunk
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.once('error', (error) => reject(commandFailure(command, commandArgs, cwd, { error }, output)))
    child.once('close', (status, signal) =>
      status === 0
        ? resolve(output)
        : reject(commandFailure(command, commandArgs, cwd, { status, signal }, output)),
    )
  })
}

/** Packs every published package as it is published and returns each one's tarball path by name. */
export function packKit(into) {
  const tarballs = {}
  for (const name of PUBLISHED) {
    const dir = path.join(root, 'packages', name)
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
    run('pnpm', ['pack', '--pack-destination', into], dir)
    tarballs[`@kit/${name}`] = path.join(into, `kit-${name}-${version}.tgz`)
  }
  return tarballs
}

/**
 * A fresh copy of a host's app in `work`, with its versions, `extra` dependencies (the reference apps'), and Kit's
 * tarballs as its dependencies and as the versions its dependencies get. Resolves to the copy's folder once npm has
 * installed it; installs mostly wait on the network and the disk, so several may run at once.
 */
export async function prepareHost({ host, app, versions }, work, tarballs, extra = {}) {
  const dir = path.join(work, host)
  cpSync(path.join(hostsDir, app), dir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|\.next[^\\/]*)([\\/]|$)/.test(source),
  })
  // Next.js's pages are its own (server components under `app`, around the same buttons); it typechecks every
  // file, so it gets no page whose packages it does not install.
  for (const file of app === 'next' ? BUTTONS : [...BUTTONS, ...PAGES])
    cpSync(path.join(benchDir, 'apps', file), path.join(dir, 'src', file))
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
  const file = (name) => `file:${tarballs[name]}`
  // A version goes where the app lists the package (its bundler is a dev dependency), new packages to dependencies.
  for (const [name, version] of Object.entries({ ...versions, ...extra }))
    (manifest.devDependencies?.[name] === undefined ? manifest.dependencies : manifest.devDependencies)[
      name
    ] = version
  for (const name of DIRECT) manifest.dependencies[name] = file(name)
  manifest.overrides = Object.fromEntries(INSTALLED.map((name) => [name, file(name)]))
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  await runInBackground('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir)
  return dir
}

/** The lines of a build's output that name one of Kit's installed files and warn or fail. */
export const kitWarnings = (output) =>
  output
    .split('\n')
    .filter((line) => /node_modules[\\/]@kit[\\/]|@kit\/[a-z-]+/.test(line) && /warn|ignor|error/i.test(line))

const BUILD_ENV = { NEXT_TELEMETRY_DISABLED: '1' }

/** Builds one page of a host with its production build; returns the build's output. */
export function buildPage(dir, page) {
  return run('npm', ['run', 'build'], dir, { ...BUILD_ENV, KIT_HOST_PAGE: page })
}

/** Where a host's built page lives: the static folder, or Next.js's build folder. */
const outputDir = (app, dir, page) =>
  app === 'next' ? path.join(dir, `.next-${page}`) : path.join(dir, 'dist', page)

/**
 * Serves a built page as the host serves it, from a process of its own: Next.js with `next start` (HTTP/1.1), the
 * others as compressed static files, over HTTP/1.1 or, given `tls` (a key and certificate), over HTTP/2 as
 * production static hosting serves them.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startPage(app, dir, page, { tls } = {}) {
  if (app !== 'next')
    // A server sharing the browser driver's event loop would answer late whenever the driver is busy, which
    // production hosting never does: the static server (serveStatic.mjs) runs in a process of its own.
    return startServerProcess(
      'the static server',
      [path.join(hostsDir, 'serveStatic.mjs'), outputDir(app, dir, page)],
      { env: { ...process.env, KIT_TLS_KEY: tls?.key ?? '', KIT_TLS_CERT: tls?.cert ?? '' } },
      (output) => {
        const line = /^\{"url":.*\}$/m.exec(output)?.[0]
        return line && JSON.parse(line).url
      },
    )
  return startServerProcess(
    'next start',
    [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', '0', '-H', '127.0.0.1'],
    { cwd: dir, env: { ...process.env, ...BUILD_ENV, KIT_HOST_PAGE: page } },
    (output) => {
      const found = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      return found && `${found[1]}/`
    },
  )
}

/**
 * Starts a server as a child Node process and waits (30 s at most) until `findUrl` reads its URL from what it
 * prints; a server that exits or prints no URL is stopped and named in the error. The server also ends when this
 * process does (its stdin closes).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
async function startServerProcess(name, args, options, findUrl) {
  const server = spawn(process.execPath, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] })
  const close = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null) return resolve()
      server.once('exit', () => resolve())
      server.kill()
    })
  let output = ''
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} gave no URL in 30 s:\n${output}`)), 30_000)
    const read = (chunk) => {
      output += chunk
      const found = findUrl(output)
      if (!found) return
      clearTimeout(timer)
      resolve(found)
    }
    server.stdout.on('data', read)
    server.stderr.on('data', read)
    server.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited (${code}):\n${output}`))
    })
  }).catch(async (error) => {
    await close()
    throw error
  })
  return { url, close }
}

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length
const brotli = (bytes) => brotliCompressSync(bytes).length

/**
 * The JavaScript of a served page, compressed: initial (the classic and module scripts and the script preloads its
 * HTML names, each once; `nomodule` scripts are skipped, as browsers with modules skip them) and all the page's chunks.
 */
export async function measurePage(app, dir, page, url) {
  const html = await (await fetch(url)).text()
  const out = outputDir(app, dir, page)
  const initial = new Set()
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(tag)) continue
    if (tag.startsWith('<link') && !/\brel="?(?:modulepreload|preload)\b/i.test(tag)) continue
    const ref = /\b(?:src|href)="?([^"\s>]+\.js)\b/i.exec(tag)?.[1]
    if (!ref) continue
    const pathname = new URL(ref, url).pathname
    // Next.js serves its build's `static` folder under `/_next/static`.
    initial.add(
      app === 'next' ? path.join(out, pathname.replace(/^\/_next\//, '')) : path.join(out, pathname),
    )
  }
  // esbuild's HTML names the entry alone, with no preloads, but the browser must fetch every file the entry statically
  // imports, transitively, before the button: those count as initial too, as deep as the chain of imports goes.
  const depth = app === 'esbuild' ? addStaticImports(initial) : 1
  const files = []
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.js')) files.push(full)
    }
  }
  walk(app === 'next' ? path.join(out, 'static') : out)
  const sum = (list, measure) => list.reduce((total, file) => total + measure(readFileSync(file)), 0)
  const initialFiles = [...initial]
  // A visitor loads one language at most: its pack and its pack of core's texts. "all" counts the largest of each
  // family and leaves the others out (named beside it).
  const families = languagePackFiles(dir, files)
  const packs = families.flat()
  const largest = families.reduce(
    (total, family) => total + Math.max(0, ...family.map((file) => gzip(readFileSync(file)))),
    0,
  )
  const others = files.filter((file) => !packs.includes(file))
  return {
    initialGzip: sum(initialFiles, gzip),
    initialBrotli: sum(initialFiles, brotli),
    initialScripts: initialFiles.length,
    initialDepth: depth,
    allGzip: sum(others, gzip) + largest,
    chunks: files.length,
    languagePacks: packs.length,
  }
}

/**
 * The built files that are one of @kit/react's language packs, in two families: the modal's packs
 * (`locales/<tag>.generated.js`) and the packs of core's texts (`locales/<tag>.core.generated.js`), as the host
 * installed them. Found by their text: each pack's first string, which no other pack or module has, in the file as
 * written or with its \u and \x escapes read (esbuild writes non-ASCII text escaped).
 */
function languagePackFiles(dir, files) {
  const locales = path.join(dir, 'node_modules', '@kit', 'react', 'dist', 'locales')
  if (!existsSync(locales)) return []
  const markersOf = (isFamily) =>
    readdirSync(locales)
      .filter((name) => name.endsWith('.generated.js') && isFamily(name))
      .map((name) => /^\s*'((?:[^'\\]|\\.)+)',?$/m.exec(readFileSync(path.join(locales, name), 'utf8'))?.[1])
      .filter((marker) => marker !== undefined)
  const readEscapes = (text) =>
    text.replace(/\\(?:u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))/g, (_, braced, plain, byte) =>
      String.fromCodePoint(Number.parseInt(braced ?? plain ?? byte, 16)),
    )
  const texts = files
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => text.length <= 64 * 1024)
    .map(({ file, text }) => ({ file, read: readEscapes(text) }))
  const isCore = (name) => name.endsWith('.core.generated.js')
  return [markersOf((name) => !isCore(name)), markersOf(isCore)].map((markers) =>
    texts.filter(({ read }) => markers.some((marker) => read.includes(marker))).map(({ file }) => file),
  )
}

/**
 * Adds to `initial` the built files its files import statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`; not `import("./x.js")`, which loads later), transitively. Returns how many files deep the
 * chain goes: 1 when the initial files import nothing.
 */
function addStaticImports(initial) {
  let depth = 1
  let level = [...initial]
  for (; level.length > 0; depth++) {
    const next = []
    for (const file of level)
      for (const [, ref] of readFileSync(file, 'utf8').matchAll(
        /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g,
      )) {
        const imported = path.resolve(path.dirname(file), ref)
        if (initial.has(imported)) continue
        initial.add(imported)
        next.push(imported)
      }
    level = next
  }
  return depth - 1
}

/** The Kit Test Wallet as one script a page runs before its own: announced through EIP-6963, EVM only. */
export async function testWalletScript() {
  const { build } = await import('esbuild')
  const source = path.join(root, 'packages', 'test-wallet', 'src', 'exports', 'index.ts')
  const result = await build({
    stdin: {
      contents: `import { createTestWallet } from ${JSON.stringify(source)}
        createTestWallet({ solana: false, evm: { chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9' }] } }).announce(window)`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    define: { global: 'globalThis' },
  })
  return result.outputFiles[0].text
}

/**
 * What is wrong with a packed package, as published: publint (strict) on the tarball, and attw for its types under
 * the ESM-only profile (Kit publishes ES modules only; `@kit/react/styles.css` is a stylesheet, not a module).
 * Returns the problems the tools report, empty when there are none.
 */
export function packageProblems(tarball) {
  const checks = [
    ['publint', 'run', tarball, '--strict'],
    ['attw', tarball, '--profile', 'esm-only', '--format', 'ascii', '--exclude-entrypoints', 'styles.css'],
  ]
  return checks
    .map((check) => spawnSync('pnpm', ['exec', ...check], { cwd: root, encoding: 'utf8' }))
    .filter((result) => result.status !== 0)
    .map((result) => (result.error ? String(result.error) : `${result.stdout}${result.stderr}`.trim()))
    .join('\n')
}
