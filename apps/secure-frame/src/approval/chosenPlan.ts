import { UnsupportedRequestError } from '../errors.js'
import type { SendPlan } from '../wallet/evm.js'
import type { ParsedSend } from './parseRequest.js'

/**
 * The plan that runs for the fee option picked on the card (`market` or `app`): exactly that option's plan, made
 * before the card was shown. Without a fee choice (or a pick), the one plan the card showed.
 * @throws {UnsupportedRequestError} for an option the card did not offer (unknown, or one the account cannot pay)
 */
export function chosenPlan(parsed: ParsedSend, choice: string | undefined): SendPlan {
  const fees = parsed.feeChoice
  if (!fees || choice === undefined) return parsed.plan
  if ((choice === 'market' || choice === 'app') && fees.unaffordable !== choice) return fees[choice]
  throw new UnsupportedRequestError('The fee picked on the card was not one it offered', {
    details: choice.slice(0, 40),
  })
}
