import { type Address, getContractAddress, type Hex } from 'viem'
import { evmAaDeployer } from '../accounts.js'

// The shared account contracts' addresses (EntryPoint, the 7702 target, the 4337 factory) are @kit/accounts' facts;
// these two are the devnet's own.

/** The CREATE2 salt eth-infinitism used for EntryPoint v0.8 (its deployment scripts). */
export const ENTRY_POINT_08_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

/**
 * The devnet paymaster (KitPaymaster): the AA deployer's first contract (nonce 0). Each operator deploys their own
 * paymaster (its signer and owner are theirs), so its address is per chain, not a constant of @kit/accounts.
 */
export const KIT_PAYMASTER_ADDRESS: Address = getContractAddress({ from: evmAaDeployer().address, nonce: 0n })
