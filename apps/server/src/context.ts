import type { ChainRegistry } from './chain/chainRegistry.js'
import type { Mailer, ResolvedConfig } from './config/index.js'
import type { Database } from './db/database.js'
import type { LogOnce } from './http/logOnce.js'
import type { ProjectStore } from './projects/projectStore.js'

/** The services every route uses; one per server instance, nothing module-level. */
export type ServerContext = {
  config: ResolvedConfig
  db: Database
  projects: ProjectStore
  chains: ChainRegistry
  /** Sends e-mail, or is undefined when no SMTP is configured. */
  mailer: Mailer | undefined
  /** The URL browsers reach this server at; known once the server listens. */
  publicUrl(): string
  now(): number
  /**
   * Development only: moves `now()` forward, so tests can see what a returning visitor sees days later without
   * waiting. Undefined in production.
   */
  devClock?: { advance(ms: number): void; reset(): void } | undefined
  /** Logs a failure once per cause and interval (outages must not write a line per request). */
  logOnce: LogOnce
  /**
   * Aborted when the server begins to shut down: long polls end with their normal "not yet" answer, so clients
   * ask again (another instance, or this one restarted).
   */
  shutdown: AbortSignal
}
