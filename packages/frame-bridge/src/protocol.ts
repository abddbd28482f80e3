import * as z from 'zod/mini'
import { UNSAFE_RPC_METHODS } from './methods.js'
import { rpcRequestSchema } from './rpcSchemas.js'
import {
  accountAddressSchema,
  accountTypeSchema,
  authUserSchema,
  boundedString,
  chainIdSchema,
  emailSchema,
  httpUrlSchema,
  otpSchema,
  positiveIntegerSchema,
  socialProviderSchema,
  themeModeSchema,
} from './primitives.js'

/** Prefix of every app → frame message type. */
export const APP_EVENT_PREFIX = '@w3m-app/'
/** Prefix of every frame → app message type. */
export const FRAME_EVENT_PREFIX = '@w3m-frame/'

/** No payload: the message carries none, and the schema says so. */
const none = z.undefined()

/** One request of the protocol: what the app sends and what the frame answers with `_SUCCESS`. */
type RequestDefinition = {
  readonly params: z.ZodMiniType
  readonly result: z.ZodMiniType
  /** The frame answers only after the user acts elsewhere (e-mail link, Farcaster app). */
  readonly waitsForUser?: true
}

const themeVariableKey = boundedString(64, 1)

/**
 * Every app → frame request (`@w3m-app/<NAME>`), its params schema and the schema of the payload of its
 * `@w3m-frame/<NAME>_SUCCESS` answer. `_ERROR` answers always carry `{message}`.
 */
