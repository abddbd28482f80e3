import type { Address, Hex } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'

// The addresses are written out rather than computed from the creation code, so that code using an account does not
// load the contracts' bytecode; addresses.test.ts recomputes each one from the proxy, the salt and the artifacts.

/** EntryPoint v0.8 at its canonical address, the same on every chain (viem's `entryPoint08Address`). */
export const ENTRY_POINT_ADDRESS: Address = entryPoint08Address

/**
 * The deterministic deployment proxy (Arachnid's CREATE2 factory) present on most EVM chains and in anvil's genesis:
 * it deploys `salt ‖ creationCode` at `CREATE2(proxy, salt, keccak256(creationCode))`.
 */
export const DETERMINISTIC_DEPLOYER_ADDRESS: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/** The CREATE2 salt of Kit's account contracts: `keccak256("kit accounts v1")`. */
export const KIT_ACCOUNTS_SALT: Hex = '0xee0052b728ac64e5eb6d570bf7f356efbe1a7e8c05875278939923758af94859'

/**
 * The EIP-7702 delegation target of embedded EOAs (KitDelegatedAccount), at its CREATE2 address: the same on every
 * chain, so no network needs configuring.
 */
export const KIT_DELEGATED_ACCOUNT_ADDRESS: Address = '0x44A583209387c325F7a60E7a38849c2016947352'

/** The ERC-4337 account factory (KitAccountFactory) for chains without EIP-7702, at its CREATE2 address. */
export const KIT_ACCOUNT_FACTORY_ADDRESS: Address = '0x565aC7b4acC896D9924F3F72c7889e2243801332'

/** The KitAccount implementation the factory clones: the factory's own first contract (nonce 1, per EIP-161). */
export const KIT_ACCOUNT_IMPLEMENTATION_ADDRESS: Address = '0xD052d97182D751e2D19D29176EC04eccBBd27Be2'
