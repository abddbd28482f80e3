import { base58 } from '@scure/base'
import { createHash } from 'node:crypto'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import {
  PublicKey,
  type VersionedMessage,
  VersionedMessage as VersionedMessageCodec,
  VersionedTransaction,
} from '@solana/web3.js'
import {
  type AccountEncoding,
  type DataSlice,
  decodeMint,
  decodeTokenAccount,
  encodeAccount,
  type LedgerAccount,
  parseEncoding,
  uiTokenAmount,
} from './accountEncoding.js'
import { LAMPORTS_PER_SIGNATURE, type SolanaLedger, type TransactionRecord } from './ledger.js'
import { invalidParams, JsonRpcError, RPC_ERROR } from '../jsonRpcError.js'

/** The version the front reports; web3.js only reads it for display. */
export const SOLANA_CORE_VERSION = '2.2.0'

/** The bytes of base58 `text`, or `undefined` when it is not base58 (the caller answers invalid params). */
function decodeBase58OrUndefined(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text)
  } catch {
    return undefined
  }
}

/** Genesis hash of the local cluster: sha256("kit-devnet/solana/genesis") in base58, stable across runs. */
export const LOCAL_GENESIS_HASH = base58.encode(
  createHash('sha256').update('kit-devnet/solana/genesis').digest(),
)

const SLOTS_PER_EPOCH = 432_000
const MAX_SIGNATURES_PER_REQUEST = 256
const MAX_ACCOUNTS_PER_REQUEST = 100

/** One JSON-RPC method: positional params in, JSON-serialisable result out (throws JsonRpcError). */
export type RpcMethod = (params: readonly unknown[]) => unknown

type Config = Record<string, unknown>

function configAt(params: readonly unknown[], index: number): Config {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams(`expected a config object at ${index}`)
  return value as Config
}

function pubkeyAt(params: readonly unknown[], index: number, name = 'address'): PublicKey {
  const value = params[index]
  if (typeof value !== 'string') throw invalidParams(`${name} must be a base58 string`)
  const bytes = decodeBase58OrUndefined(value)
  if (bytes?.length !== 32) throw invalidParams(`Invalid param: ${name} is not a valid public key`)
  return new PublicKey(bytes)
}

function nonNegativeIntegerAt(params: readonly unknown[], index: number, name: string): number {
  const value = params[index]
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams(`${name} must be a non-negative integer`)
  }
  return value
}

function dataSliceOf(config: Config): DataSlice | undefined {
  const slice = config.dataSlice
  if (slice === undefined || slice === null) return undefined
  const { offset, length } = slice as Partial<DataSlice>
  if (
    !Number.isSafeInteger(offset) ||
    !Number.isSafeInteger(length) ||
    (offset ?? -1) < 0 ||
    (length ?? -1) < 0
  ) {
    throw invalidParams('dataSlice needs non-negative integer offset and length')
  }
  return { offset: offset as number, length: length as number }
}

function decodeWire(raw: unknown, encoding: unknown): Uint8Array {
  if (typeof raw !== 'string') throw invalidParams('expected an encoded transaction string')
  if (encoding === 'base64') return Buffer.from(raw, 'base64')
  if (encoding === undefined || encoding === null || encoding === 'base58') {
    const bytes = decodeBase58OrUndefined(raw)
    if (!bytes) throw invalidParams('invalid base58 encoding')
    return bytes
  }
  throw invalidParams(`unsupported encoding ${JSON.stringify(encoding)}`)
}

function decodeTransaction(raw: unknown, encoding: unknown): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(decodeWire(raw, encoding))
  } catch (cause) {
    if (cause instanceof JsonRpcError) throw cause
    throw invalidParams(`failed to deserialize transaction: ${(cause as Error).message}`)
  }
}

function describeError(err: unknown): string {
  const instruction = (err as { InstructionError?: [number, unknown] } | null)?.InstructionError
  if (instruction) {
    const [index, reason] = instruction
    const custom = (reason as { Custom?: number } | null)?.Custom
    const text =
      custom === undefined ? JSON.stringify(reason) : `custom program error: 0x${custom.toString(16)}`
    return `Error processing Instruction ${index}: ${text}`
  }
  return typeof err === 'string' ? err : JSON.stringify(err)
}

function transactionVersion(transaction: VersionedTransaction): 'legacy' | 0 {
  return transaction.version === 'legacy' ? 'legacy' : 0
}

function messageJson(message: VersionedMessage) {
  return {
    accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
    header: message.header,
    recentBlockhash: message.recentBlockhash,
    instructions: message.compiledInstructions.map((instruction) => ({
      programIdIndex: instruction.programIdIndex,
      accounts: instruction.accountKeyIndexes,
      data: base58.encode(instruction.data),
      stackHeight: null,
    })),
    ...(message.version === 0 ? { addressTableLookups: [] } : {}),
  }
}

