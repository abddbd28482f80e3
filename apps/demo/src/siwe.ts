// Sign-in with wallet against the self-hosted server's /v1/siwe routes. The session is an HttpOnly cookie of
// the server, so every call includes credentials; POST bodies are text/plain so the browser sends no preflight.
import type { SiweConfig } from '@kit/core'

/** Answers slower than this fail, so the modal never waits forever on a server that does not answer. */
const TIMEOUT_MS = 15_000

type Session = { address: string; chainId: number }

/**
 * A `SiweConfig` backed by the Kit server at `apiUrl` for `projectId`: nonces, verification and the session
 * cookie all live on the server.
 */
export function createServerSiwe(apiUrl: string, projectId: string): SiweConfig {
  const base = apiUrl.replace(/\/$/, '')
  async function request<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/v1/siwe/${path}?projectId=${encodeURIComponent(projectId)}`, {
      method: body === undefined && path !== 'signout' ? 'GET' : 'POST',
      credentials: 'include',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      ...(body !== undefined
        ? { headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) }
        : {}),
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
        await request<Session>('verify', { message, signature })
        return true
      } catch (error) {
        // Kit reports a refused signature as 'Error verifying SIWE signature'; the reason goes to the console.
        console.warn('Kit demo: sign-in refused:', error)
        return false
      }
    },
    getSession: () => request<Session | null>('session'),
    signOut: () => request<{ signedOut: boolean }>('signout'),
  }
}
