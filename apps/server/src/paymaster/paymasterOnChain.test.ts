import {
  ENTRY_POINT_ADDRESS,
  KIT_DELEGATED_ACCOUNT_ADDRESS,
  toKitAccount,
  toKitDelegatedAccount,
} from '@kit/accounts'
import {
  type AnvilNode,
  type Bundler,
  deployAccountAbstraction,
  evmPaymasterSigner,
  KIT_PAYMASTER_ADDRESS,
  startAnvil,
  startBundler,
} from '@kit/devnet'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createPublicClient, type Hex, http, type PublicClient } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  type SmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.js'
import { call } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

// The server's sponsorships on chain: anvil (prague) with EntryPoint v0.8 and the devnet's KitPaymaster, Alto as the
// bundler, and wallets that reach this server only through viem's ERC-7677 paymaster client. Accounts hold no ETH.
const CHAIN_ID = 31337
const chain = {
  id: CHAIN_ID,
  name: 'devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [''] } },
} as const
const TOKEN = 'o'.repeat(40)
const recipient = privateKeyToAccount(generatePrivateKey()).address

let node: AnvilNode
let bundler: Bundler
let client: PublicClient
let server: TestServer
// The server keeps its data on disk, so the last test can read its record once it has closed.
const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-paymaster-'))
const landed: Hex[] = []

beforeAll(async () => {
  node = await startAnvil({ chainId: CHAIN_ID, port: 0 })
  client = createPublicClient({
    chain: { ...chain, rpcUrls: { default: { http: [node.rpcUrl] } } },
    transport: http(node.rpcUrl, { retryCount: 0 }),
    pollingInterval: 100,
  })
  await deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId: CHAIN_ID })
  bundler = await startBundler({ chainId: CHAIN_ID, rpcUrl: node.rpcUrl, port: 0 })
  const caps = {
    perSenderPerDay: (10n ** 18n).toString(),
    perDay: (10n ** 18n).toString(),
    perMonth: (10n ** 18n).toString(),
  }
  server = await startTestServer({
    database: { dataDir },
    paymaster: {
      signerKey: evmPaymasterSigner().privateKey,
      contracts: { [`eip155:${CHAIN_ID}`]: KIT_PAYMASTER_ADDRESS },
      policies: [{ projectId: 'test', chains: { [`eip155:${CHAIN_ID}`]: caps } }],
      operatorToken: TOKEN,
    },
  })
}, 90_000)

