#!/usr/bin/env node
// The host matrix: Kit's publishable packages packed the way they are published (`pnpm pack`), installed with npm
// into fresh copies of the host apps in this folder (outside the workspace), and built with each host's production
// build, twice: the page with Kit's provider and button, and the same button in React alone. Reports the initial
// JavaScript of each page (the scripts and module preloads its HTML names, gzip level 9) and Kit over React.
// `--check` exits non-zero when a build prints a warning about one of Kit's files or a budget is passed.
// `--e2e` also opens each host's Kit page in Chromium with the Kit Test Wallet injected, opens the modal and connects.
// Usage: node bench/hosts/run.mjs [--check] [--json] [--e2e] [host ...]
import { spawnSync } from 'node:child_process'
import { createServer } from 'node:http'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const hostsDir = path.dirname(fileURLToPath(import.meta.url))
const benchDir = path.dirname(hostsDir)
const root = path.dirname(benchDir)
const args = process.argv.slice(2)
const check = args.includes('--check')
const asJson = args.includes('--json')
const e2e = args.includes('--e2e')
const KIT_OVER_REACT_BUDGET_KIB = 25
const ALL_CHUNKS_BUDGET_KIB = 350
/** Kit's packages a host installs for the provider + button page, and what they depend on. */
const PACKAGES = ['chains', 'frame-bridge', 'core', 'react', 'walletconnect']
const DIRECT = ['@kit/chains', '@kit/core', '@kit/react', '@kit/walletconnect']
/** The host matrix: each entry an app of this folder, with the dependency versions that make it that host. */
const MATRIX = [
  { host: 'vite-react19', app: 'vite', versions: {} },
  { host: 'vite-react18', app: 'vite', versions: { react: '18.3.1', 'react-dom': '18.3.1' } },
]
const chosen = args.filter((arg) => !arg.startsWith('--'))
const matrix = chosen.length > 0 ? MATRIX.filter((entry) => chosen.includes(entry.host)) : MATRIX

const kib = (bytes) => bytes / 1024

/** Runs a command, returning its combined output; throws with that output when it fails. */
function run(command, commandArgs, cwd, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  if (result.status !== 0)
    throw new Error(
      `${command} ${commandArgs.join(' ')} failed in ${cwd} (exit ${result.status}):\n${output}`,
    )
  return output
}

/** Packs every package as it would be published and returns each one's tarball path by name. */
function pack(into) {
  const tarballs = {}
  for (const name of PACKAGES) {
    const dir = path.join(root, 'packages', name)
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
    run('pnpm', ['pack', '--pack-destination', into], dir)
    tarballs[`@kit/${name}`] = path.join(into, `kit-${name}-${version}.tgz`)
  }
  return tarballs
}

/**
 * A fresh copy of a host's app with its versions, and Kit's tarballs as its dependencies (and as the versions its
 * dependencies get).
 */
function prepareHost({ host, app, versions }, work, tarballs) {
  const dir = path.join(work, host)
  cpSync(path.join(hostsDir, app), dir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|\.next)([\\/]|$)/.test(source),
  })
  for (const app of ['kit.tsx', 'react-alone.tsx'])
    cpSync(path.join(benchDir, 'apps', app), path.join(dir, 'src', app))
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
  const file = (name) => `file:${tarballs[name]}`
  Object.assign(manifest.dependencies, versions)
  for (const name of DIRECT) manifest.dependencies[name] = file(name)
  manifest.overrides = Object.fromEntries(Object.keys(tarballs).map((name) => [name, file(name)]))
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir)
  return dir
}

/** The lines of a build's output that are about one of Kit's installed files. */
const kitWarnings = (output) =>
  output
    .split('\n')
    .filter((line) => /node_modules[\\/]@kit[\\/]|@kit\/[a-z-]+/.test(line) && /warn|ignor|error/i.test(line))

