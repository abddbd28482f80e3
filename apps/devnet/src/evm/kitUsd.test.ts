import { getContractAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { compileKitUsd } from '../../scripts/compile-token.ts'
import { evmDeployer } from '../accounts.js'
import { KIT_USD, KIT_USD_EVM_ADDRESS } from './kitUsd.js'
import { kitUsdAbi, kitUsdBytecode } from './kitUsdArtifact.js'

describe('Kit USD', () => {
  it('is "Kit USD" (kUSD) with 6 decimals', () => {
    expect(KIT_USD).toEqual({ name: 'Kit USD', symbol: 'kUSD', decimals: 6 })
  })

  it("lives at the deployer's nonce-0 address, the same on every chain", () => {
    expect(KIT_USD_EVM_ADDRESS).toBe(getContractAddress({ from: evmDeployer().address, nonce: 0n }))
  })

  it('the shipped artifact is what contracts/KitUsd.sol compiles to (run compile-token after editing it)', () => {
    const compiled = compileKitUsd()
    expect(compiled.bytecode).toBe(kitUsdBytecode)
    expect(compiled.abi).toEqual(kitUsdAbi)
  }, 60_000)
})
