import { expect, it } from 'vitest'
import { InvalidNamespacesError, WalletConnectInputError } from '../errors.js'
import {
  checkProposalNamespaces,
  missingRequired,
  MAX_ACCOUNTS,
  MAX_CHAINS,
  MAX_EVENTS,
  MAX_METHODS,
  MAX_NAME_LENGTH,
  MAX_NAMESPACES,
  parseSessionNamespaces,
} from './namespaces.js'

const account = 'eip155:1:0x000000000000000000000000000000000000dEaD'

it('reads well-formed session namespaces and refuses accounts outside their namespace', () => {
  expect(
    parseSessionNamespaces({ eip155: { accounts: [account], methods: ['personal_sign'], events: [] } }),
  ).toEqual({
    eip155: { accounts: [account], methods: ['personal_sign'], events: [] },
  })
  const refused = (value: unknown, reason: RegExp) => {
    expect(() => parseSessionNamespaces(value)).toThrow(InvalidNamespacesError)
    expect(() => parseSessionNamespaces(value)).toThrow(
      expect.objectContaining({ reason: expect.stringMatching(reason) }),
    )
  }
  refused({ solana: { accounts: [account], methods: [], events: [] } }, /outside/)
  refused({ eip155: { accounts: ['x'], methods: [], events: [] } }, /invalid account/)
  refused({ eip155: { accounts: [], methods: 'all', events: [] } }, /string arrays/)
  refused(null, /object/)
  refused(JSON.parse('{"__proto__":{"accounts":[],"methods":[],"events":[]}}'), /namespace key/)
})

it('refuses a session past the size caps, with a typed error naming the cap', () => {
  const ns = (over: Partial<Record<'accounts' | 'methods' | 'events' | 'chains', string[]>> = {}) => ({
    accounts: [account],
    methods: ['personal_sign'],
    events: [],
    ...over,
  })
  const many = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i))
  const reason = (value: unknown) => {
    try {
      parseSessionNamespaces(value)
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidNamespacesError)
      expect(error).toBeInstanceOf(WalletConnectInputError)
      return (error as InvalidNamespacesError).reason
    }
    return 'accepted'
  }
  const chainKeyed = (count: number) =>
    Object.fromEntries(
      many(count, (i) => [`eip155:${i + 1}`, ns({ accounts: [`eip155:${i + 1}:0xdead`] })] as const),
    )
  // At each cap: accepted. One past it: refused.
  expect(reason(chainKeyed(MAX_NAMESPACES))).toBe('accepted')
  expect(reason(chainKeyed(MAX_NAMESPACES + 1))).toMatch(/more than 16 namespaces/)
  const accounts = (count: number) => many(count, (i) => `eip155:${i + 1}:0xdead`)
  expect(reason({ eip155: ns({ accounts: accounts(MAX_ACCOUNTS) }) })).toBe('accepted')
  expect(reason({ eip155: ns({ accounts: accounts(MAX_ACCOUNTS + 1) }) })).toMatch(/more than 100 accounts/)
  const names = (count: number) => many(count, (i) => `method_${i}`)
  expect(reason({ eip155: ns({ methods: names(MAX_METHODS) }) })).toBe('accepted')
  expect(reason({ eip155: ns({ methods: names(MAX_METHODS + 1) }) })).toMatch(/more than 128 methods/)
  expect(reason({ eip155: ns({ events: names(MAX_EVENTS + 1) }) })).toMatch(/more than 128 events/)
  const chains = (count: number) => many(count, (i) => `eip155:${i + 1}`)
  expect(reason({ eip155: ns({ chains: chains(MAX_CHAINS + 1) }) })).toMatch(/more than 128 chains/)
  // Overlong strings: a name, an account, a chain and a key.
  expect(reason({ eip155: ns({ methods: ['m'.repeat(MAX_NAME_LENGTH)] }) })).toBe('accepted')
  expect(reason({ eip155: ns({ methods: ['m'.repeat(MAX_NAME_LENGTH + 1)] }) })).toMatch(/longer than 100/)
  expect(reason({ eip155: ns({ events: ['e'.repeat(100_000)] }) })).toMatch(/longer than 100/)
  expect(reason({ eip155: ns({ accounts: [`eip155:1:0x${'a'.repeat(200)}`] }) })).toMatch(/invalid account/)
  expect(reason({ eip155: ns({ chains: [`eip155:${'1'.repeat(40)}`] }) })).toMatch(/invalid chain/)
  expect(reason({ ['e'.repeat(9)]: ns() })).toMatch(/invalid namespace key/)
})

it('checks that a session covers the required chains, methods and events', () => {
  const session = { eip155: { accounts: [account], methods: ['personal_sign'], events: ['chainChanged'] } }
  expect(
    missingRequired({ eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } }, session),
  ).toBe(undefined)
  expect(missingRequired({ eip155: { chains: ['eip155:10'], methods: [], events: [] } }, session)).toMatch(
    /eip155:10/,
  )
  expect(missingRequired({ eip155: { methods: ['eth_sign'], events: [] } }, session)).toMatch(/eth_sign/)
  expect(missingRequired({ solana: { methods: [], events: [] } }, session)).toMatch(/solana/)
})

it('refuses malformed proposal namespaces', () => {
  expect(checkProposalNamespaces({ eip155: { chains: ['solana:x'], methods: [], events: [] } }, 'o')).toMatch(
    /another namespace/,
  )
  expect(checkProposalNamespaces({ eip155: { chains: ['1'], methods: [], events: [] } }, 'o')).toMatch(
    /chain id/,
  )
})
