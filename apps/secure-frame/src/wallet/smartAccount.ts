import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { smartAccountAbi, smartAccountBytecode } from './smartAccountArtifact.js'

/**
 * The deterministic deployment proxy (CREATE2 factory) present on anvil and on most public chains. Sending it
 * `salt ++ initCode` deploys the contract at an address known in advance.
 */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** One salt for every account: the owner is in the init code, so each owner gets its own address. */
export const SMART_ACCOUNT_SALT: Hex = keccak256(toHex('kit smart account v1'))

/** A call made by the smart account. */
export type AccountCall = { to: Address; value: bigint; data: Hex }

/** The creation code of the account owned by `owner` (bytecode plus the constructor argument). */
export function smartAccountInitCode(owner: Address): Hex {
  return concat([smartAccountBytecode, encodeAbiParameters([{ type: 'address' }], [owner])])
}

/** The address of `owner`'s smart account, the same on every chain, deployed or not. */
export function smartAccountAddress(owner: Address): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: SMART_ACCOUNT_SALT,
    bytecode: smartAccountInitCode(owner),
  })
}

/** The transaction (to the CREATE2 deployer) that deploys `owner`'s account. */
export function deploymentTransaction(owner: Address): { to: Address; data: Hex } {
  return { to: CREATE2_DEPLOYER, data: concat([SMART_ACCOUNT_SALT, smartAccountInitCode(owner)]) }
}

/** Calldata for the owner to make the account perform `calls` (one call: `execute`, more: `executeBatch`). */
export function executeCalldata(calls: readonly AccountCall[]): Hex {
  const [first] = calls
  if (calls.length === 1 && first)
    return encodeFunctionData({
      abi: smartAccountAbi,
      functionName: 'execute',
      args: [first.to, first.value, first.data],
    })
  return encodeFunctionData({
    abi: smartAccountAbi,
    functionName: 'executeBatch',
    args: [calls.map((call) => ({ to: call.to, value: call.value, data: call.data }))],
  })
}

/**
 * The digest the owner signs so the account's `isValidSignature(hash, sig)` accepts it: bound to the chain and the
 * account (the contract's `replaySafeHash`).
 */
export function replaySafeHash(chainId: number, account: Address, hash: Hex): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'address' }, { type: 'bytes32' }],
      [BigInt(chainId), account, hash],
    ),
  )
}

/**
 * Wraps a signature of an account that is not deployed yet (ERC-6492): verifiers deploy it in a simulation
 * through the CREATE2 deployer, then ask it (ERC-1271).
 */
export function counterfactualSignature(owner: Address, signature: Hex): Hex {
  const deployment = deploymentTransaction(owner)
  return serializeErc6492Signature({ address: deployment.to, data: deployment.data, signature })
}
