import { type Address, getContractAddress, type Hex } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { evmAaDeployer } from '../accounts.js'

/** EntryPoint v0.8 at its canonical address (the same on every chain, and on every devnet chain). */
export const ENTRY_POINT_ADDRESS: Address = entryPoint08Address

/**
 * The deterministic deployment proxy (Arachnid's CREATE2 factory, present in anvil's genesis) that put
 * EntryPoint v0.8 at its canonical address on public chains.
 */
export const DETERMINISTIC_DEPLOYER_ADDRESS: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/** The CREATE2 salt eth-infinitism used for EntryPoint v0.8 (its deployment scripts). */
export const ENTRY_POINT_08_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

const deployer = evmAaDeployer().address

/** The devnet paymaster (KitPaymaster): the AA deployer's first contract (nonce 0). */
export const KIT_PAYMASTER_ADDRESS: Address = getContractAddress({ from: deployer, nonce: 0n })

/** The EIP-7702 delegation target of embedded EOAs (KitDelegatedAccount): the AA deployer's nonce 1. */
export const KIT_DELEGATED_ACCOUNT_ADDRESS: Address = getContractAddress({ from: deployer, nonce: 1n })

/** The ERC-4337 account factory (KitAccountFactory): the AA deployer's nonce 2. */
export const KIT_ACCOUNT_FACTORY_ADDRESS: Address = getContractAddress({ from: deployer, nonce: 2n })

/** The KitAccount implementation the factory clones: the factory's own first contract (nonce 1, per EIP-161). */
export const KIT_ACCOUNT_IMPLEMENTATION_ADDRESS: Address = getContractAddress({
  from: KIT_ACCOUNT_FACTORY_ADDRESS,
  nonce: 1n,
})
