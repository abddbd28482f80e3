// A host site whose server sends a Permissions-Policy header: the built demo, served through a small proxy on a
// port of its own on 127.0.0.1 that passes every request to the demo's server and adds the header to every answer.
// A real server answers, not Playwright's request interception: Chromium counts a document fulfilled by the
// DevTools protocol as coming from a public address, and its Local Network Access checks then block the page's
// requests to the local stack.
import { createServer, request as forward } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the policy host sends: passkeys refused to every frame the page embeds (and to the page itself). */
export const POLICY_HOST_PERMISSIONS_POLICY = 'publickey-credentials-get=()'

/** The running proxy. */
export type PolicyHost = {
  /** The demo through the proxy, e.g. `http://127.0.0.1:<port>/`. */
  url: string
  /** The site's origin, for the server's and the frame's allowed origins. */
  origin: string
  /** Sets the demo's URL; requests are answered 503 until then (the stack starts after the proxy has its port). */
  configure(targetUrl: string): void
  close(): Promise<void>
}

/** Starts the proxy on a free port of 127.0.0.1, sending `Permissions-Policy: <policy>` with every answer. */
export async function servePolicyHost(policy = POLICY_HOST_PERMISSIONS_POLICY): Promise<PolicyHost> {
  let target: URL | undefined
  const server = createServer((incoming, outgoing) => {
    if (!target) {
      outgoing.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The stack is starting')
      return
    }
    const upstream = forward(
      {
        hostname: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'permissions-policy': policy,
        })
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502)
      outgoing.end()
    })
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${origin}/`,
    origin,
    configure(targetUrl) {
      target = new URL(targetUrl)
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
