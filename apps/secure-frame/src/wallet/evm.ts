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
  type ChainSponsorship,
  cannotPayError,
  isSmartAccountCode,
  type SmartAccountKind,
  smartAccountAddress,
} from './smartAccountFacts.js'
import type { UserOperationOutcome, UserOperationPlan } from './userOperation.js'

/** The code that prepares and sends user operations (viem's account abstraction): loaded on the first smart-account use. */
const userOperations = () => import('./userOperation.js')

/** Which account signs: the embedded EOA, or its smart account (the EOA upgraded with EIP-7702, or ERC-4337). */
export type EvmAccountType = 'eoa' | 'smartAccount'

/** A call made by an account. */
export type AccountCall = { to: Address; value: bigint; data: Hex }

/**
 * The chain an operation runs on; `rpc` defaults to a plain JSON-RPC client of `rpcUrl` (the server's URL for the
 * chain answers the bundler's methods too). `smartAccountKind`: how the smart account exists there (default 4337);
 * `sponsorship`: the paymaster that sponsors the chain, if one does.
 */
export type EvmChainContext = {
  chainId: number
  rpcUrl: string
  rpc?: JsonRpc | undefined
  smartAccountKind?: SmartAccountKind | undefined
  sponsorship?: (() => Promise<ChainSponsorship | undefined>) | undefined
}

/** A contract creation from the EOA (`eth_sendTransaction` without `to`): `data` is the init code. */
export type ContractCreation = { readonly to?: undefined; readonly value: bigint; readonly data: Hex }

/** What a send asks for: calls, or (from the EOA only) a contract creation. */
export type SendCall = AccountCall | ContractCreation

/** One transaction the frame will sign, with every number fixed before the user is asked. */
export type PlannedTransaction = {
  /** `call` is the EOA's call; `create` is its contract creation (no `to`). */
  readonly purpose: 'call' | 'create'
  readonly to: Address | undefined
  readonly value: bigint
  readonly data: Hex
  readonly gas: bigint
  readonly fees: FeeCaps
}

/**
 * What a send will do on the chain: the EOA's transactions, or the smart account's one user operation (an atomic
 * batch through the bundler), and the most the user pays for it.
 */
