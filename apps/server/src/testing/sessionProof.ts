import { createHash, webcrypto } from 'node:crypto'
import { frameHeaders } from './auth.js'
import { call } from './http.js'

const base64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')

/**
 * A proof key as the secure frame holds one (non-extractable P-256) and the proofs it signs, in the RFC 9449 shape
 * `verifySessionProof` checks: for tests that call the key routes the way the frame does.
 */
export async function createProofSigner() {
  const keyPair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ])
  const { kty, crv, x, y } = await webcrypto.subtle.exportKey('jwk', keyPair.publicKey)
  const jwk = { kty, crv, x, y }
  const thumbprint = createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url')
  return {
    thumbprint,
    /** A proof for one request; `token` is the session token it carries (none for a login). */
    async sign(method: string, url: string, token?: string, iatMs = Date.now()): Promise<string> {
      const header = base64url(JSON.stringify({ typ: 'dpop+jwt', alg: 'ES256', jwk }))
      const payload = base64url(
        JSON.stringify({
          jti: base64url(webcrypto.getRandomValues(new Uint8Array(16))),
          htm: method,
          htu: url,
          iat: Math.floor(iatMs / 1000),
          ...(token === undefined ? {} : { ath: createHash('sha256').update(token).digest('base64url') }),
        }),
      )
      const signature = await webcrypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        keyPair.privateKey,
        new TextEncoder().encode(`${header}.${payload}`),
      )
      return `${header}.${payload}.${base64url(new Uint8Array(signature))}`
    },
  }
}

export type ProofSigner = Awaited<ReturnType<typeof createProofSigner>>

/**
 * Calls a key route as the secure frame does: its origin, the bearer `token`, a JSON body and, with a `signer`, a
 * fresh proof for this very request, dated `iatMs` (for a server whose clock the test moved). `headers` win.
 */
export async function frameKeyCall(
  url: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
    token: string
    signer?: ProofSigner | undefined
    json?: unknown
    headers?: Record<string, string>
    iatMs?: number
  },
) {
  const { method = 'POST', token, signer, json = {}, headers = {}, iatMs = Date.now() } = options
  return call(url, {
    method,
    ...(method === 'GET' || method === 'DELETE' ? {} : { json }),
    headers: {
      ...frameHeaders,
      authorization: `Bearer ${token}`,
      ...(signer ? { dpop: await signer.sign(method, url, token, iatMs) } : {}),
      ...headers,
    },
  })
}
