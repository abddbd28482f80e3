import { base58 } from '@scure/base'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { createTestWallet, solanaDevKeypair, type TestSolanaWallet, type TestWallet } from '@kit/test-wallet'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  transfer as splTransfer,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type ParsedAccountData,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KIT_USD_SOLANA_MINT, SOLANA_DEV_SOL, SOLANA_DEV_TOKEN_BALANCE } from '../solana/seed.js'
import { type Devnet, startDevnet } from '../startDevnet.js'

let devnet: Devnet
let connection: Connection
let wallet: TestWallet
type WalletAccount = TestSolanaWallet['accounts'][number]

let account: WalletAccount
const mint = new PublicKey(KIT_USD_SOLANA_MINT)

beforeAll(async () => {
  devnet = await startDevnet({ ports: 0, bundlers: false })
  connection = new Connection(devnet.solana.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: devnet.solana.wsUrl,
  })
  wallet = createTestWallet({ solana: { rpcUrl: devnet.solana.rpcUrl, wsUrl: devnet.solana.wsUrl } })
  const { accounts } = await solanaWallet().features['standard:connect'].connect()
  account = accounts[0] as WalletAccount
})
afterAll(() => devnet?.stop())

function solanaWallet() {
  const solana = wallet.solana?.wallet
  if (!solana) throw new Error('the test wallet has no Solana side')
  return solana
}

async function unsignedTransfer(
  instructions: Parameters<Transaction['add']>,
  payer: PublicKey,
): Promise<Uint8Array> {
  const { blockhash } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(...instructions)
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

async function tokenBalance(owner: PublicKey): Promise<bigint> {
  const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint })
  return value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
}

it("the test wallet's default Solana keys are the devnet's funded dev accounts", () => {
  expect(devnet.accounts.solana.map((entry) => entry.publicKey)).toEqual(
    [0, 1, 2, 3, 4].map((index) => solanaDevKeypair(String(index)).publicKey.toBase58()),
  )
})

it('dev accounts start with SOL and kUSD', async () => {
  const owner = new PublicKey(account.address)
  expect(await connection.getBalance(owner)).toBe(SOLANA_DEV_SOL * LAMPORTS_PER_SOL)
  expect(await tokenBalance(owner)).toBe(SOLANA_DEV_TOKEN_BALANCE)
  const supply = await connection.getTokenSupply(mint)
  expect(supply.value.decimals).toBe(6)
})

it('Connection airdrops and confirms through signatureSubscribe', async () => {
  const recipient = Keypair.generate().publicKey
  const signature = await connection.requestAirdrop(recipient, 2 * LAMPORTS_PER_SOL)
  const latest = await connection.getLatestBlockhash()
  const { value } = await connection.confirmTransaction({ signature, ...latest })
  expect(value.err).toBeNull()
  expect(await connection.getBalance(recipient)).toBe(2 * LAMPORTS_PER_SOL)
})

