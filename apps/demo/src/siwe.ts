// Sign-in with wallet against the self-hosted server's /v1/siwe routes, in one of two session modes:
// - cookie: the server's HttpOnly cookie, sent with `credentials: 'include'`. Script on the page cannot read it,
//   but browsers send it cross-site only when it is SameSite=None; Secure; Partitioned (https);
// - bearer: verify answers a short-lived token (4 hours) that this page sends as `Authorization: Bearer`. It works
//   whatever the browser's third-party cookie policy, and the host's own backend can check it with the server.
//   The token lives in sessionStorage (this tab only, gone when the tab closes), never localStorage: a script
//   injected into the page could read it, and the short life bounds what it is worth.
// POST bodies are text/plain, so verify (cookie mode) and signout send no preflight.
import type { SiweConfig } from '@kit/core'

/** Answers slower than this fail, so the modal never waits forever on a server that does not answer. */
const TIMEOUT_MS = 15_000

type Session = { address: string; chainId: number }
type StoredToken = { token: string; expiresAt: string }

/** How the session is carried: `auto` picks the cookie when the API is on the page's own host, else bearer. */
export type ServerSiweMode = 'cookie' | 'bearer' | 'auto'

/** Where the bearer token is kept: sessionStorage when the page may use it, else memory (this page's life). */
function tokenStore(key: string) {
  let memory: string | undefined
  const storage = (): Storage | undefined => {
    try {
      return globalThis.sessionStorage
    } catch {
      return undefined
    }
  }
  return {
    get(): StoredToken | undefined {
      let raw = memory
      try {
        raw = storage()?.getItem(key) ?? memory
      } catch {
        // Blocked storage: memory only.
      }
      if (!raw) return undefined
      try {
        const stored = JSON.parse(raw) as StoredToken
        if (typeof stored.token === 'string' && Date.parse(stored.expiresAt) > Date.now()) return stored
      } catch {
        // Unreadable: treated as absent.
      }
      this.clear()
      return undefined
    },
    set(value: StoredToken) {
      memory = JSON.stringify(value)
      try {
        storage()?.setItem(key, memory)
      } catch {
        // Blocked storage: memory keeps it for this page.
      }
    },
    clear() {
      memory = undefined
      try {
        storage()?.removeItem(key)
      } catch {
        // Nothing stored where nothing could be written.
      }
    },
  }
}

/** Resolves `auto`: the cookie only when the API is on the page's own host (then surely the same site). */
function resolveMode(mode: ServerSiweMode, apiUrl: string): 'cookie' | 'bearer' {
  if (mode !== 'auto') return mode
  const pageHost = globalThis.location?.hostname
  return pageHost !== undefined && new URL(apiUrl).hostname === pageHost ? 'cookie' : 'bearer'
}

/**
 * A `SiweConfig` backed by the Kit server at `apiUrl` for `projectId`: nonces, verification and the session all
 * live on the server; the session is carried as `mode` says (default `auto`).
 */
export function createServerSiwe(
  apiUrl: string,
  projectId: string,
  options: { mode?: ServerSiweMode } = {},
): SiweConfig {
  const base = apiUrl.replace(/\/$/, '')
  const mode = resolveMode(options.mode ?? 'auto', base)
  const tokens = tokenStore(`kit-demo/siwe/${projectId}`)

  async function request<T>(path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {}
    const bearer = mode === 'bearer' ? tokens.get() : undefined
    if (bearer) headers.authorization = `Bearer ${bearer.token}`
    if (body !== undefined) headers['content-type'] = 'text/plain'
    const response = await fetch(`${base}/v1/siwe/${path}?projectId=${encodeURIComponent(projectId)}`, {
      method: body === undefined && path !== 'signout' ? 'GET' : 'POST',
      credentials: mode === 'cookie' ? 'include' : 'omit',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    })
    const answer = (await response.json()) as T & { reasons?: { description: string }[] }
    if (!response.ok)
      throw new Error(answer.reasons?.[0]?.description ?? `Sign-in request failed (${response.status})`)
    return answer
  }

  return {
    getNonce: async () => (await request<{ nonce: string }>('nonce')).nonce,
    async verifyMessage({ message, signature }) {
      try {
        if (mode === 'cookie') {
          await request<Session>('verify', { message, signature })
          return true
        }
        const answer = await request<Session & Partial<StoredToken>>('verify', {
          message,
          signature,
          session: 'bearer',
        })
        if (typeof answer.token !== 'string' || typeof answer.expiresAt !== 'string')
          throw new Error('The server answered no session token')
        tokens.set({ token: answer.token, expiresAt: answer.expiresAt })
        return true
      } catch (error) {
        // Kit reports a refused signature as 'Error verifying SIWE signature'; the reason goes to the console.
        console.warn('Kit demo: sign-in refused:', error)
        return false
      }
    },
    async getSession() {
      if (mode === 'bearer' && !tokens.get()) return null
      const session = await request<Session | null>('session')
      if (session === null) tokens.clear()
      return session
    },
    async signOut() {
      try {
        if (mode === 'cookie' || tokens.get()) await request<{ signedOut: boolean }>('signout')
      } finally {
        tokens.clear()
      }
    },
  }
}
