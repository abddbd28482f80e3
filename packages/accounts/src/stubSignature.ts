import type { Hex } from 'viem'

/**
 * A 65-byte ECDSA-shaped signature that recovers to nobody (`v` 28, a low `s`), for gas estimation: an account's
 * user-operation signature before signing (`getStubSignature`) and the paymaster's in `pm_getPaymasterStubData`.
 * OpenZeppelin's ECDSA recovery runs on it as on a real one, and fails without reverting.
 */
export const STUB_SIGNATURE: Hex = `0x${'ff'.repeat(32)}${'7a'.repeat(32)}1c`
