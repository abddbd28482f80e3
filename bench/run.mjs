#!/usr/bin/env node
// Kit's benchmark, next to React alone in the same run (peers are measured the same way):
//   1. size: each app built with esbuild (production, minified, ESM, splitting): initial and all chunks, gzip + brotli;
//   2. speed in headless Chromium: navigation → button, click → first modal view (cold and warm), JS heap after open;
//   3. the frame-bridge round trip across two origins (apps/secure-frame/bench/roundtrip.mjs).
// Writes bench/results.md. Times are medians; compare ratios within one run, not absolute milliseconds.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { launchChromium } from '../scripts/chromium.mjs'

const benchDir = path.dirname(fileURLToPath(import.meta.url))
const outRoot = path.join(benchDir, 'out')
const runs = Number(process.env.KIT_BENCH_RUNS ?? 15)
const apps = [
  { name: 'React alone', id: 'react-alone', entry: 'apps/react-alone.tsx' },
  { name: 'Kit (KitProvider + ConnectButton)', id: 'kit', entry: 'apps/kit.tsx' },
]

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const kib = (bytes) => (bytes / 1024).toFixed(1)

async function buildApp(app) {
  const outdir = path.join(outRoot, app.id)
  rmSync(outdir, { recursive: true, force: true })
  const result = await build({
    entryPoints: { main: path.join(benchDir, app.entry) },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    outdir,
    metafile: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['@kit/source', 'module'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  })
  writeFileSync(
    path.join(outdir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  )
  const outputs = result.metafile.outputs
  const initial = new Set()
  const visit = (file) => {
    if (initial.has(file)) return
    initial.add(file)
    for (const imported of outputs[file].imports)
      if (imported.kind === 'import-statement') visit(imported.path)
  }
  // Lazy chunks carry an entryPoint too; the app's entry is the one esbuild named `main`.
  visit(Object.keys(outputs).find((file) => file.endsWith('/main.js')))
  const measure = (files) => {
    let gzip = 0
    let brotli = 0
    for (const file of files) {
      const bytes = readFileSync(path.resolve(file))
      gzip += gzipSync(bytes, { level: 9 }).length
      brotli += brotliCompressSync(bytes).length
    }
    return { gzip, brotli }
  }
  const jsFiles = Object.keys(outputs).filter((file) => file.endsWith('.js'))
  return { outdir, initial: measure(jsFiles.filter((f) => initial.has(f))), all: measure(jsFiles) }
}

function serve(dir) {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname)
    try {
      const body = readFileSync(file)
      response.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'text/javascript' })
      response.end(body)
    } catch {
      response.writeHead(404)
      response.end()
    }
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, server }),
    ),
  )
}

