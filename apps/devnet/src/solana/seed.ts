import {
  createAssociatedTokenAccountInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram } from '@solana/web3.js'
import { solanaKeypair } from '../accounts.js'
import { KIT_USD } from '../evm/kitUsd.js'
import type { SolanaLedger } from './ledger.js'

/** SOL every Solana dev account holds after startup. */
export const SOLANA_DEV_SOL = 1_000

/** Test-token base units every Solana dev account holds after startup: 1 000 000 tokens. */
export const SOLANA_DEV_TOKEN_BALANCE = 1_000_000n * 10n ** BigInt(KIT_USD.decimals)

/** The SPL test mint (Kit USD, 6 decimals): derived from a fixed seed, so the address never changes. */
export const KIT_USD_SOLANA_MINT = solanaKeypair('kusd-mint').publicKey.toBase58()

/**
 * Funds the dev accounts with SOL, creates the SPL test mint and gives every dev account an associated token
 * account holding {@link SOLANA_DEV_TOKEN_BALANCE}.
 */
export function seedSolana(ledger: SolanaLedger, devAccounts: readonly string[]): { mint: string } {
  const mint = solanaKeypair('kusd-mint')
  const authority = solanaKeypair('mint-authority')
  ledger.airdrop(authority.publicKey, 10 * LAMPORTS_PER_SOL)
  const owners = devAccounts.map((address) => new PublicKey(address))
  for (const owner of owners) ledger.airdrop(owner, SOLANA_DEV_SOL * LAMPORTS_PER_SOL)

  const rent = Number(ledger.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE)))
  ledger.executeInstructions(
    [
      SystemProgram.createAccount({
        fromPubkey: authority.publicKey,
        newAccountPubkey: mint.publicKey,
        space: MINT_SIZE,
        lamports: rent,
        programId: TOKEN_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint.publicKey, KIT_USD.decimals, authority.publicKey, null),
    ],
    [authority, mint],
  )
  for (const owner of owners) {
    const tokenAccount = getAssociatedTokenAddressSync(mint.publicKey, owner)
    ledger.executeInstructions(
      [
        createAssociatedTokenAccountInstruction(authority.publicKey, tokenAccount, owner, mint.publicKey),
        createMintToInstruction(mint.publicKey, tokenAccount, authority.publicKey, SOLANA_DEV_TOKEN_BALANCE),
      ],
      [authority],
    )
  }
  return { mint: mint.publicKey.toBase58() }
}
