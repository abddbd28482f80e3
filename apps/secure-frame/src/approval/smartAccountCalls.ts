// What a call into the user's own smart account does (N7). With EIP-7702 the smart account is the EOA itself: a host
// that has the EOA call its own ERC-7821 `execute` makes it run a whole batch (the account lets itself execute), while
// the outer call reads as "0 to your account". The card therefore shows the calls the account will make, and refuses
// what it cannot read.
import { decodeErc7821Calls } from '@kit/accounts'
import { type Address, isAddressEqual } from 'viem'
import { SmartAccountCallError } from '../errors.js'
import type { AccountCall } from '../wallet/evm.js'

/** The calls the smart account makes for one call into it, and the function that makes them. */
export type SmartAccountCalls = {
  readonly functionName: 'execute'
  readonly calls: readonly AccountCall[]
}

/**
 * For a call to `smartAccount` (the user's own), the calls the smart account will make; `undefined` for a call to
 * anything else, and for a plain transfer into it (no data: its `receive`).
 * @throws {SmartAccountCallError} when the data is not ERC-7821 `execute` in its batch mode with well-formed
 * executions, or when one of the calls it makes goes into the smart account again (a card cannot follow it).
 */
export function smartAccountCallsOf(call: AccountCall, smartAccount: Address): SmartAccountCalls | undefined {
  if (!isAddressEqual(call.to, smartAccount) || call.data === '0x') return undefined
  let calls: AccountCall[]
  try {
    calls = decodeErc7821Calls(call.data).map((inner) => ({
      to: inner.to,
      value: inner.value ?? 0n,
      data: inner.data ?? '0x',
    }))
  } catch (error) {
    throw new SmartAccountCallError('This call into your smart account cannot be read, so it is refused', {
      cause: error,
      details: `Function ${call.data.slice(0, 10)}`,
    })
  }
  for (const inner of calls)
    if (isAddressEqual(inner.to, smartAccount) && inner.data !== '0x')
      throw new SmartAccountCallError(
        'This call makes your smart account call itself, which cannot be shown; it is refused',
      )
  return { functionName: 'execute', calls }
}
