// @vitest-environment node
// L12: what the Solana card warns about, from real instruction bytes (web3.js builds them; web3.js checks
// `instanceof Uint8Array` against Node's realm, which jsdom replaces).
import type { RpcRequest } from '@kit/frame-bridge'
import { base58 } from '@scure/base'
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeSolanaTransaction } from '../wallet/solanaTransaction.js'
import { describeRequest } from './describe.js'
import { explainRequest, explainSolanaTransactions } from './explain.js'
import { parseRequest } from './parseRequest.js'
import { solanaWarnings, TOKEN_2022_PROGRAM } from './solanaWarnings.js'

const user = Keypair.generate().publicKey
const stranger = Keypair.generate().publicKey
const evilProgram = Keypair.generate().publicKey
const token2022 = new PublicKey(TOKEN_2022_PROGRAM)
const blockhash = base58.encode(new Uint8Array(32).fill(7))

/** The transaction's bytes as a host would send them (unsigned). */
const bytesOf = (tx: Transaction) => new Uint8Array(tx.serialize({ requireAllSignatures: false }))
const transaction = (...instructions: TransactionInstruction[]) =>
  new Transaction({ feePayer: user, recentBlockhash: blockhash }).add(...instructions)

/** The warnings, as lists of texts: for the whole transaction, then per instruction (by index). */
function warningsOf(tx: Transaction, own = [user.toBase58()]) {
  const message = decodeSolanaTransaction(bytesOf(tx))
  const keys = message.staticAccountKeys.map((key) => base58.encode(key))
  const found = solanaWarnings(message, keys, own)
  return { whole: found.transaction, at: (index: number) => found.instructions.get(index) ?? [] }
}

