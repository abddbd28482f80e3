// A social login's one-time result is bound to a verifier only this frame knows: the start sends
// base64url(SHA-256(verifier)), the redemption sends the verifier. Whoever else sees the result (the host page after a
// redirect, its logs, a referrer) cannot redeem it.
import { FlowStateError } from './errors.js'
import type { KeyValueStorage } from './store.js'

const REDIRECT_KEY = 'kit-frame/social-redirect'

/** A fresh verifier and the challenge the server is given for it. */
export type ResultVerifier = { verifier: string; challenge: string }

function base64url(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** 32 random bytes (base64url, 43 characters) and their SHA-256 (base64url, 43 characters). */
export async function createResultVerifier(): Promise<ResultVerifier> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return { verifier, challenge: base64url(new Uint8Array(digest)) }
}

/**
 * Where a redirect login keeps its verifier while the whole tab is away at the provider: the frame origin's
 * `sessionStorage` (one tab's, and it survives the tab navigating away and back). One pending redirect per tab, the
 * latest: the host page comes back with the result alone, so there is no flow id to look one up by.
 */
export type RedirectVerifierStore = {
  /**
   * Keeps `verifier` until `expiresAt` (epoch ms).
   * @throws {FlowStateError} when this browser gives the frame no storage that survives the redirect.
   */
  save(verifier: string, expiresAt: number): void
  /** The pending verifier, removed at once (one use); `undefined` when there is none or it expired. */
  take(now?: number): string | undefined
}

/** The redirect verifier store over `storage` (the frame origin's sessionStorage). */
export function createRedirectVerifierStore(storage: KeyValueStorage | undefined): RedirectVerifierStore {
  return {
    save(verifier, expiresAt) {
      const value = JSON.stringify({ verifier, expiresAt })
      try {
        storage?.setItem(REDIRECT_KEY, value)
        if (storage?.getItem(REDIRECT_KEY) === value) return
      } catch {
        // Blocked storage: said below.
      }
      throw new FlowStateError(
        'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again',
      )
    },
    take(now = Date.now()) {
      let raw: string | null | undefined
      try {
        raw = storage?.getItem(REDIRECT_KEY)
        storage?.removeItem(REDIRECT_KEY)
      } catch {
        return undefined
      }
      try {
        const saved = JSON.parse(raw ?? 'null') as { verifier?: unknown; expiresAt?: unknown } | null
        if (
          typeof saved?.verifier === 'string' &&
          typeof saved.expiresAt === 'number' &&
          saved.expiresAt > now
        )
          return saved.verifier
      } catch {
        // Not ours, or damaged: as if nothing were pending.
      }
      return undefined
    },
  }
}
