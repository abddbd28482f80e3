import { getContractAddress, keccak256, stringToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  DETERMINISTIC_DEPLOYER_ADDRESS,
  ENTRY_POINT_ADDRESS,
  KIT_ACCOUNT_FACTORY_ADDRESS,
  KIT_ACCOUNT_IMPLEMENTATION_ADDRESS,
  KIT_ACCOUNTS_SALT,
  KIT_DELEGATED_ACCOUNT_ADDRESS,
} from './addresses.js'
import { kitAccountFactoryBytecode } from './artifacts/kitAccountFactory.js'
import { kitDelegatedAccountBytecode } from './artifacts/kitDelegatedAccount.js'

const create2 = (bytecode: `0x${string}`) =>
  getContractAddress({
    opcode: 'CREATE2',
    from: DETERMINISTIC_DEPLOYER_ADDRESS,
    salt: KIT_ACCOUNTS_SALT,
    bytecode,
  })

describe('Kit account addresses', () => {
  it('salts with keccak256("kit accounts v1")', () => {
    expect(KIT_ACCOUNTS_SALT).toBe(keccak256(stringToBytes('kit accounts v1')))
  })

  it('are the CREATE2 addresses of the committed creation code through the deterministic deployment proxy', () => {
    expect(KIT_DELEGATED_ACCOUNT_ADDRESS).toBe(create2(kitDelegatedAccountBytecode))
    expect(KIT_ACCOUNT_FACTORY_ADDRESS).toBe(create2(kitAccountFactoryBytecode))
    // The factory creates its implementation in its constructor, its first CREATE (a contract's nonce starts at 1).
    expect(KIT_ACCOUNT_IMPLEMENTATION_ADDRESS).toBe(
      getContractAddress({ from: KIT_ACCOUNT_FACTORY_ADDRESS, nonce: 1n }),
    )
  })

  it('use EntryPoint v0.8 at its canonical address', () => {
    expect(ENTRY_POINT_ADDRESS).toBe('0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108')
  })
})