/** The initial JavaScript of a built page, and all of its JavaScript, gzip. */
function measurePage(outDir, html) {
  const page = readFileSync(path.join(outDir, html), 'utf8')
  const initial = [...page.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"/g)].map(
    (match) => match[1],
  )
  const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length
  const files = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.js')) files.push(full)
    }
  }
  walk(outDir)
  return {
    initialGzip: initial.reduce((total, ref) => total + gzipOf(path.join(outDir, ref.replace(/^\//, ''))), 0),
    allGzip: files.reduce((total, file) => total + gzipOf(file), 0),
    chunks: files.length,
  }
}

/** Builds both pages of one host and measures them. */
function buildHost(dir) {
  const pages = {}
  const warnings = []
  for (const page of ['kit', 'alone']) {
    const output = run('npm', ['run', 'build'], dir, { KIT_HOST_PAGE: page })
    warnings.push(...kitWarnings(output))
    pages[page] = measurePage(path.join(dir, 'dist', page), page === 'kit' ? 'index.html' : 'alone.html')
  }
  return { pages, warnings }
}

const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' }

/** Serves a built page on a free loopback port. */
function serve(dir) {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://host').pathname
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname)
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, server }),
    ),
  )
}

/** The Kit Test Wallet as one script a page runs before its own: announced through EIP-6963, EVM only. */
async function testWalletScript() {
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

/** A visitor's first steps on the host's Kit page: the button, the modal, the test wallet, connected. */
async function connectInBrowser(browser, dir, wallet) {
  const { url, server } = await serve(path.join(dir, 'dist', 'kit'))
  const context = await browser.newContext()
  const errors = []
  try {
    const page = await context.newPage()
    page.on('pageerror', (error) => errors.push(error.message))
    await page.addInitScript({ content: wallet })
    await page.goto(url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click({ timeout: 10_000 })
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Kit Test Wallet/ }).click({ timeout: 10_000 })
    // Connected: the connect button gives way to the account button, which names the address.
    await page
      .getByRole('button', { name: /0x[0-9a-fA-F]{4}/ })
      .first()
      .waitFor({ timeout: 10_000 })
    if (process.env.KIT_HOSTS_SCREENSHOTS)
      await page.screenshot({
        path: path.join(process.env.KIT_HOSTS_SCREENSHOTS, `${path.basename(dir)}.png`),
      })
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`)
    return 'connected'
  } finally {
    await context.close()
    server.close()
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'kit-hosts-'))
const results = []
try {
  const tarballs = pack(path.join(work, 'tarballs'))
  const { launchChromium } = await import('../../scripts/chromium.mjs')
  const browser = e2e ? await launchChromium() : undefined
  const wallet = e2e ? await testWalletScript() : ''
  for (const entry of matrix) {
    const started = Date.now()
    const dir = prepareHost(entry, work, tarballs)
    const { pages, warnings } = buildHost(dir)
    let connect
    if (browser)
      connect = await connectInBrowser(browser, dir, wallet).catch((error) => `failed: ${error.message}`)
    results.push({
      connect,
      host: entry.host,
      kitOverReact: pages.kit.initialGzip - pages.alone.initialGzip,
      kit: pages.kit,
      alone: pages.alone,
      warnings,
      seconds: (Date.now() - started) / 1000,
    })
  }
  await browser?.close()
} finally {
  rmSync(work, { recursive: true, force: true })
}

const failures = []
for (const result of results) {
  const over = kib(result.kitOverReact)
  const all = kib(result.kit.allGzip)
  const ok =
    over <= KIT_OVER_REACT_BUDGET_KIB &&
    all <= ALL_CHUNKS_BUDGET_KIB &&
    result.warnings.length === 0 &&
    (result.connect === undefined || result.connect === 'connected')
  if (!ok) failures.push(result.host)
  console.log(
    `${ok ? '✔' : '✖'} ${result.host.padEnd(14)} Kit over React ${over.toFixed(2)} KiB gzip (budget ${KIT_OVER_REACT_BUDGET_KIB})` +
      `   initial ${kib(result.kit.initialGzip).toFixed(2)} vs React alone ${kib(result.alone.initialGzip).toFixed(2)}` +
      `   all ${all.toFixed(2)} KiB in ${result.kit.chunks} chunks (budget ${ALL_CHUNKS_BUDGET_KIB})   ${result.seconds.toFixed(0)} s` +
      (result.connect
        ? `\n    ${result.connect === 'connected' ? '✔' : '✖'} in Chromium: ${result.connect}`
        : '') +
      result.warnings.map((line) => `\n    ✖ warning from Kit: ${line.trim()}`).join(''),
  )
}
if (asJson) writeFileSync(path.join(benchDir, 'hosts-results.json'), `${JSON.stringify(results, null, 2)}\n`)
if (check && failures.length > 0) {
  console.error(`\nHost matrix failed for: ${failures.join(', ')}`)
  process.exit(1)
}