function parsedMessageJson(message: VersionedMessage) {
  const keys = message.staticAccountKeys
  return {
    accountKeys: keys.map((key, index) => ({
      pubkey: key.toBase58(),
      signer: message.isAccountSigner(index),
      writable: message.isAccountWritable(index),
      source: 'transaction',
    })),
    recentBlockhash: message.recentBlockhash,
    // Instructions are returned partially decoded (program id, accounts, base58 data), which web3.js accepts.
    instructions: message.compiledInstructions.map((instruction) => ({
      programId: keys[instruction.programIdIndex]?.toBase58(),
      accounts: instruction.accountKeyIndexes.map((index) => keys[index]?.toBase58()),
      data: base58.encode(instruction.data),
      stackHeight: null,
    })),
    ...(message.version === 0 ? { addressTableLookups: [] } : {}),
  }
}

function transactionJson(record: TransactionRecord, encoding: string) {
  const { transaction } = record
  if (encoding === 'base64') return [Buffer.from(transaction.serialize()).toString('base64'), 'base64']
  if (encoding === 'base58') return [base58.encode(transaction.serialize()), 'base58']
  const signatures = transaction.signatures.map((signature) => base58.encode(signature))
  if (encoding === 'jsonParsed') return { signatures, message: parsedMessageJson(transaction.message) }
  return { signatures, message: messageJson(transaction.message) }
}

function statusJson(record: TransactionRecord) {
  return {
    slot: record.slot,
    confirmations: null,
    err: record.err,
    status: record.err ? { Err: record.err } : { Ok: null },
    confirmationStatus: 'finalized',
  }
}

type Filter = { dataSize?: number; memcmp?: { offset: number; bytes: string; encoding?: string } }

function matchesFilters(account: LedgerAccount, filters: unknown): boolean {
  if (filters === undefined || filters === null) return true
  if (!Array.isArray(filters)) throw invalidParams('filters must be an array')
  return (filters as Filter[]).every((filter) => {
    if (filter.dataSize !== undefined) return account.data.length === filter.dataSize
    if (filter.memcmp) {
      const { offset, bytes, encoding } = filter.memcmp
      const expected = encoding === 'base64' ? Buffer.from(bytes, 'base64') : decodeBase58OrUndefined(bytes)
      if (!expected) throw invalidParams('memcmp bytes are not valid base58')
      const actual = account.data.subarray(offset, offset + expected.length)
      return actual.length === expected.length && actual.every((byte, index) => byte === expected[index])
    }
    throw invalidParams('unsupported filter (use dataSize or memcmp)')
  })
}

/**
 * The Solana JSON-RPC methods served by the devnet, over a {@link SolanaLedger}. Covers what
 * `@solana/web3.js` v1 `Connection` and `@solana/spl-token` call for balances, token accounts, sending,
 * confirming and reading transactions.
 */
