import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'

/** What a stand-in endpoint answers: status, headers and a body already serialised. */
export type StandInResponse = { status: number; headers: Record<string, string>; body: string }

/** A request as the stand-in endpoints see it. */
export type StandInRequest = {
  method: string
  url: URL
  headers: IncomingHttpHeaders
  /** The `application/x-www-form-urlencoded` body, or empty params when there is none. */
  form: URLSearchParams
}

/** Largest request body the stand-ins read; token and consent requests are far smaller. */
const MAX_BODY_BYTES = 64 * 1024

/** A request body that is too large or of a type the endpoint does not take. */
export class RequestBodyError extends Error {
  override name = 'RequestBodyError'
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

/** Reads a form body (the only kind OAuth endpoints take). Other content types give empty params. */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new RequestBodyError(413, 'Request body too large.')
    chunks.push(buffer)
  }
  if (size === 0) return new URLSearchParams()
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return new URLSearchParams()
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/** A JSON answer. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): StandInResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  }
}

/** A `302 Found` to `location`. */
export function redirect(location: string): StandInResponse {
  return { status: 302, headers: { location, 'cache-control': 'no-store' }, body: '' }
}

/** The bearer token of an `Authorization: Bearer <token>` header (GitHub's `token <token>` too), or null. */
export function bearerToken(
  headers: IncomingHttpHeaders,
  schemes: readonly string[] = ['bearer'],
): string | null {
  const header = headers.authorization
  if (!header) return null
  const [scheme, value, ...rest] = header.trim().split(/\s+/)
  if (!scheme || !value || rest.length > 0 || !schemes.includes(scheme.toLowerCase())) return null
  return value
}

/** Path of a real provider URL as the stand-ins serve it: `https://host/path` → `/host/path`. */
export function standInPath(realUrl: string): string {
  const url = new URL(realUrl)
  return `/${url.host}${url.pathname}`
}
