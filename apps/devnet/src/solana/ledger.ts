import { base58 } from '@scure/base'
import {
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
  VersionedTransaction,
  type Keypair,
} from '@solana/web3.js'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { solanaKeypair } from '../accounts.js'
import {
  decodeMint,
  decodeTokenAccount,
  type LedgerAccount,
  type UiTokenAmount,
  uiTokenAmount,
} from './accountEncoding.js'
import { JsonRpcError, RPC_ERROR } from '../jsonRpcError.js'
import { type TransactionErrorJson, transactionErrorJson } from './transactionError.js'
import { disableV8PretenuringForLiteSvm } from './v8Workaround.js'

/** Lamports charged per signature (litesvm's default fee rate, the same as mainnet's). */
export const LAMPORTS_PER_SIGNATURE = 5_000

/** How many slots a blockhash stays valid, as on a real cluster. */
export const BLOCKHASH_VALID_SLOTS = 150

/** Lamports the faucet behind requestAirdrop starts with: 1 000 000 SOL. */
const FAUCET_LAMPORTS = 1_000_000 * 1_000_000_000

/** A token balance entry of a transaction's meta (pre/postTokenBalances). */
export type TokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** Everything the RPC needs to answer about a processed transaction. */
export type TransactionRecord = {
  signature: string
  slot: number
  blockTime: number
  err: TransactionErrorJson | null
  logs: string[]
  computeUnitsConsumed: number
  fee: number
  transaction: VersionedTransaction
  accountKeys: string[]
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
}

/** Result of a simulation, shaped for simulateTransaction. */
export type SimulationResult = {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: number
  returnData: { programId: string; data: [string, 'base64'] } | null
  postAccounts: Map<string, LedgerAccount>
}

type Listener<T> = (value: T) => void

/**
 * The local Solana cluster: a LiteSVM plus what a validator adds around it, a slot clock with rotating
 * blockhashes, a transaction history with statuses, an index of known accounts (LiteSVM cannot list its
 * accounts) and a faucet for airdrops.
 */
export class SolanaLedger {
  readonly svm: LiteSVM
  private slot = 1n
  private ticker: ReturnType<typeof setInterval> | undefined
  private readonly faucet: Keypair = solanaKeypair('faucet')
  private readonly records = new Map<string, TransactionRecord>()
  private readonly signaturesByAddress = new Map<string, string[]>()
  private readonly blockhashSlots = new Map<string, bigint>()
  private readonly known = new Set<string>()
  private readonly transactionListeners = new Set<Listener<TransactionRecord>>()
  private readonly slotListeners = new Set<Listener<number>>()

  constructor() {
    disableV8PretenuringForLiteSvm()
    // web3.js caches a blockhash for up to 30 s while this ledger rotates one per slot, so LiteSVM's strict
    // "latest blockhash only" check is off; replays are still refused by signature (see execute()).
    this.svm = new LiteSVM().withBlockhashCheck(false)
    this.svm.warpToSlot(this.slot)
    this.blockhashSlots.set(this.svm.latestBlockhash(), this.slot)
    this.svm.setAccount(this.faucet.publicKey, {
      lamports: FAUCET_LAMPORTS,
      data: new Uint8Array(0),
      owner: SystemProgram.programId,
      executable: false,
    })
  }

  /** Starts the slot clock: one slot and one new blockhash per `intervalMs`. */
  startClock(intervalMs: number): void {
    this.stopClock()
    this.ticker = setInterval(() => this.advanceSlot(), intervalMs)
    this.ticker.unref()
  }

  stopClock(): void {
    if (this.ticker) clearInterval(this.ticker)
    this.ticker = undefined
  }

  /** Moves to the next slot with a fresh blockhash. */
  advanceSlot(): void {
    this.slot += 1n
    this.svm.warpToSlot(this.slot)
    this.svm.expireBlockhash()
    this.blockhashSlots.set(this.svm.latestBlockhash(), this.slot)
    for (const [blockhash, slot] of this.blockhashSlots) {
      if (slot + BigInt(BLOCKHASH_VALID_SLOTS) >= this.slot) break
      this.blockhashSlots.delete(blockhash)
    }
    for (const listener of this.slotListeners) listener(Number(this.slot))
  }

  get currentSlot(): number {
    return Number(this.slot)
  }

