import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../testing/http.js'
import { devnetServerConfig, startTestStack, type TestStack } from '../testing/stack.js'
import { startTestServer } from '../testing/testServer.js'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
}, 60_000)
afterAll(() => stack?.stop())

const url = (path: string) => `${stack.server.url}${path}`

describe('balance', () => {
  it('reads the native and the test-token balance of a dev account on one chain', async () => {
    const account = stack.devnet.accounts.evm[1]?.address
    const { status, body } = await call(
      url(`/v1/account/${account}/balance?projectId=test&currency=usd&chainId=eip155:80002`),
    )
    expect(status).toBe(200)
    expect(body.balances).toHaveLength(2)
    const [native, token] = body.balances
    expect(native).toMatchObject({
      symbol: 'POL',
      chainId: 'eip155:80002',
      price: 0.5,
      iconUrl: expect.any(String),
    })
    expect(native.address).toBeUndefined()
    expect(native.quantity.decimals).toBe('18')
    expect(Number(native.quantity.numeric)).toBeGreaterThan(0)
    expect(token).toMatchObject({
      symbol: 'kUSD',
      chainId: 'eip155:80002',
      address: `eip155:80002:${stack.devnet.tokens.evm[80002]?.address}`,
      quantity: { decimals: '6' },
    })
    expect(Number(token.quantity.numeric)).toBeGreaterThan(0)
    expect(token.value).toBe(Number(token.quantity.numeric))
  })

  it('reads every chain of the address kind when no chainId is given', async () => {
    const account = stack.devnet.accounts.evm[1]?.address
    const { body } = await call(url(`/v1/account/${account}/balance?projectId=test`))
    expect(new Set(body.balances.map((balance: { chainId: string }) => balance.chainId))).toEqual(
      new Set(['eip155:80002', 'eip155:31337']),
    )
  })

  it('reads SOL and the SPL test token of a Solana dev account', async () => {
    const account = stack.devnet.accounts.solana[1]?.publicKey
    const { status, body } = await call(
      url(`/v1/account/${account}/balance?projectId=test&chainId=solana:localnet`),
    )
    expect(status).toBe(200)
    const [sol, token] = body.balances
    expect(sol).toMatchObject({ symbol: 'SOL', quantity: { decimals: '9' }, price: 150 })
    expect(Number(sol.quantity.numeric)).toBeGreaterThan(0)
    expect(token.address).toBe(`solana:localnet:${stack.devnet.tokens.solana.address}`)
    expect(Number(token.quantity.numeric)).toBeGreaterThan(0)
  })

  it('refuses unknown chains, mismatched addresses and bad addresses', async () => {
    const account = stack.devnet.accounts.evm[1]?.address
    const unknown = await call(url(`/v1/account/${account}/balance?projectId=test&chainId=eip155:1`))
    expect(unknown.status).toBe(400)
    expect(unknown.body.reasons[0]).toEqual({
      name: 'UnsupportedChain',
      description: 'Chain eip155:1 is not supported by this server',
    })
    const mismatch = await call(url(`/v1/account/${account}/balance?projectId=test&chainId=solana:localnet`))
    expect(mismatch.body.reasons[0].name).toBe('AddressChainMismatch')
    expect((await call(url('/v1/account/0x123/balance?projectId=test'))).status).toBe(400)
    expect(
      (await call(url(`/v1/account/${account}/balance?projectId=test&chainId=garbage`))).body.reasons[0].name,
    ).toBe('InvalidChainId')
  })
})

describe('gas price', () => {
  it('answers standard, fast and instant in wei for an EVM chain', async () => {
    const { status, body } = await call(url('/v1/convert/gas-price?projectId=test&chainId=eip155:31337'))
    expect(status).toBe(200)
    expect(BigInt(body.standard)).toBeGreaterThan(0n)
    expect(BigInt(body.fast)).toBeGreaterThanOrEqual(BigInt(body.standard))
    expect(BigInt(body.instant)).toBeGreaterThanOrEqual(BigInt(body.fast))
  })

  it('refuses Solana and a missing chainId', async () => {
    expect((await call(url('/v1/convert/gas-price?projectId=test&chainId=solana:localnet'))).status).toBe(400)
    expect((await call(url('/v1/convert/gas-price?projectId=test'))).body.reasons[0].name).toBe(
      'MissingChainId',
    )
  })
})

