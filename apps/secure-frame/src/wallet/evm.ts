import { type Address, type Hash, type Hex, keccak256 } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ChainRequestError, InvalidParamsError, UnsupportedRequestError } from '../errors.js'
import { createJsonRpc, type JsonRpc } from '../rpc.js'
import {
  estimateGas,
  type FeeCaps,
  feeOptions,
  feePerGas,
  gasLimit,
  type HostFees,
  isFarAbove,
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

/** A contract creation from the EOA (`eth_sendTransaction` without `to`): `data` is the init code. */
export type ContractCreation = { readonly to?: undefined; readonly value: bigint; readonly data: Hex }

/** What a send asks for: calls, or (from the EOA only) a contract creation. */
export type SendCall = AccountCall | ContractCreation

/** One transaction the frame will sign, with every number fixed before the user is asked. */
export type PlannedTransaction = {
  /**
   * `deploy` creates the smart account; `execute` drives it; `call` is the EOA's own call; `create` is the EOA's
   * contract creation (no `to`).
   */
  readonly purpose: 'deploy' | 'call' | 'execute' | 'create'
  readonly to: Address | undefined
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

/**
 * The same send planned at the market's fee and at the app's, when the app set fee fields: the user picks one on the
 * card, and the one picked runs as it is.
 */
export type FeeChoice = {
  /** At today's market fee (in the transaction type the app asked for). */
  readonly market: SendPlan
  /** At the app's fee fields. */
  readonly app: SendPlan
  /** The app's fee is more than `FAR_ABOVE_FACTOR` times the market's per gas. */
  readonly farAbove: boolean
  /**
   * The option selected until the user picks: the market's when the app's is far above, else the app's; never one
   * the account cannot pay for.
   */
  readonly selected: 'market' | 'app'
  /** The option the account cannot pay for (amount plus max fee above its balance), if one: shown, not offered. */
  readonly unaffordable?: 'market' | 'app' | undefined
}

/** A planned send: the plan of the option selected, and both options when the app set fee fields. */
export type PlannedSend = SendPlan & { readonly feeChoice?: FeeChoice | undefined }

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
      // Without `to`, the transaction creates a contract from `data`.
      ...(planned.to === undefined ? {} : { to: planned.to }),
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
     * Works out a send before the user is asked: the EOA sends one transaction per call (or creates a contract);
     * the smart account runs them in one `execute` / `executeBatch` from the owner, after deploying itself if
     * needed. Gas comes from the node's estimates (the host's gas limit bounded by `gasLimit`), fee caps from the
     * market; when the host set fee fields, the send is also planned at its fee (`feeOptions`), and both plans come
     * back for the user to choose. Refuses calls the node expects to fail, a contract creation from the smart
     * account, and a send the account cannot pay for at any of the fees.
     */
    async planSend(
      calls: readonly SendCall[],
      signer: EvmAccountType,
      context: EvmChainContext,
      host: HostFees = {},
      signal?: AbortSignal,
    ): Promise<PlannedSend> {
      const rpc = rpcOf(context)
      const accountCalls = calls.filter((call): call is AccountCall => call.to !== undefined)
      if (signer === 'smartAccount' && accountCalls.length !== calls.length)
        throw new InvalidParamsError(
          'Your smart account cannot deploy contracts (its execute makes calls only); switch to your account (EOA) to deploy',
        )
      const fees = await feeOptions(rpc, host, signal)
      // Gas and everything else first: the options differ in their fee caps only.
      const drafts: Omit<PlannedTransaction, 'fees'>[] = []
      let deploys = false
      if (signer === 'eoa') {
        for (const call of calls) {
          const estimate = await estimateGas(rpc, { from: account.address, ...call }, signal)
          // The host's gas limit describes one transaction: a batch's calls are each estimated.
          const gas = gasLimit(estimate, calls.length === 1 ? host.gas : undefined)
          drafts.push({
            purpose: call.to === undefined ? 'create' : 'call',
            to: call.to,
            value: call.value,
            data: call.data,
            gas,
          })
        }
      } else {
        const data = executeCalldata(accountCalls)
        deploys = !(await isDeployed(context, signal))
        if (deploys) {
          const deployment = deploymentTransaction(account.address)
          const gas = await estimateGas(rpc, { from: account.address, value: 0n, ...deployment }, signal)
          drafts.push({ purpose: 'deploy', ...deployment, value: 0n, gas })
          // The account cannot run `execute` before it exists: estimate its calls as made by it, plus overhead.
          let inner = EXECUTE_OVERHEAD_GAS
          for (const call of accountCalls)
            inner += await estimateGas(rpc, { from: smartAccount, ...call }, signal)
          drafts.push({
            purpose: 'execute',
            to: smartAccount,
            value: 0n,
            data,
            gas: inner,
            provisional: true,
          })
        } else {
          const gas = await estimateGas(
            rpc,
            { from: account.address, to: smartAccount, value: 0n, data },
            signal,
          )
          drafts.push({ purpose: 'execute', to: smartAccount, value: 0n, data, gas })
        }
      }
      const planAt = (caps: FeeCaps): SendPlan => {
        const transactions = drafts.map((draft) => ({ ...draft, fees: caps }))
        const maxFee = transactions.reduce((sum, tx) => sum + tx.gas * feePerGas(tx.fees), 0n)
        return { signer, payer: account.address, transactions, maxFee, deploysSmartAccount: deploys }
      }
      const needs = (plan: SendPlan) => plan.transactions.reduce((sum, tx) => sum + tx.value, plan.maxFee)
      // Said before asking, not after approving: the node would refuse to include it anyway.
      const balance = nodeQuantity(
        await rpc.request('eth_getBalance', [account.address, 'latest'], signal),
        'balance',
      )
      const pays = (plan: SendPlan) => balance >= needs(plan)
      const cannotPay = (needed: bigint) =>
        new UnsupportedRequestError(
          'Your account cannot pay for this: the amount plus the max network fee is more than it holds',
          { details: `needs ${needed} wei, holds ${balance} wei` },
        )
      const market = planAt(fees.market)
      if (!fees.app) {
        if (!pays(market)) throw cannotPay(needs(market))
        return market
      }
      const app = planAt(fees.app)
      const plans = { market, app }
      const cheaper = needs(app) < needs(market) ? app : market
      if (!pays(cheaper)) throw cannotPay(needs(cheaper))
      const farAbove = isFarAbove(fees.app, fees.market)
      // The market's when the app's is far above, else the app's; the other one when that cannot be paid.
      const preferred = farAbove ? 'market' : 'app'
      const other = farAbove ? 'app' : 'market'
      const selected = pays(plans[preferred]) ? preferred : other
      const unaffordable = !pays(market) ? 'market' : !pays(app) ? 'app' : undefined
      const feeChoice: FeeChoice = {
        market,
        app,
        farAbove,
        selected,
        ...(unaffordable ? { unaffordable } : {}),
      }
      return { ...plans[selected], feeChoice }
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