  get latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return {
      blockhash: this.svm.latestBlockhash(),
      lastValidBlockHeight: this.currentSlot + BLOCKHASH_VALID_SLOTS,
    }
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.blockhashSlots.has(blockhash)
  }

  get transactionCount(): number {
    return this.records.size
  }

  onTransaction(listener: Listener<TransactionRecord>): () => void {
    this.transactionListeners.add(listener)
    return () => this.transactionListeners.delete(listener)
  }

  onSlot(listener: Listener<number>): () => void {
    this.slotListeners.add(listener)
    return () => this.slotListeners.delete(listener)
  }

  /** Remembers an address so token-account lookups by owner can find it later. */
  remember(address: PublicKey | string): void {
    this.known.add(typeof address === 'string' ? address : address.toBase58())
  }

  get knownAddresses(): readonly string[] {
    return [...this.known]
  }

  getAccount(address: PublicKey): LedgerAccount | undefined {
    this.remember(address)
    const account = this.svm.getAccount(address)
    // LiteSVM keeps emptied accounts around; a validator reports them as absent.
    if (!account || (account.lamports === 0 && account.data.length === 0)) return undefined
    return account
  }

  getBalance(address: PublicKey): number {
    return this.getAccount(address)?.lamports ?? 0
  }

  /** Decimals of a mint, 0 when the account is not a mint (as the validator's parser does). */
  mintDecimals = (mint: PublicKey): number => {
    const account = this.getAccount(mint)
    return (account && decodeMint(account)?.decimals) ?? 0
  }

  record(signature: string): TransactionRecord | undefined {
    return this.records.get(signature)
  }

  /** Signatures that touched `address`, newest first. */
  signaturesFor(address: string): string[] {
    return [...(this.signaturesByAddress.get(address) ?? [])].reverse()
  }

  /** Runs a signed transaction and records it (also when it fails, as a validator lands failed transactions). */
  execute(transaction: VersionedTransaction): TransactionRecord {
    const firstSignature = transaction.signatures[0]
    if (!firstSignature)
      throw new JsonRpcError(RPC_ERROR.invalidParams, 'Invalid params: transaction has no signature')
    const signature = base58.encode(firstSignature)
    if (this.records.has(signature)) {
      throw new JsonRpcError(
        RPC_ERROR.preflightFailed,
        'Transaction simulation failed: This transaction has already been processed',
        { err: 'AlreadyProcessed', logs: [], accounts: null, unitsConsumed: 0, returnData: null },
      )
    }
    const keys = transaction.message.staticAccountKeys
    for (const key of keys) this.remember(key)
    const preBalances = keys.map((key) => this.getBalance(key))
    const preTokenBalances = this.tokenBalances(keys)
    const result = this.svm.sendTransaction(transaction)
    const failed = result instanceof FailedTransactionMetadata
    const meta: TransactionMetadata = failed ? result.meta() : result
    const record: TransactionRecord = {
      signature,
      slot: this.currentSlot,
      blockTime: Math.floor(Date.now() / 1000),
      err: failed ? transactionErrorJson(result) : null,
      logs: meta.logs(),
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
      fee: LAMPORTS_PER_SIGNATURE * transaction.message.header.numRequiredSignatures,
      transaction,
      accountKeys: keys.map((key) => key.toBase58()),
      preBalances,
      postBalances: keys.map((key) => this.getBalance(key)),
      preTokenBalances,
      postTokenBalances: this.tokenBalances(keys),
    }
    this.records.set(signature, record)
    for (const key of record.accountKeys) {
      const list = this.signaturesByAddress.get(key) ?? []
      list.push(signature)
      this.signaturesByAddress.set(key, list)
    }
    // Notify after the caller has its answer, as a validator confirms after returning the signature.
    setTimeout(() => {
      for (const listener of this.transactionListeners) listener(record)
    }, 0)
    return record
  }

  /** Simulates without changing state. Signature checks are skipped unless `sigVerify` is set. */
  simulate(transaction: VersionedTransaction, sigVerify: boolean): SimulationResult {
    if (!sigVerify) this.svm.withSigverify(false)
    try {
      const result = this.svm.simulateTransaction(transaction)
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta()
        return {
          err: transactionErrorJson(result),
          logs: meta.logs(),
          unitsConsumed: Number(meta.computeUnitsConsumed()),
          returnData: null,
          postAccounts: new Map(),
        }
      }
      const meta = result.meta()
      const returned = meta.returnData()
      const returnedData = returned.data()
      const postAccounts = new Map<string, LedgerAccount>()
      for (const [address, account] of result.postAccounts()) {
        postAccounts.set(address.toBase58(), {
          lamports: Number(account.lamports()),
          data: account.data(),
          owner: new PublicKey(account.owner()),
          executable: account.executable(),
        })
      }
      return {
        err: null,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData:
          returnedData.length > 0
            ? {
                programId: base58.encode(returned.programId()),
                data: [Buffer.from(returnedData).toString('base64'), 'base64'],
              }
            : null,
        postAccounts,
      }
    } finally {
      if (!sigVerify) this.svm.withSigverify(true)
    }
  }

  /** Sends lamports from the faucet, as a real transfer transaction (so it has a signature and history). */
  airdrop(to: PublicKey, lamports: number): TransactionRecord {
    // A fresh blockhash makes two equal airdrops in one slot two different transactions.
    this.svm.expireBlockhash()
    this.blockhashSlots.set(this.svm.latestBlockhash(), this.slot)
    const record = this.runInstructions(
      [SystemProgram.transfer({ fromPubkey: this.faucet.publicKey, toPubkey: to, lamports })],
      [this.faucet],
    )
    if (record.err)
      throw new JsonRpcError(RPC_ERROR.internal, `Airdrop failed: ${JSON.stringify(record.err)}`)
    return record
  }

  /** Builds, signs and executes a transaction; the first signer pays. Throws when it fails. */
  executeInstructions(instructions: TransactionInstruction[], signers: Keypair[]): TransactionRecord {
    const record = this.runInstructions(instructions, signers)
    if (record.err)
      throw new Error(`Transaction failed: ${JSON.stringify(record.err)}\n${record.logs.join('\n')}`)
    return record
  }

  private runInstructions(instructions: TransactionInstruction[], signers: Keypair[]): TransactionRecord {
    const [payer] = signers
    if (!payer) throw new Error('a transaction needs at least one signer')
    const legacy = new Transaction({ feePayer: payer.publicKey, recentBlockhash: this.svm.latestBlockhash() })
    legacy.add(...instructions)
    legacy.sign(...signers)
    return this.execute(VersionedTransaction.deserialize(legacy.serialize()))
  }

  private tokenBalances(keys: readonly PublicKey[]): TokenBalance[] {
    const balances: TokenBalance[] = []
    keys.forEach((key, accountIndex) => {
      const account = this.svm.getAccount(key)
      const token = account && decodeTokenAccount(account)
      if (!account || !token) return
      balances.push({
        accountIndex,
        mint: token.mint.toBase58(),
        owner: token.owner.toBase58(),
        programId: account.owner.toBase58(),
        uiTokenAmount: uiTokenAmount(token.amount, this.mintDecimals(token.mint)),
      })
    })
    return balances
  }
}
