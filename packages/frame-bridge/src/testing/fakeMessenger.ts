// A `Messenger` for tests of the protocol above it (the frame server's requests, answers and aborts): what the
// window, source and origin checks do is `messenger.ts`'s, tested there; here a test hands over a message as the
// messenger would after accepting it. Internal to the package's tests (not in `@kit/frame-bridge/testing`).
import type { Drop, FrameLogger } from '../logger.js'
import type { InvalidMessage } from '../messages.js'
import type { Messenger, OutgoingMessage } from '../messenger.js'
import type { RecordedPost } from './windowPair.js'

/** A fake messenger, the posts it was given, and the way to hand it a message. */
export type FakeMessenger<M> = {
  readonly messenger: Messenger<M>
  /** Every post, its message cloned as a browser would. */
  readonly posts: RecordedPost[]
  /** Whether someone listens. */
  readonly listening: boolean
  /**
   * Hands `data` (read as the messenger would) from `origin` to the listener, synchronously; returns the listener's
   * drop, which is logged as the messenger logs it. Throws when the data is not a message the messenger would
   * accept: such a test belongs to `messenger.ts`.
   */
  deliver(data: unknown, origin: string): Drop | undefined
}

/** Creates a fake messenger that reads data with `parse`, and logs the drops its listener returns to `logger`. */
export function createFakeMessenger<M>(
  parse: (data: unknown) => M | InvalidMessage,
  logger?: FrameLogger,
): FakeMessenger<M> {
  const posts: RecordedPost[] = []
  let receive: ((message: M, origin: string) => Drop | undefined) | undefined
  return {
    posts,
    get listening() {
      return receive !== undefined
    },
    messenger: {
      post(message: OutgoingMessage, targetOrigin: string) {
        if (targetOrigin === '*') throw new Error('test: the bridge posted with targetOrigin "*"')
        posts.push({ message: structuredClone(message), targetOrigin })
      },
      listen(listener) {
        receive = listener
        return () => {
          if (receive === listener) receive = undefined
        }
      },
    },
    deliver(data, origin) {
      const message = parse(data)
      if ((message as { kind?: unknown }).kind === 'invalid')
        throw new Error(`test: the messenger would drop this: ${(message as InvalidMessage).reason}`)
      const dropped = receive?.(message as M, origin)
      if (dropped) logger?.[dropped.level](dropped.message, dropped.context)
      return dropped
    },
  }
}
