import { describe, expect, it } from 'vitest'
import {
  InvalidFrameRequestError,
  parseRpcRequest,
  type RpcMethod,
  type RpcRequest,
  RpcNotAllowedError,
  rpcRequestSchema,
  rpcResultSchemas,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
} from './exports/index.js'

const address = '0x1111111111111111111111111111111111111111'
const hash = `0x${'a'.repeat(64)}`
const solanaKey = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const userOperation = {
  sender: address,
  nonce: '0x0',
  callData: '0x',
  callGasLimit: '0x1',
  verificationGasLimit: '0x1',
  preVerificationGas: '0x1',
  maxFeePerGas: '0x1',
  maxPriorityFeePerGas: '0x1',
  signature: '0x00',
}

/** One valid request for every method on both lists. */
const samples: Record<RpcMethod, RpcRequest> = {
  eth_accounts: { method: 'eth_accounts' },
  eth_blockNumber: { method: 'eth_blockNumber', params: [] },
  eth_call: { method: 'eth_call', params: [{ to: address, data: '0x' }, 'latest'] },
  eth_chainId: { method: 'eth_chainId' },
  eth_estimateGas: { method: 'eth_estimateGas', params: [{ to: address }] },
  eth_feeHistory: { method: 'eth_feeHistory', params: ['0x4', 'latest', [25, 75]] },
  eth_gasPrice: { method: 'eth_gasPrice' },
  eth_getAccount: { method: 'eth_getAccount', params: [address, 'latest'] },
  eth_getBalance: { method: 'eth_getBalance', params: [address, 'latest'] },
  eth_getBlockByHash: { method: 'eth_getBlockByHash', params: [hash, false] },
  eth_getBlockByNumber: { method: 'eth_getBlockByNumber', params: ['latest', false] },
  eth_getBlockReceipts: { method: 'eth_getBlockReceipts', params: ['latest'] },
  eth_getBlockTransactionCountByHash: { method: 'eth_getBlockTransactionCountByHash', params: [hash] },
  eth_getBlockTransactionCountByNumber: { method: 'eth_getBlockTransactionCountByNumber', params: ['0x1'] },
  eth_getCode: { method: 'eth_getCode', params: [address, 'latest'] },
  eth_getFilterChanges: { method: 'eth_getFilterChanges', params: ['0x1'] },
  eth_getFilterLogs: { method: 'eth_getFilterLogs', params: ['0x1'] },
  eth_getLogs: { method: 'eth_getLogs', params: [{ address }] },
  eth_getProof: { method: 'eth_getProof', params: [address, [], 'latest'] },
  eth_getStorageAt: { method: 'eth_getStorageAt', params: [address, '0x0', 'latest'] },
  eth_getTransactionByBlockHashAndIndex: {
    method: 'eth_getTransactionByBlockHashAndIndex',
    params: [hash, '0x0'],
  },
  eth_getTransactionByBlockNumberAndIndex: {
    method: 'eth_getTransactionByBlockNumberAndIndex',
    params: ['0x1', '0x0'],
  },
  eth_getTransactionByHash: { method: 'eth_getTransactionByHash', params: [hash] },
  eth_getTransactionCount: { method: 'eth_getTransactionCount', params: [address, 'latest'] },
  eth_getTransactionReceipt: { method: 'eth_getTransactionReceipt', params: [hash] },
  eth_getUncleCountByBlockHash: { method: 'eth_getUncleCountByBlockHash', params: [hash] },
  eth_getUncleCountByBlockNumber: { method: 'eth_getUncleCountByBlockNumber', params: ['0x1'] },
  eth_maxPriorityFeePerGas: { method: 'eth_maxPriorityFeePerGas' },
  eth_newBlockFilter: { method: 'eth_newBlockFilter' },
  eth_newFilter: { method: 'eth_newFilter', params: [{}] },
  eth_newPendingTransactionFilter: { method: 'eth_newPendingTransactionFilter' },
  eth_sendRawTransaction: { method: 'eth_sendRawTransaction', params: ['0x02f8'] },
  eth_syncing: { method: 'eth_syncing' },
  eth_uninstallFilter: { method: 'eth_uninstallFilter', params: ['0x1'] },
  wallet_getCapabilities: { method: 'wallet_getCapabilities', params: [address, ['0x13882']] },
  wallet_getCallsStatus: { method: 'wallet_getCallsStatus', params: ['0xbatch'] },
  eth_getUserOperationReceipt: { method: 'eth_getUserOperationReceipt', params: [hash] },
  eth_estimateUserOperationGas: { method: 'eth_estimateUserOperationGas', params: [userOperation, address] },
  eth_getUserOperationByHash: { method: 'eth_getUserOperationByHash', params: [hash] },
  eth_supportedEntryPoints: { method: 'eth_supportedEntryPoints' },
  personal_ecRecover: { method: 'personal_ecRecover', params: ['0x68656c6c6f', `0x${'ab'.repeat(65)}`] },
  personal_sign: { method: 'personal_sign', params: ['0x68656c6c6f', address] },
  eth_signTypedData: {
    method: 'eth_signTypedData',
    params: [[{ type: 'string', name: 'Message', value: 'Hi, Alice!' }], address],
  },
  eth_signTypedData_v3: { method: 'eth_signTypedData_v3', params: [address, '{"types":{}}'] },
  eth_signTypedData_v4: { method: 'eth_signTypedData_v4', params: [address, '{"types":{}}'] },
  eth_sendTransaction: {
    method: 'eth_sendTransaction',
    params: [{ from: address, to: address, value: '0x1' }],
  },
  solana_signMessage: { method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: solanaKey } },
  solana_signTransaction: { method: 'solana_signTransaction', params: { transaction: '3yZe7d' } },
  solana_signAllTransactions: { method: 'solana_signAllTransactions', params: { transactions: ['3yZe7d'] } },
  solana_signAndSendTransaction: {
    method: 'solana_signAndSendTransaction',
    params: { transaction: '3yZe7d', options: { skipPreflight: true, preflightCommitment: 'confirmed' } },
  },
  wallet_sendCalls: {
    method: 'wallet_sendCalls',
    params: [{ version: '1.0', chainId: '0x13882', from: address, calls: [{ to: address, value: '0x1' }] }],
  },
  wallet_grantPermissions: {
    method: 'wallet_grantPermissions',
    params: [
      {
        expiry: 1_900_000_000,
        signer: { type: 'account' },
        permissions: [{ type: 'native-token-transfer' }],
      },
    ],
  },
  eth_sendUserOperation: { method: 'eth_sendUserOperation', params: [userOperation, address] },
}

