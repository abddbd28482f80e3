import { describe, expect, it } from 'vitest'
import { ownAccountName, withOwnName } from './ownAccounts.js'
import type { AccountRef } from './parseRequest.js'

const eoa = '0x1111111111111111111111111111111111111111'
const smart = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'
const solana = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP7'
const accounts: AccountRef[] = [
  { address: eoa, type: 'eoa' },
  { address: smart, type: 'smartAccount' },
  { address: solana, type: 'eoa' },
]

describe('the user’s own accounts on the card (N7)', () => {
  it('names the EOA and the smart account, whatever the case of the address; strangers stay bare', () => {
    expect(ownAccountName(eoa, accounts)).toBe('Your account')
    expect(ownAccountName(smart.toLowerCase(), accounts)).toBe('Your smart account')
    expect(withOwnName(smart, accounts)).toBe(`${smart} (Your smart account)`)
    expect(withOwnName('0x000000000000000000000000000000000000dEaD', accounts)).toBe(
      '0x000000000000000000000000000000000000dEaD',
    )
    expect(withOwnName(eoa, [])).toBe(eoa)
  })

  it('names a Solana account by its exact base58 address only', () => {
    expect(ownAccountName(solana, accounts)).toBe('Your account')
    expect(ownAccountName(solana.toLowerCase(), accounts)).toBeUndefined()
  })
})
