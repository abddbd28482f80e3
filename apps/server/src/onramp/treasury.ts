import { type Address, createWalletClient, erc20Abi, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainRegistry } from '../chain/chainRegistry.js'
import { callJsonRpc } from '../chain/jsonRpc.js'
import { solanaKeypairFromSecretKey } from '../chain/solanaKeys.js'
import { NotConfiguredError, ServerConfigError, UpstreamError } from '../errors.js'
import type { Database } from '../db/database.js'
import type { Delivery } from './catalog.js'
import { createPayoutQueue } from './payoutQueue.js'
import { buildSolTransfer } from './solTransfer.js'

/** A payout the sandbox made: the transaction hash (EVM) or signature (Solana). */
export type Payout = { txHash: string }

/** Reads a Solana secret key given as base64 or as the JSON byte array of a CLI keypair file. */
export function parseSolanaSecretKey(value: string): Uint8Array {
  const trimmed = value.trim()
  const bytes = trimmed.startsWith('[')
    ? Uint8Array.from(JSON.parse(trimmed) as number[])
    : new Uint8Array(Buffer.from(trimmed, 'base64'))
  if (bytes.length !== 64) throw new ServerConfigError('The Solana treasury key must be 64 bytes')
  return bytes
}

const CONFIRM_TIMEOUT_MS = 30_000

/**
 * The sandbox treasury: dev accounts that pay purchases out on the devnet. Payouts run one at a time across every
 * instance (`createPayoutQueue`), so concurrent purchases never race for the same nonce; at most `maxQueue` wait
 * (running one included), and more are refused at once rather than held.
 */
export function createTreasury(options: {
  db: Database
  now: () => number
  chains: ChainRegistry
  evmPrivateKey?: `0x${string}` | undefined
  solanaSecretKey?: string | undefined
  timeoutMs: number
  maxQueue: number
}) {
  // A payout's turn lasts its longest run: sending, then waiting for the confirmation, with room to spare.
  const queue = createPayoutQueue({
    db: options.db,
    now: options.now,
    maxQueue: options.maxQueue,
    leaseMs: 2 * (CONFIRM_TIMEOUT_MS + 3 * options.timeoutMs),
  })

  async function payErc20(delivery: Extract<Delivery, { kind: 'erc20' }>, to: Address, units: bigint) {
    if (!options.evmPrivateKey)
      throw new NotConfiguredError('The sandbox has no EVM treasury key (KIT_TREASURY_EVM_KEY)')
    const chain = options.chains.find(delivery.caipNetworkId)
    if (chain?.namespace !== 'eip155')
      throw new NotConfiguredError(`Chain ${delivery.caipNetworkId} is not configured`)
    const wallet = createWalletClient({
      account: privateKeyToAccount(options.evmPrivateKey),
      chain: chain.viemChain,
      transport: http(chain.rpcUrl, { timeout: options.timeoutMs, retryCount: 0 }),
    })
    const hash = await wallet.writeContract({
      address: delivery.token as Address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, units],
    })
    const receipt = await chain.client.waitForTransactionReceipt({ hash, timeout: CONFIRM_TIMEOUT_MS })
    if (receipt.status !== 'success') throw new UpstreamError(`The token transfer ${hash} reverted`)
    return { txHash: hash }
  }

  async function paySol(delivery: Extract<Delivery, { kind: 'sol' }>, to: string, lamports: bigint) {
    if (!options.solanaSecretKey)
      throw new NotConfiguredError('The sandbox has no Solana treasury key (KIT_TREASURY_SOLANA_KEY)')
    const chain = options.chains.find(delivery.caipNetworkId)
    if (chain?.namespace !== 'solana')
      throw new NotConfiguredError(`Chain ${delivery.caipNetworkId} is not configured`)
    const payer = solanaKeypairFromSecretKey(parseSolanaSecretKey(options.solanaSecretKey))
    const { value } = await callJsonRpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(
      chain.rpcUrl,
      'getLatestBlockhash',
      [{ commitment: 'confirmed' }],
      options.timeoutMs,
    )
    const transaction = buildSolTransfer({ payer, to, lamports, blockhash: value.blockhash })
    const signature = await callJsonRpc<string>(
      chain.rpcUrl,
      'sendTransaction',
      [Buffer.from(transaction).toString('base64'), { encoding: 'base64' }],
      options.timeoutMs,
    )
    // Poll instead of subscribing: the server knows the HTTP endpoint only.
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS
    while (Date.now() < deadline) {
      const statuses = await callJsonRpc<{
        value: Array<{ err: unknown; confirmationStatus?: string } | null>
      }>(chain.rpcUrl, 'getSignatureStatuses', [[signature]], options.timeoutMs)
      const status = statuses.value[0]
      if (status?.err) throw new UpstreamError(`The SOL transfer ${signature} failed`)
      if (status && status.confirmationStatus !== 'processed') return { txHash: signature }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new UpstreamError(`The SOL transfer ${signature} was not confirmed in time`, { timeout: true })
  }

  return {
    /** Payouts waiting or running on every instance. */
    queued: () => queue.length(),
    /**
     * Sends `units` of the delivery's asset to `to` and waits until the chain confirms it.
     * @throws {TooManyRequestsError} `SandboxQueueFull` when `maxQueue` payouts are waiting or running on any instance.
     */
    pay(delivery: Delivery, to: string, units: bigint): Promise<Payout> {
      return queue.run(async () => {
        try {
          return delivery.kind === 'erc20'
            ? await payErc20(delivery, to as Address, units)
            : await paySol(delivery, to, units)
        } catch (error) {
          if (error instanceof UpstreamError || error instanceof NotConfiguredError) throw error
          throw new UpstreamError('The devnet payout failed', { cause: error })
        }
      })
    },
  }
}

export type Treasury = ReturnType<typeof createTreasury>
