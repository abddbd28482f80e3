import { createRequire } from 'node:module'
import {
  kitAccountAbi,
  kitAccountBytecode,
  kitAccountFactoryAbi,
  kitAccountFactoryBytecode,
  kitDelegatedAccountAbi,
  kitDelegatedAccountBytecode,
} from '@kit/accounts'
import { describe, expect, it } from 'vitest'
import { compileAaContracts } from '../../scripts/compile-aa.ts'
import { entryPoint08Bytecode } from './artifacts/entryPoint08.js'
import { kitPaymasterAbi, kitPaymasterBytecode } from './artifacts/kitPaymaster.js'

describe('the committed account-abstraction artifacts', () => {
  it('are what solc makes of the contracts (@kit/accounts’ and the devnet’s) and OpenZeppelin Contracts today', () => {
    const compiled = compileAaContracts()
    expect(compiled.KitDelegatedAccount).toMatchObject({
      abi: kitDelegatedAccountAbi,
      bytecode: kitDelegatedAccountBytecode,
    })
    expect(compiled.KitAccount).toMatchObject({ abi: kitAccountAbi, bytecode: kitAccountBytecode })
    expect(compiled.KitAccountFactory).toMatchObject({
      abi: kitAccountFactoryAbi,
      bytecode: kitAccountFactoryBytecode,
    })
    expect(compiled.KitPaymaster).toMatchObject({ abi: kitPaymasterAbi, bytecode: kitPaymasterBytecode })
  }, 120_000)

  it('carry EntryPoint v0.8 exactly as @account-abstraction/contracts publishes it', () => {
    const artifact = createRequire(import.meta.url)(
      '@account-abstraction/contracts/artifacts/EntryPoint.json',
    )
    expect(entryPoint08Bytecode).toBe(artifact.bytecode)
  })
})
