import { describe, expect, it } from 'vitest'
import { BaseError, KitValidationError } from '../errors/kit.js'
import { ConnectorError, UserRejectedRequestError } from '../errors/wallet.js'
import { isUserRejection, toWalletError, walletErrorCode, walletTimeout } from './walletError.js'

describe('wallet errors', () => {
  it('finds the code through the wrappers wallets use', () => {
    expect(walletErrorCode({ code: 4001 })).toBe(4001)
    expect(walletErrorCode({ data: { originalError: { code: 4902 } } })).toBe(4902)
    expect(walletErrorCode(new Error('x', { cause: { code: 5000 } }))).toBe(5000)
    expect(walletErrorCode('nope')).toBeUndefined()
  })

  it('recognises a user rejection by code (EIP-1193 4001, WalletConnect 5000) or wording', () => {
    for (const rejection of [
      { code: 4001 },
      { code: 5000 },
      new Error('User rejected the request.'),
      new Error('User denied transaction signature'),
      new UserRejectedRequestError(),
    ])
      expect(isUserRejection(rejection)).toBe(true)
    expect(isUserRejection(new Error('insufficient funds'))).toBe(false)
  })

  it('turns anything into a Kit error', () => {
    expect(toWalletError({ code: 4001 }, 'Connection failed')).toBeInstanceOf(UserRejectedRequestError)
    const kitError = new KitValidationError('bad')
    expect(toWalletError(kitError, 'Connection failed')).toBe(kitError)
    const other = toWalletError({ code: -32000, message: 'nonce too low' }, 'Connection failed')
    expect(other).toBeInstanceOf(ConnectorError)
    expect(other).toMatchObject({ shortMessage: 'Connection failed', details: 'nonce too low', code: -32000 })
    expect(toWalletError(undefined, 'Signing failed')).toBeInstanceOf(BaseError)
    expect(walletTimeout('Connecting', 5)).toMatchObject({
      shortMessage: 'The wallet did not answer in time',
    })
  })
})
