// The pairing URI the wallet scans: wc:{topic}@2?relay-protocol=irn&symKey={hex}&expiryTimestamp={seconds}.
import { isHexOfLength } from './crypto/bytes.js'
import { WalletConnectInputError } from './errors.js'

/** What a pairing URI carries. */
export type PairingUri = { topic: string; symKey: string; relayProtocol: string; expiryTimestamp: number }

/** Formats a version 2 pairing URI. */
export function formatPairingUri(pairing: PairingUri): string {
  const query = new URLSearchParams({
    'relay-protocol': pairing.relayProtocol,
    symKey: pairing.symKey,
    expiryTimestamp: String(pairing.expiryTimestamp),
  })
  return `wc:${pairing.topic}@2?${query.toString()}`
}

/** Parses a version 2 pairing URI; throws {@link WalletConnectInputError} on anything else. */
export function parsePairingUri(uri: string): PairingUri {
  const match = /^wc:([0-9a-fA-F]{64})@2\?(.*)$/.exec(uri)
  if (!match)
    throw new WalletConnectInputError('Not a WalletConnect v2 pairing URI.', { details: uri.slice(0, 80) })
  const query = new URLSearchParams(match[2])
  const symKey = query.get('symKey')
  const relayProtocol = query.get('relay-protocol')
  const expiry = Number(query.get('expiryTimestamp'))
  if (!isHexOfLength(symKey, 32)) throw new WalletConnectInputError('The pairing URI has no valid symKey.')
  if (!relayProtocol) throw new WalletConnectInputError('The pairing URI has no relay-protocol.')
  if (!Number.isSafeInteger(expiry) || expiry <= 0)
    throw new WalletConnectInputError('The pairing URI has no valid expiryTimestamp.')
  return {
    topic: (match[1] ?? '').toLowerCase(),
    symKey: symKey.toLowerCase(),
    relayProtocol,
    expiryTimestamp: expiry,
  }
}
