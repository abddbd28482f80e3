import { paymasterTypedData } from '@kit/accounts'
import { type Hex, recoverTypedDataAddress, size, slice } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DEVNET_PAYMASTER_ADDRESS,
  DEVNET_PAYMASTER_SIGNER,
  DEVNET_PAYMASTER_SIGNER_KEY,
} from '../devnetConfig.js'
import { call } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import {
  ALLOWED,
  batchCallData,
  OTHER,
  paramsOf,
  paymasterCall,
  paymasterConfig,
  USER_OP_COST,
  userOp,
} from './testing.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})
async function start(overrides: Parameters<typeof startTestServer>[0] = {}) {
  server = await startTestServer({ paymaster: paymasterConfig(), ...overrides })
  return server
}
const errorOf = (body: { error?: { code: number; message: string; data: { reason: string } } }) => body.error

describe('POST /v1/paymaster: ERC-7677', () => {
  it('answers stub data: the paymaster, a placeholder of the final size, its gas, the sponsor, not final', async () => {
    const { url } = await start()
    const { status, body } = await paymasterCall(
      url,
      'pm_getPaymasterStubData',
      paramsOf(userOp({ callGasLimit: undefined })),
    )
    expect(status).toBe(200)
    expect(body.id).toBe(1)
    expect(body.result).toMatchObject({
      paymaster: DEVNET_PAYMASTER_ADDRESS,
      paymasterVerificationGasLimit: '0x186a0',
      paymasterPostOpGasLimit: '0x0',
      sponsor: { name: 'Test' },
      isFinal: false,
    })
    expect(size(body.result.paymasterData)).toBe(77)
    // Stub data reserves nothing: the budget is untouched by estimation.
    for (let i = 0; i < 10; i++)
      expect(
        (await paymasterCall(url, 'pm_getPaymasterStubData', paramsOf(userOp()))).body.result,
      ).toBeDefined()
  })

  it("signs final data that recovers to the signer over the op's exact typed data, with the op's paymaster gas", async () => {
    const { url } = await start()
    const op = userOp({ paymasterVerificationGasLimit: '0xc350', paymasterPostOpGasLimit: '0x1' })
    const before = Math.floor(Date.now() / 1000)
    const { body } = await paymasterCall(url, 'pm_getPaymasterData', paramsOf(op))
    const result = body.result
    expect(result).toMatchObject({
      paymaster: DEVNET_PAYMASTER_ADDRESS,
      paymasterVerificationGasLimit: '0xc350',
      paymasterPostOpGasLimit: '0x1',
      sponsor: { name: 'Test' },
    })
    expect(result.isFinal).toBeUndefined()
    const data = result.paymasterData as Hex
    const validUntil = Number(BigInt(slice(data, 6, 12)))
    expect(BigInt(slice(data, 0, 6))).toBe(0n)
    expect(validUntil - before).toBeGreaterThanOrEqual(600)
    expect(validUntil - before).toBeLessThanOrEqual(601)
    const typed = paymasterTypedData({
      chainId: 80002,
      paymaster: DEVNET_PAYMASTER_ADDRESS,
      userOperation: {
        sender: op.sender as Hex,
        nonce: 0n,
        callData: op.callData as Hex,
        callGasLimit: 200_000n,
        verificationGasLimit: 150_000n,
        preVerificationGas: 50_000n,
        maxFeePerGas: 1_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
        paymasterVerificationGasLimit: 50_000n,
        paymasterPostOpGasLimit: 1n,
      },
      window: { validAfter: 0, validUntil },
    })
    expect(await recoverTypedDataAddress({ ...typed, signature: slice(data, 12) })).toBe(
      DEVNET_PAYMASTER_SIGNER,
    )
  })

  it('refuses by policy, naming the rule: chain, project, contract, unreadable calls', async () => {
    const { url } = await start({
      projects: [
        { id: 'test', name: 'Test', allowedOrigins: ['http://app.test'] },
        { id: 'other', name: 'Other', allowedOrigins: ['http://other.test'] },
      ],
      paymaster: paymasterConfig({ allowedContracts: [ALLOWED] }),
    })
    const chain = errorOf((await paymasterCall(url, 'pm_getPaymasterData', paramsOf(userOp(), '0x1'))).body)
    expect(chain).toEqual({
      code: -32003,
      message: 'Test does not sponsor network fees on eip155:1 (rule: chains)',
      data: { reason: 'ChainNotSponsored' },
    })
    const project = errorOf(
      (await paymasterCall(url, 'pm_getPaymasterStubData', paramsOf(userOp()), { projectId: 'other' })).body,
    )
    expect(project?.data.reason).toBe('ProjectNotSponsored')
    expect(project?.message).toMatch(/no paymaster policy for project "other"/)
    const contract = errorOf(
      (
        await paymasterCall(
          url,
          'pm_getPaymasterData',
          paramsOf(userOp({ callData: batchCallData([ALLOWED, OTHER]) })),
        )
      ).body,
    )
    expect(contract).toEqual({
      code: -32003,
      message: `Test does not sponsor calls to ${OTHER} (rule: allowedContracts)`,
      data: { reason: 'ContractNotAllowed' },
    })
    const unreadable = errorOf(
      (await paymasterCall(url, 'pm_getPaymasterStubData', paramsOf(userOp({ callData: '0x12345678' }))))
        .body,
    )
    expect(unreadable?.data.reason).toBe('CallsNotDecodable')
    // The allowed contract alone is sponsored.
    expect((await paymasterCall(url, 'pm_getPaymasterData', paramsOf(userOp()))).body.result).toBeDefined()
  })

  it("refuses a sender over its daily cap, then the project over its day's and month's budget", async () => {
    // A clock of the test's own: mid-June (UTC), then the next day, then July.
    let at = Date.UTC(2026, 5, 10, 12)
    const { url } = await start({ now: () => at })
    const sponsor = (sender: string) =>
      paymasterCall(url, 'pm_getPaymasterData', paramsOf(userOp({ sender })))
    const alice = '0x000000000000000000000000000000000000a11c'
    for (let i = 0; i < 3; i++) expect((await sponsor(alice)).body.result).toBeDefined()
    const capped = errorOf((await sponsor(alice)).body)
    expect(capped?.code).toBe(-32005)
    expect(capped?.data.reason).toBe('SenderCapReached')
    expect(capped?.message).toMatch(/rule: perSenderPerDay/)
    // Stub data already says so: the wallet offers to pay before estimating.
    const stub = await paymasterCall(url, 'pm_getPaymasterStubData', paramsOf(userOp({ sender: alice })))
    expect(errorOf(stub.body)?.data.reason).toBe('SenderCapReached')
    const bob = '0x0000000000000000000000000000000000000b0b'
    for (let i = 0; i < 2; i++) expect((await sponsor(bob)).body.result).toBeDefined()
    const day = errorOf((await sponsor('0x000000000000000000000000000000000000ca11')).body)
    expect(day?.data.reason).toBe('ProjectBudgetSpent')
    expect(day?.message).toMatch(/today .* \(rule: perDay\)/)
    // The next UTC day: 3 more fit the month's 8, then the month's budget is spent.
    at += 86_400_000
    for (let i = 0; i < 3; i++) expect((await sponsor(alice)).body.result).toBeDefined()
    const month = errorOf((await sponsor(bob)).body)
    expect(month?.data.reason).toBe('ProjectBudgetSpent')
    expect(month?.message).toMatch(/this month .* \(rule: perMonth\)/)
    // July: a new month and day.
    at = Date.UTC(2026, 6, 1, 0, 0, 1)
    expect((await sponsor(bob)).body.result).toBeDefined()
  })

  it('refuses a client over its daily cap, whatever senders it asks for', async () => {
    const { url } = await start({
      paymaster: paymasterConfig({}, { perSenderPerDay: 3n, perClientPerDay: 2n, perDay: 5n, perMonth: 8n }),
    })
    const sponsor = (i: number) =>
      paymasterCall(
        url,
        'pm_getPaymasterData',
        paramsOf(userOp({ sender: `0x${String(i).padStart(40, '0')}` })),
      )
    expect((await sponsor(1)).body.result).toBeDefined()
    expect((await sponsor(2)).body.result).toBeDefined()
    const capped = errorOf((await sponsor(3)).body)
    expect(capped).toEqual({
      code: -32005,
      message:
        'This network address has reached its daily sponsorship cap with Test on eip155:80002 (rule: perClientPerDay)',
      data: { reason: 'ClientCapReached' },
    })
  })

  it('answers malformed JSON-RPC with its code, and bad params with a message naming the field', async () => {
    const { url } = await start()
    const raw = (body: string) =>
      call(`${url}/v1/paymaster?projectId=test`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      })
    expect((await raw('{')).body.error.code).toBe(-32700)
    expect((await raw('[]')).body.error.code).toBe(-32600)
    expect((await raw('{"id":1,"method":"pm_getPaymasterData"}')).body).toMatchObject({
      id: 1,
      error: { code: -32600 },
    })
    const unknown = await paymasterCall(url, 'eth_sendUserOperation', [])
    expect(unknown.status).toBe(200)
    expect(unknown.body.error).toMatchObject({ code: -32601, data: { reason: 'MethodNotFound' } })
    const invalid = async (params: unknown) =>
      errorOf((await paymasterCall(url, 'pm_getPaymasterData', params)).body)
    expect(await invalid(paramsOf(userOp({ callData: 'abc' })))).toMatchObject({
      code: -32602,
      message: 'Invalid params: params[0].callData: must be 0x-prefixed hex bytes',
    })
    expect((await invalid(paramsOf(userOp({ sender: undefined }))))?.message).toMatch(/params\[0\]\.sender/)
    expect((await invalid(paramsOf(userOp({ maxFeePerGas: `0x${'f'.repeat(33)}` }))))?.message).toMatch(
      /maxFeePerGas: must be a 0x hex quantity of at most 128 bits/,
    )
    expect((await invalid('nope'))?.code).toBe(-32602)
    expect(
      (await invalid([userOp(), '0x0000000071727De22E5E9d8BAf0edAc6f37da032', '0x13882']))?.message,
    ).toMatch(/EntryPoint v0\.8/)
    expect((await invalid(paramsOf(userOp(), '0x0')))?.message).toMatch(/params\[2\] must be a chain id/)
    expect(
      (await invalid(paramsOf(userOp({ maxFeePerGas: undefined, callGasLimit: undefined }))))?.message,
    ).toBe('params[0] needs callGasLimit, maxFeePerGas for pm_getPaymasterData (estimate gas first)')
  })

  it('needs a known project, from its origins or the secure frame', async () => {
    const { url } = await start()
    const params = { jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData', params: paramsOf(userOp()) }
    expect((await call(`${url}/v1/paymaster`, { json: params })).body.reasons[0].name).toBe(
      'MissingProjectId',
    )
    expect((await call(`${url}/v1/paymaster?projectId=nope`, { json: params })).status).toBe(403)
    for (const origin of ['http://app.test', 'http://frame.test']) {
      const answer = await paymasterCall(url, 'pm_getPaymasterStubData', paramsOf(userOp()), {
        headers: { origin },
      })
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
      expect(answer.body.result).toBeDefined()
    }
    const stranger = await paymasterCall(url, 'pm_getPaymasterStubData', paramsOf(userOp()), {
      headers: { origin: 'http://evil.test' },
    })
    expect(stranger.status).toBe(403)
  })

  it('without a signer key (a production default), answers "not configured" and never signs', async () => {
    const { url } = await start({ paymaster: {}, development: false })
    for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
      const { status, body } = await paymasterCall(url, method, paramsOf(userOp()))
      expect(status).toBe(200)
      expect(body.result).toBeUndefined()
      expect(body.error).toEqual({
        code: -32004,
        message: 'Sponsorship is not configured on this server',
        data: { reason: 'SponsorshipNotConfigured' },
      })
    }
  })
})

