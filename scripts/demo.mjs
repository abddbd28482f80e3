#!/usr/bin/env node
// Starts the local stack and the demo (built beforehand by `npm run demo`) and prints the URLs.
// Ctrl-C stops everything it started. Devnet, server and secure frame join here as those apps land.
import { createServer } from 'node:net'
import { serveDemo } from '../apps/demo/serve.mjs'

const demoPort = Number(process.env.KIT_DEMO_PORT ?? 5173)
const running = []

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

async function stopAll() {
  for (const part of running.reverse()) await part.close().catch(() => {})
}

async function main() {
  if (!(await portIsFree(demoPort))) {
    throw new Error(
      `Port ${demoPort} is taken. Set KIT_DEMO_PORT to another port, e.g. KIT_DEMO_PORT=5180 npm run demo`,
    )
  }
  const demo = await serveDemo({ port: demoPort, config: {} })
  running.push(demo)
  const response = await fetch(demo.url)
  if (!response.ok) throw new Error(`The demo did not answer at ${demo.url}`)
  console.log(`\n  Kit demo is ready:  ${demo.url}\n\n  Press Ctrl-C to stop.\n`)
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll()
    process.exit(0)
  })
}
main().catch(async (error) => {
  console.error(error.message)
  await stopAll()
  process.exit(1)
})
