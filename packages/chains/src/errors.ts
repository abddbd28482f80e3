import { version } from './version.js'

/** Arguments shared by every Kit error. */
export type BaseErrorParameters = {
  /** Extra detail for developers; shown after the short message. */
  details?: string | undefined
  /** The underlying error, when there is one. */
  cause?: unknown
  /** A path under the docs site that explains the error. */
  docsPath?: string | undefined
  /** Extra lines appended to the message. */
  metaMessages?: string[] | undefined
}

/**
 * The root of every error Kit throws, in every package.
 *
 * `shortMessage` is the user-facing text (the spec's strings are used word for word);
 * `message` adds details, docs path and version for developers.
 */
export class BaseError extends Error {
  override name = 'KitError'
  /** The user-facing message, without developer details. */
  readonly shortMessage: string
  /** Developer details, when known. */
  readonly details: string | undefined
  /** Where the docs explain this error. */
  readonly docsPath: string | undefined
  /** The Kit version that threw. */
  readonly version: string = version

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const causeDetails =
      parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined
    const details = parameters.details ?? causeDetails
    const lines = [
      shortMessage,
      ...(parameters.metaMessages ?? []),
      ...(details && details !== shortMessage ? [`Details: ${details}`] : []),
      ...(parameters.docsPath ? [`Docs: ${parameters.docsPath}`] : []),
      `Version: ${version}`,
    ]
    super(lines.join('\n'), parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = parameters.docsPath
  }

  /** Follows the `cause` chain and returns the first error for which `predicate` holds. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (predicate?.(current)) return current
      if (current.cause === undefined) return predicate ? undefined : current
      current = current.cause
    }
    return predicate ? undefined : current
  }
}

/** A CAIP-2 network id or CAIP-10 account id that does not parse. */
export class InvalidCaipIdError extends BaseError {
  override name = 'InvalidCaipIdError'
  constructor(value: string, kind: 'CAIP-2' | 'CAIP-10') {
    super(`Invalid ${kind} id: "${value}"`, {
      details:
        kind === 'CAIP-2'
          ? 'Expected "<namespace>:<reference>", for example "eip155:1".'
          : 'Expected "<namespace>:<reference>:<address>", for example "eip155:1:0xab…".',
    })
  }
}
