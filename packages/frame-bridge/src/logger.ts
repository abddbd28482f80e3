/** Where the bridge reports dropped messages and failures. Never throws into the bridge. */
export type FrameLogger = {
  /** Routine noise: messages from other windows or origins, late replies. */
  debug(message: string, context?: Record<string, unknown>): void
  /** Something from the trusted peer that the bridge could not use. */
  warn(message: string, context?: Record<string, unknown>): void
  /** A failure the bridge recovered from (a handler threw, a post failed). */
  error(message: string, context?: Record<string, unknown>): void
}

/** Log levels, most verbose first. */
export type FrameLogLevel = 'debug' | 'warn' | 'error' | 'silent'

const levels: Record<FrameLogLevel, number> = { debug: 0, warn: 1, error: 2, silent: 3 }

/**
 * A logger that writes to the console from `level` up. The default level is `error`, as the spec requires, so the
 * steady stream of unrelated `message` events on a page stays quiet.
 */
export function createConsoleLogger(level: FrameLogLevel = 'error'): FrameLogger {
  const threshold = levels[level] ?? levels.error
  const prefix = '[kit/frame-bridge]'
  return {
    debug: (message, context) => {
      if (threshold <= levels.debug) console.debug(prefix, message, context ?? '')
    },
    warn: (message, context) => {
      if (threshold <= levels.warn) console.warn(prefix, message, context ?? '')
    },
    error: (message, context) => {
      if (threshold <= levels.error) console.error(prefix, message, context ?? '')
    },
  }
}

/** Wraps a user logger so that a throwing logger cannot break a message listener. */
export function safeLogger(logger: FrameLogger | undefined): FrameLogger {
  const target = logger ?? createConsoleLogger()
  const call = (level: keyof FrameLogger) => (message: string, context?: Record<string, unknown>) => {
    try {
      target[level](message, context)
    } catch {
      // A broken logger must not take the bridge down with it.
    }
  }
  return { debug: call('debug'), warn: call('warn'), error: call('error') }
}

/** Why a message was dropped, and at which level to log it. */
export type Drop = {
  readonly level: keyof FrameLogger
  readonly message: string
  readonly context?: Record<string, unknown>
}

/** Builds a `Drop`. */
export function drop(level: Drop['level'], message: string, context?: Record<string, unknown>): Drop {
  return context ? { level, message, context } : { level, message }
}
