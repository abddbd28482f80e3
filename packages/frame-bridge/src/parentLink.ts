// How the frame reaches its parent page: the messenger to `window.parent` (`messenger.ts`), and the parent's origin
// as the frame's own document tells it before any message. The server's protocol runs over any such link.
import { FrameParentNotSetError } from './errors.js'
import type { FrameLogger } from './logger.js'
import { type AppMessage, parseAppMessage } from './messages.js'
import { createMessenger, type Messenger } from './messenger.js'
import { candidateParentOrigin, type OriginCheck } from './originCheck.js'
import { defaultWindow, type FrameServerWindow } from './windows.js'

/** An app → frame message the messenger accepted. */
export type ReceivedAppMessage = Exclude<AppMessage, { kind: 'invalid' }>

/** The frame's link to its parent. */
export type ParentLink = {
  /** Accepts messages from the parent window and an allowed origin only; posts to the parent. */
  readonly messenger: Messenger<ReceivedAppMessage>
  /** The parent's origin as `ancestorOrigins` or the referrer tell it, if they can. */
  parentHint(): string | undefined
}

/**
 * The link of a framed page: messages from `window.parent` whose origin `originCheck` allows. Throws
 * `FrameParentNotSetError` when there is no window or the page is not framed.
 */
export function parentLink(
  window: FrameServerWindow | undefined,
  originCheck: OriginCheck,
  logger: FrameLogger,
): ParentLink {
  const win = window ?? defaultWindow<FrameServerWindow>()
  if (!win) throw new FrameParentNotSetError({ details: 'There is no window.' })
  const parent = win.parent
  if (!parent || parent === (win as unknown))
    throw new FrameParentNotSetError({ details: 'The page is not framed.' })
  return {
    messenger: createMessenger({
      window: win,
      peer: () => parent,
      parse: parseAppMessage,
      allowsOrigin: originCheck.check,
      logger,
    }),
    parentHint: () => candidateParentOrigin(win),
  }
}