afterAll(async () => {
  await server?.close()
  await bundler?.stop()
  await node?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

function bundlerClientFor(account: SmartAccount, paymasterServer: TestServer = server) {
  return createBundlerClient({
    account,
    client,
    transport: http(bundler.url, { retryCount: 0 }),
    paymaster: createPaymasterClient({
      transport: http(`${paymasterServer.url}/v1/paymaster?projectId=test`, { retryCount: 0 }),
    }),
    pollingInterval: 100,
  })
}

describe("the server's sponsorships, accepted on chain through a real bundler", () => {
  it('pays for a 0-ETH EOA upgraded in place with EIP-7702', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toKitDelegatedAccount({ client, owner })
    const authorization = await owner.signAuthorization({
      chainId: CHAIN_ID,
      contractAddress: KIT_DELEGATED_ACCOUNT_ADDRESS,
      nonce: 0,
    })
    const bundlerClient = bundlerClientFor(account)
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: recipient, value: 0n, data: '0x' }],
      authorization,
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(owner.address)
    landed.push(hash)
    expect(receipt.paymaster?.toLowerCase()).toBe(KIT_PAYMASTER_ADDRESS.toLowerCase())
    expect(await client.getBalance({ address: owner.address })).toBe(0n)
  })

  it('pays for the deployment of a counterfactual ERC-4337 account, and records the sponsorship', async () => {
    const account = await toKitAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) })
    const bundlerClient = bundlerClientFor(account)
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: recipient, value: 0n, data: '0x' }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x.+/)
    landed.push(hash)
    // The deposit paid, at most what was reserved.
    const deposit = await client.readContract({
      address: ENTRY_POINT_ADDRESS,
      abi: entryPoint08Abi,
      functionName: 'balanceOf',
      args: [KIT_PAYMASTER_ADDRESS],
    })
    expect(deposit).toBeGreaterThan(0n)
    const { body } = await call(`${server.url}/v1/paymaster/spend?projectId=test`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(body.chains[0].chainId).toBe(`eip155:${CHAIN_ID}`)
    expect(body.chains[0].count).toBeGreaterThanOrEqual(2)
    expect(BigInt(body.chains[0].today)).toBeGreaterThanOrEqual(receipt.actualGasCost)
  })

  it('sponsors through another ERC-7677 service the operator named for the project, which Kit forwards to', async () => {
    // This server plays the other service; the wallet knows only the front server, which has no signer of its own.
    const front = await startTestServer({
      paymaster: {
        providers: [
          {
            projectId: 'test',
            url: `${server.url}/v1/paymaster?projectId=test`,
            chains: [`eip155:${CHAIN_ID}`],
            sponsor: { name: 'Vendor Pay' },
          },
        ],
      },
    })
    try {
      const offer = await call(`${front.url}/v1/paymaster/sponsorship?projectId=test`)
      expect(offer.body).toEqual({
        paymasterUrl: `${front.url}/v1/paymaster?projectId=test`,
        chains: [`eip155:${CHAIN_ID}`],
        sponsor: { name: 'Vendor Pay' },
      })
      const owner = privateKeyToAccount(generatePrivateKey())
      const account = await toKitDelegatedAccount({ client, owner })
      const authorization = await owner.signAuthorization({
        chainId: CHAIN_ID,
        contractAddress: KIT_DELEGATED_ACCOUNT_ADDRESS,
        nonce: 0,
      })
      const bundlerClient = bundlerClientFor(account, front)
      const hash = await bundlerClient.sendUserOperation({
        account,
        calls: [{ to: recipient, value: 0n, data: '0x' }],
        authorization,
      })
      const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
      expect(receipt.success).toBe(true)
      expect(receipt.paymaster?.toLowerCase()).toBe(KIT_PAYMASTER_ADDRESS.toLowerCase())
      expect(await client.getBalance({ address: owner.address })).toBe(0n)
      landed.push(hash)

      // A chain the operator did not name for that service is refused at the front, never forwarded.
      const refused = await call(`${front.url}/v1/paymaster?projectId=test`, {
        json: {
          jsonrpc: '2.0',
          id: 7,
          method: 'pm_getPaymasterStubData',
          params: [{}, ENTRY_POINT_ADDRESS, '0x1', null],
        },
      })
      expect(refused.body.error).toMatchObject({ code: -32003, data: { reason: 'ChainNotSponsored' } })
    } finally {
      await front.close()
    }
  })

  it("is refused by the contract when signed with another key than its signer's (AA34)", async () => {
    const impostor = await startTestServer({
      paymaster: {
        signerKey: generatePrivateKey(),
        contracts: { [`eip155:${CHAIN_ID}`]: KIT_PAYMASTER_ADDRESS },
        policies: [
          {
            projectId: 'test',
            chains: {
              [`eip155:${CHAIN_ID}`]: {
                perSenderPerDay: '1000000000000000000',
                perDay: '1000000000000000000',
                perMonth: '1000000000000000000',
              },
            },
          },
        ],
      },
    })
    try {
      const account = await toKitAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) })
      const failure = await bundlerClientFor(account, impostor)
        .sendUserOperation({ account, calls: [{ to: recipient, value: 0n, data: '0x' }] })
        .catch((error: unknown) => error)
      expect(String((failure as Error).message)).toMatch(/AA34/)
    } finally {
      await impostor.close()
    }
  })

  it('records each landed operation under the user-op hash the EntryPoint gave it', async () => {
    await server.close()
    const db = await openDatabase({ dataDir })
    try {
      const rows = await db.query<{ user_op_hash: string }>('select user_op_hash from paymaster_sponsorships')
      const recorded = rows.map((row) => row.user_op_hash.toLowerCase())
      expect(landed).toHaveLength(3)
      for (const hash of landed) expect(recorded).toContain(hash.toLowerCase())
    } finally {
      await db.close()
    }
  })
})
