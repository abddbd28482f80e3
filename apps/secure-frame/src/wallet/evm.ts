import { type Address, type Hash, type Hex, keccak256 } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ChainRequestError, UnsupportedRequestError } from '../errors.js'
import { createJsonRpc, type JsonRpc } from '../rpc.js'
import {
  checkHostFees,
  estimateGas,
  type FeeCaps,
  feePerGas,
  gasLimit,
  type HostFees,
  marketFees,
  nodeQuantity,
} from './fees.js'
import {
  type AccountCall,
  counterfactualSignature,
  deploymentTransaction,
  executeCalldata,
  replaySafeHash,
  smartAccountAddress,
} from './smartAccount.js'

/** Which account signs: the embedded EOA, or the smart account it owns. */
export type EvmAccountType = 'eoa' | 'smartAccount'

/** The chain an operation runs on; `rpc` defaults to a plain JSON-RPC client of `rpcUrl`. */
export type EvmChainContext = { chainId: number; rpcUrl: string; rpc?: JsonRpc | undefined }

/** One transaction the frame will sign, with every number fixed before the user is asked. */
export type PlannedTransaction = {
  /** `deploy` creates the smart account; `execute` drives it; `call` is the EOA's own call. */
  readonly purpose: 'deploy' | 'call' | 'execute'
  readonly to: Address
  readonly value: bigint
  readonly data: Hex
  readonly gas: bigint
  readonly fees: FeeCaps
  /** Gas estimated before the smart account existed (from its calls): checked again once it is deployed. */
  readonly provisional?: boolean
}

/** What a send will do on the chain: its transactions (from the EOA, which pays every fee) and the most it costs. */
export type SendPlan = {
  readonly signer: EvmAccountType
  /** The EOA: it signs every transaction and pays the network fees, for the smart account too. */
  readonly payer: Address
  readonly transactions: readonly PlannedTransaction[]
  /** The most the network fees can come to: the sum of gas × fee cap. */
  readonly maxFee: bigint
  readonly deploysSmartAccount: boolean
}

/** A mined transaction, as `wallet_getCallsStatus` reports it. */
export type EvmReceipt = {
  status: 'success' | 'reverted'
  blockHash: Hex
  blockNumber: bigint
  gasUsed: bigint
  transactionHash: Hash
}

const RECEIPT_TIMEOUT_MS = 60_000
const RECEIPT_POLL_MS = 500
/** Gas for `execute` / `executeBatch` around the calls, while the account does not exist yet to estimate it. */
const EXECUTE_OVERHEAD_GAS = 60_000n

const rpcOf = (context: EvmChainContext): JsonRpc => context.rpc ?? createJsonRpc(context.rpcUrl)

async function receiptOf(rpc: JsonRpc, hash: Hash, signal?: AbortSignal): Promise<EvmReceipt | undefined> {
  const raw = (await rpc.request('eth_getTransactionReceipt', [hash], signal)) as Record<
    string,
    unknown
  > | null
  if (!raw || typeof raw !== 'object') return undefined
  return {
    status: raw.status === '0x1' ? 'success' : 'reverted',
    blockHash: raw.blockHash as Hex,
    blockNumber: nodeQuantity(raw.blockNumber, 'block number'),
    gasUsed: nodeQuantity(raw.gasUsed, 'gas used'),
    transactionHash: hash,
  }
}

/**
 * The embedded EVM wallet: signs with the EOA's key, and acts for the smart account the EOA owns (deployed on
 * first use through the CREATE2 deployer, then driven with `execute` / `executeBatch`). Sends are planned first
 * (`planSend`: gas, fee caps, the most they cost) and then run exactly as planned (`executePlan`).
 */
