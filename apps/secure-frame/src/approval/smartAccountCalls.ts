// What a call into the user's own smart account does (N7). The EOA owns the smart account: a host that has the EOA
// call its `execute` or `executeBatch` moves whatever the smart account holds, while the outer call reads as "0 to a
// contract". The card therefore shows the calls the smart account will make, and refuses what it cannot read.
import { type Address, decodeFunctionData, isAddressEqual } from 'viem'
import { SmartAccountCallError } from '../errors.js'
import type { AccountCall } from '../wallet/smartAccount.js'
import { smartAccountAbi } from '../wallet/smartAccountArtifact.js'

/** The calls the smart account makes for one call into it, and the function that makes them. */
export type SmartAccountCalls = {
  readonly functionName: 'execute' | 'executeBatch'
  readonly calls: readonly AccountCall[]
}

/**
 * For a call to `smartAccount` (the user's own), the calls the smart account will make; `undefined` for a call to
 * anything else, and for a plain transfer into it (no data: its `receive`).
 * @throws {SmartAccountCallError} when the data is not `execute` or `executeBatch` with well-formed arguments, or
 * when one of the calls it makes goes into the smart account again (it would be refused on chain, and a card
 * cannot follow it).
 */
export function smartAccountCallsOf(call: AccountCall, smartAccount: Address): SmartAccountCalls | undefined {
  if (!isAddressEqual(call.to, smartAccount) || call.data === '0x') return undefined
  let decoded: ReturnType<typeof decodeFunctionData<typeof smartAccountAbi>>
  try {
    decoded = decodeFunctionData({ abi: smartAccountAbi, data: call.data })
  } catch (error) {
    throw new SmartAccountCallError('This call into your smart account cannot be read, so it is refused', {
      cause: error,
      details: `Function ${call.data.slice(0, 10)}`,
    })
  }
  let calls: AccountCall[]
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    calls = [{ to, value, data }]
  } else if (decoded.functionName === 'executeBatch') {
    const [batch] = decoded.args
    calls = batch.map((inner) => ({ to: inner.to, value: inner.value, data: inner.data }))
  } else
    throw new SmartAccountCallError(
      `Only execute and executeBatch of your smart account can be approved here, not ${decoded.functionName}`,
    )
  for (const inner of calls)
    if (isAddressEqual(inner.to, smartAccount) && inner.data !== '0x')
      throw new SmartAccountCallError(
        'This call makes your smart account call itself, which cannot be shown; it is refused',
      )
  return { functionName: decoded.functionName, calls }
}