describe('through the test wallet (wallet-standard)', () => {
  it('signAndSendTransaction sends SOL; balances change by the amount and the fee', async () => {
    const from = new PublicKey(account.address)
    const to = Keypair.generate().publicKey
    const fromBefore = await connection.getBalance(from)
    const transaction = await unsignedTransfer(
      [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 0.25 * LAMPORTS_PER_SOL })],
      from,
    )
    const [output] = await solanaWallet().features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction,
      chain: 'solana:localnet',
      options: { commitment: 'confirmed' },
    })
    const signature = base58.encode(output?.signature ?? new Uint8Array())
    expect(await connection.getBalance(to)).toBe(0.25 * LAMPORTS_PER_SOL)
    const sent = await connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    })
    expect(sent?.meta?.err).toBeNull()
    expect(sent?.meta?.fee).toBe(5000)
    expect(await connection.getBalance(from)).toBe(fromBefore - 0.25 * LAMPORTS_PER_SOL - 5000)
  })

  it('signTransaction + sendRawTransaction transfers kUSD to a new holder (creating its token account)', async () => {
    const from = new PublicKey(account.address)
    const to = Keypair.generate().publicKey
    const fromBefore = await tokenBalance(from)
    const toTokenAccount = getAssociatedTokenAddressSync(mint, to)
    const transaction = await unsignedTransfer(
      [
        createAssociatedTokenAccountIdempotentInstruction(from, toTokenAccount, to, mint),
        createTransferCheckedInstruction(
          getAssociatedTokenAddressSync(mint, from),
          mint,
          toTokenAccount,
          from,
          2_500_000n,
          6,
        ),
      ],
      from,
    )
    const [output] = await solanaWallet().features['solana:signTransaction'].signTransaction({
      account,
      transaction,
      chain: 'solana:localnet',
    })
    const signature = await connection.sendRawTransaction(output?.signedTransaction ?? new Uint8Array())
    const latest = await connection.getLatestBlockhash()
    expect((await connection.confirmTransaction({ signature, ...latest })).value.err).toBeNull()
    expect(await tokenBalance(to)).toBe(2_500_000n)
    expect(await tokenBalance(from)).toBe(fromBefore - 2_500_000n)
    expect((await connection.getTokenAccountBalance(toTokenAccount)).value.uiAmountString).toBe('2.5')
    const sent = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(
      sent?.meta?.postTokenBalances?.find((entry) => entry.owner === to.toBase58())?.uiTokenAmount.amount,
    ).toBe('2500000')
  })

  it('a v0 transaction goes through as well', async () => {
    const from = new PublicKey(account.address)
    const to = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: from,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 1_000_000 })],
    }).compileToV0Message()
    const [output] = await solanaWallet().features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: new VersionedTransaction(message).serialize(),
      chain: 'solana:localnet',
      options: { commitment: 'confirmed' },
    })
    expect(await connection.getBalance(to)).toBe(1_000_000)
    const signature = base58.encode(output?.signature ?? new Uint8Array())
    await expect(connection.getTransaction(signature)).rejects.toThrow(/maxSupportedTransactionVersion/)
    expect((await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.version).toBe(
      0,
    )
  })

  it('a rejection yields 4001 and sends nothing', async () => {
    const from = new PublicKey(account.address)
    const to = Keypair.generate().publicKey
    const transaction = await unsignedTransfer(
      [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 1 })],
      from,
    )
    wallet.setPolicy('reject')
    try {
      await expect(
        solanaWallet().features['solana:signAndSendTransaction'].signAndSendTransaction({
          account,
          transaction,
          chain: 'solana:localnet',
        }),
      ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    } finally {
      wallet.setPolicy('approve')
    }
    expect(await connection.getBalance(to)).toBe(0)
  })
})

