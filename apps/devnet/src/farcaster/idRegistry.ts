import { type Address, createPublicClient, encodeFunctionData, type Hex, http, numberToHex } from 'viem'
import { DevnetStartError } from '../errors.js'
import { idRegistryAbi, idRegistryRuntimeBytecode } from './idRegistryArtifact.js'

/**
 * Where Farcaster's IdRegistry lives on Optimism, and so where `@farcaster/auth-client` reads `idOf` from. The devnet
 * installs its registry at the same address, so the verifier runs unchanged against the local chain.
 */
export const FARCASTER_ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/**
 * The address that sends the devnet's registrations. anvil lets anyone send as it (impersonation) and no other
 * devnet code uses it, so its nonces never race the dev accounts' or the Kit USD deployer's.
 */
const REGISTRAR: Address = '0x000000000000000000000000000000000000fA4c'

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message ?? 'failed'}`)
  return body.result
}

/**
 * Installs the registry's code at {@link FARCASTER_ID_REGISTRY_ADDRESS} on an anvil node (`anvil_setCode`; the
 * contract has no constructor, its state starts empty) and lets the registrar send registrations.
 */
export async function installIdRegistry(rpcUrl: string): Promise<void> {
  try {
    await rpc(rpcUrl, 'anvil_setCode', [FARCASTER_ID_REGISTRY_ADDRESS, idRegistryRuntimeBytecode])
    await rpc(rpcUrl, 'anvil_setBalance', [REGISTRAR, numberToHex(10n ** 21n)])
    await rpc(rpcUrl, 'anvil_impersonateAccount', [REGISTRAR])
  } catch (cause) {
    throw new DevnetStartError('the Farcaster ID registry', { cause })
  }
}

/**
 * Registers `fid` to `custody` (an EOA or a contract) in the devnet's registry and waits for the receipt.
 * @throws {Error} when the registry refuses (fid taken, custody already owning a fid, fid 0).
 */
export async function registerFid(rpcUrl: string, fid: bigint, custody: Address): Promise<void> {
  const data = encodeFunctionData({ abi: idRegistryAbi, functionName: 'devRegister', args: [fid, custody] })
  const hash = (await rpc(rpcUrl, 'eth_sendTransaction', [
    { from: REGISTRAR, to: FARCASTER_ID_REGISTRY_ADDRESS, data },
  ])) as Hex
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 25, timeout: 10_000 })
  if (receipt.status !== 'success')
    throw new Error(`Registering fid ${fid} to ${custody} reverted (fid taken, or the address has a fid)`)
}

/** Reads the registry as a verifier does: the custody address of `fid` (zero address when unregistered). */
export async function custodyOf(rpcUrl: string, fid: bigint): Promise<Address> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }) })
  return client.readContract({
    address: FARCASTER_ID_REGISTRY_ADDRESS,
    abi: idRegistryAbi,
    functionName: 'custodyOf',
    args: [fid],
  })
}
