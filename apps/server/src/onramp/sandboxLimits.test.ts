import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerConfig } from '../config/index.js'
import { call } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

// A chain node that never answers: payouts hang until the upstream timeout, as on a stuck devnet.
let node: Server
let nodeUrl = ''
beforeAll(async () => {
  node = createServer(() => {})
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(async () => {
  node.closeAllConnections()
  await new Promise<void>((resolve) => node.close(() => resolve()))
})

const token = {
  caipNetworkId: 'eip155:31337' as const,
  address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  name: 'Kit USD',
  symbol: 'kUSD',
  decimals: 6,
  priceUsd: 1,
}

const wallet = () => privateKeyToAccount(generatePrivateKey()).address

function sandbox(server: TestServer) {
  const formFields = (html: string) => {
    const fields: Record<string, string> = {}
    for (const match of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      fields[match[1] ?? ''] = (match[2] ?? '').replaceAll('&#38;', '&')
    for (const match of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*><option value="([^"]*)"/g))
      fields[match[1] ?? ''] = match[2] ?? ''
    return fields
  }
  const page = (walletAddress: string) =>
    call(
      `${server.url}/onramp?${new URLSearchParams({ publicKey: 'k', destinationCurrencyCode: 'USDC', walletAddress })}`,
    )
  return {
    page,
    /** Opens the form for `walletAddress` and submits it. */
    async buy(walletAddress: string) {
      const form = await page(walletAddress)
      expect(form.status).toBe(200)
      return call(`${server.url}/onramp/purchase`, {
        method: 'POST',
        body: new URLSearchParams({ ...formFields(form.body), amount: '20' }),
      })
    },
  }
}

async function withServer(overrides: Partial<ServerConfig>, test: (server: TestServer) => Promise<void>) {
  const server = await startTestServer({ tokens: [token], ...overrides })
  try {
    await test(server)
  } finally {
    await server.close()
  }
}

describe('on-ramp sandbox limits', () => {
  it('pays out only on chains marked sandbox', async () => {
    await withServer({ chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: nodeUrl }] }, async (server) => {
      const refused = await sandbox(server).page(wallet())
      expect(refused.status).toBe(503)
      expect(refused.body).toContain('The sandbox cannot deliver USDC')
    })
  })

  it('limits purchases per wallet, per IP and per day, failed attempts included', async () => {
    await withServer(
      {
        chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: nodeUrl, sandbox: true }],
        onramp: { sandboxLimits: { perWalletPerDay: 2, perIpPerDay: 3 } },
      },
      async (server) => {
        const { buy } = sandbox(server)
        const alice = wallet()
        // No treasury key: each payout fails (503), but each attempt counts.
        expect((await buy(alice)).status).toBe(503)
        expect((await buy(alice)).status).toBe(503)
        const third = await buy(alice)
        expect(third.status).toBe(429)
        expect(third.body).toContain('This wallet has reached the sandbox limit of 2 purchases a day.')
        expect((await buy(wallet())).status).toBe(503)
        const fourth = await buy(wallet())
        expect(fourth.status).toBe(429)
        expect(fourth.body).toContain('This address has reached the sandbox limit of 3 purchases a day.')
        server.advance(24 * 3600_000 + 1000)
        expect((await buy(alice)).status).toBe(503)
      },
    )
  })

  it('refuses a payout at once when the queue is full, instead of holding it', async () => {
    await withServer(
      {
        chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: nodeUrl, sandbox: true }],
        onramp: {
          treasury: { evmPrivateKey: generatePrivateKey() },
          sandboxLimits: { queueLength: 1 },
        },
        limits: { upstreamTimeoutMs: 3_000 },
      },
      async (server) => {
        const { buy } = sandbox(server)
        const first = buy(wallet())
        await new Promise((resolve) => setTimeout(resolve, 500))
        const second = await buy(wallet())
        expect(second.status).toBe(429)
        expect(second.body).toContain('The sandbox is busy paying out other purchases')
        // The first one ends with the upstream timeout, and frees the queue.
        expect((await first).status).toBeGreaterThanOrEqual(500)
      },
    )
  }, 20_000)
})
