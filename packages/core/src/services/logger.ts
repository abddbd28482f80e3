import { LOG_LEVELS } from '../constants.js'
import type { LogLevel } from '../types.js'

/** Where Kit writes diagnostics. Each kit has its own, at the kit's log level. */
export type Logger = {
  error(...args: unknown[]): void
  warn(...args: unknown[]): void
  info(...args: unknown[]): void
  debug(...args: unknown[]): void
}

/** A console logger that prints messages at `level` and above (default 'error'). */
export function createLogger(
  level: LogLevel,
  sink: Pick<Console, 'error' | 'warn' | 'info' | 'debug'> = console,
): Logger {
  const threshold = LOG_LEVELS.indexOf(level)
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (...args: unknown[]) => {
      if (LOG_LEVELS.indexOf(name) <= threshold) sink[name]('[kit]', ...args)
    }
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') }
}
