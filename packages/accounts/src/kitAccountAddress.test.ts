import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { kitAccountAddress } from './kitAccountAddress.js'

const owner = '0x1111111111111111111111111111111111111111'

// That these equal KitAccountFactory.getAddress on chain is proven against anvil in @kit/devnet
// (deployAccountAbstraction.test.ts and accountAbstraction.integration.test.ts).
describe('kitAccountAddress', () => {
  it('is a checksummed address, one per owner and salt, salt 0 by default', () => {
    const address = kitAccountAddress({ owner })
    expect(isAddress(address, { strict: true })).toBe(true)
    expect(kitAccountAddress({ owner, salt: 0n })).toBe(address)
    expect(kitAccountAddress({ owner, salt: 1n })).not.toBe(address)
    expect(kitAccountAddress({ owner: '0x2222222222222222222222222222222222222222' })).not.toBe(address)
  })
})
