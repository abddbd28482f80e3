import { expect, it } from 'vitest'
import { WalletConnectInputError } from './errors.js'
import { formatPairingUri, parsePairingUri } from './uri.js'

const topic = 'a'.repeat(64)
const symKey = 'b'.repeat(64)

it('formats and parses a v2 pairing URI', () => {
  const uri = formatPairingUri({ topic, symKey, relayProtocol: 'irn', expiryTimestamp: 1_700_000_300 })
  expect(uri).toBe(`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=1700000300`)
  expect(parsePairingUri(uri)).toEqual({
    topic,
    symKey,
    relayProtocol: 'irn',
    expiryTimestamp: 1_700_000_300,
  })
})

it('refuses v1 URIs and URIs with a bad key or expiry', () => {
  for (const bad of [
    `wc:${topic}@1?bridge=x&key=${symKey}`,
    `wc:${topic}@2?relay-protocol=irn&symKey=zz&expiryTimestamp=1`,
    `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}`,
    `wc:${topic}@2?symKey=${symKey}&expiryTimestamp=1`,
    'https://example.com',
  ])
    expect(() => parsePairingUri(bad)).toThrow(WalletConnectInputError)
})
