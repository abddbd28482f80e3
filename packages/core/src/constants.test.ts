import { describe, expect, it } from 'vitest'
import {
  ACH_BANK_PAYMENT_LIMIT,
  CARD_PAYMENT_LIMIT,
  DEFAULT_LAST_USED_CHAIN_ID,
  DEFAULT_LOG_LEVEL,
  DEFAULT_NAME_SUFFIX,
  EMAIL_COOLDOWN_MS,
  NAME_MIN_LENGTH,
  SHAKE_DURATION_MS,
  TEST_CHAIN_ID,
  USD_CURRENCY_DEFAULT,
  USDC_CURRENCY_DEFAULT,
  W3M_COMPAT_VERSION,
} from './constants.js'
import { version } from '@kit/chains'
import { VIEWS } from './views.js'

describe('business constants', () => {
  it('e-mail login cooldown is 30 s; shake is 500 ms', () => {
    expect(EMAIL_COOLDOWN_MS).toBe(30_000)
    expect(SHAKE_DURATION_MS).toBe(500)
  })

  it('payment limits in USD: card 10.00 to 7500.00, ACH bank 10.00 to 25000.00', () => {
    expect(CARD_PAYMENT_LIMIT).toEqual({ id: 'card', min: '10.00', max: '7500.00' })
    expect(ACH_BANK_PAYMENT_LIMIT).toEqual({ id: 'ach_bank_account', min: '10.00', max: '25000.00' })
    expect(USD_CURRENCY_DEFAULT.id).toBe('USD')
  })

  it('the default purchase currency is USD Coin on Ethereum mainnet and Polygon mainnet', () => {
    expect(USDC_CURRENCY_DEFAULT).toMatchObject({ name: 'USD Coin', symbol: 'USDC' })
    expect(USDC_CURRENCY_DEFAULT.networks.map((network) => [network.display_name, network.chain_id])).toEqual(
      [
        ['Ethereum', '1'],
        ['Polygon', '137'],
      ],
    )
  })

  it('name minimum is 4 characters; the suffix is .kit.id', () => {
    expect(NAME_MIN_LENGTH).toBe(4)
    expect(DEFAULT_NAME_SUFFIX).toBe('.kit.id')
  })

  it('default log level is error; default last used chain is 1', () => {
    expect(DEFAULT_LOG_LEVEL).toBe('error')
    expect(DEFAULT_LAST_USED_CHAIN_ID).toBe(1)
  })

  it('the compatible library version is 5.1.11, separate from Kit’s own version', () => {
    expect(W3M_COMPAT_VERSION).toBe('5.1.11')
    expect(version).not.toBe(W3M_COMPAT_VERSION)
  })

  it('the test chain id is 80002', () => {
    expect(TEST_CHAIN_ID).toBe(80002)
  })

  it('the spec’s six views are views', () => {
    expect(VIEWS.slice(0, 6)).toEqual([
      'Account',
      'Connect',
      'Networks',
      'ConnectingSiwe',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ])
    expect(new Set(VIEWS).size).toBe(VIEWS.length)
  })

  it('constants cannot be changed at run time', () => {
    expect(Object.isFrozen(USDC_CURRENCY_DEFAULT)).toBe(true)
    expect(Object.isFrozen(USDC_CURRENCY_DEFAULT.networks)).toBe(true)
    expect(Object.isFrozen(USD_CURRENCY_DEFAULT.payment_method_limits)).toBe(true)
  })
})
