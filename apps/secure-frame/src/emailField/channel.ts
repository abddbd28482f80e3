// The channel between the frame-hosted e-mail field and the secure frame: a BroadcastChannel, which only documents of
// the frame's origin in the same storage partition (the same host site) can join, named after the field's id. The host
// page can neither read nor post on it. The frame sends the server's login options; the field answers with the
// assertion of a passkey the visitor picked from autofill (no PRF output: the user's salt is known only once the
// server says who it is). Both sides read every message by hand and drop what is not one of these.
import type { CeremonyOptionsJson, CredentialJson } from '../passkey/loginCeremony.js'

/** frame → field: run (or run again, with a fresh challenge) the conditional `get` with these options. */
export type FieldOptionsMessage = { kind: 'options'; options: CeremonyOptionsJson }
/** frame → field: stop offering passkeys (the host gave up, or another way was picked). */
export type FieldStopMessage = { kind: 'stop' }
/** field → frame: the field is listening (sent on load, so a frame that started first sends its options again). */
export type FieldHelloMessage = { kind: 'hello' }
/** field → frame: the assertion of the passkey picked from autofill, for `/passkey/login/verify`. */
export type FieldAssertionMessage = { kind: 'assertion'; credential: CredentialJson }

export type ToFieldMessage = FieldOptionsMessage | FieldStopMessage
export type ToFrameMessage = FieldHelloMessage | FieldAssertionMessage

/** What the two sides need of a BroadcastChannel (tests pass a pair of fakes). */
export type FieldChannel = {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  close(): void
}

/** Opens the named channel; the browser's BroadcastChannel by default. */
export type OpenFieldChannel = (name: string) => FieldChannel

export const openBroadcastChannel: OpenFieldChannel = (name) => new BroadcastChannel(name)

/** The channel's name for the field `field` (an id checked by `EMAIL_FIELD_ID`). */
export function fieldChannelName(field: string): string {
  return `kit-email-field:${field}`
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isShortString = (value: unknown, max = 16_384): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

/** The options message, or undefined. */
export function readToFieldMessage(data: unknown): ToFieldMessage | undefined {
  if (!isRecord(data)) return undefined
  if (data.kind === 'stop') return { kind: 'stop' }
  if (data.kind === 'options' && isRecord(data.options) && isShortString(data.options.challenge, 512))
    return { kind: 'options', options: data.options as CeremonyOptionsJson }
  return undefined
}

const ASSERTION_FIELDS = ['clientDataJSON', 'authenticatorData', 'signature'] as const

/** The field's message, or undefined: an assertion must have the shape the server takes (strings only). */
export function readToFrameMessage(data: unknown): ToFrameMessage | undefined {
  if (!isRecord(data)) return undefined
  if (data.kind === 'hello') return { kind: 'hello' }
  if (data.kind !== 'assertion' || !isRecord(data.credential)) return undefined
  const { id, rawId, type, response, authenticatorAttachment } = data.credential
  if (!isShortString(id, 1024) || rawId !== id || type !== 'public-key' || !isRecord(response))
    return undefined
  if (!ASSERTION_FIELDS.every((name) => isShortString(response[name]))) return undefined
  if (response.userHandle !== undefined && !isShortString(response.userHandle, 1024)) return undefined
  const credential: CredentialJson = {
    id,
    rawId: id,
    type: 'public-key',
    clientExtensionResults: {},
    ...(authenticatorAttachment === 'platform' || authenticatorAttachment === 'cross-platform'
      ? { authenticatorAttachment }
      : {}),
    response: {
      clientDataJSON: response.clientDataJSON as string,
      authenticatorData: response.authenticatorData as string,
      signature: response.signature as string,
      ...(response.userHandle === undefined ? {} : { userHandle: response.userHandle as string }),
    },
  }
  return { kind: 'assertion', credential }
}
