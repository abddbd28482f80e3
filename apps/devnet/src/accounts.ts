import { createHash } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import type { Address, Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { bytesToHex } from 'viem/utils'

/** anvil's default mnemonic: its first ten accounts are funded with 10 000 ETH on every devnet chain. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many dev accounts (per ecosystem) the devnet funds with native coin and test tokens. */
export const DEV_ACCOUNT_COUNT = 5

/** anvil account index that deploys Kit USD; kept out of the dev accounts so its nonce stays 0 at deploy. */
const EVM_DEPLOYER_INDEX = 9

/**
 * anvil account index that deploys the account-abstraction contracts (paymaster at nonce 0) and signs paymaster
 * sponsorships; kept out of the dev accounts so its nonces, hence the contracts' addresses, are fixed.
 */
const EVM_AA_DEPLOYER_INDEX = 8

/** anvil account indexes of the bundler's executor (sends bundles) and utility wallet, outside the dev set. */
const EVM_BUNDLER_EXECUTOR_INDEX = 6
const EVM_BUNDLER_UTILITY_INDEX = 7

/** An EVM dev account and its private key (public, well-known test keys: never use them on a real chain). */
export type EvmDevAccount = { address: Address; privateKey: Hex }

/** A Solana dev account: base58 public key and the 64-byte secret key (seed + public key). */
export type SolanaDevAccount = { publicKey: string; secretKey: Uint8Array }

function evmAccountAt(index: number): EvmDevAccount {
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })
  const privateKey = account.getHdKey().privateKey
  if (!privateKey) throw new Error(`No private key derived for dev account ${index}`)
  return { address: account.address, privateKey: bytesToHex(privateKey) }
}

/** The funded EVM dev accounts (anvil's first {@link DEV_ACCOUNT_COUNT} accounts). */
export function evmDevAccounts(count = DEV_ACCOUNT_COUNT): EvmDevAccount[] {
  return Array.from({ length: count }, (_, index) => evmAccountAt(index))
}

/** The account that deploys Kit USD at nonce 0 on every EVM chain, hence the same address everywhere. */
export function evmDeployer(): EvmDevAccount {
  return evmAccountAt(EVM_DEPLOYER_INDEX)
}

/**
 * The account that deploys the account-abstraction contracts on every EVM chain: the paymaster first (nonce 0, hence
 * the same address everywhere), then EntryPoint v0.8 and @kit/accounts' contracts through the CREATE2 proxy.
 */
export function evmAaDeployer(): EvmDevAccount {
  return evmAccountAt(EVM_AA_DEPLOYER_INDEX)
}

/**
 * The devnet paymaster's signer (and owner): its EIP-712 signature in a user operation's paymasterData is what
 * makes the paymaster pay. The same account as {@link evmAaDeployer}; a public test key, development only.
 */
export function evmPaymasterSigner(): EvmDevAccount {
  return evmAccountAt(EVM_AA_DEPLOYER_INDEX)
}

/** The bundler's keys: the executor that submits bundles and the utility wallet (public test keys). */
export function evmBundlerKeys(): { executor: EvmDevAccount; utility: EvmDevAccount } {
  return {
    executor: evmAccountAt(EVM_BUNDLER_EXECUTOR_INDEX),
    utility: evmAccountAt(EVM_BUNDLER_UTILITY_INDEX),
  }
}

/**
 * A Solana keypair derived from a label: seed = sha256("kit-devnet/solana/<label>").
 * Deterministic, so the dev accounts and the test mint keep their addresses across runs.
 */
export function solanaKeypair(label: string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(`kit-devnet/solana/${label}`).digest())
}

/** The funded Solana dev accounts (labels "0" … "4"). */
export function solanaDevAccounts(count = DEV_ACCOUNT_COUNT): SolanaDevAccount[] {
  return Array.from({ length: count }, (_, index) => {
    const keypair = solanaKeypair(String(index))
    return { publicKey: keypair.publicKey.toBase58(), secretKey: keypair.secretKey }
  })
}
