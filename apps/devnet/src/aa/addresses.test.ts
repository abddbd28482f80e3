import { DETERMINISTIC_DEPLOYER_ADDRESS, ENTRY_POINT_ADDRESS } from '@kit/accounts'
import { getContractAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEV_MNEMONIC, evmDevAccounts } from '../accounts.js'
import { ENTRY_POINT_08_SALT, KIT_PAYMASTER_ADDRESS } from './addresses.js'
import { entryPoint08Bytecode } from './artifacts/entryPoint08.js'

describe('account-abstraction addresses', () => {
  it('reproduces EntryPoint v0.8’s canonical address from the published creation code and salt', () => {
    expect(ENTRY_POINT_ADDRESS).toBe('0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108')
    expect(
      getContractAddress({
        opcode: 'CREATE2',
        from: DETERMINISTIC_DEPLOYER_ADDRESS,
        salt: ENTRY_POINT_08_SALT,
        bytecode: entryPoint08Bytecode,
      }),
    ).toBe(ENTRY_POINT_ADDRESS)
  })

  it('places the paymaster at anvil account 8’s nonce 0, outside the dev accounts', () => {
    const deployer = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 8 }).address
    expect(deployer).toBe('0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f')
    expect(KIT_PAYMASTER_ADDRESS).toBe('0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A')
    expect(KIT_PAYMASTER_ADDRESS).toBe(getContractAddress({ from: deployer, nonce: 0n }))
    expect(evmDevAccounts().map((account) => account.address)).not.toContain(deployer)
  })
})