export const frameRequests = {
  CONNECT_EMAIL: {
    params: z.object({ email: emailSchema }),
    result: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) }),
  },
  CONNECT_DEVICE: { params: none, result: none, waitsForUser: true },
  CONNECT_OTP: { params: z.object({ otp: otpSchema }), result: none },
  // The provider URL for a pop-up; the pop-up returns to a page of the frame's origin, which hands the result to the
  // frame alone.
  GET_SOCIAL_REDIRECT_URI: {
    params: z.object({ provider: socialProviderSchema }),
    result: z.object({ uri: httpUrlSchema }),
  },
  // The full-page redirect (pop-ups blocked, in-app browsers): the frame shows its own "Continue with …" card and, on
  // the user's click there, posts the start to the Kit server as a top-level navigation, so the login is bound to
  // this browser (N2). The tab then leaves for the provider and comes back to `returnTo`, a page of the host's own
  // origin, where the host hands the result over with RESUME_SOCIAL. Answers just before the tab leaves.
  START_SOCIAL_REDIRECT: {
    params: z.object({ provider: socialProviderSchema, returnTo: httpUrlSchema.check(z.maxLength(4096)) }),
    result: none,
  },
  CONNECT_SOCIAL: { params: z.object({ uri: httpUrlSchema }), result: authUserSchema },
  // Back from a redirect: the one-time `result` (or the provider's `error`) the host page found in its URL. Only the
  // frame holds the verifier that redeems it.
  RESUME_SOCIAL: {
    params: z.object({
      result: z.optional(boundedString(2048, 1)),
      error: z.optional(boundedString(256, 1)),
    }),
    result: authUserSchema,
  },
  GET_FARCASTER_URI: { params: none, result: z.object({ url: boundedString(4096, 1) }) },
  CONNECT_FARCASTER: {
    params: none,
    result: z.object({ userName: boundedString(256) }),
    waitsForUser: true,
  },
  // Kit's own: a passkey as the account's only login. The frame shows its own "Continue with a passkey" card (the
  // ceremony needs the user's press in the frame, or in a pop-up of the frame's origin where the iframe may not use
  // WebAuthn): `signUp` creates a passkey and a new account, `signIn` asks for one the user has; the passkey's PRF
  // output opens (or seals) the wallet's recovery share in the frame. A cancel on the card is
  // `frameErrorMessages.userRejected`. The frame calls `waitForUser()` as the card shows.
  CONNECT_PASSKEY: {
    params: z.optional(z.object({ mode: z.optional(z.enum(['signUp', 'signIn'])) })),
    result: authUserSchema,
  },
  // Passkey autofill (conditional UI) on the frame-hosted e-mail field (`emailField.ts`): the host shows that field
  // where its e-mail input was and asks this while it shows; the frame hands the server's login options to the field
  // (a document of the frame's origin, over a channel of that origin named after `field`, never through the host),
  // and answers once a passkey picked from the field's autofill has signed the user in and opened the wallet, as
  // CONNECT_PASSKEY's sign-in does. Abort it when the field goes away or the visitor picks another way. The frame
  // calls `waitForUser()` only once a passkey was picked (a card may follow on a new device).
  CONNECT_PASSKEY_AUTOFILL: {
    params: z.object({ field: boundedString(64, 16) }),
    result: authUserSchema,
    waitsForUser: true,
  },
  GET_USER: {
    params: z.optional(
      z.object({ chainId: z.optional(chainIdSchema), preferredAccountType: z.optional(accountTypeSchema) }),
    ),
    result: authUserSchema,
  },
  IS_CONNECTED: {
    params: z.optional(z.object({ token: boundedString(8192, 1) })),
    result: z.object({ isConnected: z.boolean() }),
  },
  GET_CHAIN_ID: { params: none, result: z.object({ chainId: chainIdSchema }) },
  SWITCH_NETWORK: {
    params: z.object({ chainId: chainIdSchema }),
    result: z.object({ chainId: chainIdSchema }),
  },
  SIGN_OUT: { params: none, result: none },
  // The frame confirms the change on its own card (old and new address; for an account with an e-mail, the code sent
  // to the current address is typed there) and answers `VERIFY_SECONDARY_OTP` once that card completes: a code has
  // gone to the new address, which the host collects for UPDATE_EMAIL_SECONDARY_OTP. `VERIFY_PRIMARY_OTP` is kept in
  // the schema for hosts written against Web3Modal; Kit's frame never answers it.
  UPDATE_EMAIL: {
    params: z.object({ email: emailSchema }),
    result: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  // Refused by Kit's frame ("Enter the code for your current e-mail in the secure frame"): the code that proves the
  // user is typed on the frame's card, never handed over by the host.
  UPDATE_EMAIL_PRIMARY_OTP: { params: z.object({ otp: otpSchema }), result: none },
  UPDATE_EMAIL_SECONDARY_OTP: {
    params: z.object({ otp: otpSchema }),
    result: z.object({ newEmail: emailSchema }),
  },
  SYNC_THEME: {
    params: z.object({
      themeMode: z.optional(themeModeSchema),
      themeVariables: z.optional(z.record(themeVariableKey, z.union([boundedString(256), z.number()]))),
      w3mThemeVariables: z.optional(z.record(themeVariableKey, boundedString(256))),
    }),
    result: none,
  },
  // The host's language (a BCP 47 tag). The frame speaks it when it has that language, else English: a host page
  // can pick only among the frame's own languages, never send it text.
  SYNC_LOCALE: { params: z.object({ locale: boundedString(35, 1) }), result: none },
  SYNC_DAPP_DATA: {
    params: z.object({
      metadata: z.optional(
        z.object({
          name: boundedString(256),
          description: boundedString(1024),
          url: boundedString(2048),
          icons: z.array(boundedString(2048)).check(z.maxLength(16)),
        }),
      ),
      sdkVersion: boundedString(64),
      projectId: boundedString(128, 1),
    }),
    result: none,
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    params: none,
    result: z.object({
      smartAccountEnabledNetworks: z.array(positiveIntegerSchema).check(z.maxLength(1024)),
    }),
  },
  SET_PREFERRED_ACCOUNT: {
    params: z.object({ type: accountTypeSchema }),
    result: z.object({ type: accountTypeSchema, address: accountAddressSchema }),
  },
  // The frame's own card: the user confirms with a method the wallet already has (its passkey or recovery password),
  // then adds a passkey (a password when the wallet has none); the answer says which kind was added. A cancel on the
  // card is `frameErrorMessages.userRejected`. The frame calls `waitForUser()` as the card shows.
  ADD_RECOVERY_METHOD: {
    params: none,
    result: z.object({ kind: z.enum(['passkey', 'password']) }),
  },
  // The frame shows the wallet's keys on its own card and answers, with nothing, once the user closes it: the keys
  // never leave the frame. When the session's last proof of the user is not fresh, the card first asks for one (a
  // code sent to the account's e-mail, or the recovery passkey or password); refused with
  // `frameErrorMessages.recentLoginRequired` when none can be given. The frame calls `waitForUser()` as the card
  // shows.
  EXPORT_KEY: { params: none, result: none },
  // The frame lists the user's signed-in devices on its own card, each with "Sign out", plus "Sign out of all other
  // devices", and answers once the user closes it with how many sessions were ended (ending this device's session
  // signs the frame out). The frame calls `waitForUser()` as the card shows.
  MANAGE_SESSIONS: { params: none, result: z.object({ ended: z.int().check(z.nonnegative()) }) },
  // The frame lists the wallet's ways to open it on a new device (its passkeys and recovery password) on its own card,
  // each with "Remove" except the last one, after a fresh proof of the user as for ADD_RECOVERY_METHOD. Removing one
  // deletes the server's share of its split, so a copy of its record opens nothing. Answers once the user closes the
  // card with how many were removed. The frame calls `waitForUser()` as the card shows.
  MANAGE_RECOVERY_METHODS: {
    params: none,
    result: z.object({ removed: z.int().check(z.nonnegative()) }),
  },
  // The result depends on the method; the bridge checks it with `rpcResultSchemas`.
  RPC_REQUEST: { params: rpcRequestSchema, result: z.unknown() },
} as const satisfies Record<string, RequestDefinition>