export function createEvmWallet(privateKey: Hex) {
  const account = privateKeyToAccount(privateKey)
  const smartAccount = smartAccountAddress(account.address)

  async function isDeployed(context: EvmChainContext, signal?: AbortSignal): Promise<boolean> {
    const code = await rpcOf(context).request('eth_getCode', [smartAccount, 'latest'], signal)
    return typeof code === 'string' && code !== '0x' && code !== ''
  }

  /** The smart account's signature of `hash`: the owner signs its replay-safe digest (ERC-1271, or ERC-6492 before deployment). */
  async function signForSmartAccount(hash: Hex, context: EvmChainContext): Promise<Hex> {
    const signature = await account.sign({ hash: replaySafeHash(context.chainId, smartAccount, hash) })
    return (await isDeployed(context)) ? signature : counterfactualSignature(account.address, signature)
  }

  async function waitForReceipt(rpc: JsonRpc, hash: Hash): Promise<EvmReceipt> {
    const deadline = Date.now() + RECEIPT_TIMEOUT_MS
    for (;;) {
      const receipt = await receiptOf(rpc, hash)
      if (receipt) return receipt
      if (Date.now() > deadline)
        throw new ChainRequestError('The transaction was not mined in time', { details: hash })
      await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
    }
  }

  /** Signs one planned transaction with `nonce` and hands it to the network; resolves with its hash. */
  async function sendPlanned(
    planned: PlannedTransaction,
    nonce: number,
    context: EvmChainContext,
  ): Promise<Hash> {
    const common = {
      chainId: context.chainId,
      nonce,
      to: planned.to,
      value: planned.value,
      data: planned.data,
      gas: planned.gas,
    }
    const signed =
      planned.fees.type === 'eip1559'
        ? await account.signTransaction({
            ...common,
            type: 'eip1559',
            maxFeePerGas: planned.fees.maxFeePerGas,
            maxPriorityFeePerGas: planned.fees.maxPriorityFeePerGas,
          })
        : await account.signTransaction({ ...common, type: 'legacy', gasPrice: planned.fees.gasPrice })
    await rpcOf(context).request('eth_sendRawTransaction', [signed])
    // The hash of what we signed, not whatever the node says it is.
    return keccak256(signed)
  }

  return {
    /** The embedded EOA. */
    address: account.address,
    /** The smart account the EOA owns (same address on every chain). */
    smartAccount,
    isDeployed,

    /**
     * Signs a 32-byte digest (of a personal message or typed data) as `signer`: the EOA signs it directly; the
     * smart account's owner signs its replay-safe digest (ERC-1271, or ERC-6492 before deployment).
     */
    async signDigest(digest: Hex, signer: EvmAccountType, context: EvmChainContext): Promise<Hex> {
      if (signer === 'eoa') return account.sign({ hash: digest })
      return signForSmartAccount(digest, context)
    },

    /**
     * Works out a send before the user is asked: the EOA sends one transaction per call; the smart account runs
     * them in one `execute` / `executeBatch` from the owner, after deploying itself if needed. Gas comes from the
     * node's estimates, fee caps from the market; the host's fee fields are bounded (`checkHostFees`, `gasLimit`)
     * and never raise the fee. Refuses calls the node expects to fail.
     */
    async planSend(
      calls: readonly AccountCall[],
      signer: EvmAccountType,
      context: EvmChainContext,
      host: HostFees = {},
      signal?: AbortSignal,
    ): Promise<SendPlan> {
      const rpc = rpcOf(context)
      const fees = await marketFees(rpc, signal)
      checkHostFees(host, fees)
      const transactions: PlannedTransaction[] = []
      let deploys = false
      if (signer === 'eoa') {
        for (const call of calls) {
          const estimate = await estimateGas(rpc, { from: account.address, ...call }, signal)
          // The host's gas limit describes one transaction: a batch's calls are each estimated.
          const gas = gasLimit(estimate, calls.length === 1 ? host.gas : undefined)
          transactions.push({ purpose: 'call', ...call, gas, fees })
        }
      } else {
        const data = executeCalldata(calls)
        deploys = !(await isDeployed(context, signal))
        if (deploys) {
          const deployment = deploymentTransaction(account.address)
          const gas = await estimateGas(rpc, { from: account.address, value: 0n, ...deployment }, signal)
          transactions.push({ purpose: 'deploy', ...deployment, value: 0n, gas, fees })
          // The account cannot run `execute` before it exists: estimate its calls as made by it, plus overhead.
          let inner = EXECUTE_OVERHEAD_GAS
          for (const call of calls) inner += await estimateGas(rpc, { from: smartAccount, ...call }, signal)
          transactions.push({
            purpose: 'execute',
            to: smartAccount,
            value: 0n,
            data,
            gas: inner,
            fees,
            provisional: true,
          })
        } else {
          const gas = await estimateGas(
            rpc,
            { from: account.address, to: smartAccount, value: 0n, data },
            signal,
          )
          transactions.push({ purpose: 'execute', to: smartAccount, value: 0n, data, gas, fees })
        }
      }
      const maxFee = transactions.reduce((sum, tx) => sum + tx.gas * feePerGas(tx.fees), 0n)
      // Said before asking, not after approving: the node would refuse to include it anyway.
      const needed = transactions.reduce((sum, tx) => sum + tx.value, maxFee)
      const balance = nodeQuantity(
        await rpc.request('eth_getBalance', [account.address, 'latest'], signal),
        'balance',
      )
      if (balance < needed)
        throw new UnsupportedRequestError(
          'Your account cannot pay for this: the amount plus the max network fee is more than it holds',
          { details: `needs ${needed} wei, holds ${balance} wei` },
        )
      return { signer, payer: account.address, transactions, maxFee, deploysSmartAccount: deploys }
    },

    /**
     * Runs a plan exactly: the same transactions, gas and fee caps; the nonce is the chain's (pending), never the
     * host's. A smart-account deployment is awaited before the account is driven. Resolves with the hashes of the
     * calls (the deployment's is left out).
     */
    async executePlan(plan: SendPlan, context: EvmChainContext): Promise<Hash[]> {
      const rpc = rpcOf(context)
      let nonce = Number(
        nodeQuantity(await rpc.request('eth_getTransactionCount', [account.address, 'pending']), 'nonce'),
      )
      const hashes: Hash[] = []
      for (const planned of plan.transactions) {
        if (planned.provisional) {
          const estimate = await estimateGas(rpc, {
            from: account.address,
            to: planned.to,
            value: planned.value,
            data: planned.data,
          })
          if (estimate > planned.gas)
            throw new UnsupportedRequestError(
              'The smart account’s calls now need more gas than you approved; they were not sent',
              { details: `needs ${estimate}, approved ${planned.gas}` },
            )
        }
        const hash = await sendPlanned(planned, nonce++, context)
        if (planned.purpose !== 'deploy') {
          hashes.push(hash)
          continue
        }
        const receipt = await waitForReceipt(rpc, hash)
        if (receipt.status !== 'success' || !(await isDeployed(context)))
          throw new UnsupportedRequestError('The smart account could not be deployed', { details: hash })
      }
      return hashes
    },

    /** The receipt of `hash`, or `undefined` while pending (or when the network cannot tell). */
    async receipt(hash: Hash, context: EvmChainContext): Promise<EvmReceipt | undefined> {
      try {
        return await receiptOf(rpcOf(context), hash)
      } catch {
        return undefined
      }
    },
  }
}

/** The embedded EVM wallet of one session. */
export type EvmWallet = ReturnType<typeof createEvmWallet>
