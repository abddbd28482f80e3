// Helpers for the stand-ins' own tests: drive a flow with fetch as a browser and a relying party would.
import { createHash, randomBytes } from 'node:crypto'
import { expect } from 'vitest'

/** A PKCE pair (S256). */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/** Opens the consent page at `authorizeUrl` and answers it; resolves with the unfollowed response. */
export async function consent(
  authorizeUrl: string,
  answer: { decision?: 'authorize' | 'cancel'; name?: string; email?: string } = {},
): Promise<Response> {
  const page = await fetch(authorizeUrl, { redirect: 'manual' })
  const html = await page.text()
  expect(page.status, html).toBe(200)
  const requestId = html.match(/name="request" value="([^"]+)"/)?.[1]
  const action = html.match(/<form method="post" action="([^"]+)"/)?.[1]
  expect(requestId).toBeTruthy()
  const form = new URLSearchParams({
    request: requestId ?? '',
    decision: answer.decision ?? 'authorize',
    name: answer.name ?? 'Ada Lovelace',
    ...(answer.email === undefined && !html.includes('name="email"')
      ? {}
      : { email: answer.email ?? 'ada@example.test' }),
  })
  return fetch(new URL(action ?? '', authorizeUrl), { method: 'POST', body: form, redirect: 'manual' })
}

/** The query parameters of a redirect response (a 302 to the client's redirect URI). */
export function redirectParams(response: Response, redirectUri: string): URLSearchParams {
  expect(response.status).toBe(302)
  const location = response.headers.get('location') ?? ''
  expect(location.startsWith(`${redirectUri}?`)).toBe(true)
  return new URL(location).searchParams
}

/** The target and fields of an auto-submitting form_post page (Apple). */
export async function formPostFields(
  response: Response,
): Promise<{ action: string; fields: Record<string, string> }> {
  const html = await response.text()
  expect(response.status, html).toBe(200)
  const decode = (value: string) =>
    value.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
  const action = decode(html.match(/<form method="post" action="([^"]+)"/)?.[1] ?? '')
  const fields: Record<string, string> = {}
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[decode(match[1] ?? '')] = decode(match[2] ?? '')
  }
  return { action, fields }
}

/** `Authorization: Basic` for a client id and secret, form-encoded first as RFC 6749 asks. */
export function basicAuth(clientId: string, clientSecret: string): string {
  const encode = (value: string) => encodeURIComponent(value)
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')}`
}

/** POSTs a form to `url`. */
export function postForm(url: string, params: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(params), headers })
}
