// A link to the frame for tests of the client's handshake and correlation: no iframe, no window, no DOM. What the
// iframe and the messenger do is `frameElement.ts`'s and `messenger.ts`'s, tested through `createFrameClient` on
// the window pair. Internal to the package's tests (not in `@kit/frame-bridge/testing`).
import { FrameNotSetError } from '../errors.js'
import type { FrameLinkHooks, OpenFrameLink, ReceivedFrameMessage } from '../frameLink.js'
import type { Drop, FrameLogger } from '../logger.js'
import { parseFrameMessage } from '../messages.js'
import type { Messenger } from '../messenger.js'
import { createFakeMessenger } from './fakeMessenger.js'
import { FRAME_ORIGIN, type RecordedPost } from './windowPair.js'

/** The fake link, what the client did with it, and the frame's side of it. */
export type FakeFrameLink = {
  /** Hand this to `connectFrameClient`. */
  readonly open: OpenFrameLink
  /** How many links the client opened (each a fresh document of the frame). */
  readonly opened: number
  /** Every post to the frame, over every link. */
  readonly posts: RecordedPost[]
  /** A message from the frame's origin, as the messenger hands it over once accepted; returns the client's drop. */
  frameSays(data: unknown): Drop | undefined
  /** The frame's document loaded (the client greets it). */
  load(): void
  /** Someone removed the iframe from the page: its document is gone, and posts fail. */
  remove(): void
}

/**
 * Creates a fake link; messages are read as the real messenger reads them (`parseFrameMessage`), and the client's
 * drops are logged to `logger` as the messenger logs them.
 */
export function createFakeFrameLink(logger?: FrameLogger): FakeFrameLink {
  const fake = createFakeMessenger<ReceivedFrameMessage>(parseFrameMessage, logger)
  let hooks: FrameLinkHooks | undefined
  let removed = false
  let opened = 0
  const messenger: Messenger<ReceivedFrameMessage> = {
    post(message, targetOrigin) {
      if (removed) throw new FrameNotSetError()
      fake.messenger.post(message, targetOrigin)
    },
    listen: fake.messenger.listen,
  }
  return {
    open(linkHooks) {
      opened++
      hooks = linkHooks
      removed = false
      const stopListening = messenger.listen((message) => linkHooks.receive(message))
      return {
        messenger,
        iframe: undefined,
        get removed() {
          return removed
        },
        waitingForBody: false,
        stopWatchingPolicy() {},
        close: stopListening,
      }
    },
    get opened() {
      return opened
    },
    posts: fake.posts,
    frameSays: (data) => fake.deliver(data, FRAME_ORIGIN),
    load: () => hooks?.onLoad(),
    remove() {
      removed = true
    },
  }
}