// Records when the first button appears, measured from navigation start inside the page.
const observeButton = () => {
  new MutationObserver((_, observer) => {
    if (document.querySelector('button')) {
      window.__buttonAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
}

// Clicks the first button and resolves with the ms until a dialog with a heading shows.
const clickToView = () =>
  new Promise((resolve) => {
    const start = performance.now()
    const check = () => {
      if (document.querySelector('[role="dialog"] h2')) resolve(performance.now() - start)
      else requestAnimationFrame(check)
    }
    document.querySelector('button').click()
    check()
  })

async function measureSpeed(browser, url) {
  const navToButton = []
  const cold = []
  const warm = []
  const heap = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript(observeButton)
    await page.goto(url)
    await page.waitForFunction(() => window.__buttonAt !== undefined)
    navToButton.push(await page.evaluate(() => window.__buttonAt))
    cold.push(await page.evaluate(clickToView))
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    heap.push((await cdp.send('Runtime.getHeapUsage')).usedSize)
    await page.keyboard.press('Escape')
    await page.evaluate(() => document.querySelector('[role="dialog"] button')?.click())
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] h2'))
    warm.push(await page.evaluate(clickToView))
    await context.close()
  }
  return { navToButton: median(navToButton), cold: median(cold), warm: median(warm), heap: median(heap) }
}

mkdirSync(outRoot, { recursive: true })
const browser = await launchChromium()
const rows = []
try {
  for (const app of apps) {
    const sizes = await buildApp(app)
    const { url, server } = await serve(sizes.outdir)
    try {
      rows.push({ app, sizes, speed: await measureSpeed(browser, url) })
    } finally {
      server.close()
    }
  }
} finally {
  await browser.close()
}

const [baseline, kit] = rows
const ratio = (value, base) => `${(value / base).toFixed(2)}×`
const lines = [
  '# Kit benchmark results',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, headless Chromium; medians of ${runs} runs, React alone measured in the same run.`,
  '',
  '| app | initial JS gzip KiB | initial brotli KiB | kit cost over React, gzip KiB | all JS gzip KiB | nav → button ms (× React) | click → first view ms, warm / cold | JS heap after open MB |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    ({ app, sizes, speed }) =>
      `| ${app.name} | ${kib(sizes.initial.gzip)} | ${kib(sizes.initial.brotli)} | ${app === baseline.app ? '–' : kib(sizes.initial.gzip - baseline.sizes.initial.gzip)} | ${kib(sizes.all.gzip)} | ${speed.navToButton.toFixed(1)} (${ratio(speed.navToButton, baseline.speed.navToButton)}) | ${speed.warm.toFixed(1)} / ${speed.cold.toFixed(1)} | ${(speed.heap / 2 ** 20).toFixed(1)} |`,
  ),
  '',
  'Budgets: kit cost over React ≤ 25 KiB gzip (the product budget), all chunks ≤ 600 KiB gzip, click → first view ≤ 16 ms warm',
  'and ≤ 50 ms cold, heap after open ≤ 5 MB, nav → button ≤ 1.3× React alone.',
  '',
]
if (kit) {
  const cost = (kit.sizes.initial.gzip - baseline.sizes.initial.gzip) / 1024
  lines.push(
    `Kit: ${cost.toFixed(1)} KiB over React (${cost <= 25 ? 'within' : 'OVER'} budget), all chunks ${kib(kit.sizes.all.gzip)} KiB (${kit.sizes.all.gzip / 1024 <= 600 ? 'within' : 'OVER'}), warm view ${kit.speed.warm.toFixed(1)} ms, cold ${kit.speed.cold.toFixed(1)} ms, nav → button ${ratio(kit.speed.navToButton, baseline.speed.navToButton)} React.`,
    '',
  )
}
// 3. The secure-frame round trip across two origins (its own script builds and serves the frame).
const roundtrip = spawnSync(
  process.execPath,
  [path.join(benchDir, '../apps/secure-frame/bench/roundtrip.mjs')],
  {
    encoding: 'utf8',
  },
)
if (roundtrip.status === 0) {
  const report = JSON.parse(roundtrip.stdout.slice(roundtrip.stdout.indexOf('{')))
  lines.push(
    '## Secure-frame round trip',
    '',
    `${report.benchmark}, ${report.browser}: p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms over ${report.requests} requests (budget p50 ≤ 2 ms);`,
    `after ${report.afterSoak.requests} more requests (${report.afterSoak.requestsPerSecond}/s): ${report.afterSoak.pendingRequests} pending, ${report.afterSoak.hostMessageListeners} message listener(s) on the host (${report.afterSoak.hostMessageListenersBeforeClient} before the client), ${report.afterSoak.frameMessageListeners} in the frame.`,
    '',
  )
} else {
  lines.push(
    '## Secure-frame round trip',
    '',
    `Not measured: ${roundtrip.stderr.trim().split('\n').pop()}`,
    '',
  )
}
// 4. WalletConnect's lazy chunk and all chunks, from bench/size.mjs, beside the figures of the WalletConnect SDK Kit
// loaded before it had its own client (@walletconnect/universal-provider 2.25.0, measured the same way).
const WALLETCONNECT_BEFORE = {
  lazyGzipKiB: 149.65,
  lazyChunks: 7,
  createKitAllKiB: 237.92,
  kitOverReactAllKiB: 286.57,
}
// size.mjs exits non-zero when a budget is exceeded; the figures are still written.
spawnSync(process.execPath, [path.join(benchDir, 'size.mjs'), '--json', '--check'], { encoding: 'utf8' })
if (existsSync(path.join(benchDir, 'size-results.json'))) {
  const results = JSON.parse(readFileSync(path.join(benchDir, 'size-results.json'), 'utf8'))
  const kib = (bytes) => (bytes / 1024).toFixed(2)
  const core = results.find((entry) => entry.name.startsWith("import { createKit } from '@kit/core'"))
  const app = results.find((entry) => entry.name.startsWith('Kit over React'))
  const lazy = app?.lazy?.[0]
  lines.push(
    '## WalletConnect chunk and all chunks (bench/size.mjs)',
    '',
    'Before: core lazily loaded `@walletconnect/universal-provider` 2.25.0; after: the host adds `walletConnect()` from',
    '`@kit/walletconnect/connector`.',
    '',
    '| | before (`@walletconnect/universal-provider` 2.25.0) | after (`@kit/walletconnect`) |',
    '|---|---|---|',
    `| WalletConnect lazy chunk, gzip KiB | ${WALLETCONNECT_BEFORE.lazyGzipKiB} (${WALLETCONNECT_BEFORE.lazyChunks} chunks) | ${lazy ? `${kib(lazy.gzip)} (${lazy.chunks} chunks; budget ${lazy.limitKiB})` : 'not measured'} |`,
    `| all chunks, \`createKit\` alone, gzip KiB | ${WALLETCONNECT_BEFORE.createKitAllKiB} | ${core ? kib(core.all.gzip) : '–'} (no WalletConnect in core) |`,
    `| all chunks, Kit over React with WalletConnect, gzip KiB | ${WALLETCONNECT_BEFORE.kitOverReactAllKiB} | ${app ? kib(app.all.gzip) : '–'} |`,
    '',
  )
}
// The server section is bench/server.mjs's (run after this one): kept as it is.
const previous = existsSync(path.join(benchDir, 'results.md'))
  ? readFileSync(path.join(benchDir, 'results.md'), 'utf8')
  : ''
const serverSection = previous.indexOf('## Server under load')
if (serverSection !== -1) lines.push(previous.slice(serverSection).trimEnd(), '')
writeFileSync(path.join(benchDir, 'results.md'), `${lines.join('\n')}\n`)
console.log(lines.join('\n'))