describe('RPC request schemas', () => {
  it('has a schema for every method on both lists, and only for them', () => {
    const schemaMethods = new Set<string>()
    for (const option of rpcRequestSchema._zod.def.options) {
      // Literals and enums both expose the values they accept here.
      for (const value of option.shape.method._zod.values ?? []) schemaMethods.add(String(value))
    }
    expect([...schemaMethods].sort()).toEqual([...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS].sort())
  })

  it.each(Object.entries(samples))('accepts a valid %s request', (_method, request) => {
    expect(parseRpcRequest(request)).toMatchObject({ method: request.method })
  })

  it('takes eth_syncing and eth_supportedEntryPoints without params (the reference required some)', () => {
    expect(parseRpcRequest({ method: 'eth_syncing' })).toEqual({ method: 'eth_syncing' })
    expect(parseRpcRequest({ method: 'eth_supportedEntryPoints', params: [] })).toBeTruthy()
  })

  it('refuses unknown methods with "Requested RPC call is not allowed" (UI: "Action not allowed")', () => {
    for (const request of [
      { method: 'eth_sign', params: [] },
      { method: '__proto__' },
      {},
      null,
      'eth_chainId',
      42,
    ]) {
      let caught: unknown
      try {
        parseRpcRequest(request)
      } catch (error) {
        caught = error
      }
      expect(caught).toBeInstanceOf(RpcNotAllowedError)
      expect((caught as RpcNotAllowedError).shortMessage).toBe('Requested RPC call is not allowed')
      expect((caught as RpcNotAllowedError).uiMessage).toBe('Action not allowed')
    }
  })

  it('requires wallet_sendCalls calls to have a to address starting with 0x', () => {
    const base = samples.wallet_sendCalls as { params: [{ calls: unknown[] }] }
    const withCalls = (calls: unknown[]) => ({
      method: 'wallet_sendCalls',
      params: [{ ...base.params[0], calls }],
    })
    expect(() => parseRpcRequest(withCalls([{ to: address }]))).not.toThrow()
    expect(() => parseRpcRequest(withCalls([{ to: '1111' }]))).toThrow(InvalidFrameRequestError)
    expect(() => parseRpcRequest(withCalls([{ data: '0x' }]))).toThrow(InvalidFrameRequestError)
    expect(() => parseRpcRequest(withCalls([]))).toThrow(InvalidFrameRequestError)
  })

  it('wallet_sendCalls: value is a hex quantity, to is an address (decimal, octal, binary, padded values refused)', () => {
    const base = samples.wallet_sendCalls as { params: [{ calls: unknown[] }] }
    const withCall = (call: Record<string, unknown>) => ({
      method: 'wallet_sendCalls',
      params: [{ ...base.params[0], calls: [{ to: address, ...call }] }],
    })
    for (const value of ['0x0', '0x1', '0x01', '0x0de0b6b3a7640000', `0x${'f'.repeat(64)}`])
      expect(() => parseRpcRequest(withCall({ value }))).not.toThrow()
    for (const value of [
      '5000000000000000000',
      '0b101',
      '0o17',
      ' 0x1',
      '0x1 ',
      '0x',
      '0X1',
      '-0x1',
      `0x1${'0'.repeat(64)}`,
      1,
    ])
      expect(() => parseRpcRequest(withCall({ value })), String(value)).toThrow(InvalidFrameRequestError)
    for (const to of [`${address}00`, '0x1234', `0x${'g'.repeat(40)}`, `${address}\nTo 0xattacker`])
      expect(() => parseRpcRequest(withCall({ to })), to).toThrow(InvalidFrameRequestError)
    expect(() => parseRpcRequest(withCall({ data: '0x123' }))).toThrow(InvalidFrameRequestError)
  })

  it('eth_sendTransaction: quantities are hex quantities, data whole bytes', () => {
    const tx = (fields: Record<string, unknown>) => ({
      method: 'eth_sendTransaction',
      params: [{ to: address, ...fields }],
    })
    expect(() =>
      parseRpcRequest(tx({ value: '0x1', gas: '0x5208', maxFeePerGas: '0x3b9aca00', nonce: '0x0' })),
    ).not.toThrow()
    for (const field of [
      'value',
      'gas',
      'gasPrice',
      'maxFeePerGas',
      'maxPriorityFeePerGas',
      'nonce',
      'chainId',
    ])
      expect(() => parseRpcRequest(tx({ [field]: '21000' })), field).toThrow(InvalidFrameRequestError)
    expect(() => parseRpcRequest(tx({ data: '0xabc' }))).toThrow(InvalidFrameRequestError)
  })

  it('eth_sendTransaction: a type is 0x0, 0x1 or 0x2; blob and authorization-list types are refused as invalid params', () => {
    const tx = (type: unknown) => ({ method: 'eth_sendTransaction', params: [{ to: address, type }] })
    for (const type of ['0x0', '0x1', '0x2', '0x00', '0x02'])
      expect(() => parseRpcRequest(tx(type))).not.toThrow()
    // A deployment (no `to`) carries its type too.
    expect(() =>
      parseRpcRequest({ method: 'eth_sendTransaction', params: [{ data: '0x6001', type: '0x0' }] }),
    ).not.toThrow()
    for (const type of ['0x3', '0x4', '0x7e', '2', 2, '0x', '0x2 ', '0xg']) {
      let error: unknown
      try {
        parseRpcRequest(tx(type))
      } catch (caught) {
        error = caught
      }
      // InvalidFrameRequestError: "Invalid params" (-32602) to the host.
      expect(error, String(type)).toBeInstanceOf(InvalidFrameRequestError)
    }
    try {
      parseRpcRequest(tx('0x4'))
    } catch (error) {
      expect((error as InvalidFrameRequestError).details).toContain('Unsupported transaction type')
    }
  })

  it('personal_sign: takes the password web3.js passes as a third argument (any short string), or none', () => {
    for (const password of ['', 'hunter2', 'p'.repeat(1024)])
      expect(
        parseRpcRequest({ method: 'personal_sign', params: ['0x68656c6c6f', address, password] }),
      ).toEqual({
        method: 'personal_sign',
        params: ['0x68656c6c6f', address, password],
      })
    expect(parseRpcRequest({ method: 'personal_sign', params: ['hello', address] }).params).toEqual([
      'hello',
      address,
    ])
    for (const password of ['p'.repeat(1025), 42, { secret: true }])
      expect(
        () => parseRpcRequest({ method: 'personal_sign', params: ['0x00', address, password] }),
        String(password).slice(0, 10),
      ).toThrow(InvalidFrameRequestError)
    // Still no fourth argument.
    expect(() => parseRpcRequest({ method: 'personal_sign', params: ['0x00', address, '', ''] })).toThrow(
      InvalidFrameRequestError,
    )
  })

  it('eth_signTypedData (v1) takes [fields, address]; v3 takes [address, typed data] like v4', () => {
    const fields = [
      { type: 'string', name: 'Message', value: 'Hi, Alice!' },
      { type: 'uint32', name: 'A number', value: '1337' },
      { type: 'bool', name: 'Yes', value: true },
      { type: 'uint8', name: 'Small', value: 7 },
    ]
    expect(parseRpcRequest({ method: 'eth_signTypedData', params: [fields, address] }).params).toEqual([
      fields,
      address,
    ])
    // The v3/v4 order is refused for v1, and v1's is refused for v3.
    expect(() => parseRpcRequest({ method: 'eth_signTypedData', params: [address, fields] })).toThrow(
      InvalidFrameRequestError,
    )
    expect(() => parseRpcRequest({ method: 'eth_signTypedData_v3', params: [fields, address] })).toThrow(
      InvalidFrameRequestError,
    )
    expect(
      parseRpcRequest({ method: 'eth_signTypedData_v3', params: [address, { types: {}, message: {} }] }),
    ).toMatchObject({ method: 'eth_signTypedData_v3' })
    for (const bad of [
      [],
      [{ type: 'string', name: '', value: 'x' }],
      [{ type: '', name: 'x', value: 'x' }],
      [{ type: 'string', name: 'x' }],
      [{ type: 'string', name: 'x', value: null }],
      [{ type: 'string', name: 'x', value: { nested: true } }],
      Array.from({ length: 65 }, () => fields[0]),
    ])
      expect(() => parseRpcRequest({ method: 'eth_signTypedData', params: [bad, address] })).toThrow(
        InvalidFrameRequestError,
      )
  })

  it('personal_ecRecover takes a message and a 65-byte signature', () => {
    for (const signature of [
      '0x1234',
      `0x${'ab'.repeat(64)}`,
      `0x${'ab'.repeat(66)}`,
      `0x${'g'.repeat(130)}`,
    ])
      expect(() => parseRpcRequest({ method: 'personal_ecRecover', params: ['hello', signature] })).toThrow(
        InvalidFrameRequestError,
      )
    expect(() => parseRpcRequest({ method: 'personal_ecRecover', params: ['hello'] })).toThrow(
      InvalidFrameRequestError,
    )
  })

  it.each([
    ['personal_sign without an address', { method: 'personal_sign', params: ['0x00'] }],
    ['personal_sign with a bad address', { method: 'personal_sign', params: ['0x00', '0x123'] }],
    ['eth_sendTransaction with a bad value', { method: 'eth_sendTransaction', params: [{ value: 12 }] }],
    [
      'eth_sendUserOperation without a signature',
      {
        method: 'eth_sendUserOperation',
        params: [{ ...userOperation, signature: undefined }, address],
      },
    ],
    [
      'eth_sendUserOperation without an entry point',
      { method: 'eth_sendUserOperation', params: [userOperation] },
    ],
    [
      'eth_getUserOperationReceipt with a short hash',
      { method: 'eth_getUserOperationReceipt', params: ['0x12'] },
    ],
    [
      'eth_estimateUserOperationGas with a bad sender',
      {
        method: 'eth_estimateUserOperationGas',
        params: [{ ...userOperation, sender: 'me' }, address],
      },
    ],
    [
      'solana_signMessage with non-base58 text',
      {
        method: 'solana_signMessage',
        params: { message: '0OIl', pubkey: solanaKey },
      },
    ],
    [
      'solana_signAndSendTransaction with a bad commitment',
      {
        method: 'solana_signAndSendTransaction',
        params: { transaction: '3yZe7d', options: { preflightCommitment: 'eventually' } },
      },
    ],
    [
      'wallet_grantPermissions without permissions',
      {
        method: 'wallet_grantPermissions',
        params: [{ expiry: 1, signer: {}, permissions: [] }],
      },
    ],
    ['eth_chainId with params', { method: 'eth_chainId', params: ['0x1'] }],
    ['eth_call with a non-array params', { method: 'eth_call', params: { to: address } }],
  ])('refuses %s with a typed error', (_label, request) => {
    expect(() => parseRpcRequest(request)).toThrow(InvalidFrameRequestError)
  })
})

