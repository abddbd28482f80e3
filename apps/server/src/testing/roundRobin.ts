import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The header the proxy adds to each answer: the index of the instance that served it. */
export const SERVED_BY = 'x-test-served-by'

/** A load balancer for tests: each request goes to the next instance in turn. */
export type RoundRobinProxy = {
  url: string
  /** The instances' URLs; set once they listen. */
  targets: string[]
  /** For each request forwarded, in order: its path and the index of the instance that served it. */
  served: Array<{ path: string; instance: number }>
  close(): Promise<void>
}

/** Starts a round-robin HTTP proxy on a free loopback port. A request to an instance that fails answers 502. */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let next = 0
  const proxy: Omit<RoundRobinProxy, 'url' | 'close'> = { targets: [], served: [] }
  const server = createServer((incoming, outgoing) => {
    const instance = next % proxy.targets.length
    next += 1
    const target = new URL(proxy.targets[instance] ?? '')
    proxy.served.push({ path: (incoming.url ?? '/').split('?')[0] ?? '/', instance })
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(instance) })
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502)
      outgoing.end()
    })
    // A client giving up (a long poll aborted) ends the forwarded request too.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) forwarded.destroy()
    })
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(proxy, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  })
}
