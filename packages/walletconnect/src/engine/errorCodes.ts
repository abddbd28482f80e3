// The Sign protocol's error codes that this client sends or reads, each named as in the spec's table
// (walletconnect-specs, docs/specs/clients/sign/error-codes.md; the reference's SDK_ERRORS). The spec gives a name
// and a code per case, no text: a refusal's message says why in this client's words. Plain constants rather than
// one object, so a bundler puts the number itself where each is used.
import { WalletConnectRejectedError, WalletRequestError } from '../errors.js'

/** An error as it travels in a JSON-RPC error answer or a delete's params. */
export type WireError = { code: number; message: string }

// INVALID: a request of the peer that this client refuses as malformed.
/** `invalidEvent`: a `wc_sessionEvent` without a chain id or an event name, or older than a change applied. */
export const INVALID_EVENT = 1002
/** `invalidUpdateRequest`: a `wc_sessionUpdate` with bad namespaces, or older than a change applied. */
export const INVALID_UPDATE_REQUEST = 1003
/** `invalidExtendRequest`: a `wc_sessionExtend` with a bad expiry, or older than a change applied. */
export const INVALID_EXTEND_REQUEST = 1004
/** `invalidSessionSettleRequest`: a `wc_sessionSettle` refused (no proposal on the topic, or a bad session). */
export const INVALID_SESSION_SETTLE_REQUEST = 1005

// UNAUTHORIZED: a well-formed request for something the session does not grant.
/** `unauthorizedEvent`: an event on a chain, or of a name, the session never granted. */
export const UNAUTHORIZED_EVENT = 3002

// REASON
/** `userDisconnected`: the reason both sides give when they delete a session or pairing for the user. */
export const USER_DISCONNECTED: WireError = { code: 6000, message: 'User disconnected.' }

/** JSON-RPC 2.0's "Method not found": the answer to a method not taken on its topic. */
export const METHOD_NOT_FOUND = -32601

/**
 * Wallet codes that mean the user declined: EIP-1193's `userRejectedRequest` (4001) and the spec's REJECTED
 * `userRejected`, `userRejectedChains` and `userRejectedMethods` (5000–5002).
 */
const REJECTION_CODES = new Set([4001, 5000, 5001, 5002])

/** The typed error for a wallet's error answer: a rejection by the user, or any other failure. */
export const walletError = ({ code, message }: WireError): WalletConnectRejectedError | WalletRequestError =>
  REJECTION_CODES.has(code)
    ? new WalletConnectRejectedError({ walletCode: code, details: message })
    : new WalletRequestError(code, message)
