// The kit and the test wallet are browser code: this file is type-checked with the DOM library
// (tsconfig.kit-tests.json), apart from the server, which leaves it out.
import {
  createConnection,
  createServer as createTcpServer,
  type Server as TcpServer,
  type Socket,
} from 'node:net'
import { blockchainApiRpcUrl, kitDevnet, withRpcUrls } from '@kit/chains'
import { createKit, createMemoryStorage, type Kit } from '@kit/core'
import { createInjectedConnector } from '@kit/core/connectors'
import { SendFailedError } from '@kit/core/errors'
import { type AnvilNode, startAnvil } from '@kit/devnet'
import { createTestWallet, type TestWallet } from '@kit/test-wallet'
import { createPublicClient, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer.js'

// A real anvil behind the server's JSON-RPC proxy, hung (SIGSTOP) and killed (SIGKILL) while calls are in flight,
// then started again on the same port: the client always gets a JSON-RPC error saying what happened, within the
// upstream timeout, and a kit that was sending through the proxy sends again without a reload.
const CHAIN = 'eip155:31337'
const UPSTREAM_TIMEOUT_MS = 1_500
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let anvil: AnvilNode
let port = 0
let tap: TcpServer
let server: TestServer
let proxyUrl = ''
const kits: Kit[] = []

/** Whether anything accepts connections on the node's port. */
function listening(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Kills the node outright (no clean shutdown) and waits until its port refuses connections. */
async function killNode(): Promise<void> {
  // SIGKILL ends a stopped process too, without letting it run (and answer) first.
  process.kill(anvil.pid, 'SIGKILL')
  await expect.poll(listening, { timeout: 5_000, interval: 20 }).toBe(false)
  // Reaps the watchdog around it.
  await anvil.stop()
}

/** The same node again, on the same port: a fresh chain with the dev accounts funded. */
async function restartNode(): Promise<void> {
  anvil = await startAnvil({ chainId: 31337, port })
}

/** Runs before a request that names a method reaches the node; resolving `true` cuts the connection instead. */
let beforeMethod: ((method: string) => Promise<boolean>) | undefined

/**
 * A byte-for-byte TCP relay between the server and the node, so a test sees the moment a call leaves the server
 * without hooking the server's HTTP client. When the node's side closes or refuses, the server's side is cut too,
 * as if the server spoke to the node directly.
 */
async function startTap(): Promise<string> {
  const sockets = new Set<Socket>()
  tap = createTcpServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port })
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {})
    }
    upstream.on('close', () => client.destroy())
    client.on('close', () => upstream.destroy())
    upstream.on('data', (chunk) => client.write(chunk))
    client.on('data', async (chunk) => {
      const methods = [...chunk.toString('utf8').matchAll(/"method"\s*:\s*"(\w+)"/g)].map(
        (match) => match[1] ?? '',
      )
      if (beforeMethod && methods.length > 0) {
        client.pause()
        for (const method of methods)
          if (await beforeMethod(method)) {
            client.destroy()
            return
          }
        client.resume()
      }
      upstream.write(chunk)
    })
  })
  tap.on('close', () => {
    for (const socket of sockets) socket.destroy()
  })
  await new Promise<void>((resolve) => tap.listen(0, '127.0.0.1', resolve))
  const address = tap.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

async function proxyCall(method: string, params: unknown[] = []) {
  const started = performance.now()
  const response = await fetch(proxyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  return { status: response.status, body, ms: performance.now() - started }
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 })
  port = anvil.port
  server = await startTestServer({
    chains: [{ caipNetworkId: CHAIN, rpcUrl: await startTap() }],
    limits: { upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS },
  })
  proxyUrl = blockchainApiRpcUrl({ apiUrl: server.url, caipNetworkId: CHAIN, projectId: 'test' })
}, 60_000)

afterAll(async () => {
  for (const kit of kits) kit.destroy()
  await server?.close()
  await new Promise((resolve) => (tap ? tap.close(resolve) : resolve(undefined)))
  await anvil?.stop()
})

