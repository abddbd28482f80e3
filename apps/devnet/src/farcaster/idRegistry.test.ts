import { describe, expect, it } from 'vitest'
import { compileIdRegistry } from '../../scripts/compile-id-registry.ts'
import { idRegistryAbi, idRegistryRuntimeBytecode } from './idRegistryArtifact.js'

describe('the Farcaster ID registry artifact', () => {
  it('is what contracts/FarcasterIdRegistry.sol compiles to (run compile-id-registry after editing it)', () => {
    const compiled = compileIdRegistry()
    expect(compiled.runtimeBytecode).toBe(idRegistryRuntimeBytecode)
    expect(compiled.abi).toEqual(idRegistryAbi)
  }, 60_000)

  it("has the real registry's read interface", () => {
    const views = idRegistryAbi.filter(
      (entry) => entry.type === 'function' && entry.stateMutability === 'view',
    )
    expect(views.map((entry) => [entry.name, entry.inputs.map((input) => input.type)])).toEqual(
      expect.arrayContaining([
        ['idOf', ['address']],
        ['custodyOf', ['uint256']],
      ]),
    )
  })
})
