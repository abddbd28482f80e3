import { describe, expect, it } from 'vitest'
import { classifyRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './exports/index.js'

describe('the safe and unsafe method lists', () => {
  it('has the reference’s 40 safe methods and personal_ecRecover, its 10 unsafe ones and typed data v1 and v3, without overlap', () => {
    expect(SAFE_RPC_METHODS).toHaveLength(41)
    expect(new Set(SAFE_RPC_METHODS).size).toBe(41)
    expect(UNSAFE_RPC_METHODS).toHaveLength(12)
    expect(
      SAFE_RPC_METHODS.filter((method) => (UNSAFE_RPC_METHODS as readonly string[]).includes(method)),
    ).toEqual([])
  })

  it('lists exactly the unsafe methods the spec names', () => {
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
  })

  it('keeps the user-operation methods where the reference put them', () => {
    for (const method of [
      'eth_getUserOperationReceipt',
      'eth_estimateUserOperationGas',
      'eth_getUserOperationByHash',
      'eth_supportedEntryPoints',
    ])
      expect(classifyRpcMethod(method)).toBe('safe')
    expect(classifyRpcMethod('eth_sendUserOperation')).toBe('unsafe')
  })

  it('personal_ecRecover is read-only (answered without asking); typed data v1 and v3 sign, so they ask', () => {
    expect(classifyRpcMethod('personal_ecRecover')).toBe('safe')
    expect(classifyRpcMethod('eth_signTypedData')).toBe('unsafe')
    expect(classifyRpcMethod('eth_signTypedData_v3')).toBe('unsafe')
  })
})

describe('classifyRpcMethod', () => {
  it('classifies every listed method', () => {
    for (const method of SAFE_RPC_METHODS) expect(classifyRpcMethod(method)).toBe('safe')
    for (const method of UNSAFE_RPC_METHODS) expect(classifyRpcMethod(method)).toBe('unsafe')
  })

  it.each([
    'eth_sign',
    'eth_signTransaction',
    'wallet_switchEthereumChain',
    'ETH_CHAINID',
    ' eth_chainId',
    '',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
  ])('refuses %j', (method) => {
    expect(classifyRpcMethod(method)).toBe('unknown')
  })

  it.each([undefined, null, 42, {}, [], Symbol('eth_chainId')])('refuses the non-string %s', (method) => {
    expect(classifyRpcMethod(method)).toBe('unknown')
  })
})
