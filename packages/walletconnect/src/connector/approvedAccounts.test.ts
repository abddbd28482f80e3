import { expect, it } from 'vitest'
import { approvedAccounts } from './approvedAccounts.js'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const OUTSIDER = '0x3333333333333333333333333333333333333333'
const evm = { namespace: 'eip155', chainId: 'eip155:1', approved: [`eip155:1:${A}`, `eip155:10:${B}`] }

it('keeps approved accounts, CAIP-10 or bare on the event chain, in the wallet order and spelled as in the session', () => {
  expect(approvedAccounts([`eip155:10:${B}`, A.toUpperCase().replace('0X', '0x')], evm)).toEqual({
    addresses: [B, A],
    ignored: [],
  })
  // The same address twice is kept once.
  expect(approvedAccounts([A, `eip155:1:${A}`], evm).addresses).toEqual([A])
})

it('ignores accounts outside the session, on another chain, in another namespace, or not CAIP-10', () => {
  const { addresses, ignored } = approvedAccounts(
    [
      OUTSIDER,
      `eip155:1:${OUTSIDER}`,
      `eip155:10:${A}`, // approved on eip155:1 only
      B, // bare: read on eip155:1, where B is not approved
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${A}`,
      'eip155:1',
      `eip155:1:${A}:extra`,
      `eip155:1:${'a'.repeat(200)}`,
      '',
      42,
      null,
      { address: A },
    ],
    evm,
  )
  expect(addresses).toEqual([])
  expect(ignored).toHaveLength(12)
  expect(ignored.every((entry) => entry.length <= 80)).toBe(true)
  // Data that is not a list is not an account change, even an approved address.
  expect(approvedAccounts(A, evm)).toEqual({ addresses: [], ignored: [A] })
  expect(approvedAccounts(undefined, evm).addresses).toEqual([])
})

it('compares Solana addresses exactly (base58 is case-sensitive)', () => {
  const key = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
  const solana = {
    namespace: 'solana',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    approved: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${key}`],
  }
  expect(approvedAccounts([key], solana).addresses).toEqual([key])
  expect(approvedAccounts([key.toLowerCase()], solana).addresses).toEqual([])
})