describe('RPC result schemas', () => {
  // Spec rule: a signed message is 0x plus at least 62 hex characters. This is the copy Kit enforces, on the frame's
  // answers to every signing method (the client's and the server's checks both use these schemas).
  it.each(['personal_sign', 'eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTypedData_v4'] as const)(
    'takes a %s result of 0x plus at least 62 hex characters, and nothing shorter or else',
    (method) => {
      const schema = rpcResultSchemas[method]
      for (const accepted of [`0x${'a'.repeat(62)}`, `0x${'F0'.repeat(31)}1`, `0x${'a'.repeat(130)}`])
        expect(schema.safeParse(accepted).success, accepted).toBe(true)
      for (const refused of [
        `0x${'a'.repeat(61)}`,
        'a'.repeat(64),
        `0X${'a'.repeat(62)}`,
        `0x${'a'.repeat(61)}g`,
        `0x${'a'.repeat(62)} `,
        `0x${'a'.repeat(30)}-${'a'.repeat(31)}`,
      ])
        expect(schema.safeParse(refused).success, refused).toBe(false)
    },
  )

  it('checks signatures, hashes and Solana results', () => {
    expect(rpcResultSchemas.personal_sign.safeParse(`0x${'a'.repeat(130)}`).success).toBe(true)
    expect(rpcResultSchemas.personal_sign.safeParse('0x1234').success).toBe(false)
    expect(rpcResultSchemas.eth_sendTransaction.safeParse(hash).success).toBe(true)
    expect(rpcResultSchemas.eth_sendTransaction.safeParse(`${hash}0`).success).toBe(false)
    expect(rpcResultSchemas.wallet_sendCalls.safeParse({ id: 'batch-1' }).success).toBe(true)
    expect(rpcResultSchemas.solana_signMessage.safeParse({ signature: '3yZe7d' }).success).toBe(true)
    expect(rpcResultSchemas.solana_signMessage.safeParse({ signature: '0x00' }).success).toBe(false)
    for (const method of ['eth_signTypedData', 'eth_signTypedData_v3'] as const) {
      expect(rpcResultSchemas[method].safeParse(`0x${'a'.repeat(130)}`).success).toBe(true)
      expect(rpcResultSchemas[method].safeParse('0x1234').success).toBe(false)
    }
    expect(rpcResultSchemas.personal_ecRecover.safeParse(address).success).toBe(true)
    expect(rpcResultSchemas.personal_ecRecover.safeParse(`${address}00`).success).toBe(false)
  })
})
