import { describe, expect, it } from 'vitest'
import { providerAmount } from './http.js'
import { OnrampUpstreamError } from './types.js'

describe("a provider's amount", () => {
  it('is a plain decimal as text; a missing optional one (a fee) is 0', () => {
    expect(providerAmount('moonpay', 12.5)).toBe('12.5')
    expect(providerAmount('transak', '3')).toBe('3')
    expect(providerAmount('moonpay', undefined, true)).toBe('0')
  })

  it('refuses a missing required amount and anything not a plain decimal, naming the provider', () => {
    expect(() => providerAmount('moonpay', null)).toThrow('a quote without one of its amounts')
    for (const value of [-1, '1e3', 'NaN', {}, '1.'])
      expect(() => providerAmount('transak', value)).toThrow(OnrampUpstreamError)
    expect(() => providerAmount('transak', '1e3')).toThrow(
      /transak did not answer as expected: a malformed amount "1e3"/,
    )
  })
})
