import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { describe, expect, it } from 'vitest'
import { getProvider } from '../actions/getProvider.js'
import { ProviderUnauthorizedError } from '../actions/errors.js'
import { KitValidationError } from '../errors/kit.js'
import { UserRejectedRequestError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import { connectFake, createTestKit, TEST_RPC } from '../test-utils.js'
import { FAKE_EVM_ADDRESS } from '../testing/index.js'
import {
  AtomicityNotSupportedError,
  CallsBatchTooLargeError,
  DuplicateCallsIdError,
  UnknownCallsIdError,
  UnsupportedCallsChainError,
  UnsupportedCapabilityError,
} from './errors.js'
import { isUnsupportedMethodError, MAX_REMEMBERED_BATCHES, MAX_SEQUENTIAL_CALLS } from './walletCalls.js'

const AMOY = '0x13882'
const TO = '0x2222222222222222222222222222222222222222'
const hashOf = (index: number) => `0x${index.toString(16).padStart(64, '0')}`

type Request = { method: string; params?: unknown }

/**
 * A wallet without EIP-5792 (its wallet_ methods answer `unsupported`), which sends transactions with numbered
 * hashes and answers receipts from `receipts` (null, the default, is pending).
 */
function walletWithout5792(
  unsupported: unknown = { code: 4200, message: 'The Provider does not support the requested method.' },
) {
  const requests: Request[] = []
  const receipts = new Map<string, unknown>()
  const refuse = new Set<number>()
  let sent = 0
  const provider = {
    request: async (request: Request) => {
      requests.push(request)
      if (request.method.startsWith('wallet_')) throw unsupported
      if (request.method === 'eth_sendTransaction') {
        sent += 1
        if (refuse.has(sent)) throw { code: 4001, message: 'User rejected the request.' }
        return hashOf(sent)
      }
      if (request.method === 'eth_getTransactionReceipt')
        return receipts.get((request.params as string[])[0] as string) ?? null
      throw { code: 4200, message: `no ${request.method}` }
    },
  }
  return { provider, requests, receipts, refuse }
}

const receipt = (hash: string, status: '0x1' | '0x0') => ({
  status,
  transactionHash: hash,
  blockHash: `0x${'b'.repeat(64)}`,
  blockNumber: '0x10',
  gasUsed: '0x5208',
  from: FAKE_EVM_ADDRESS,
  logs: [{ address: TO, data: '0x', topics: [`0x${'c'.repeat(64)}`], logIndex: '0x0', removed: false }],
})

async function kitWith(
  provider: { request(request: Request): Promise<unknown> },
  options: Parameters<typeof createTestKit>[0] = {},
): Promise<Kit> {
  const kit = createTestKit(options)
  const connector = await connectFake(kit)
  connector.getProvider = async () => provider
  return kit
}

const sendCalls = (kit: Kit, params: Record<string, unknown>) =>
  kit.connection.request({
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', chainId: AMOY, from: FAKE_EVM_ADDRESS, atomicRequired: false, ...params }],
  }) as Promise<{ id: string }>

const twoCalls = [
  { to: TO, value: '0x1' },
  { to: TO, data: '0xabcd' },
]

const status = (kit: Kit, id: string) =>
  kit.connection.request({ method: 'wallet_getCallsStatus', params: [id] }) as Promise<{
    status: number
    atomic: boolean
    chainId: string
    version: string
    id: string
    receipts: unknown[]
  }>

describe('which wallet errors mean "no such method"', () => {
  it('4200, -32601 and the usual wording under a generic code; never a refusal or another EIP code', () => {
    expect(isUnsupportedMethodError({ code: 4200, message: 'x' })).toBe(true)
    expect(isUnsupportedMethodError({ code: -32601, message: 'x' })).toBe(true)
    expect(isUnsupportedMethodError({ code: -32603, message: 'Method not found' })).toBe(true)
    expect(isUnsupportedMethodError(new Error('wallet_sendCalls does not exist / is not available'))).toBe(
      true,
    )
    expect(isUnsupportedMethodError({ code: -32000, data: { originalError: { code: -32601 } } })).toBe(true)
    expect(isUnsupportedMethodError({ code: 4001, message: 'User rejected the request.' })).toBe(false)
    expect(isUnsupportedMethodError({ code: -32602, message: 'Invalid params' })).toBe(false)
    expect(isUnsupportedMethodError({ code: 5760, message: 'Atomicity not supported' })).toBe(false)
    expect(isUnsupportedMethodError(new Error('execution reverted'))).toBe(false)
  })
})

describe('a wallet with EIP-5792: Kit passes the methods through', () => {
  it('returns the wallet’s own answers and never sends eth_sendTransaction itself', async () => {
    const requests: Request[] = []
    const answers: Record<string, unknown> = {
      wallet_getCapabilities: { [AMOY]: { atomic: { status: 'supported' } } },
      wallet_sendCalls: { id: 'wallet-id' },
      wallet_getCallsStatus: { id: 'wallet-id', status: 200, atomic: true },
    }
    const kit = await kitWith({
      request: async (request) => {
        requests.push(request)
        return answers[request.method]
      },
    })
    await expect(
      kit.connection.request({ method: 'wallet_getCapabilities', params: [FAKE_EVM_ADDRESS, [AMOY]] }),
    ).resolves.toEqual(answers.wallet_getCapabilities)
    await expect(sendCalls(kit, { atomicRequired: true, calls: twoCalls })).resolves.toEqual({
      id: 'wallet-id',
    })
    await expect(status(kit, 'wallet-id')).resolves.toEqual(answers.wallet_getCallsStatus)
    expect(requests.map((request) => request.method)).toEqual([
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ])
  })

  it('a refusal of wallet_sendCalls stays a refusal: nothing is sent one by one', async () => {
    const requests: Request[] = []
    const kit = await kitWith({
      request: async (request) => {
        requests.push(request)
        throw { code: 4001, message: 'User rejected the request.' }
      },
    })
    await expect(sendCalls(kit, { calls: twoCalls })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(requests.map((request) => request.method)).toEqual(['wallet_sendCalls'])
  })
})

describe('a wallet without EIP-5792: wallet_getCapabilities', () => {
  it('answers atomic unsupported for each configured EVM chain, keyed by hex chain id', async () => {
    const kit = await kitWith(walletWithout5792().provider)
    await expect(
      kit.connection.request({ method: 'wallet_getCapabilities', params: [FAKE_EVM_ADDRESS] }),
    ).resolves.toEqual({
      [AMOY]: { atomic: { status: 'unsupported' } },
      '0x1': { atomic: { status: 'unsupported' } },
    })
  })

  it('without an address (viem’s client without an account) answers for the connected one', async () => {
    const kit = await kitWith(walletWithout5792().provider)
    for (const params of [[], undefined, [undefined, [AMOY]]])
      await expect(
        kit.connection.request({ method: 'wallet_getCapabilities', params }),
      ).resolves.toMatchObject({
        [AMOY]: { atomic: { status: 'unsupported' } },
      })
  })

  it('answers only the chains asked for that the app configured', async () => {
    const kit = await kitWith(walletWithout5792({ code: -32601, message: 'Method not found' }).provider)
    await expect(
      kit.connection.request({
        method: 'wallet_getCapabilities',
        params: [FAKE_EVM_ADDRESS, ['0x013882', '0x2105']],
      }),
    ).resolves.toEqual({ [AMOY]: { atomic: { status: 'unsupported' } } })
  })

  it('refuses another address (4100) and malformed parameters (a typed validation error)', async () => {
    const kit = await kitWith(walletWithout5792().provider)
    await expect(
      kit.connection.request({ method: 'wallet_getCapabilities', params: [TO] }),
    ).rejects.toBeInstanceOf(ProviderUnauthorizedError)
    for (const params of [
      ['nope'],
      [FAKE_EVM_ADDRESS, '0x1'],
      [FAKE_EVM_ADDRESS, [1]],
      { address: FAKE_EVM_ADDRESS },
    ])
      await expect(
        kit.connection.request({ method: 'wallet_getCapabilities', params }),
      ).rejects.toBeInstanceOf(KitValidationError)
  })
})

describe('a wallet without EIP-5792: wallet_sendCalls', () => {
  it('atomicRequired false: each call is sent as eth_sendTransaction, in order, under a Kit-made batch id', async () => {
    const wallet = walletWithout5792()
    const kit = await kitWith(wallet.provider)
    const { id } = await sendCalls(kit, { calls: twoCalls })
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([
      { method: 'eth_sendTransaction', params: [{ from: FAKE_EVM_ADDRESS, to: TO, value: '0x1' }] },
      { method: 'eth_sendTransaction', params: [{ from: FAKE_EVM_ADDRESS, to: TO, data: '0xabcd' }] },
    ])
    const second = await sendCalls(kit, { calls: twoCalls })
    expect(second.id).not.toBe(id)
  })

  it('atomicRequired true is refused with 5760 and nothing is sent; so is a version 1 batch (atomic by default)', async () => {
    const wallet = walletWithout5792()
    const kit = await kitWith(wallet.provider)
    await expect(sendCalls(kit, { atomicRequired: true, calls: twoCalls })).rejects.toMatchObject({
      code: 5760,
      shortMessage: 'Atomicity not supported',
    })
    await expect(
      kit.connection.request({ method: 'wallet_sendCalls', params: [{ version: '1.0', calls: twoCalls }] }),
    ).rejects.toBeInstanceOf(AtomicityNotSupportedError)
    await expect(sendCalls(kit, { atomicRequired: 'yes', calls: twoCalls })).rejects.toBeInstanceOf(
      KitValidationError,
    )
    expect(wallet.requests.some((request) => request.method === 'eth_sendTransaction')).toBe(false)
  })

  it('a capability not marked optional is refused with 5700 (top level or per call); an optional one is ignored', async () => {
    const wallet = walletWithout5792()
    const kit = await kitWith(wallet.provider)
    await expect(
      sendCalls(kit, { calls: twoCalls, capabilities: { paymasterService: { url: 'https://pm.example' } } }),
    ).rejects.toBeInstanceOf(UnsupportedCapabilityError)
    await expect(
      sendCalls(kit, { calls: [{ to: TO, capabilities: { permissions: { optional: false } } }] }),
    ).rejects.toMatchObject({ code: 5700 })
    expect(wallet.requests.some((request) => request.method === 'eth_sendTransaction')).toBe(false)
    await expect(
      sendCalls(kit, {
        calls: twoCalls,
        capabilities: { paymasterService: { url: 'https://pm.example', optional: true } },
      }),
    ).resolves.toMatchObject({ id: expect.any(String) })
  })

  it(`more than ${MAX_SEQUENTIAL_CALLS} calls are refused with 5740`, async () => {
    const wallet = walletWithout5792()
    const kit = await kitWith(wallet.provider)
    const calls = Array.from({ length: MAX_SEQUENTIAL_CALLS + 1 }, () => ({ to: TO }))
    await expect(sendCalls(kit, { calls })).rejects.toBeInstanceOf(CallsBatchTooLargeError)
    expect(wallet.requests.some((request) => request.method === 'eth_sendTransaction')).toBe(false)
  })

  it('another from is refused with 4100, another chain with 5710, through the EIP-1193 provider too', async () => {
    const wallet = walletWithout5792()
    const kit = await kitWith(wallet.provider)
    await expect(sendCalls(kit, { from: TO, calls: twoCalls })).rejects.toBeInstanceOf(
      ProviderUnauthorizedError,
    )
    await expect(sendCalls(kit, { chainId: '0x1', calls: twoCalls })).rejects.toBeInstanceOf(
      UnsupportedCallsChainError,
    )
    const provider = getProvider(kit, 'eip155')
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: '0x1', atomicRequired: false, calls: twoCalls }],
      }),
    ).rejects.toMatchObject({ code: 5710 })
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: AMOY, atomicRequired: true, calls: twoCalls }],
      }),
    ).rejects.toMatchObject({ code: 5760 })
    expect(wallet.requests.some((request) => request.method === 'eth_sendTransaction')).toBe(false)
  })

  it('a refusal of the first call refuses the request; one later stops the batch, which is then partial', async () => {
    const wallet = walletWithout5792()
    wallet.refuse.add(1)
    const kit = await kitWith(wallet.provider)
    await expect(sendCalls(kit, { calls: twoCalls })).rejects.toBeInstanceOf(UserRejectedRequestError)

    wallet.refuse.add(3)
    const { id } = await sendCalls(kit, { calls: [...twoCalls, { to: TO }] })
    const sent = wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
    expect(sent).toHaveLength(3) // the refused first one, then the batch: sent, refused, never asked
    wallet.receipts.set(hashOf(2), receipt(hashOf(2), '0x1'))
    await expect(status(kit, id)).resolves.toMatchObject({ status: 600, atomic: false })
  })

  it('uses an app-chosen id, refuses it twice (5720) and refuses a malformed one', async () => {
    const kit = await kitWith(walletWithout5792().provider)
    await expect(sendCalls(kit, { id: 'order-42', calls: twoCalls })).resolves.toEqual({ id: 'order-42' })
    await expect(sendCalls(kit, { id: 'order-42', calls: twoCalls })).rejects.toBeInstanceOf(
      DuplicateCallsIdError,
    )
    await expect(sendCalls(kit, { id: 42, calls: twoCalls })).rejects.toBeInstanceOf(KitValidationError)
    await expect(sendCalls(kit, { id: 'x'.repeat(4097), calls: twoCalls })).rejects.toBeInstanceOf(
      KitValidationError,
    )
  })
})

