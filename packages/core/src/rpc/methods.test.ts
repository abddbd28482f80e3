import { describe, expect, it } from 'vitest'
import { KitValidationError } from '../errors/kit.js'
import { RpcMethodNotAllowedError } from '../errors/wallet.js'
import {
  assertRpcRequestAllowed,
  classifyRpcMethod,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
} from './methods.js'

describe('request methods', () => {
  it('the safe list is the reference list in full (40 read-only methods) and personal_ecRecover', () => {
    expect(SAFE_RPC_METHODS).toHaveLength(41)
    for (const method of [
      'personal_ecRecover',
      'eth_getBalance',
      'eth_getLogs',
      'eth_getTransactionReceipt',
      'wallet_getCapabilities',
      'eth_sendRawTransaction',
      'eth_getBlockByNumber',
    ])
      expect(classifyRpcMethod(method), method).toBe('safe')
  })

  it('the unsafe list is the spec’s: signing, sending, calls, permissions, user operations', () => {
    expect([...UNSAFE_RPC_METHODS].sort()).toEqual(
      [
        'personal_sign',
        'eth_signTypedData',
        'eth_signTypedData_v3',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'eth_sendUserOperation',
      ].sort(),
    )
    expect(classifyRpcMethod('personal_sign')).toBe('unsafe')
  })

  it('no method is in both lists', () => {
    const safe = new Set<string>(SAFE_RPC_METHODS)
    expect(UNSAFE_RPC_METHODS.filter((method) => safe.has(method))).toEqual([])
  })

  it('a method in neither list yields "Requested RPC call is not allowed", shown as "Action not allowed"', () => {
    expect(classifyRpcMethod('eth_sign')).toBe('unknown')
    const error = (() => {
      try {
        assertRpcRequestAllowed({ method: 'eth_sign' })
      } catch (caught) {
        return caught
      }
      return undefined
    })()
    expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
    expect((error as RpcMethodNotAllowedError).shortMessage).toBe('Requested RPC call is not allowed')
    expect((error as RpcMethodNotAllowedError).uiMessage).toBe('Action not allowed')
  })

  it('known methods pass; wallet_sendCalls needs calls whose to starts with 0x', () => {
    expect(assertRpcRequestAllowed({ method: 'eth_chainId' })).toBe('eth_chainId')
    expect(
      assertRpcRequestAllowed({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x1' }] }] }),
    ).toBe('wallet_sendCalls')
    expect(() =>
      assertRpcRequestAllowed({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '1' }] }] }),
    ).toThrow(KitValidationError)
    expect(() => assertRpcRequestAllowed({ method: 'wallet_sendCalls' })).toThrow(KitValidationError)
  })
})