/**
 * Requests besides unsafe RPC that the frame may commit (APPROVED) once the user has done their part, so that the
 * host giving up no longer cancels them. CONNECT_SOCIAL: once the provider's answer is in the frame, the sign-in
 * window has done its job, and its closing (the callback page closes it) must not undo a login that is finishing.
 */
export const COMMITTABLE_REQUESTS: ReadonlySet<FrameRequestName> = new Set<FrameRequestName>([
  'CONNECT_SOCIAL',
])

/**
 * Events the frame sends on its own (`@w3m-frame/<NAME>`, no `_SUCCESS`/`_ERROR` pair) and their payloads.
 * - READY: the frame's messenger is listening; a new `instanceId` means the frame loaded a new document.
 * - SESSION_UPDATE: the frame's session token changed.
 * - USER_CHANGED: the logged-in user or its account changed inside the frame; `null` after a frame-side logout.
 * - APPROVAL_REQUESTED: the frame shows its approval UI for the unsafe RPC request `id`; the host should show
 *   the iframe until that request settles.
 * - APPROVED: the user approved the unsafe RPC request `id`, or finished the step of a request in
 *   {@link COMMITTABLE_REQUESTS}. From then on the request is committed: the frame ignores ABORT for it and always
 *   answers with its result or an error, and the host keeps waiting for that answer.
 * - INPUT_REQUESTED: the frame waits for the user on its own UI while answering request `id` (a login that protects
 *   or opens the wallet, START_SOCIAL_REDIRECT, UPDATE_EMAIL, ADD_RECOVERY_METHOD, EXPORT_KEY, MANAGE_SESSIONS,
 * MANAGE_RECOVERY_METHODS); the
 *   host should show the iframe until that request settles. The request's timeout stops counting (the user takes
 *   the time they need); an abort still cancels it.
 */
export const frameEvents = {
  READY: z.object({ instanceId: boundedString(64, 1), version: boundedString(64) }),
  SESSION_UPDATE: z.object({ token: boundedString(8192, 1) }),
  USER_CHANGED: z.object({ user: z.nullable(authUserSchema) }),
  APPROVAL_REQUESTED: z.object({ id: boundedString(64, 1), method: z.enum(UNSAFE_RPC_METHODS) }),
  APPROVED: z.object({ id: boundedString(64, 1) }),
  INPUT_REQUESTED: z.object({ id: boundedString(64, 1) }),
} as const satisfies Record<string, z.ZodMiniType>

/**
 * App → frame messages that expect no answer.
 * - HELLO: sent by the host when the iframe fires `load`; the frame answers with READY to the sender's origin.
 * - ABORT: `id` is a request the host gave up on (abort, timeout, `rejectRpcRequests()`, `cancelUserInput()`); the
 *   frame drops it, unless the user already approved it (APPROVED): an approved request cannot be cancelled.
 */
