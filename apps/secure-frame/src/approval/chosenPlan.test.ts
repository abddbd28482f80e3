import { describe, expect, it } from 'vitest'
import { UnsupportedRequestError } from '../errors.js'
import type { FeeChoice, SendPlan } from '../wallet/evm.js'
import { chosenPlan } from './chosenPlan.js'
import type { ParsedSend } from './parseRequest.js'

const eoa = '0x1111111111111111111111111111111111111111'
const plan = (maxFee: bigint): SendPlan => ({
  signer: 'eoa',
  payer: eoa,
  transactions: [],
  maxFee,
  deploysSmartAccount: false,
})
const parsed = (feeChoice?: FeeChoice): ParsedSend => ({
  method: 'eth_sendTransaction',
  signer: { address: eoa, type: 'eoa' },
  chainId: 80002,
  calls: [],
  plan: feeChoice ? feeChoice[feeChoice.selected] : plan(1n),
  ...(feeChoice ? { feeChoice } : {}),
})

describe('the plan that runs is the fee option picked on the card', () => {
  const choice: FeeChoice = { market: plan(1n), app: plan(9n), farAbove: true, selected: 'market' }

  it('each option runs its own plan, made before the card was shown', () => {
    expect(chosenPlan(parsed(choice), 'market')).toBe(choice.market)
    expect(chosenPlan(parsed(choice), 'app')).toBe(choice.app)
    // No pick (a card without a choice): the plan shown.
    expect(chosenPlan(parsed(choice), undefined)).toBe(choice.market)
    expect(chosenPlan(parsed(), undefined)).toEqual(plan(1n))
  })

  it('an option the card did not offer never runs', () => {
    expect(() => chosenPlan(parsed(choice), 'cheapest')).toThrow(UnsupportedRequestError)
    expect(() => chosenPlan(parsed({ ...choice, unaffordable: 'app' }), 'app')).toThrow('not one it offered')
  })
})
