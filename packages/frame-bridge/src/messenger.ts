// The one place that decides whether a `message` event is accepted, for both sides of the bridge, and the one
// place that posts. Penpal-style: a message counts only when it comes from the peer's window (by identity), from an
// origin, well-formed, and from an allowed origin; posts always name the peer's exact origin, never '*'.
import { FrameNotSetError } from './errors.js'
import { type Drop, drop, type FrameLogger } from './logger.js'
import type { InvalidMessage } from './messages.js'
import type { BridgeMessageEvent, MessageEventSourceWindow, PostMessageTarget } from './windows.js'

/** What either side posts: `{type, id?, payload?}`. */
export type OutgoingMessage = { readonly type: string; readonly id?: string; readonly payload?: unknown }

/** Whether an origin may talk to this side; asynchronous when the allow-list is remote. */
export type OriginRule = (origin: string) => boolean | Promise<boolean>

/** Options of {@link createMessenger}. */
export type MessengerOptions<M> = {
  /** The window whose `message` events are read. */
  window: MessageEventSourceWindow
  /**
   * The peer's window: messages are accepted only from it and posted only to it. Read on every use, since an
   * iframe's window exists only while the iframe is in the document.
   */
  peer: () => PostMessageTarget | null | undefined
  /** Reads the data into a message; never throws. */
  parse: (data: unknown) => M | InvalidMessage
  /** Checked last, so malformed traffic never reaches a (possibly remote) allow-list. */
  allowsOrigin: OriginRule
  logger: FrameLogger
}

/** One side's channel to its peer. The bridge's tests may hand the client and server core a fake one. */
export type Messenger<M> = {
  /** Posts to the peer at exactly `targetOrigin`. Throws `FrameNotSetError` when there is no peer window. */
  post(message: OutgoingMessage, targetOrigin: string): void
  /**
   * Calls `receive` with every accepted message and the origin it came from; a returned `Drop` is logged.
   * Returns the function that stops listening.
   */
  listen(receive: (message: M, origin: string) => Drop | undefined): () => void
}

/**
 * Decides whether one `message` event is accepted. Returns the message and its origin, a `Drop` saying why not,
 * or a promise of either when the origin rule answers asynchronously.
 */
export function acceptMessage<M>(
  event: BridgeMessageEvent,
  rules: Pick<MessengerOptions<M>, 'peer' | 'parse' | 'allowsOrigin'>,
): { message: M; origin: string } | Drop | Promise<{ message: M; origin: string } | Drop> {
  const peer = rules.peer()
  // The source check comes first: it is one comparison, and nothing from another window is read further.
  if (!peer || event.source !== peer) return drop('debug', 'dropped a message from another window')
  const origin = event.origin
  if (typeof origin !== 'string' || origin === 'null')
    return drop('warn', 'dropped a message without an origin')
  const message = rules.parse(event.data)
  if (isInvalid(message)) return drop('warn', 'dropped an invalid message', { reason: message.reason })
  const verdict = (ok: boolean) =>
    ok
      ? { message, origin }
      : drop('warn', 'dropped a message from an origin that is not allowed', { origin: origin.slice(0, 200) })
  const allowed = rules.allowsOrigin(origin)
  return typeof allowed === 'boolean' ? verdict(allowed) : allowed.then(verdict)
}

function isInvalid(message: unknown): message is InvalidMessage {
  return (message as { kind?: unknown }).kind === 'invalid'
}

function isDrop(value: object): value is Drop {
  return 'level' in value
}

/** Creates a side's messenger over its window: listeners never throw, every refusal and failure is logged. */
export function createMessenger<M>(options: MessengerOptions<M>): Messenger<M> {
  const { window: win, logger } = options
  const log = (dropped: Drop | undefined) => {
    if (dropped) logger[dropped.level](dropped.message, dropped.context)
  }
  const failed = (error: unknown) =>
    logger.error('failed to handle a message', {
      error: error instanceof Error ? error.message : String(error),
    })

  return {
    post(message, targetOrigin) {
      const target = options.peer()
      if (!target) throw new FrameNotSetError()
      target.postMessage(message, targetOrigin)
    },
    listen(receive) {
      let listening = true
      const deliver = (accepted: { message: M; origin: string } | Drop) =>
        isDrop(accepted) ? log(accepted) : log(receive(accepted.message, accepted.origin))
      const onMessage = (event: BridgeMessageEvent) => {
        try {
          const accepted = acceptMessage(event, options)
          if (!(accepted instanceof Promise)) return deliver(accepted)
          accepted
            .then((late) => {
              if (listening) deliver(late)
              else log(drop('debug', 'dropped a message accepted after the listener stopped'))
            })
            .catch(failed)
        } catch (error) {
          failed(error)
        }
      }
      win.addEventListener('message', onMessage)
      return () => {
        listening = false
        win.removeEventListener('message', onMessage)
      }
    },
  }
}
