import type { Kit } from '../kit.js'

/** Parameters of {@link signMessage}. */
export type SignMessageParameters = { readonly message: string }

/**
 * Signs `message` with the connected account, on either namespace, through its connector: `personal_sign` on
 * EVM (a 0x signature), `solana:signMessage` on Solana (a base58 signature). The secure frame asks the user
 * to approve.
 * @throws {NotConnectedError} when nothing that can sign is connected.
 * @throws {UserRejectedRequestError} when the user declines; {ConnectorError} for other wallet failures.
 * @example const signature = await signMessage(kit, { message: 'hello' })
 */
export function signMessage(kit: Kit, { message }: SignMessageParameters): Promise<string> {
  return kit.connection.signMessage(message)
}