export function createSolanaRpcMethods(ledger: SolanaLedger): Record<string, RpcMethod> {
  const context = () => ({ apiVersion: SOLANA_CORE_VERSION, slot: ledger.currentSlot })
  const withContext = <T>(value: T) => ({ context: context(), value })

  const renderAccount = (address: PublicKey, encoding: AccountEncoding, slice?: DataSlice) => {
    const account = ledger.getAccount(address)
    return account ? encodeAccount(account, encoding, ledger.mintDecimals, slice) : null
  }

  const tokenAccountsOf = (owner: PublicKey, filter: Config, config: Config) => {
    const mint = filter.mint === undefined ? undefined : pubkeyAt([filter.mint], 0, 'mint')
    const programId =
      filter.programId === undefined ? undefined : pubkeyAt([filter.programId], 0, 'programId')
    if (!mint && !programId) throw invalidParams('expected a filter with "mint" or "programId"')
    if (programId && !programId.equals(TOKEN_PROGRAM_ID) && !programId.equals(TOKEN_2022_PROGRAM_ID)) {
      throw invalidParams('unrecognized token program id')
    }
    const encoding = parseEncoding(config.encoding, 'base64')
    const slice = dataSliceOf(config)
    const found = []
    for (const address of ledger.knownAddresses) {
      const key = new PublicKey(address)
      const account = ledger.getAccount(key)
      const token = account && decodeTokenAccount(account)
      if (!account || !token?.owner.equals(owner)) continue
      if (mint && !token.mint.equals(mint)) continue
      if (programId && !account.owner.equals(programId)) continue
      found.push({ pubkey: address, account: encodeAccount(account, encoding, ledger.mintDecimals, slice) })
    }
    return withContext(found)
  }

  const methods: Record<string, RpcMethod> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
    getGenesisHash: () => LOCAL_GENESIS_HASH,
    getIdentity: () => ({ identity: LOCAL_GENESIS_HASH }),
    getClusterNodes: () => [],
    getSlot: () => ledger.currentSlot,
    getBlockHeight: () => ledger.currentSlot,
    getFirstAvailableBlock: () => 0,
    minimumLedgerSlot: () => 0,
    getTransactionCount: () => ledger.transactionCount,
    getBlockTime: () => Math.floor(Date.now() / 1000),
    getEpochInfo: () => ({
      absoluteSlot: ledger.currentSlot,
      blockHeight: ledger.currentSlot,
      epoch: Math.floor(ledger.currentSlot / SLOTS_PER_EPOCH),
      slotIndex: ledger.currentSlot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: ledger.transactionCount,
    }),
    getEpochSchedule: () => ({
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
      leaderScheduleSlotOffset: SLOTS_PER_EPOCH,
      slotsPerEpoch: SLOTS_PER_EPOCH,
      warmup: false,
    }),
    getLatestBlockhash: () => withContext(ledger.latestBlockhash),
    getRecentBlockhash: () =>
      withContext({
        blockhash: ledger.latestBlockhash.blockhash,
        feeCalculator: { lamportsPerSignature: LAMPORTS_PER_SIGNATURE },
      }),
    isBlockhashValid: (params) => {
      if (typeof params[0] !== 'string') throw invalidParams('blockhash must be a base58 string')
      return withContext(ledger.isBlockhashValid(params[0]))
    },
    getFeeForMessage: (params) => {
      let message: VersionedMessage
      try {
        message = VersionedMessageCodec.deserialize(decodeWire(params[0], 'base64'))
      } catch (cause) {
        if (cause instanceof JsonRpcError) throw cause
        throw invalidParams('failed to deserialize message')
      }
      return withContext(message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE)
    },
    getRecentPrioritizationFees: () => [],
    getStakeMinimumDelegation: () => withContext(1_000_000_000),
    getMinimumBalanceForRentExemption: (params) =>
      Number(
        ledger.svm.minimumBalanceForRentExemption(BigInt(nonNegativeIntegerAt(params, 0, 'data length'))),
      ),
    getBalance: (params) => withContext(ledger.getBalance(pubkeyAt(params, 0))),
    getAccountInfo: (params) => {
      const config = configAt(params, 1)
      return withContext(
        renderAccount(pubkeyAt(params, 0), parseEncoding(config.encoding, 'base58'), dataSliceOf(config)),
      )
    },
    getMultipleAccounts: (params) => {
      const addresses = params[0]
      if (!Array.isArray(addresses)) throw invalidParams('expected an array of addresses')
      if (addresses.length > MAX_ACCOUNTS_PER_REQUEST) throw invalidParams('too many addresses (at most 100)')
      const config = configAt(params, 1)
      const encoding = parseEncoding(config.encoding, 'base58')
      const slice = dataSliceOf(config)
      return withContext(
        addresses.map((_, index) => renderAccount(pubkeyAt(addresses, index), encoding, slice)),
      )
    },
    getProgramAccounts: (params) => {
      const programId = pubkeyAt(params, 0, 'program id')
      const config = configAt(params, 1)
      const encoding = parseEncoding(config.encoding, 'base64')
      const slice = dataSliceOf(config)
      const found = []
      for (const address of ledger.knownAddresses) {
        const account = ledger.getAccount(new PublicKey(address))
        if (!account?.owner.equals(programId) || !matchesFilters(account, config.filters)) continue
        found.push({ pubkey: address, account: encodeAccount(account, encoding, ledger.mintDecimals, slice) })
      }
      return config.withContext ? withContext(found) : found
    },
    getTokenAccountsByOwner: (params) =>
      tokenAccountsOf(pubkeyAt(params, 0, 'owner'), configAt(params, 1), configAt(params, 2)),
    getTokenAccountBalance: (params) => {
      const account = ledger.getAccount(pubkeyAt(params, 0))
      const token = account && decodeTokenAccount(account)
      if (!token) throw invalidParams('Invalid param: not a Token account')
      return withContext(uiTokenAmount(token.amount, ledger.mintDecimals(token.mint)))
    },
    getTokenSupply: (params) => {
      const account = ledger.getAccount(pubkeyAt(params, 0, 'mint'))
      const mint = account && decodeMint(account)
      if (!mint) throw invalidParams('Invalid param: not a Token mint')
      return withContext(uiTokenAmount(mint.supply, mint.decimals))
    },
    requestAirdrop: (params) => {
      const address = pubkeyAt(params, 0)
      const lamports = params[1]
      if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0) {
        throw invalidParams('lamports must be a positive integer')
      }
      const rentExempt = Number(ledger.svm.minimumBalanceForRentExemption(0n))
      if (!ledger.getAccount(address) && lamports < rentExempt) {
        throw invalidParams(`a new account needs at least ${rentExempt} lamports to be rent-exempt`)
      }
      return ledger.airdrop(address, lamports).signature
    },
    sendTransaction: (params) => {
      const config = configAt(params, 1)
      const transaction = decodeTransaction(params[0], config.encoding)
      if (!config.skipPreflight) {
        const simulation = ledger.simulate(transaction, true)
        if (simulation.err) {
          throw new JsonRpcError(
            RPC_ERROR.preflightFailed,
            `Transaction simulation failed: ${describeError(simulation.err)}`,
            {
              err: simulation.err,
              logs: simulation.logs,
              accounts: null,
              unitsConsumed: simulation.unitsConsumed,
              returnData: simulation.returnData,
            },
          )
        }
      }
      return ledger.execute(transaction).signature
    },
    simulateTransaction: (params) => {
      const config = configAt(params, 1)
      if (config.sigVerify && config.replaceRecentBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      const transaction = decodeTransaction(params[0], config.encoding)
      const simulation = ledger.simulate(transaction, config.sigVerify === true)
      const accountsConfig = config.accounts as { addresses?: unknown; encoding?: unknown } | undefined
      let accounts: unknown = null
      if (accountsConfig) {
        if (!Array.isArray(accountsConfig.addresses))
          throw invalidParams('accounts.addresses must be an array')
        const encoding = parseEncoding(accountsConfig.encoding, 'base64')
        const addresses = accountsConfig.addresses
        accounts = addresses.map((_, index) => {
          const key = pubkeyAt(addresses, index)
          const account = simulation.postAccounts.get(key.toBase58()) ?? ledger.getAccount(key)
          return account ? encodeAccount(account, encoding, ledger.mintDecimals) : null
        })
      }
      return withContext({
        err: simulation.err,
        logs: simulation.logs,
        accounts,
        unitsConsumed: simulation.unitsConsumed,
        returnData: simulation.returnData,
        ...(config.replaceRecentBlockhash ? { replacementBlockhash: ledger.latestBlockhash } : {}),
      })
    },
    getSignatureStatuses: (params) => {
      const signatures = params[0]
      if (!Array.isArray(signatures) || signatures.some((signature) => typeof signature !== 'string')) {
        throw invalidParams('expected an array of signatures')
      }
      if (signatures.length > MAX_SIGNATURES_PER_REQUEST)
        throw invalidParams('too many signatures (at most 256)')
      return withContext(
        signatures.map((signature: string) => {
          const record = ledger.record(signature)
          return record ? statusJson(record) : null
        }),
      )
    },
    getTransaction: (params) => {
      if (typeof params[0] !== 'string') throw invalidParams('signature must be a base58 string')
      const rawConfig = params[1]
      const config = typeof rawConfig === 'string' ? { encoding: rawConfig } : configAt(params, 1)
      const record = ledger.record(params[0])
      if (!record) return null
      const version = transactionVersion(record.transaction)
      const maxVersion = config.maxSupportedTransactionVersion
      if (version === 0 && maxVersion === undefined) {
        throw new JsonRpcError(
          -32015,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        )
      }
      const encoding = typeof config.encoding === 'string' ? config.encoding : 'json'
      return {
        slot: record.slot,
        blockTime: record.blockTime,
        transaction: transactionJson(record, encoding),
        meta: {
          err: record.err,
          status: record.err ? { Err: record.err } : { Ok: null },
          fee: record.fee,
          preBalances: record.preBalances,
          postBalances: record.postBalances,
          preTokenBalances: record.preTokenBalances,
          postTokenBalances: record.postTokenBalances,
          innerInstructions: [],
          logMessages: record.logs,
          rewards: [],
          loadedAddresses: { readonly: [], writable: [] },
          computeUnitsConsumed: record.computeUnitsConsumed,
        },
        ...(maxVersion === undefined ? {} : { version }),
      }
    },
    getSignaturesForAddress: (params) => {
      const address = pubkeyAt(params, 0).toBase58()
      const config = configAt(params, 1)
      const limit = config.limit === undefined ? 1000 : Number(config.limit)
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > 1000)
        throw invalidParams('limit must be 1 to 1000')
      let signatures = ledger.signaturesFor(address)
      if (typeof config.before === 'string') {
        const index = signatures.indexOf(config.before)
        signatures = index === -1 ? signatures : signatures.slice(index + 1)
      }
      if (typeof config.until === 'string') {
        const index = signatures.indexOf(config.until)
        if (index !== -1) signatures = signatures.slice(0, index)
      }
      return signatures.slice(0, limit).flatMap((signature) => {
        const record = ledger.record(signature)
        if (!record) return []
        return [
          {
            signature,
            slot: record.slot,
            err: record.err,
            memo: null,
            blockTime: record.blockTime,
            confirmationStatus: 'finalized',
          },
        ]
      })
    },
  }
  return methods
}