describe('Connection and @solana/spl-token against the local cluster', () => {
  it('spl-token helpers create token accounts and transfer, and a full GC afterwards is safe', async () => {
    const payer = Keypair.generate()
    const airdrop = await connection.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL)
    await connection.confirmTransaction({ signature: airdrop, ...(await connection.getLatestBlockhash()) })
    const holder = solanaDevKeypair('1')
    const source = await getOrCreateAssociatedTokenAccount(connection, payer, mint, holder.publicKey)
    const target = await getOrCreateAssociatedTokenAccount(connection, payer, mint, payer.publicKey)
    await splTransfer(connection, payer, source.address, target.address, holder, 1_000_000n)
    expect(await tokenBalance(payer.publicKey)).toBe(1_000_000n)
    // litesvm 0.8.0 + the ATA program used to abort the process on the next full GC (see v8Workaround.ts).
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    gc()
    expect(await connection.getBalance(payer.publicKey)).toBeGreaterThan(0)
  })

  it('a failing transaction is refused by preflight with the program logs', async () => {
    const payer = solanaDevKeypair('2')
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      ...(await connection.getLatestBlockhash()),
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 10_000 * LAMPORTS_PER_SOL,
      }),
    )
    transaction.sign(payer)
    const error = await connection
      .sendRawTransaction(transaction.serialize())
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).message).toContain('Transaction simulation failed')
    expect(((error as SendTransactionError).transactionError.logs ?? []).join('\n')).toContain(
      'insufficient lamports',
    )
  })

  it('simulates an unsigned transaction without changing state', async () => {
    const from = new PublicKey(account.address)
    const to = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: from,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 5_000_000 })],
    }).compileToV0Message()
    const { value } = await connection.simulateTransaction(new VersionedTransaction(message), {
      sigVerify: false,
    })
    expect(value.err).toBeNull()
    expect(value.logs?.join('\n')).toContain('Program 11111111111111111111111111111111 success')
    expect(await connection.getBalance(to)).toBe(0)
  })

  it('with skipPreflight a failing transaction lands with its error', async () => {
    const payer = solanaDevKeypair('3')
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      ...(await connection.getLatestBlockhash()),
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 10_000 * LAMPORTS_PER_SOL,
      }),
    )
    transaction.sign(payer)
    const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
    const { value } = await connection.confirmTransaction({
      signature,
      ...(await connection.getLatestBlockhash()),
    })
    // The confirmation races the signature subscription against status polling; one path's error object carries
    // an extra (empty) `stacks` field, so only the error itself is compared.
    expect(value.err).toMatchObject({ InstructionError: [0, { Custom: 1 }] })
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
  })

  it('account and slot subscriptions notify', async () => {
    const recipient = Keypair.generate().publicKey
    const changed = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(recipient, (info) => {
        void connection.removeAccountChangeListener(id)
        resolve(info.lamports)
      })
    })
    const slot = new Promise<number>((resolve) => {
      const id = connection.onSlotChange((info) => {
        void connection.removeSlotChangeListener(id)
        resolve(info.slot)
      })
    })
    // Give the subscriptions a moment to be registered before the change happens.
    await new Promise((resolve) => setTimeout(resolve, 200))
    await connection.requestAirdrop(recipient, 2_000_000)
    expect(await changed).toBe(2_000_000)
    expect(await slot).toBeGreaterThan(0)
  })

  it('lists signatures for an address, newest first', async () => {
    const recipient = Keypair.generate().publicKey
    const first = await connection.requestAirdrop(recipient, 1_000_000)
    const second = await connection.requestAirdrop(recipient, 2_000)
    const signatures = await connection.getSignaturesForAddress(recipient)
    expect(signatures.map((entry) => entry.signature)).toEqual([second, first])
  })

  it('refuses an airdrop too small to open an account', async () => {
    await expect(connection.requestAirdrop(Keypair.generate().publicKey, 1_000)).rejects.toThrow(
      'rent-exempt',
    )
  })

  it('answers the cluster queries Connection uses', async () => {
    expect((await connection.getVersion())['solana-core']).toBeTypeOf('string')
    expect(await connection.getGenesisHash()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await connection.getSlot()).toBeGreaterThan(0)
    expect(await connection.getBlockHeight()).toBeGreaterThan(0)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBeGreaterThan(0)
    const message = new Transaction({
      feePayer: new PublicKey(account.address),
      ...(await connection.getLatestBlockhash()),
    })
      .add(
        SystemProgram.transfer({
          fromPubkey: new PublicKey(account.address),
          toPubkey: Keypair.generate().publicKey,
          lamports: 1,
        }),
      )
      .compileMessage()
    expect((await connection.getFeeForMessage(message)).value).toBe(5000)
    const mintInfo = await connection.getParsedAccountInfo(mint)
    const parsedMint = (mintInfo.value?.data as ParsedAccountData | undefined)?.parsed
    expect(parsedMint).toMatchObject({ type: 'mint', info: { decimals: 6 } })
    const health = await fetch(`${devnet.solana.rpcUrl}/health`)
    expect(await health.text()).toBe('ok')
  })
})