describe('the JSON-RPC proxy when its node fails', { timeout: 30_000 }, () => {
  it('a hung node: 504 with a JSON-RPC error saying it did not answer, within the upstream timeout', async () => {
    process.kill(anvil.pid, 'SIGSTOP')
    try {
      const { status, body, ms } = await proxyCall('eth_blockNumber')
      expect(status).toBe(504)
      expect(body).toEqual({
        jsonrpc: '2.0',
        id: 7,
        error: { code: -32603, message: 'The chain node did not answer in time' },
      })
      expect(ms).toBeGreaterThanOrEqual(UPSTREAM_TIMEOUT_MS - 50)
      expect(ms).toBeLessThan(UPSTREAM_TIMEOUT_MS + 1_000)
      // The routes that read the chain themselves give up in the same time, with their own error.
      for (const path of [
        `/v1/convert/gas-price?projectId=test&chainId=${CHAIN}`,
        `/v1/account/${ADDRESS}/balance?projectId=test&chainId=${CHAIN}`,
      ]) {
        const started = performance.now()
        const response = await fetch(`${server.url}${path}`)
        expect(response.status, path).toBeGreaterThanOrEqual(502)
        expect(response.status, path).toBeLessThanOrEqual(504)
        expect(performance.now() - started, path).toBeLessThan(UPSTREAM_TIMEOUT_MS + 1_000)
      }
    } finally {
      process.kill(anvil.pid, 'SIGCONT')
    }
    // Once it answers again, so does the proxy.
    expect((await proxyCall('eth_chainId')).body.result).toBe('0x7a69')
  })

  it('a node killed while a call waits on it: 502 "unreachable" at once, and calls work when it is back', async () => {
    process.kill(anvil.pid, 'SIGSTOP')
    const pending = proxyCall('eth_blockNumber')
    // The call has reached the node (accepted by its socket, never read) when the node dies.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const killedAt = performance.now()
    await killNode()
    const { status, body } = await pending
    expect(performance.now() - killedAt).toBeLessThan(UPSTREAM_TIMEOUT_MS)
    expect(status).toBe(502)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32603, message: 'The chain node is unreachable' },
    })
    // While it is down every call is refused the same way, without waiting for the timeout.
    const down = await proxyCall('eth_chainId')
    expect(down.status).toBe(502)
    expect(down.body.error?.message).toBe('The chain node is unreachable')
    expect(down.ms).toBeLessThan(UPSTREAM_TIMEOUT_MS)
    await restartNode()
    const back = await proxyCall('eth_chainId')
    expect(back).toMatchObject({ status: 200, body: { jsonrpc: '2.0', id: 7, result: '0x7a69' } })
  })
})

describe('a kit sending through the proxy when the node is killed mid-send', { timeout: 60_000 }, () => {
  let wallet: TestWallet

  function node() {
    return createPublicClient({ transport: http(anvil.rpcUrl) })
  }

  async function connectedKit() {
    wallet = createTestWallet({ evm: { chains: [{ chainId: 31337, rpcUrl: proxyUrl }] }, solana: false })
    const kit = createKit({
      projectId: 'test',
      networks: [withRpcUrls(kitDevnet, { http: proxyUrl })],
      storage: createMemoryStorage(),
      apiUrl: server.url,
      logLevel: 'silent',
      connectors: { walletConnect: false, injected: false, solana: false },
    })
    kits.push(kit)
    kit.connectors.register(createInjectedConnector({ provider: wallet.provider, info: wallet.info }))
    await kit.connection.connect(wallet.info.rdns)
    return kit
  }

  it('fails with a typed error naming the unreachable node, sends nothing, and sends once the node is back', async () => {
    const kit = await connectedKit()
    const from = kit.getState().account.address as Hex
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const events: Array<{ event: string; properties: unknown }> = []
    kit.onEvent((event) => events.push({ event: event.event, properties: event.properties }))

    // The node dies after the wallet has estimated gas through the proxy, just before the proxy forwards the
    // signed transaction.
    const seen: string[] = []
    beforeMethod = async (method) => {
      seen.push(method)
      if (method !== 'eth_sendRawTransaction') return false
      await killNode()
      return true
    }
    const nonceBefore = await node().getTransactionCount({ address: from })
    kit.send.setTokenAmount('0.5')
    kit.send.setReceiverAddress(receiver)
    let failure: unknown
    try {
      await kit.send.sendToken()
    } catch (error) {
      failure = error
    } finally {
      beforeMethod = undefined
    }
    expect(seen).toContain('eth_estimateGas')
    expect(seen.at(-1)).toBe('eth_sendRawTransaction')
    expect(failure).toBeInstanceOf(SendFailedError)
    expect((failure as SendFailedError).shortMessage).toBe('Something went wrong')
    // The cause says why, in the proxy's words.
    expect(String((failure as SendFailedError).message)).toContain('The chain node is unreachable')
    const sendError = events.find((entry) => entry.event === 'SEND_ERROR')
    expect(JSON.stringify(sendError?.properties)).toContain('The chain node is unreachable')
    // Nothing is left half-done in the kit: no send in progress, the form cleared, the error shown.
    expect(kit.getState().send).toMatchObject({ loading: false, sendTokenAmount: undefined })
    expect(kit.getState().toast).toMatchObject({ message: 'Something went wrong', variant: 'error' })

    await restartNode()
    // The new node has nothing of the failed send.
    expect(await node().getTransactionCount({ address: from })).toBe(nonceBefore)
    expect(await node().getBalance({ address: receiver })).toBe(0n)
    // The same kit and wallet, no reload.
    kit.send.setTokenAmount('0.5')
    kit.send.setReceiverAddress(receiver)
    const hash = (await kit.send.sendToken()) as Hex
    const receipt = await node().waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await node().getBalance({ address: receiver })).toBe(500_000_000_000_000_000n)
  })
})
