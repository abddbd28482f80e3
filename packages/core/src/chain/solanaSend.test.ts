// Solana sends through a wallet that can only sign: Kit sends the signed transaction itself over JSON-RPC and
// polls until it is confirmed. (The devnet integration test covers wallets that sign and send.)
import { solanaLocalnet, withRpcUrls } from '@kit/chains'
import { createTestWallet } from '@kit/test-wallet'
import { base58 } from '@scure/base'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createWalletStandardConnector } from '../exports/connectors.js'
import { createKit } from '../kit.js'
import { createMemoryStorage } from '../services/memoryStorage.js'

const RPC = 'http://127.0.0.1:9/solana'
const network = withRpcUrls(solanaLocalnet, { http: RPC })
// Between tests (a balance read can still be on its way) the node knows no method.
const server = setupServer(
  http.post(RPC, () => HttpResponse.json({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no' } })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

type Call = { method: string; params: unknown[] }

/** A node that answers the calls of a send; `statuses` are the successive signature statuses it reports. */
function node(statuses: unknown[], blockHeight = 50) {
  const calls: Call[] = []
  let signature = ''
  server.use(
    http.post(RPC, async ({ request }) => {
      const { method, params } = (await request.json()) as Call
      calls.push({ method, params })
      const answer = (result: unknown) => HttpResponse.json({ jsonrpc: '2.0', id: 1, result })
      switch (method) {
        case 'getLatestBlockhash':
          return answer({
            context: { slot: 1 },
            value: { blockhash: Keypair.generate().publicKey.toBase58(), lastValidBlockHeight: 100 },
          })
        case 'sendTransaction': {
          const signed = VersionedTransaction.deserialize(Buffer.from(params[0] as string, 'base64'))
          signature = base58.encode(signed.signatures[0] ?? new Uint8Array())
          return answer(signature)
        }
        case 'getSignatureStatuses':
          return answer({
            context: { slot: 1 },
            value: [statuses.length > 1 ? statuses.shift() : statuses[0]],
          })
        case 'getBlockHeight':
          return answer(blockHeight)
        default:
          return HttpResponse.json({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: method } })
      }
    }),
  )
  return { calls, signature: () => signature }
}

async function signOnlyKit() {
  const testWallet = createTestWallet()
  const full = testWallet.solana?.wallet as Wallet
  // The wallet can sign, but not send.
  const { 'solana:signAndSendTransaction': _sendFeature, ...features } = full.features
  const wallet = new Proxy(full, {
    get: (target, key) => (key === 'features' ? features : Reflect.get(target, key)),
  })
  const kit = createKit({
    projectId: 'test-project',
    networks: [network],
    storage: createMemoryStorage(),
    apiUrl: 'http://127.0.0.1:9/api',
    logLevel: 'silent',
    connectors: { injected: false, walletConnect: false, solana: false },
  })
  kit.connectors.register(createWalletStandardConnector({ wallet, networks: [network] }))
  await kit.connection.connect('solana:Kit Test Wallet')
  kit.send.setTokenAmount('0.25')
  kit.send.setReceiverAddress(Keypair.generate().publicKey.toBase58())
  return kit
}

describe('Solana send through a wallet that only signs', () => {
  it('sends the signed transaction (base64, preflight at confirmed) and waits until it is confirmed', async () => {
    const rpc = node([
      null,
      { confirmationStatus: 'processed', err: null },
      { confirmationStatus: 'confirmed', err: null },
    ])
    const kit = await signOnlyKit()
    const signature = await kit.send.sendToken()
    expect(signature).toBe(rpc.signature())
    const send = rpc.calls.find((call) => call.method === 'sendTransaction')
    expect(send?.params[1]).toEqual({ encoding: 'base64', preflightCommitment: 'confirmed' })
    expect(rpc.calls.filter((call) => call.method === 'getSignatureStatuses')).toHaveLength(3)
    kit.destroy()
  })

  it('a transaction that fails on chain, or whose blockhash expires, is a failed send', async () => {
    node([{ confirmationStatus: 'confirmed', err: { InstructionError: [0, 'Custom'] } }])
    const failing = await signOnlyKit()
    await expect(failing.send.sendToken()).rejects.toMatchObject({
      shortMessage: 'Failed to send transaction. Please try again.',
    })
    failing.destroy()

    const expired = node([null], 101)
    const late = await signOnlyKit()
    await expect(late.send.sendToken()).rejects.toMatchObject({
      shortMessage: 'Failed to send transaction. Please try again.',
    })
    expect(expired.calls.some((call) => call.method === 'getBlockHeight')).toBe(true)
    late.destroy()
  })
})
