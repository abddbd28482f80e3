import { Keypair } from '@solana/web3.js'
import { sha256, stringToBytes } from 'viem'

/**
 * The Solana dev keypair apps/devnet funds under `label` ("0" … "4"): seed = sha256("kit-devnet/solana/<label>").
 */
export function solanaDevKeypair(label: string): Keypair {
  return Keypair.fromSeed(sha256(stringToBytes(`kit-devnet/solana/${label}`), 'bytes'))
}
