import { KIT_ACCOUNT_FACTORY_ADDRESS, KIT_DELEGATED_ACCOUNT_ADDRESS } from '@kit/accounts'
import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isProcessAlive } from './childProcess.js'
import { InvalidDevnetOptionError, PortInUseError } from './errors.js'
import { KIT_USD_EVM_ADDRESS } from './evm/kitUsd.js'
import { KIT_USD_SOLANA_MINT } from './solana/seed.js'
import { type Devnet, startDevnet } from './startDevnet.js'

async function rpc(url: string, method: string, params: unknown[] = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

function occupyPort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 })
    })
  })
}

describe('startDevnet with every port 0', () => {
  let devnet: Devnet
  let startMs = 0

  beforeAll(async () => {
    const started = performance.now()
    devnet = await startDevnet({ ports: 0 })
    startMs = performance.now() - started
  })
  afterAll(() => devnet?.stop())

  it('starts in under 10 s', () => {
    expect(startMs).toBeLessThan(10_000)
  })

  it('runs anvil for eip155:80002 and eip155:31337 on 127.0.0.1 with the right chain ids', async () => {
    expect(Object.keys(devnet.evm).sort()).toEqual(['31337', '80002'])
    for (const chainId of [80002, 31337]) {
      const chain = devnet.evm[chainId]
      expect(chain?.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await rpc(chain?.rpcUrl ?? '', 'eth_chainId')).toBe(`0x${chainId.toString(16)}`)
    }
  })

  it('deploys Kit USD at the same deterministic address on both chains', () => {
    expect(devnet.tokens.evm[80002]).toEqual({
      address: KIT_USD_EVM_ADDRESS,
      name: 'Kit USD',
      symbol: 'kUSD',
      decimals: 6,
    })
    expect(devnet.tokens.evm[31337]?.address).toBe(KIT_USD_EVM_ADDRESS)
    expect(devnet.tokens.solana).toEqual({
      address: KIT_USD_SOLANA_MINT,
      name: 'Kit USD',
      symbol: 'kUSD',
      decimals: 6,
    })
  })

  it('runs a bundler per EVM chain for EntryPoint v0.8, with the AA contracts deployed and the paymaster funded', async () => {
    expect(devnet.accountAbstraction).toMatchObject({
      entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      paymaster: '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A',
      delegatedAccount: KIT_DELEGATED_ACCOUNT_ADDRESS,
      accountFactory: KIT_ACCOUNT_FACTORY_ADDRESS,
      paymasterSigner: { address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f' },
    })
    for (const chainId of [80002, 31337]) {
      const chain = devnet.evm[chainId]
      expect(chain?.bundlerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await rpc(chain?.bundlerUrl ?? '', 'eth_chainId')).toBe(`0x${chainId.toString(16)}`)
      expect(await rpc(chain?.bundlerUrl ?? '', 'eth_supportedEntryPoints')).toEqual([
        devnet.accountAbstraction.entryPoint,
      ])
      for (const address of [
        devnet.accountAbstraction.paymaster,
        devnet.accountAbstraction.delegatedAccount,
        devnet.accountAbstraction.accountFactory,
      ])
        expect(await rpc(chain?.rpcUrl ?? '', 'eth_getCode', [address, 'latest'])).toMatch(
          /^0x[0-9a-f]{100,}$/,
        )
    }
  })

  it('binds every service to 127.0.0.1', () => {
    const urls = [
      devnet.solana.rpcUrl,
      devnet.solana.wsUrl,
      devnet.relayUrl,
      devnet.mailApiUrl,
      devnet.identity.url,
      devnet.onramp.url,
    ]
    for (const url of urls) expect(new URL(url).hostname).toBe('127.0.0.1')
    expect(devnet.smtp.host).toBe('127.0.0.1')
  })

  it('serves the social stand-ins with generated clients and takes redirect URIs', async () => {
    devnet.identity.allowRedirectUri('http://127.0.0.1:3999/auth/social/callback')
    const discovery = await fetch(
      `${devnet.identity.url}/accounts.google.com/.well-known/openid-configuration`,
    )
    expect(await discovery.json()).toMatchObject({ issuer: `${devnet.identity.url}/accounts.google.com` })
    expect(devnet.identity.clients.google.clientId).toMatch(/\.apps\.googleusercontent\.com$/)
    expect(devnet.identity.clients.apple.privateKey).toContain('-----BEGIN PRIVATE KEY-----')
  })

  it('serves the on-ramp stand-ins, selling Kit USD on each EVM chain with the keys they hand out', async () => {
    for (const chainId of Object.keys(devnet.evm)) {
      const quote = await fetch(
        `${devnet.onramp.url}/api.moonpay.com/v3/currencies/usdc_devnet_${chainId}/buy_quote?apiKey=${devnet.onramp.keys.moonpay.apiKey}&baseCurrencyCode=usd&baseCurrencyAmount=50`,
      )
      expect(quote.status).toBe(200)
    }
  })

  it('answers Solana getHealth and lists its dev accounts', async () => {
    expect(await rpc(devnet.solana.rpcUrl, 'getHealth')).toBe('ok')
    expect(devnet.accounts.solana).toHaveLength(5)
    expect(devnet.accounts.evm).toHaveLength(5)
  })
})

describe('stop()', () => {
  it('ends every child process it started and frees the ports', async () => {
    const devnet = await startDevnet({ ports: 0 })
    // Two anvil nodes and two bundlers.
    expect(devnet.pids).toHaveLength(4)
    for (const pid of devnet.pids) expect(isProcessAlive(pid)).toBe(true)
    await devnet.stop()
    for (const pid of devnet.pids) expect(isProcessAlive(pid)).toBe(false)
    await expect(fetch(devnet.solana.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
    await expect(devnet.stop()).resolves.toBeUndefined()
  })
})

describe('startDevnet with bundlers: false', () => {
  it('runs no bundler, and still deploys the account-abstraction contracts', async () => {
    const devnet = await startDevnet({ ports: 0, bundlers: false })
    try {
      // The two anvil nodes only.
      expect(devnet.pids).toHaveLength(2)
      for (const chainId of [80002, 31337]) {
        const chain = devnet.evm[chainId]
        expect(chain?.bundlerUrl).toBeUndefined()
        expect(
          await rpc(chain?.rpcUrl ?? '', 'eth_getCode', [KIT_DELEGATED_ACCOUNT_ADDRESS, 'latest']),
        ).toMatch(/^0x[0-9a-f]{100,}$/)
      }
    } finally {
      await devnet.stop()
    }
  })
})

function allFree() {
  const none = { 80002: 0, 31337: 0 }
  return {
    evm: none,
    bundler: none,
    solanaRpc: 0,
    solanaWs: 0,
    relay: 0,
    smtp: 0,
    mailApi: 0,
    farcaster: 0,
    identity: 0,
    onramp: 0,
  }
}

describe('failures', () => {
  it('reports a taken port by name and leaves no process behind', async () => {
    const { server, port } = await occupyPort()
    try {
      const error = await startDevnet({
        ports: {
          evm: { 80002: 0, 31337: 0 },
          bundler: { 80002: 0, 31337: 0 },
          solanaRpc: 0,
          solanaWs: 0,
          relay: port,
          smtp: 0,
          mailApi: 0,
          farcaster: 0,
          identity: 0,
          onramp: 0,
        },
      }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(PortInUseError)
      expect((error as PortInUseError).shortMessage).toBe(
        `Port ${port} for the WalletConnect relay is already in use.`,
      )
    } finally {
      server.close()
    }
  })

  it('reports a taken anvil port', async () => {
    const { server, port } = await occupyPort()
    try {
      await expect(
        startDevnet({
          ports: {
            evm: { 80002: port, 31337: 0 },
            bundler: { 80002: 0, 31337: 0 },
            solanaRpc: 0,
            solanaWs: 0,
            relay: 0,
            smtp: 0,
            mailApi: 0,
            farcaster: 0,
            identity: 0,
            onramp: 0,
          },
        }),
      ).rejects.toThrow(`Port ${port} for anvil (chain 80002) is already in use.`)
    } finally {
      server.close()
    }
  })

  it('reports a taken bundler port', async () => {
    const { server, port } = await occupyPort()
    try {
      await expect(
        startDevnet({ ports: { ...allFree(), bundler: { 80002: 0, 31337: port } } }),
      ).rejects.toThrow(`Port ${port} for the bundler (chain 31337) is already in use.`)
    } finally {
      server.close()
    }
  })

  it('rejects malformed ports before starting anything', async () => {
    await expect(startDevnet({ ports: { relay: -1 } })).rejects.toBeInstanceOf(InvalidDevnetOptionError)
    await expect(startDevnet({ ports: { smtp: 1.5 } })).rejects.toThrow('Invalid devnet option "ports.smtp".')
    await expect(startDevnet({ evmChainIds: [1, 1] })).rejects.toThrow('Invalid devnet option "evmChainIds".')
    await expect(startDevnet({ ports: { bundler: { 80002: 70_000 } } })).rejects.toThrow(
      'Invalid devnet option "ports.bundler.80002".',
    )
  })
})
