import type { ChainRegistry } from './chain/chainRegistry.js'
import type { Mailer, ResolvedConfig } from './config.js'
import type { Database } from './db/database.js'
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
}