export type SendPlan = {
  readonly signer: EvmAccountType
  /** The account that pays the network fee when no paymaster does: the EOA, or the smart account. */
  readonly payer: Address
  /** The EOA's transactions (none for the smart account). */
  readonly transactions: readonly PlannedTransaction[]
  /** The smart account's user operation. */
  readonly userOperation?: UserOperationPlan | undefined
  /** The most the user's network fees can come to (0 when sponsored): the sum of gas × fee cap. */
  readonly maxFee: bigint
  /** Who pays the network fee when an app's paymaster sponsors it ("Paid by <sponsor>"). */
  readonly sponsor?: string | undefined
  /** The first smart-account operation also upgrades the EOA (EIP-7702) or deploys the account (ERC-4337). */
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

const USER_OPERATION_TIMEOUT_MS = 60_000
const USER_OPERATION_POLL_MS = 500

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

const kindOf = (context: EvmChainContext): SmartAccountKind => context.smartAccountKind ?? '4337'

/**
 * The embedded EVM wallet: signs with the EOA's key, and acts for its smart account: the EOA itself upgraded with
 * EIP-7702 where the chain has it, else its counterfactual ERC-4337 account, driven with user operations through
 * the chain's bundler. Sends are planned first (`planSend`: gas, fees, who pays, the most the user pays) and then
 * run exactly as planned (`executePlan`).
 */
export function createEvmWallet(privateKey: Hex) {
  const account = privateKeyToAccount(privateKey)

  /** The smart account's address on a chain of `kind`: the EOA's with EIP-7702. */
  const smartAccountOf = (kind: SmartAccountKind): Address => smartAccountAddress(account.address, kind)

  /** Whether the smart account is in force on the chain: the EOA delegated to Kit's account, or the account deployed. */
  async function isDeployed(context: EvmChainContext, signal?: AbortSignal): Promise<boolean> {
    const kind = kindOf(context)
    const code = await rpcOf(context).request('eth_getCode', [smartAccountOf(kind), 'latest'], signal)
    return isSmartAccountCode(code, kind)
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

  /**
   * The smart account's send: one user operation for every call (all or nothing), sponsored when the chain's
   * paymaster agrees, else paid by the account, which must hold the amounts and the max fee.
   */
  async function planUserOperation(
    calls: readonly AccountCall[],
    context: EvmChainContext,
  ): Promise<PlannedSend> {
    const rpc = rpcOf(context)
    const sponsorship = await context.sponsorship?.().catch(() => undefined)
    const operation = await (await userOperations()).prepareUserOperation({
      owner: account,
      kind: kindOf(context),
      rpc,
      chainId: context.chainId,
      calls,
      sponsorship,
    })
    const maxFee = operation.sponsor === undefined ? operation.maxFee : 0n
    const needed = calls.reduce((sum, call) => sum + call.value, maxFee)
    const balance = nodeQuantity(await rpc.request('eth_getBalance', [operation.sender, 'latest']), 'balance')
    if (balance < needed)
      throw cannotPayError(operation.sponsorshipRefused, `needs ${needed} wei, holds ${balance} wei`)
    return {
      signer: 'smartAccount',
      payer: operation.sender,
      transactions: [],
      userOperation: operation,
      maxFee,
      sponsor: operation.sponsor,
      deploysSmartAccount: operation.createsAccount,
    }
  }

  return {
    /** The embedded EOA. */
    address: account.address,
    /** The smart account's address on a chain of `kind` (the EOA's own with EIP-7702). */
    smartAccountOf,
    isDeployed,

    /**
     * Signs a 32-byte digest (of a personal message or typed data) as `signer`. The EIP-7702 smart account is the
     * EOA: its key's signature recovers to the account's own address. The ERC-4337 account's contract has no
     * ERC-1271 check (KitAccount), so no signature of it could be verified: refused rather than signed as the EOA.
     */
    async signDigest(digest: Hex, signer: EvmAccountType, context: EvmChainContext): Promise<Hex> {
      if (signer === 'eoa' || kindOf(context) === '7702') return account.sign({ hash: digest })
      throw new UnsupportedRequestError(
        'Your smart account on this network cannot sign messages apps can check; switch to your account (EOA) to sign',
      )
    },

    /**
     * Works out a send before the user is asked: the EOA sends one transaction per call (or creates a contract);
     * the smart account runs them all in one user operation (`planUserOperation`). The EOA's gas comes from the node's estimates (the host's gas limit bounded by `gasLimit`), fee caps from the
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
      if (signer === 'smartAccount') {
        if (accountCalls.length !== calls.length)
          throw new InvalidParamsError(
            'Your smart account cannot deploy contracts (its execute makes calls only); switch to your account (EOA) to deploy',
          )
        return planUserOperation(accountCalls, context)
      }
      const fees = await feeOptions(rpc, host, signal)
      // Gas and everything else first: the options differ in their fee caps only.
      const drafts: Omit<PlannedTransaction, 'fees'>[] = []
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
      const planAt = (caps: FeeCaps): SendPlan => {
        const transactions = drafts.map((draft) => ({ ...draft, fees: caps }))
        const maxFee = transactions.reduce((sum, tx) => sum + tx.gas * feePerGas(tx.fees), 0n)
        return { signer, payer: account.address, transactions, maxFee, deploysSmartAccount: false }
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
     * Runs a plan exactly: the same transactions, gas and fee caps (the nonce is the chain's, pending, never the
     * host's), or the same user operation, its EIP-7702 upgrade signed now. Resolves with the hashes of the
     * transactions, or the user operation's hash.
     */
    async executePlan(plan: SendPlan, context: EvmChainContext): Promise<Hash[]> {
      const rpc = rpcOf(context)
      if (plan.userOperation)
        return [
          await (await userOperations()).sendUserOperation({
            owner: account,
            plan: plan.userOperation,
            rpc,
            chainId: context.chainId,
          }),
        ]
      let nonce = Number(
        nodeQuantity(await rpc.request('eth_getTransactionCount', [account.address, 'pending']), 'nonce'),
      )
      const hashes: Hash[] = []
      for (const planned of plan.transactions) hashes.push(await sendPlanned(planned, nonce++, context))
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

    /**
     * Waits for user operation `hash` to be included (`eth_sendTransaction` answers a transaction hash, which a user
     * operation has only then). @throws {ChainRequestError} when it is not included in time.
     */
    async waitForUserOperation(hash: Hash, context: EvmChainContext): Promise<UserOperationOutcome> {
      const deadline = Date.now() + USER_OPERATION_TIMEOUT_MS
      for (;;) {
        const outcome = await (await userOperations())
          .userOperationOutcome(rpcOf(context), hash)
          .catch(() => undefined)
        if (outcome) return outcome
        if (Date.now() > deadline)
          throw new ChainRequestError('The operation was not included in time', { details: hash })
        await new Promise((resolve) => setTimeout(resolve, USER_OPERATION_POLL_MS))
      }
    },

    /** The outcome of user operation `hash`, or `undefined` while pending (or when the bundler cannot tell). */
    async userOperationOutcome(
      hash: Hash,
      context: EvmChainContext,
    ): Promise<UserOperationOutcome | undefined> {
      try {
        return await (await userOperations()).userOperationOutcome(rpcOf(context), hash)
      } catch {
        return undefined
      }
    },
  }
}

/** The embedded EVM wallet of one session. */
export type EvmWallet = ReturnType<typeof createEvmWallet>
