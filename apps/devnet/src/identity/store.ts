import { randomBytes } from 'node:crypto'
import type { Grant, SocialProvider } from './provider.js'

/** An authorize request that passed its checks and waits for the person's answer on the consent page. */
export type PendingAuthorization = Omit<Grant, 'user' | 'authTime'> & { state: string | null }

type Expiring<T> = { value: T; expiresAt: number }

/** How long a person may take on the consent page. */
const PENDING_TTL_MS = 10 * 60_000

function take<T>(map: Map<string, Expiring<T>>, key: string | null, now: number): T | null {
  if (key === null) return null
  const entry = map.get(key)
  map.delete(key)
  return entry && entry.expiresAt > now ? entry.value : null
}

function sweep(map: Map<string, Expiring<unknown>>, now: number): void {
  for (const [key, entry] of map) if (entry.expiresAt <= now) map.delete(key)
}

/**
 * The stand-ins' memory: pending consents, authorization codes (single-use, short-lived) and access tokens.
 * Nothing survives a restart, as befits a development IdP.
 */
export class GrantStore {
  readonly #pending = new Map<string, Expiring<PendingAuthorization>>()
  readonly #codes = new Map<string, Expiring<Grant>>()
  readonly #tokens = new Map<string, Expiring<Grant>>()
  /** `<clientId>\n<subject>` pairs that already consented once (Apple sends the name only the first time). */
  readonly #consented = new Set<string>()
  readonly #codeTtlMs: number
  readonly #accessTokenTtlMs: number

  constructor(options: { codeTtlMs: number; accessTokenTtlMs: number }) {
    this.#codeTtlMs = options.codeTtlMs
    this.#accessTokenTtlMs = options.accessTokenTtlMs
  }

  addPending(request: PendingAuthorization): string {
    const now = Date.now()
    sweep(this.#pending, now)
    const id = randomBytes(24).toString('base64url')
    this.#pending.set(id, { value: request, expiresAt: now + PENDING_TTL_MS })
    return id
  }

  /** The pending request, left in place (the consent page may be shown again after a typo). */
  peekPending(id: string | null): PendingAuthorization | null {
    const entry = id === null ? undefined : this.#pending.get(id)
    return entry && entry.expiresAt > Date.now() ? entry.value : null
  }

  takePending(id: string | null): PendingAuthorization | null {
    return take(this.#pending, id, Date.now())
  }

  issueCode(grant: Grant): string {
    const now = Date.now()
    sweep(this.#codes, now)
    const code = randomBytes(32).toString('base64url')
    this.#codes.set(code, { value: grant, expiresAt: now + this.#codeTtlMs })
    return code
  }

  /** Redeems a code: it is gone after this call whatever the outcome, so a code works at most once. */
  takeCode(code: string | null): Grant | null {
    return take(this.#codes, code, Date.now())
  }

  issueAccessToken(grant: Grant, prefix = ''): string {
    const now = Date.now()
    sweep(this.#tokens, now)
    const token = `${prefix}${randomBytes(32).toString('base64url')}`
    this.#tokens.set(token, { value: grant, expiresAt: now + this.#accessTokenTtlMs })
    return token
  }

  grantForToken(provider: SocialProvider, token: string | null): Grant | null {
    const entry = token === null ? undefined : this.#tokens.get(token)
    if (!entry || entry.expiresAt <= Date.now() || entry.value.provider !== provider) return null
    return entry.value
  }

  /** True the first time this subject consents to this client, false afterwards. */
  firstConsent(clientId: string, subject: string): boolean {
    const key = `${clientId}\n${subject}`
    if (this.#consented.has(key)) return false
    this.#consented.add(key)
    return true
  }
}
