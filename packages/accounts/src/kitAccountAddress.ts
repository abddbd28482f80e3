import { type Address, concat, encodeAbiParameters, getContractAddress, keccak256 } from 'viem'
import { KIT_ACCOUNT_FACTORY_ADDRESS, KIT_ACCOUNT_IMPLEMENTATION_ADDRESS } from './addresses.js'

/**
 * The counterfactual ERC-4337 KitAccount of `owner` and `salt`, on every chain, deployed or not: the address
 * KitAccountFactory's `getAddress(owner, salt)` answers, computed here without asking a node. The factory clones its
 * implementation with OpenZeppelin's Clones (EIP-1167 minimal proxy) at CREATE2 salt `keccak256(abi.encode(owner, salt))`.
 *
 * @example
 * const address = kitAccountAddress({ owner: eoa.address })
 */
export function kitAccountAddress({ owner, salt = 0n }: { owner: Address; salt?: bigint }): Address {
  const cloneCreationCode = concat([
    '0x3d602d80600a3d3981f3363d3d373d3d3d363d73',
    KIT_ACCOUNT_IMPLEMENTATION_ADDRESS,
    '0x5af43d82803e903d91602b57fd5bf3',
  ])
  return getContractAddress({
    opcode: 'CREATE2',
    from: KIT_ACCOUNT_FACTORY_ADDRESS,
    salt: keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, salt])),
    bytecode: cloneCreationCode,
  })
}