describe('warnings on the Solana card (L12)', () => {
  it('System Assign (and AssignWithSeed) hands an account to another program', () => {
    const { at } = warningsOf(
      transaction(
        SystemProgram.assign({ accountPubkey: user, programId: evilProgram }),
        SystemProgram.assign({
          accountPubkey: stranger,
          basePubkey: user,
          seed: 'vault',
          programId: evilProgram,
        }),
      ),
    )
    expect(at(0)).toEqual([
      `Assign: hands ${user.toBase58()} (Your account) to program ${evilProgram.toBase58()}, which then controls it and what it holds`,
    ])
    expect(at(1)).toEqual([
      `Assign: hands ${stranger.toBase58()} to program ${evilProgram.toBase58()}, which then controls it and what it holds`,
    ])
  })

  it('AdvanceNonceAccount first: a durable nonce, a signature that never expires; elsewhere it is no such thing', () => {
    const nonceAccount = Keypair.generate().publicKey
    const advance = SystemProgram.nonceAdvance({ noncePubkey: nonceAccount, authorizedPubkey: user })
    const durable = new Transaction({
      feePayer: user,
      nonceInfo: { nonce: blockhash, nonceInstruction: advance },
    }).add(SystemProgram.transfer({ fromPubkey: user, toPubkey: stranger, lamports: 1 }))
    expect(warningsOf(durable).whole).toEqual([
      `Durable nonce (account ${nonceAccount.toBase58()}): once signed, this transaction does not expire. Whoever holds it can send it at any later time.`,
    ])
    const later = transaction(
      SystemProgram.transfer({ fromPubkey: user, toPubkey: stranger, lamports: 1 }),
      SystemProgram.nonceAdvance({ noncePubkey: nonceAccount, authorizedPubkey: user }),
    )
    expect(warningsOf(later).whole).toEqual([])
  })

  it('Token-2022 extension instructions: a transfer hook set to a program, and others not spelled out', () => {
    const mint = Keypair.generate().publicKey
    const hook = Keypair.generate().publicKey
    // TransferHookExtension (36), Update (1), the new hook program: the layout of spl-token's
    // createUpdateTransferHookInstruction.
    const setTransferHook = new TransactionInstruction({
      programId: token2022,
      keys: [
        { pubkey: mint, isSigner: false, isWritable: true },
        { pubkey: user, isSigner: true, isWritable: false },
      ],
      data: Buffer.from([36, 1, ...hook.toBytes()]),
    })
    // InitializePermanentDelegate (35) and the delegate: that key may move every account's tokens of the mint.
    const permanentDelegate = new TransactionInstruction({
      programId: token2022,
      keys: [{ pubkey: mint, isSigner: false, isWritable: true }],
      data: Buffer.from([35, ...stranger.toBytes()]),
    })
    // TransferChecked (12): spelled out on the card, no warning.
    const transferChecked = new TransactionInstruction({
      programId: token2022,
      keys: [
        { pubkey: stranger, isSigner: false, isWritable: true },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: hook, isSigner: false, isWritable: true },
        { pubkey: user, isSigner: true, isWritable: false },
      ],
      data: Buffer.from([12, 1, 0, 0, 0, 0, 0, 0, 0, 6]),
    })
    const { at } = warningsOf(transaction(setTransferHook, permanentDelegate, transferChecked))
    expect(at(0)).toEqual([
      `Sets the transfer hook of token ${mint.toBase58()} to program ${hook.toBase58()}: that program runs on every transfer of the token`,
    ])
    expect(at(1)).toEqual([
      'Token-2022 instruction InitializePermanentDelegate is not spelled out here: it can change how the token moves or who controls it',
    ])
    expect(at(2)).toEqual([])
  })

  it('the user’s account handed writable (or signing) to a program the card does not know; known programs are fine', () => {
    const readOnly = Keypair.generate().publicKey
    const unknown = new TransactionInstruction({
      programId: evilProgram,
      keys: [
        { pubkey: user, isSigner: true, isWritable: true },
        { pubkey: readOnly, isSigner: false, isWritable: false },
      ],
      data: Buffer.from([9]),
    })
    const { at } = warningsOf(
      transaction(unknown, ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 })),
      [user.toBase58(), readOnly.toBase58()],
    )
    // The user's own read-only account is named nowhere: the program cannot change it.
    expect(at(0)).toEqual([
      `Program ${evilProgram.toBase58()}, which this card does not know, gets your account ${user.toBase58()} (writable, with your signature): it can move what the account holds`,
    ])
    expect(at(1)).toEqual([])
  })

  it('on the card: each warning right after its instruction, and the footer that stays in view points at them', async () => {
    const tx = transaction(
      SystemProgram.transfer({ fromPubkey: user, toPubkey: stranger, lamports: 1_000_000_000 }),
      SystemProgram.assign({ accountPubkey: user, programId: evilProgram }),
    )
    const rows = await explainSolanaTransactions([bytesOf(tx)], [user.toBase58()])
    expect(rows).toEqual([
      { label: 'Fee payer', value: `${user.toBase58()} (Your account)`, code: true },
      { id: 'explain', label: 'Transfer', value: `1 SOL to ${stranger.toBase58()}`, code: true },
      {
        id: 'explain',
        label: 'Instruction',
        value: `Program ${SystemProgram.programId.toBase58()}, 1 account, 36 bytes of data`,
        code: true,
      },
      {
        id: 'warning',
        label: 'Warning',
        value: `Assign: hands ${user.toBase58()} (Your account) to program ${evilProgram.toBase58()}, which then controls it and what it holds`,
      },
    ])
    // The frame's path: one parse, its details with the user's account, the card.
    const accounts = [{ address: user.toBase58(), type: 'eoa' as const }]
    const parsed = await parseRequest(
      {
        method: 'solana_signTransaction',
        params: { transaction: base58.encode(bytesOf(tx)) },
      } as RpcRequest,
      { caipNetworkId: 'solana:localnet', active: accounts[0] as (typeof accounts)[0], accounts },
    )
    const details = await explainRequest(parsed, undefined, new AbortController().signal, accounts)
    const view = describeRequest(parsed, {
      origin: 'https://shop.example',
      caipNetworkId: 'solana:localnet',
      details,
      ownAccounts: accounts,
    })
    expect(view.rows.filter((row) => row.id === 'warning')).toHaveLength(1)
    expect(view.warning).toBe(
      'This transaction has warnings in its details: read them first. A signed transaction can move your funds.',
    )
  })
})
