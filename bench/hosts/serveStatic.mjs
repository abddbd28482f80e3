#!/usr/bin/env node
// Serves one built static page in a process of its own, as production static hosting serves it (another machine,
// not the browser driver's event loop): `node serveStatic.mjs <distDir>`, over HTTP/2 with TLS when KIT_TLS_KEY and
// KIT_TLS_CERT hold a PEM key and certificate. Prints `{"url": …}` once listening; stops on SIGTERM or when its
// parent closes its stdin (or dies).
import { serveBuiltPages } from '../../scripts/servePages.mjs'

const distDir = process.argv[2]
const { KIT_TLS_KEY: key, KIT_TLS_CERT: cert } = process.env
const served = await serveBuiltPages({
  distDir,
  packageName: 'the host page',
  tls: key && cert ? { key, cert } : undefined,
})
process.stdout.write(`${JSON.stringify({ url: served.url })}\n`)
// Exits at once: a graceful close would wait on the browser's open HTTP/2 sessions, which outlive the page.
const stop = () => process.exit(0)
process.once('SIGTERM', stop)
// Ends with the process that started it, which holds the other end of stdin.
process.stdin.once('close', stop).resume()
