#!/usr/bin/env node
// `node dist/main.js`: the Kit server configured from the environment (see README.md).
import { BaseError } from '@kit/chains'
import { runSessionsCommand, SessionsCommandError } from './cli/sessionsCommand.js'
import { resolveConfig } from './config/index.js'
import { openDatabase } from './db/database.js'
import { migrate } from './db/migrate.js'
import { configFromEnv } from './config/fromEnv.js'
import { createServer } from './server.js'

// `kit-server sessions …`: the operator's command for a user's signed-in devices, with the server's environment.
if (process.argv[2] === 'sessions') {
  let code = 0
  try {
    const config = resolveConfig(configFromEnv())
    const db = await openDatabase(config.database)
    try {
      await migrate(db)
      await runSessionsCommand(process.argv.slice(3), {
        db,
        now: config.now,
        lifetime: { ttlSeconds: config.auth.sessionTtlSeconds, maxSeconds: config.auth.sessionMaxSeconds },
      })
    } finally {
      await db.close()
    }
  } catch (error) {
    console.error(
      `[kit-server] ${error instanceof SessionsCommandError || error instanceof BaseError ? error.message : String(error)}`,
    )
    code = 1
  }
  process.exit(code)
}

try {
  const config = configFromEnv()
  if (config.development && !process.env.KIT_MASTER_KEY)
    console.warn(
      '[kit-server] development mode (KIT_DEV=1) without KIT_MASTER_KEY: using the public development key.',
    )
  const server = await createServer(config)
  console.log(`Kit server listening on ${server.url} (public URL ${server.publicUrl})`)
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`[kit-server] ${signal}: draining, then closing`)
    // close() bounds the drain itself (shutdownTimeoutMs); this is the last resort if closing hangs.
    const force = setTimeout(() => process.exit(1), (config.shutdownTimeoutMs ?? 10_000) + 5_000)
    force.unref()
    void server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
} catch (error) {
  console.error(`[kit-server] could not start: ${error instanceof BaseError ? error.message : String(error)}`)
  process.exit(1)
}
