// oidc-provider ships no types; this declares the part the local stand-in uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export type ProviderAccount = { accountId: string; claims(): Record<string, unknown> }

  export type ProviderConfiguration = {
    clients?: Array<Record<string, unknown>>
    claims?: Record<string, string[]>
    pkce?: { required?: () => boolean }
    findAccount?: (ctx: unknown, id: string) => ProviderAccount | Promise<ProviderAccount>
    features?: Record<string, { enabled: boolean }>
    cookies?: { keys?: string[] }
    jwks?: { keys: Array<Record<string, unknown>> }
    conformIdTokenClaims?: boolean
    ttl?: Record<string, number>
    [key: string]: unknown
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration)
    proxy: boolean
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    on(event: string, listener: (...args: unknown[]) => void): this
    /** Adds a Koa middleware in front of the provider's own. */
    use(middleware: (ctx: ProviderKoaContext, next: () => Promise<void>) => Promise<void>): this
  }

  /** The part of Koa's context the stand-in touches. */
  export type ProviderKoaContext = { type: string; body: unknown }
}
