import {
  type Account,
  type Address,
  type Chain,
  type Client,
  concat,
  type Hash,
  type Hex,
  type Transport,
} from 'viem'
import { getCode, sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import {
  DETERMINISTIC_DEPLOYER_ADDRESS,
  KIT_ACCOUNT_FACTORY_ADDRESS,
  KIT_ACCOUNTS_SALT,
  KIT_DELEGATED_ACCOUNT_ADDRESS,
} from './addresses.js'
import { kitAccountFactoryBytecode } from './artifacts/kitAccountFactory.js'
import { kitDelegatedAccountBytecode } from './artifacts/kitDelegatedAccount.js'
import { KitAccountsDeploymentError } from './errors.js'

/** What {@link deployKitAccounts} found or put on the chain. */
export type KitAccountsDeployment = {
  delegatedAccount: Address
  accountFactory: Address
  /** The deployment transactions sent, in order; empty when both contracts were already there. */
  transactions: Hash[]
}

const CONTRACTS = [
  {
    name: 'KitDelegatedAccount',
    address: KIT_DELEGATED_ACCOUNT_ADDRESS,
    bytecode: kitDelegatedAccountBytecode,
  },
  { name: 'KitAccountFactory', address: KIT_ACCOUNT_FACTORY_ADDRESS, bytecode: kitAccountFactoryBytecode },
] as const

const hasCode = async (client: Client, address: Address) => {
  const code = await getCode(client, { address })
  return code !== undefined && code !== '0x'
}

/**
 * Puts Kit's two account contracts (the EIP-7702 delegation target and the ERC-4337 account factory) on the client's
 * chain, each through the deterministic deployment proxy at its CREATE2 address, unless it is already there. Any
 * funded account may run it on any chain: the addresses depend only on the proxy, the salt and the creation code.
 * The paymaster is not deployed here (its signer and owner are each operator's own).
 *
 * @example
 * const { transactions } = await deployKitAccounts(createWalletClient({ account, chain, transport: http() }))
 * @throws {KitAccountsDeploymentError} when the chain has no deployment proxy, a deployment reverts, or no code is
 * found at the address afterwards.
 */
export async function deployKitAccounts(
  client: Client<Transport, Chain | undefined, Account>,
): Promise<KitAccountsDeployment> {
  if (!(await hasCode(client, DETERMINISTIC_DEPLOYER_ADDRESS)))
    throw new KitAccountsDeploymentError(
      `No deterministic deployment proxy at ${DETERMINISTIC_DEPLOYER_ADDRESS} on this chain: deploy it first (its presigned transaction, github.com/Arachnid/deterministic-deployment-proxy).`,
    )
  const transactions: Hash[] = []
  for (const contract of CONTRACTS) {
    if (await hasCode(client, contract.address)) continue
    const hash = await sendTransaction(client, {
      account: client.account,
      chain: client.chain,
      to: DETERMINISTIC_DEPLOYER_ADDRESS,
      data: concat([KIT_ACCOUNTS_SALT, contract.bytecode as Hex]),
    })
    transactions.push(hash)
    const receipt = await waitForTransactionReceipt(client, { hash })
    if (receipt.status !== 'success')
      throw new KitAccountsDeploymentError(`Deploying ${contract.name} reverted (transaction ${hash}).`)
    if (!(await hasCode(client, contract.address)))
      throw new KitAccountsDeploymentError(
        `No code at ${contract.address} after deploying ${contract.name} (transaction ${hash}): the proxy or the creation code differs.`,
      )
  }
  return {
    delegatedAccount: KIT_DELEGATED_ACCOUNT_ADDRESS,
    accountFactory: KIT_ACCOUNT_FACTORY_ADDRESS,
    transactions,
  }
}
