// The pairing capability: a connector that connects through a URI shown as a QR code or opened as a deep link.
import type { Connector, PairingConnector } from '../types.js'

/**
 * True when `connector` connects through a pairing URI (WalletConnect from `@kit/walletconnect`, or any connector
 * with `uri` and `onDisplayUri`), so a UI can show its QR code without importing the package behind it.
 */
export function isPairingConnector(connector: Connector | undefined | null): connector is PairingConnector {
  return (
    typeof connector === 'object' &&
    connector !== null &&
    'uri' in connector &&
    (typeof connector.uri === 'string' || connector.uri === undefined) &&
    typeof (connector as { onDisplayUri?: unknown }).onDisplayUri === 'function'
  )
}
