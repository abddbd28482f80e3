import type { LogEntry, MailMessage, ServerConfig } from '../config/index.js'
import { generateMasterKey } from '../config/index.js'
import { createServer, type KitServer } from '../server.js'

/** A server for one test file: in-memory PGlite, a captured log, an in-memory outbox and a movable clock. */
export type TestServer = KitServer & {
  logs: LogEntry[]
  outbox: MailMessage[]
  /** Moves the server's clock forward. */
  advance(ms: number): void
}

/**
 * Starts a server on a free port with test defaults (development mode on, as the local stack runs it); `overrides`
 * win, so a test of the production configuration passes `development: false`.
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const logs: LogEntry[] = []
  const outbox: MailMessage[] = []
  let offset = 0
  const server = await createServer({
    development: true,
    port: 0,
    masterKey: generateMasterKey(),
    projects: [{ id: 'test', name: 'Test', allowedOrigins: ['http://app.test'] }],
    frameOrigins: ['http://frame.test'],
    log: (entry) => logs.push(entry),
    now: () => Date.now() + offset,
    mail: {
      mailer: {
        async send(message) {
          outbox.push(message)
        },
      },
    },
    ...overrides,
  })
  return {
    ...server,
    logs,
    outbox,
    advance(ms) {
      offset += ms
    },
  }
}