describe('JSON-RPC proxy', () => {
  const rpc = (body: unknown, chainId = 'eip155:80002', projectId = 'test') =>
    call(url(`/v1/?chainId=${chainId}&projectId=${projectId}`), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('forwards allowed methods to the chain node', async () => {
    const { status, body } = await rpc({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] })
    expect(status).toBe(200)
    expect(body).toEqual({ jsonrpc: '2.0', id: 7, result: '0x13882' })
  })

  it('refuses methods off the allow-list, e.g. spending the node’s unlocked accounts', async () => {
    const from = stack.devnet.accounts.evm[0]?.address
    const { body } = await rpc({
      jsonrpc: '2.0',
      id: 'a',
      method: 'eth_sendTransaction',
      params: [{ from, to: from, value: '0x1' }],
    })
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      error: {
        code: -32601,
        message: 'Method eth_sendTransaction is not allowed by this proxy on eip155:80002',
      },
    })
    expect(
      (await rpc({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [from, '0x0'] })).body.error
        .code,
    ).toBe(-32601)
  })

  it('answers batches in order, mixing allowed and refused calls', async () => {
    const { body } = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_accounts' },
      { jsonrpc: '2.0', id: 3, method: 'eth_blockNumber', params: [] },
      { nonsense: true },
    ])
    expect(body.map((entry: { id: unknown }) => entry.id)).toEqual([1, 2, 3, null])
    expect(body[0].result).toBe('0x13882')
    expect(body[1].error.code).toBe(-32601)
    expect(typeof body[2].result).toBe('string')
    expect(body[3].error.code).toBe(-32600)
  })

  it('proxies Solana with its own allow-list', async () => {
    const ok = await rpc({ jsonrpc: '2.0', id: 1, method: 'getHealth' }, 'solana:localnet')
    expect(ok.body.result).toBe('ok')
    const airdrop = await rpc(
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'requestAirdrop',
        params: [stack.devnet.accounts.solana[0]?.publicKey, 1],
      },
      'solana:localnet',
    )
    expect(airdrop.body.error.code).toBe(-32601)
  })

  it('answers malformed bodies with JSON-RPC errors, never a crash', async () => {
    expect(await rpc('{nope')).toMatchObject({ status: 400, body: { error: { code: -32700 } } })
    expect((await rpc([])).body.error.code).toBe(-32600)
    expect((await rpc('"just a string"')).body.error.code).toBe(-32600)
    expect((await rpc({ jsonrpc: '2.0', id: {}, method: 'eth_chainId' })).body.error.code).toBe(-32600)
  })

  it('needs a known project and a configured chain', async () => {
    expect(
      (await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'eip155:80002', 'nobody')).status,
    ).toBe(403)
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'eip155:1')).status).toBe(400)
    const noProject = await call(url('/v1/?chainId=eip155:80002'), {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(noProject.body.reasons[0].name).toBe('MissingProjectId')
  })
})

describe('balance reads and the JSON-RPC budget', () => {
  it('charges every chain and token a balance read touches to the client, shared with the JSON-RPC proxy', async () => {
    // Both EVM chains of the devnet, each with its native currency and one token: 2 × (1 + 2, an eth_call) = 6.
    const server = await startTestServer({
      ...devnetServerConfig(stack.devnet),
      limits: { rpcPerIp: { max: 8, windowMs: 60_000 } },
    })
    try {
      const account = stack.devnet.accounts.evm[1]?.address
      const everyChain = `${server.url}/v1/account/${account}/balance`
      const first = await call(everyChain)
      expect(first.status).toBe(200)
      expect(first.body.balances).toHaveLength(4)
      // Another read of every chain (6 more) does not fit what is left (2), with or without a project.
      for (const path of [everyChain, `${everyChain}?projectId=test`]) {
        const refused = await call(path)
        expect(refused.status).toBe(429)
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
        expect(refused.body.reasons[0]).toEqual({
          name: 'RateLimited',
          description: expect.stringMatching(
            /^Too many chain calls from this address \(balances, signature checks and JSON-RPC share one budget\)\. Please try again after \d+ seconds$/,
          ),
        })
      }
      // The proxy draws on the same budget: a batch of three calls no longer fits either.
      const batch = await call(`${server.url}/v1/?chainId=eip155:80002&projectId=test`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify([1, 2, 3].map((id) => ({ jsonrpc: '2.0', id, method: 'eth_blockNumber' }))),
      })
      expect(batch.status).toBe(429)
    } finally {
      await server.close()
    }
  })
})
