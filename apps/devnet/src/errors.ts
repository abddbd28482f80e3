import { BaseError } from '@kit/chains'

/** A port the devnet was told to use is taken by another process. */
export class PortInUseError extends BaseError {
  override name = 'PortInUseError'
  readonly service: string
  readonly port: number
  constructor(service: string, port: number, options: { cause?: unknown } = {}) {
    super(`Port ${port} for ${service} is already in use.`, {
      details: `Stop the process that listens on 127.0.0.1:${port}, or pick another port (0 picks a free one).`,
      cause: options.cause,
    })
    this.service = service
    this.port = port
  }
}

/** A devnet service did not start: it crashed, printed an error, or never became ready. */
export class DevnetStartError extends BaseError {
  override name = 'DevnetStartError'
  readonly service: string
  constructor(service: string, options: { details?: string; cause?: unknown } = {}) {
    super(`Could not start ${service}.`, options)
    this.service = service
  }
}

/** Options passed to startDevnet (or a single service) are malformed. */
export class InvalidDevnetOptionError extends BaseError {
  override name = 'InvalidDevnetOptionError'
  constructor(option: string, value: unknown, expected: string) {
    super(`Invalid devnet option "${option}".`, {
      details: `Expected ${expected}, received ${JSON.stringify(value)}.`,
    })
  }
}
