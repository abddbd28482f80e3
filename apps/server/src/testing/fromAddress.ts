import { request } from 'node:http'
import type { Json } from './http.js'

/**
 * Sends a request from a given local address (any of 127.0.0.0/8 on Linux), so a test can be several clients
 * with real, distinct socket addresses, no `X-Forwarded-For` involved.
 */
export function fromAddress(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Json }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers ?? {}, localAddress },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let body: Json = text
          try {
            body = JSON.parse(text)
          } catch {
            // Not JSON: keep the text.
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body })
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end(init.body)
  })
}
