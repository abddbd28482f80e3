// Constants of the spec (limits, versions, enumerations) that lazy modules use too (through `shared.ts`).
// Immutable data only.
// What only `createKit`'s first load reads is in `defaults.ts`: a bundler then keeps it in the entry chunk.

/**
 * The protocol version the secure frame and the blockchain API speak: the spec's library version, 5.1.11.
 * It is the version of the system Kit is compatible with, not Kit's own release (see `version`).
 */
export const W3M_COMPAT_VERSION = '5.1.11'

/** Minimum length of an account name. */
export const NAME_MIN_LENGTH = 4

/** Exclusive upper bound of an EVM chain id usable for names: ENSIP-11 sets the top bit. */
export const MAX_NAME_CHAIN_ID_EXCLUSIVE = 2 ** 31

/** Default timeout of a blockchain-API call. */
export const DEFAULT_API_TIMEOUT_MS = 10_000

/** The social login providers the secure frame supports. Farcaster is separate. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** Account types. */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const

/** Theme modes. */
export const THEME_MODES = ['light', 'dark'] as const
