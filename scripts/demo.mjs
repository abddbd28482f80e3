#!/usr/bin/env node
// `npm run demo` after install and build: starts the whole local stack and the demos, prints the URLs,
// and stops everything cleanly on Ctrl-C.
import path from 'node:path'
import { startStack } from './stack.mjs'

let stack

async function shutdown(code) {
  if (stack) {
    console.log('\nStopping the local stack…')
    await stack.stop()
  }
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(0))

try {
  const startedAt = Date.now()
  stack = await startStack({ log: (line) => console.log(`  ${line}`) })
  for (const url of [stack.demoUrl, stack.vanillaDemoUrl]) {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`The demo did not answer at ${url}`)
  }
  const evm = Object.values(stack.evm)
    .map((chain) => `eip155:${chain.chainId} ${chain.rpcUrl}`)
    .join(', ')
  console.log(`
  Kit is ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.

    Demo            ${stack.demoUrl}
    Vanilla demo    ${stack.vanillaDemoUrl}  (plain TypeScript on @kit/core, no React)
    Kit server      ${stack.serverUrl}
    Secure frame    ${stack.frameUrl}
    Mail inbox      ${stack.mailApiUrl}/messages
    EVM chains      ${evm}
    Solana          ${stack.solana.rpcUrl}
    Relay           ${stack.relayUrl}

  This is development mode, on this machine only (localhost): social sign-in, Farcaster and the on-ramp are local stand-ins.
  The server's full log is in ${path.relative(process.cwd(), stack.serverLogFile)}; its warnings and errors show here.
  Press Ctrl-C to stop.
`)
} catch (error) {
  console.error(`\n  Could not start the demo: ${error.message}\n`)
  await shutdown(1)
}
