import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getContractAddress,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { evmDeployer } from '../accounts.js'
import { DevnetStartError } from '../errors.js'
import { kitUsdAbi, kitUsdBytecode } from './kitUsdArtifact.js'

/** Kit USD, the devnet's test token, on every EVM chain and (as an SPL mint) on Solana. */
export const KIT_USD = { name: 'Kit USD', symbol: 'kUSD', decimals: 6 } as const

/** kUSD every dev account holds after startup: 1 000 000 tokens. */
export const KIT_USD_DEV_BALANCE = 1_000_000n * 10n ** BigInt(KIT_USD.decimals)

/** Where Kit USD lives on every devnet EVM chain: the deployer's first contract (nonce 0). */
export const KIT_USD_EVM_ADDRESS: Address = getContractAddress({ from: evmDeployer().address, nonce: 0n })

/** Arguments of {@link deployKitUsd}. */
export type DeployKitUsdParameters = {
  rpcUrl: string
  chainId: number
  /** Accounts that receive {@link KIT_USD_DEV_BALANCE} each. */
  recipients: readonly Address[]
}

/**
 * Deploys Kit USD from the dev deployer and mints the dev balances in the same transaction.
 * Resolves with the contract address, which is always {@link KIT_USD_EVM_ADDRESS} on a fresh chain.
 */
export async function deployKitUsd({
  rpcUrl,
  chainId,
  recipients,
}: DeployKitUsdParameters): Promise<Address> {
  const chain = defineChain({
    id: chainId,
    name: `devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl, { retryCount: 0 })
  const account = privateKeyToAccount(evmDeployer().privateKey)
  const wallet = createWalletClient({ account, chain, transport })
  const client = createPublicClient({ chain, transport })
  const hash = await wallet.deployContract({
    abi: kitUsdAbi,
    bytecode: kitUsdBytecode,
    args: [recipients, KIT_USD_DEV_BALANCE],
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 25, timeout: 10_000 })
  if (
    receipt.status !== 'success' ||
    receipt.contractAddress?.toLowerCase() !== KIT_USD_EVM_ADDRESS.toLowerCase()
  ) {
    throw new DevnetStartError(`Kit USD on chain ${chainId}`, {
      details: `Deployment ${hash} ended with status ${receipt.status} at ${receipt.contractAddress}; expected ${KIT_USD_EVM_ADDRESS}. Was the chain fresh?`,
    })
  }
  return KIT_USD_EVM_ADDRESS
}
