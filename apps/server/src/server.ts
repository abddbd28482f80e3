import { createServer as createHttpServer, type Server } from 'node:http'

/** Options of the Kit server. */
export type ServerOptions = {
  /** Port to listen on; 0 asks the OS for a free one. */
  port?: number
  host?: string
}

/** Starts the Kit server and resolves with its URL and a `close()`. */
export async function createServer(
  options: ServerOptions = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createHttpServer((request, response) => {
    if (request.url === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ status: 'ok' }))
      return
    }
    response.writeHead(404, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ status: 404, reasons: [{ name: 'NotFound', description: 'Not found' }] }))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
