// Round trip of a trivial secure-frame request (GET_CHAIN_ID) between a host page and the built frame on another
// site, in Chromium: p50 and p99 over 1,000 sequential requests, then the message listeners left on both windows
// after 10,000 more. Prints one JSON object.
// Run: node apps/secure-frame/bench/roundtrip.mjs   (builds the frame first when apps/secure-frame/dist is missing)
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build as esbuild } from 'esbuild'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { serveFrame } from '../serve.mjs'

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MEASURED = 1_000
const WARMUP = 100
const SOAK = 10_000

// The host's side of the bench: the frame-bridge client, as the auth connector uses it.
const hostScript = `
import { createFrameClient } from '@kit/frame-bridge'
window.runBench = async ({ frameUrl, measured, warmup, soak }) => {
  const client = createFrameClient({ frameUrl, projectId: 'bench', chainId: 'eip155:80002' })
  const mountStart = performance.now()
  await client.mount()
  const mountMs = performance.now() - mountStart
  for (let i = 0; i < warmup; i++) await client.request('GET_CHAIN_ID')
  const samples = []
  for (let i = 0; i < measured; i++) {
    const start = performance.now()
    await client.request('GET_CHAIN_ID')
    samples.push(performance.now() - start)
  }
  const soakStart = performance.now()
  for (let i = 0; i < soak; i += 100)
    await Promise.all(Array.from({ length: 100 }, () => client.request('GET_CHAIN_ID')))
  const soakMs = performance.now() - soakStart
  return { mountMs, samples, soakMs, pending: client.pendingCount }
}
`

// Counts 'message' listeners on each window, in every frame (installed before any page script runs).
const countListeners = () => {
  const live = new Set()
  const add = EventTarget.prototype.addEventListener
  const remove = EventTarget.prototype.removeEventListener
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (this === window && type === 'message') live.add(listener)
    return add.call(this, type, listener, options)
  }
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    if (this === window && type === 'message') live.delete(listener)
    return remove.call(this, type, listener, options)
  }
  Object.defineProperty(window, '__messageListeners', { get: () => live.size })
}

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]
}

const round = (ms) => Math.round(ms * 1000) / 1000

async function main() {
  if (!existsSync(path.join(appRoot, 'dist', 'index.html'))) {
    const { build } = await import('vite')
    await build({ root: appRoot, configFile: path.join(appRoot, 'vite.config.ts'), logLevel: 'warn' })
  }
  const bundle = await esbuild({
    stdin: { contents: hostScript, resolveDir: appRoot, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    conditions: ['@kit/source'],
    logLevel: 'error',
  })
  const hostJs = bundle.outputFiles[0].text

  const host = createServer((request, response) => {
    if (request.url === '/host.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end(hostJs)
      return
    }
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>bench host</title><script type="module" src="/host.js"></script>')
  })
  await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve))
  const hostOrigin = `http://127.0.0.1:${host.address().port}`
  const frame = await serveFrame({
    port: 0,
    // No Kit server is needed for GET_CHAIN_ID; the allowed parent is the bench host.
    config: { serverUrl: 'http://127.0.0.1:9', allowedParentOrigins: [hostOrigin] },
  })
  const frameUrl = `${frame.origin.replace('127.0.0.1', 'localhost')}/`

  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    await context.addInitScript(countListeners)
    const page = await context.newPage()
    await page.goto(hostOrigin)
    await page.waitForFunction(() => typeof window.runBench === 'function')
    const listenersBefore = await page.evaluate(() => window.__messageListeners)
    const result = await page.evaluate((options) => window.runBench(options), {
      frameUrl,
      measured: MEASURED,
      warmup: WARMUP,
      soak: SOAK,
    })
    const frameDocument = page.frames().find((candidate) => candidate.url().startsWith(frameUrl.slice(0, -1)))
    const sorted = [...result.samples].sort((a, b) => a - b)
    const report = {
      benchmark: 'secure-frame round trip (GET_CHAIN_ID, host and frame on two sites)',
      browser: `Chromium ${browser.version()}`,
      node: process.version,
      requests: MEASURED,
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      meanMs: round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length),
      minMs: round(sorted[0]),
      maxMs: round(sorted[sorted.length - 1]),
      mountMs: round(result.mountMs),
      afterSoak: {
        requests: SOAK,
        requestsPerSecond: Math.round(SOAK / (result.soakMs / 1000)),
        pendingRequests: result.pending,
        hostMessageListeners: await page.evaluate(() => window.__messageListeners),
        hostMessageListenersBeforeClient: listenersBefore,
        frameMessageListeners: frameDocument
          ? await frameDocument.evaluate(() => window.__messageListeners)
          : null,
      },
    }
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
  } finally {
    await browser.close()
    await frame.close()
    await new Promise((resolve) => {
      host.close(resolve)
      host.closeAllConnections()
    })
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