describe('a wallet without EIP-5792: wallet_getCallsStatus of Kit’s batches', () => {
  it('pending (100) until every sent call has a receipt, then confirmed (200) with the receipts’ EIP fields', async () => {
    const wallet = walletWithout5792()
    const kit = await kitWith(wallet.provider)
    const { id } = await sendCalls(kit, { calls: twoCalls })
    wallet.receipts.set(hashOf(1), receipt(hashOf(1), '0x1'))
    await expect(status(kit, id)).resolves.toMatchObject({ status: 100, receipts: [expect.any(Object)] })
    wallet.receipts.set(hashOf(2), receipt(hashOf(2), '0x1'))
    const confirmed = await status(kit, id)
    expect(confirmed).toEqual({
      version: '2.0.0',
      id,
      chainId: AMOY,
      status: 200,
      atomic: false,
      receipts: [1, 2].map((index) => ({
        logs: [{ address: TO, data: '0x', topics: [`0x${'c'.repeat(64)}`] }],
        status: '0x1',
        blockHash: `0x${'b'.repeat(64)}`,
        blockNumber: '0x10',
        gasUsed: '0x5208',
        transactionHash: hashOf(index),
      })),
    })
  })

  it('after the wallet moved to another chain, reads the receipts on the batch’s own chain through Kit’s RPC', async () => {
    const chainReceipts = new Map<string, unknown>()
    const server = setupServer(
      http.post(`${TEST_RPC}/80002`, async ({ request }) => {
        const body = (await request.json()) as { id: number; method: string; params: string[] }
        const result =
          body.method === 'eth_getTransactionReceipt'
            ? (chainReceipts.get(body.params[0] ?? '') ?? null)
            : null
        return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result })
      }),
    )
    // Kit's own lookups (balance, profile) are not this test's: they fail as without msw.
    server.listen({ onUnhandledRequest: () => undefined })
    try {
      const wallet = walletWithout5792()
      const kit = await kitWith(wallet.provider, { rpc: 'network' })
      const { id } = await sendCalls(kit, { calls: twoCalls })
      await kit.network.switchNetwork('eip155:1')
      // The wallet (now on mainnet) would answer these as confirmed: the answer must come from 80002's RPC.
      for (const index of [1, 2]) wallet.receipts.set(hashOf(index), receipt(hashOf(index), '0x1'))
      await expect(status(kit, id)).resolves.toMatchObject({ status: 100, chainId: AMOY })
      for (const index of [1, 2]) chainReceipts.set(hashOf(index), receipt(hashOf(index), '0x0'))
      await expect(status(kit, id)).resolves.toMatchObject({ status: 500, chainId: AMOY })
    } finally {
      server.close()
    }
  })

  it('500 when every call reverted, 600 when some did', async () => {
    const wallet = walletWithout5792()
    const kit = await kitWith(wallet.provider)
    const reverted = await sendCalls(kit, { calls: twoCalls })
    wallet.receipts.set(hashOf(1), receipt(hashOf(1), '0x0'))
    wallet.receipts.set(hashOf(2), receipt(hashOf(2), '0x0'))
    await expect(status(kit, reverted.id)).resolves.toMatchObject({ status: 500 })
    const partial = await sendCalls(kit, { calls: twoCalls })
    wallet.receipts.set(hashOf(3), receipt(hashOf(3), '0x1'))
    wallet.receipts.set(hashOf(4), receipt(hashOf(4), '0x0'))
    await expect(status(kit, partial.id)).resolves.toMatchObject({ status: 600 })
  })

  it('an unknown id is 5730; a malformed one a typed validation error; old batches are forgotten past the limit', async () => {
    const wallet = walletWithout5792()
    const kit = await kitWith(wallet.provider)
    await expect(status(kit, '0x1234')).rejects.toBeInstanceOf(UnknownCallsIdError)
    await expect(
      getProvider(kit, 'eip155').request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }),
    ).rejects.toMatchObject({ code: 5730 })
    await expect(
      kit.connection.request({ method: 'wallet_getCallsStatus', params: [{}] }),
    ).rejects.toBeInstanceOf(KitValidationError)
    const { id: first } = await sendCalls(kit, { calls: [{ to: TO }] })
    for (let index = 0; index < MAX_REMEMBERED_BATCHES; index++) await sendCalls(kit, { calls: [{ to: TO }] })
    await expect(status(kit, first)).rejects.toBeInstanceOf(UnknownCallsIdError)
  })
})
