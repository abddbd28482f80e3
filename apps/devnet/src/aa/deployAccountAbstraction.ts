import {
  DETERMINISTIC_DEPLOYER_ADDRESS,
  deployKitAccounts,
  ENTRY_POINT_ADDRESS,
  KIT_ACCOUNT_FACTORY_ADDRESS,
  KIT_DELEGATED_ACCOUNT_ADDRESS,
} from '@kit/accounts'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { evmAaDeployer, evmPaymasterSigner } from '../accounts.js'
import { DevnetStartError } from '../errors.js'
import { ENTRY_POINT_08_SALT, KIT_PAYMASTER_ADDRESS } from './addresses.js'
import { entryPoint08Bytecode } from './artifacts/entryPoint08.js'
import { kitPaymasterAbi, kitPaymasterBytecode } from './artifacts/kitPaymaster.js'

/** What the paymaster holds in the EntryPoint after start: its deposit pays the sponsored operations. */
export const PAYMASTER_DEPOSIT = parseEther('100')

/** The paymaster's stake in the EntryPoint (bundlers enforcing ERC-7562 want staked paymasters). */
export const PAYMASTER_STAKE = parseEther('1')

/** The stake's unstake delay, in seconds (one day, the usual minimum of public bundlers). */
export const PAYMASTER_UNSTAKE_DELAY_SEC = 86_400

/** The account-abstraction contracts on one devnet chain. */
export type DevnetAccountAbstraction = {
  entryPoint: Address
  paymaster: Address
  delegatedAccount: Address
  accountFactory: Address
}

/**
 * Installs the account-abstraction stack on a fresh devnet chain and resolves with its addresses:
 * - from the AA deployer at nonce 0, the paymaster (signer and owner: the paymaster signer), so its address is fixed;
 * - EntryPoint v0.8 at its canonical address, deployed as on public chains (eth-infinitism's creation code and
 *   salt, through the deterministic deployment proxy), so its immutables (its SenderCreator) are the real ones;
 * - @kit/accounts' EIP-7702 delegation target and ERC-4337 factory at their CREATE2 addresses
 *   (`deployKitAccounts`, as an operator would on any chain);
 * - the paymaster's deposit ({@link PAYMASTER_DEPOSIT}) and stake ({@link PAYMASTER_STAKE}) in the EntryPoint.
 *
 * @throws {DevnetStartError} when the deployer has sent transactions already, or a deployment fails.
 */
export async function deployAccountAbstraction({
  rpcUrl,
  chainId,
}: {
  rpcUrl: string
  chainId: number
}): Promise<DevnetAccountAbstraction> {
  const service = `account abstraction on chain ${chainId}`
  const chain = defineChain({
    id: chainId,
    name: `devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl, { retryCount: 0 })
  const account = privateKeyToAccount(evmAaDeployer().privateKey)
  const wallet = createWalletClient({ account, chain, transport, pollingInterval: 25 })
  const client = createPublicClient({ chain, transport })

  const nonce = await client.getTransactionCount({ address: account.address })
  if (nonce !== 0) {
    throw new DevnetStartError(service, {
      details: `The AA deployer ${account.address} has nonce ${nonce}, not 0: the paymaster would not land at its fixed address. Was the chain fresh?`,
    })
  }
  const signer = evmPaymasterSigner().address
  const wait = async (hash: Hash) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 25, timeout: 10_000 })
    if (receipt.status !== 'success') {
      throw new DevnetStartError(service, { details: `Transaction ${hash} reverted.` })
    }
  }
  // The paymaster first: nonce 0 fixes its address.
  await wait(
    await wallet.deployContract({
      abi: kitPaymasterAbi,
      bytecode: kitPaymasterBytecode,
      args: [signer, signer],
      nonce: 0,
    }),
  )
  if (!(await client.getCode({ address: ENTRY_POINT_ADDRESS }))) {
    await wait(
      await wallet.sendTransaction({
        to: DETERMINISTIC_DEPLOYER_ADDRESS,
        data: concat([ENTRY_POINT_08_SALT, entryPoint08Bytecode as Hex]),
        gas: 6_000_000n,
      }),
    )
  }
  try {
    await deployKitAccounts(wallet)
  } catch (cause) {
    throw new DevnetStartError(service, { cause })
  }
  await wait(
    await wallet.writeContract({
      address: ENTRY_POINT_ADDRESS,
      abi: entryPoint08Abi,
      functionName: 'depositTo',
      args: [KIT_PAYMASTER_ADDRESS],
      value: PAYMASTER_DEPOSIT,
    }),
  )
  await wait(
    await wallet.writeContract({
      address: KIT_PAYMASTER_ADDRESS,
      abi: kitPaymasterAbi,
      functionName: 'addStake',
      args: [PAYMASTER_UNSTAKE_DELAY_SEC],
      value: PAYMASTER_STAKE,
    }),
  )
  for (const address of [ENTRY_POINT_ADDRESS, KIT_PAYMASTER_ADDRESS]) {
    if (!(await client.getCode({ address }))) {
      throw new DevnetStartError(service, { details: `No contract at ${address} after deployment.` })
    }
  }
  return {
    entryPoint: ENTRY_POINT_ADDRESS,
    paymaster: KIT_PAYMASTER_ADDRESS,
    delegatedAccount: KIT_DELEGATED_ACCOUNT_ADDRESS,
    accountFactory: KIT_ACCOUNT_FACTORY_ADDRESS,
  }
}
