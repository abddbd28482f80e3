import * as z from 'zod/mini'
import { boundedString, describeZodError } from './primitives.js'
import {
  APP_EVENT_PREFIX,
  type AppNotificationName,
  FRAME_EVENT_PREFIX,
  type FrameEventName,
  type FrameRequestName,
  frameErrorPayloadSchema,
  frameErrorReason,
  frameEvents,
  isFrameEventName,
  isFrameRequestName,
} from './protocol.js'

/** The envelope both directions share: `{type, id?, payload?}`, with bounded sizes. */
const envelopeSchema = z.object({
  type: boundedString(128),
  id: z.optional(boundedString(64, 1)),
  payload: z.optional(z.unknown()),
})

/** A message the bridge could not use, with the reason it is logged under. */
export type InvalidMessage = { readonly kind: 'invalid'; readonly reason: string }

/** A frame → app message after envelope checks. Reply payloads are checked later, against the pending request. */
export type FrameMessage =
  | { readonly kind: 'event'; readonly name: FrameEventName; readonly payload: unknown }
  | {
      readonly kind: 'reply'
      readonly name: FrameRequestName
      readonly id: string
      readonly ok: true
      readonly payload: unknown
    }
  | {
      readonly kind: 'reply'
      readonly name: FrameRequestName
      readonly id: string
      readonly ok: false
      readonly message: string | undefined
      readonly code: number | undefined
      readonly reason: string | undefined
    }
  | InvalidMessage

/** An app → frame message after envelope checks. Request params are checked by the server. */
export type AppMessage =
  | {
      readonly kind: 'request'
      readonly name: FrameRequestName
      readonly id: string
      readonly payload: unknown
    }
  | { readonly kind: 'notification'; readonly name: AppNotificationName; readonly id: string | undefined }
  | InvalidMessage

function invalid(reason: string): InvalidMessage {
  return { kind: 'invalid', reason }
}

function parseEnvelope(data: unknown): z.infer<typeof envelopeSchema> | InvalidMessage {
  // Cheap shape test first: most foreign traffic on a window is not an object with a string `type`.
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return invalid('not an object')
  const parsed = envelopeSchema.safeParse(data)
  if (!parsed.success) return invalid(`bad envelope: ${describeZodError(parsed.error)}`)
  return parsed.data
}

/**
 * Reads a frame → app message. Prefix match (never substring); names are looked up as own keys only;
 * frame-initiated event payloads are validated here. Never throws.
 */
export function parseFrameMessage(data: unknown): FrameMessage {
  const envelope = parseEnvelope(data)
  if ('kind' in envelope) return envelope
  if (!envelope.type.startsWith(FRAME_EVENT_PREFIX)) return invalid('not a frame event')
  const name = envelope.type.slice(FRAME_EVENT_PREFIX.length)

  if (isFrameEventName(name)) {
    const payload = frameEvents[name].safeParse(envelope.payload)
    if (!payload.success) return invalid(`bad ${name} payload: ${describeZodError(payload.error)}`)
    return { kind: 'event', name, payload: payload.data }
  }

  const ok = name.endsWith('_SUCCESS')
  if (!ok && !name.endsWith('_ERROR')) return invalid(`unknown frame event ${name}`)
  const requestName = name.slice(0, name.length - (ok ? '_SUCCESS' : '_ERROR').length)
  if (!isFrameRequestName(requestName)) return invalid(`reply to unknown request ${requestName}`)
  if (envelope.id === undefined) return invalid(`${name} without id`)
  if (ok) return { kind: 'reply', name: requestName, id: envelope.id, ok, payload: envelope.payload }
  const error = frameErrorPayloadSchema.safeParse(envelope.payload)
  if (!error.success) return invalid(`bad ${name} payload: ${describeZodError(error.error)}`)
  return {
    kind: 'reply',
    name: requestName,
    id: envelope.id,
    ok,
    message: error.data?.message,
    code: error.data?.code,
    reason: frameErrorReason(error.data?.reason),
  }
}

/** Reads an app → frame message. Never throws. */
export function parseAppMessage(data: unknown): AppMessage {
  const envelope = parseEnvelope(data)
  if ('kind' in envelope) return envelope
  if (!envelope.type.startsWith(APP_EVENT_PREFIX)) return invalid('not an app event')
  const name = envelope.type.slice(APP_EVENT_PREFIX.length)
  if (name === 'HELLO') return { kind: 'notification', name, id: envelope.id }
  if (name === 'ABORT') {
    if (envelope.id === undefined) return invalid('ABORT without id')
    return { kind: 'notification', name, id: envelope.id }
  }
  if (!isFrameRequestName(name)) return invalid(`unknown app event ${name}`)
  if (envelope.id === undefined) return invalid(`${name} without id`)
  return { kind: 'request', name, id: envelope.id, payload: envelope.payload }
}
