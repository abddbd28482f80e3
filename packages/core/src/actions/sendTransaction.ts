import { isAddress, isHex, numberToHex } from 'viem'
import { KitValidationError } from '../errors/kit.js'
import { ProviderUnauthorizedError } from './errors.js'
import type { Kit } from '../kit.js'
import { getProvider } from './getProvider.js'
import type { SolanaSendOptions } from './solanaProvider.js'

/** An EVM transaction from the connected account: amounts in wei. */
export type EvmTransactionParameters = {
  readonly to: string
  readonly value?: bigint | undefined
  readonly data?: `0x${string}` | undefined
  readonly gas?: bigint | undefined
}

/** A Solana transaction in wire format (see `KitSolanaProvider`), signed and sent on the active cluster. */
export type SolanaTransactionParameters = {
  readonly transaction: Uint8Array
  readonly options?: SolanaSendOptions | undefined
}

/** Parameters of {@link sendTransaction}: an EVM call, or a Solana transaction. */
export type SendTransactionParameters = EvmTransactionParameters | SolanaTransactionParameters

/**
 * Sends a transaction from the connected account through its wallet and resolves with the hash (EVM) or
 * signature (Solana, base58) once the wallet has submitted it. On EVM it is `eth_sendTransaction` through
 * `getProvider(kit, 'eip155')`, so the wallet fills in nonce and fees; on Solana, `signAndSendTransaction`.
 * @throws {KitValidationError} for a `to` that is not an address, or a negative amount.
 * @throws {ProviderUnauthorizedError} (code 4100) when no account of that namespace is connected.
 * @throws {UserRejectedRequestError} when the user declines; {ConnectorError} for other wallet failures.
 * @example const hash = await sendTransaction(kit, { to: '0x…', value: 10n ** 16n })
 */
export async function sendTransaction(kit: Kit, parameters: SendTransactionParameters): Promise<string> {
  if ('transaction' in parameters)
    return getProvider(kit, 'solana').signAndSendTransaction(parameters.transaction, parameters.options)
  const { to, value, data, gas } = parameters
  const problems = [
    ...(typeof to === 'string' && isAddress(to, { strict: false }) ? [] : ['`to` must be a 0x address']),
    ...(value === undefined || (typeof value === 'bigint' && value >= 0n)
      ? []
      : ['`value` must be a bigint ≥ 0']),
    ...(gas === undefined || (typeof gas === 'bigint' && gas > 0n) ? [] : ['`gas` must be a bigint > 0']),
    ...(data === undefined || isHex(data) ? [] : ['`data` must be 0x hex']),
  ]
  if (problems.length > 0)
    throw new KitValidationError('Invalid transaction', { details: problems.join('; ') })
  const provider = getProvider(kit, 'eip155')
  const [from] = (await provider.request({ method: 'eth_accounts' })) as string[]
  if (!from) throw new ProviderUnauthorizedError('eth_sendTransaction')
  const transaction = {
    from,
    to,
    ...(value === undefined ? {} : { value: numberToHex(value) }),
    ...(data === undefined ? {} : { data }),
    ...(gas === undefined ? {} : { gas: numberToHex(gas) }),
  }
  return (await provider.request({ method: 'eth_sendTransaction', params: [transaction] })) as string
}
