import { expect, it } from 'vitest'
import { checkProposalNamespaces, missingRequired, parseSessionNamespaces } from './namespaces.js'

const account = 'eip155:1:0x000000000000000000000000000000000000dEaD'

it('reads well-formed session namespaces and refuses accounts outside their namespace', () => {
  expect(
    parseSessionNamespaces({ eip155: { accounts: [account], methods: ['personal_sign'], events: [] } }),
  ).toEqual({
    eip155: { accounts: [account], methods: ['personal_sign'], events: [] },
  })
  expect(parseSessionNamespaces({ solana: { accounts: [account], methods: [], events: [] } })).toMatch(
    /outside/,
  )
  expect(parseSessionNamespaces({ eip155: { accounts: ['x'], methods: [], events: [] } })).toMatch(
    /invalid account/,
  )
  expect(parseSessionNamespaces({ eip155: { accounts: [], methods: 'all', events: [] } })).toMatch(
    /string arrays/,
  )
  expect(parseSessionNamespaces(null)).toMatch(/object/)
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