describe('GET /v1/paymaster/sponsorship', () => {
  it('gives the URL hosts hand wallets and the chains sponsored there, none when sponsorship is off', async () => {
    const { url } = await start()
    const { status, body } = await call(`${url}/v1/paymaster/sponsorship?projectId=test`, {
      headers: { origin: 'http://app.test' },
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      paymasterUrl: `${url}/v1/paymaster?projectId=test`,
      chains: ['eip155:80002'],
      sponsor: { name: 'Test' },
    })
    await server?.close()
    const off = await start({ paymaster: {} })
    expect((await call(`${off.url}/v1/paymaster/sponsorship?projectId=test`)).body).toEqual({
      paymasterUrl: `${off.url}/v1/paymaster?projectId=test`,
      chains: [],
    })
  })
})

describe('GET /v1/paymaster/spend', () => {
  it("reports a project's spend per chain to the operator's token only, and is off without one", async () => {
    const token = 'o'.repeat(40)
    const { url } = await start({ paymaster: { ...paymasterConfig(), operatorToken: token } })
    await paymasterCall(url, 'pm_getPaymasterData', paramsOf(userOp()))
    await paymasterCall(url, 'pm_getPaymasterData', paramsOf(userOp()))
    const spend = `${url}/v1/paymaster/spend?projectId=test`
    expect((await call(spend)).status).toBe(401)
    expect((await call(spend, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401)
    const { status, body } = await call(spend, { headers: { authorization: `Bearer ${token}` } })
    expect(status).toBe(200)
    const twice = (2n * USER_OP_COST).toString()
    expect(body).toEqual({
      projectId: 'test',
      chains: [{ chainId: 'eip155:80002', today: twice, thisMonth: twice, count: 2 }],
    })
    await server?.close()
    const off = await start()
    expect(
      (
        await call(`${off.url}/v1/paymaster/spend?projectId=test`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(404)
  })
})

it('uses the public devnet key only in development', async () => {
  await expect(
    startTestServer({
      development: false,
      paymaster: { ...paymasterConfig(), signerKey: DEVNET_PAYMASTER_SIGNER_KEY },
    }),
  ).rejects.toThrow(/KIT_PAYMASTER_SIGNER_KEY/)
})
