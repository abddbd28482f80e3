#!/usr/bin/env node
// Starts the demo (built by `npm run demo` beforehand) and prints its URL. Ctrl-C stops everything it started.
// The local stack (devnet, server, secure frame) joins here as those apps land.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const demoPort = Number(process.env.KIT_DEMO_PORT ?? 5173)
const children = []

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}

async function main() {
  if (!(await portIsFree(demoPort))) {
    console.error(
      `Port ${demoPort} is taken. Set KIT_DEMO_PORT to another port, e.g. KIT_DEMO_PORT=5180 npm run demo`,
    )
    process.exit(1)
  }
  const vite = path.join(root, 'apps/demo/node_modules/.bin/vite')
  const demo = spawn(vite, ['preview', '--port', String(demoPort), '--strictPort'], {
    cwd: path.join(root, 'apps/demo'),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(demo)
  demo.on('exit', (code) => {
    if (code) console.error(`The demo server stopped (exit code ${code}).`)
  })
  const url = `http://127.0.0.1:${demoPort}/`
  await waitForHttp(url)
  console.log(`\n  Kit demo is ready:  ${url}\n\n  Press Ctrl-C to stop.\n`)
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll()
    process.exit(0)
  })
}
main().catch((error) => {
  console.error(error.message)
  stopAll()
  process.exit(1)
})