export const appNotifications = ['HELLO', 'ABORT'] as const

/** A refusal's stable name on the wire: a letter, then up to 63 letters, digits or hyphens (`WrongCode`). */
export const FRAME_ERROR_REASON = /^[A-Za-z][A-Za-z0-9-]{0,63}$/

/** The refusal's stable name from an `_ERROR` payload, or undefined when it is not one the protocol carries. */
export function frameErrorReason(value: unknown): string | undefined {
  return typeof value === 'string' && FRAME_ERROR_REASON.test(value) ? value : undefined
}

/**
 * The `_ERROR` payload. A missing or empty message becomes "An error occurred". `code` is the EIP-1193 / EIP-1474 /
 * EIP-5792 code of the refusal (4001 rejected by the user, 4200 unsupported, -32602 invalid params, …), when the
 * frame's error has one; a host reads it as a wallet's error code. `reason` is the stable name of a refusal the frame
 * passes on (the sign-in service's, e.g. `WrongCode`), so a host can show it in the visitor's language while
 * `message` stays the English text.
 */
export const frameErrorPayloadSchema = z.optional(
  z.object({
    message: z.optional(boundedString(4096)),
    code: z.optional(z.int().check(z.gte(-32768), z.lte(65535))),
    // Checked by `frameErrorReason` when the reply is read: a reason the protocol cannot carry is dropped, never the
    // answer (the request still settles). Not `z.catch`: zod's catch brings its utilities namespace, and with it a
    // helper chunk esbuild adds to a host's first load (+0.13 KiB to createKit's).
    reason: z.optional(z.unknown()),
  }),
)

/** A request name, for example `CONNECT_EMAIL`. */
export type FrameRequestName = keyof typeof frameRequests
/** What the app passes for a request (before parsing). */
export type FrameRequestParams<N extends FrameRequestName> = z.input<(typeof frameRequests)[N]['params']>
/** What the frame handler receives for a request (after parsing). */
export type FrameRequestParsedParams<N extends FrameRequestName> = z.output<
  (typeof frameRequests)[N]['params']
>
/** What a request resolves with. */
export type FrameRequestResult<N extends FrameRequestName> = z.output<(typeof frameRequests)[N]['result']>
/** What a frame handler returns for a request (before the bridge checks it). */
export type FrameRequestHandlerResult<N extends FrameRequestName> = z.input<
  (typeof frameRequests)[N]['result']
>
/** A frame-initiated event name. */
export type FrameEventName = keyof typeof frameEvents
/** A frame-initiated event's payload. */
export type FrameEventPayload<E extends FrameEventName> = z.output<(typeof frameEvents)[E]>
/** An app → frame notification name. */
export type AppNotificationName = (typeof appNotifications)[number]

/** `@w3m-app/<NAME>` */
export function appEventType(name: FrameRequestName | AppNotificationName): string {
  return `${APP_EVENT_PREFIX}${name}`
}

/** `@w3m-frame/<NAME>_SUCCESS` */
export function frameSuccessType(name: FrameRequestName): string {
  return `${FRAME_EVENT_PREFIX}${name}_SUCCESS`
}

/** `@w3m-frame/<NAME>_ERROR` */
export function frameErrorType(name: FrameRequestName): string {
  return `${FRAME_EVENT_PREFIX}${name}_ERROR`
}

/** `@w3m-frame/<NAME>` for a frame-initiated event. */
export function frameEventType(name: FrameEventName): string {
  return `${FRAME_EVENT_PREFIX}${name}`
}

/** Whether `name` is a request of the protocol (own keys only, so `constructor` or `__proto__` never match). */
export function isFrameRequestName(name: unknown): name is FrameRequestName {
  return typeof name === 'string' && Object.hasOwn(frameRequests, name)
}

/** Whether `name` is a frame-initiated event of the protocol. */
export function isFrameEventName(name: unknown): name is FrameEventName {
  return typeof name === 'string' && Object.hasOwn(frameEvents, name)
}

/** Whether a request only completes after the user acts outside the page (no short timeout applies). */
export function waitsForUser(name: FrameRequestName): boolean {
  return 'waitsForUser' in frameRequests[name]
}
