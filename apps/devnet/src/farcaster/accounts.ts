import { type Address, type Hex, keccak256, toBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** A Farcaster account of the devnet: its fid, username and custody key (public, test-only). */
export type FarcasterDevAccount = {
  fid: number
  username: string
  custody: { address: Address; privateKey: Hex }
}

/** The fids the devnet registers at start, with their usernames. */
const DEV_FIDS = [
  { fid: 4242, username: 'kitcaster' },
  { fid: 4243, username: 'kitfriend' },
] as const

/**
 * A custody key derived from a label: keccak256("kit-devnet/farcaster/<label>"). Deterministic, so a dev fid keeps
 * its custody address across runs; never funded, since signing a Sign-In-With-Farcaster message costs nothing.
 */
export function farcasterCustodyKey(label: string): { address: Address; privateKey: Hex } {
  const privateKey = keccak256(toBytes(`kit-devnet/farcaster/${label}`))
  return { address: privateKeyToAccount(privateKey).address, privateKey }
}

/** The devnet's Farcaster accounts: fid 4242 `kitcaster` and fid 4243 `kitfriend`. */
export function farcasterDevAccounts(): FarcasterDevAccount[] {
  return DEV_FIDS.map(({ fid, username }) => ({
    fid,
    username,
    custody: farcasterCustodyKey(`custody/${fid}`),
  }))
}
