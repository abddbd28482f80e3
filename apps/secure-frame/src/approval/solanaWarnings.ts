// What a Solana transaction does that the card must warn about (L12), read from the message as it will be signed:
// System `Assign` (an account handed to another program), a durable nonce (a signature that never expires),
// Token-2022 extension instructions the card does not spell out (a transfer hook runs a program on every transfer),
// and the user's own account handed, writable or with the user's signature, to a program the card does not know.
import { base58 } from '@scure/base'
import { createDetailFormatter, type DetailFormatter } from '../locales/details.js'
import { englishTexts } from '../locales/index.js'
import type { SolanaTransaction } from '../wallet/solanaTransaction.js'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/**
 * Programs whose instructions the card spells out or that cannot move funds on their own: System, the two token
 * programs, the associated-token-account program, compute budget and memo.
 */
const KNOWN_PROGRAMS = new Set([
  SYSTEM_PROGRAM,
  TOKEN_PROGRAM,
  TOKEN_2022_PROGRAM,
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  'ComputeBudget111111111111111111111111111111',
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
])

/** Token-2022's extension instructions (first data byte), which the card does not spell out. */
const TOKEN_2022_EXTENSIONS: Readonly<Record<number, string>> = {
  25: 'InitializeMintCloseAuthority',
  26: 'TransferFeeExtension',
  27: 'ConfidentialTransferExtension',
  28: 'DefaultAccountStateExtension',
  29: 'Reallocate',
  30: 'MemoTransferExtension',
  31: 'CreateNativeMint',
  32: 'InitializeNonTransferableMint',
  33: 'InterestBearingMintExtension',
  34: 'CpiGuardExtension',
  35: 'InitializePermanentDelegate',
  36: 'TransferHookExtension',
  37: 'ConfidentialTransferFeeExtension',
  38: 'WithdrawExcessLamports',
  39: 'MetadataPointerExtension',
  40: 'GroupPointerExtension',
  41: 'GroupMemberPointerExtension',
  42: 'ConfidentialMintBurnExtension',
  43: 'ScaledUiAmountExtension',
  44: 'PausableExtension',
}
const FIRST_TOKEN_2022_EXTENSION = 25

/** The warnings of one transaction: about the whole of it, and per instruction (by index). */
export type SolanaWarnings = {
  readonly transaction: readonly string[]
  readonly instructions: ReadonlyMap<number, readonly string[]>
}

/** A System program instruction's number (a little-endian u32), or `undefined` when the data is too short. */
function systemInstruction(data: Uint8Array): number | undefined {
  if (data.length < 4) return undefined
  return (data[0] ?? 0) | ((data[1] ?? 0) << 8) | ((data[2] ?? 0) << 16) | ((data[3] ?? 0) * 2 ** 24)
}

const key = (bytes: Uint8Array | undefined): string | undefined =>
  bytes?.length === 32 ? base58.encode(bytes) : undefined

/** `AssignWithSeed`'s new owner: after the base key, a length-prefixed (u64) seed, then the owner. */
function assignWithSeedOwner(data: Uint8Array): string | undefined {
  const length = Number(new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(36, true))
  const start = 44 + length
  return key(data.subarray(start, start + 32))
}

/**
 * The warnings for `transaction`, whose static account keys are `keys` (base58). `own` holds the user's addresses
 * (base58): they are named, and flagged when handed to a program the card does not know. The warnings speak `f`'s
 * language (English by default).
 */
export function solanaWarnings(
  transaction: SolanaTransaction,
  keys: readonly string[],
  own: readonly string[],
  f: DetailFormatter = createDetailFormatter(englishTexts),
): SolanaWarnings {
  const { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } = transaction.header
  const isSigner = (index: number) => index < numRequiredSignatures
  const isWritable = (index: number) =>
    index < numRequiredSignatures
      ? index < numRequiredSignatures - numReadonlySignedAccounts
      : index < keys.length - numReadonlyUnsignedAccounts
  const named = (address: string | undefined) =>
    address === undefined
      ? f.d('lookupAccount')
      : own.includes(address)
        ? `${address} (${f.texts.t('yourAccount')})`
        : address
  const whole: string[] = []
  const byInstruction = new Map<number, string[]>()
  transaction.instructions.forEach((instruction, index) => {
    const warnings: string[] = []
    const program = keys[instruction.programIdIndex]
    const { data } = instruction
    const account = (position: number) => keys[instruction.accountKeyIndexes[position] ?? -1]
    if (program === SYSTEM_PROGRAM) {
      const number = systemInstruction(data)
      if (number === 1)
        warnings.push(
          f.d('assignWarning', {
            account: named(account(0)),
            program: key(data.subarray(4, 36)) ?? f.d('unknown'),
          }),
        )
      else if (number === 10) {
        let owner: string | undefined
        try {
          owner = assignWithSeedOwner(data)
        } catch {
          owner = undefined
        }
        warnings.push(f.d('assignWarning', { account: named(account(0)), program: owner ?? f.d('unknown') }))
      } else if (number === 4 && index === 0)
        // The runtime takes a transaction whose first instruction advances a nonce without a recent blockhash.
        whole.push(f.d('durableNonce', { account: named(account(0)) }))
    } else if (program === TOKEN_2022_PROGRAM && (data[0] ?? 0) >= FIRST_TOKEN_2022_EXTENSION) {
      const number = data[0] ?? 0
      if (number === 36 && (data[1] === 0 || data[1] === 1)) {
        // Initialize: authority, then the hook program; Update: the hook program (all zero: none).
        const hook = data[1] === 0 ? key(data.subarray(34, 66)) : key(data.subarray(2, 34))
        warnings.push(
          hook && hook !== SYSTEM_PROGRAM
            ? f.d('transferHookSet', { token: named(account(0)), program: hook })
            : f.d('transferHookChanged', { token: named(account(0)) }),
        )
      } else
        warnings.push(
          f.d('token2022Unexplained', { name: TOKEN_2022_EXTENSIONS[number] ?? f.texts.integer(number) }),
        )
    } else if (!KNOWN_PROGRAMS.has(program ?? '')) {
      const handed = new Set<number>()
      for (const position of instruction.accountKeyIndexes) {
        const address = keys[position]
        if (handed.has(position) || address === undefined || !own.includes(address)) continue
        if (!isWritable(position) && !isSigner(position)) continue
        handed.add(position)
        const writable = isWritable(position)
        const signs = isSigner(position)
        const how = f.d(
          writable && signs ? 'writableWithSignature' : writable ? 'writable' : 'withYourSignature',
        )
        warnings.push(
          f.d('unknownProgram', { program: program ?? f.d('programFromLookup'), account: address, how }),
        )
      }
    }
    if (warnings.length > 0) byInstruction.set(index, warnings)
  })
  return { transaction: whole, instructions: byInstruction }
}
