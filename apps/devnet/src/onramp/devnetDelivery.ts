import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  isAddress,
  parseUnits,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { bytesToHex } from 'viem/utils'
import { DEV_MNEMONIC } from '../accounts.js'

/** anvil account index the on-ramp stand-ins pay from: outside the dev set, the bundler's and the deployers'. */
const ONRAMP_PAYER_INDEX = 5

/** The account the stand-in providers deliver purchases from (a public test key: devnet only). */
export function onrampStandInPayer(): { address: Address; privateKey: Hex } {
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: ONRAMP_PAYER_INDEX })
  const privateKey = account.getHdKey().privateKey
  if (!privateKey) throw new Error('No private key derived for the on-ramp stand-ins’ payer')
  return { address: account.address, privateKey: bytesToHex(privateKey) }
}

/** A devnet chain a stand-in sells its test token on. */
export type DevnetDeliveryChain = { rpcUrl: string; token: Address; decimals: number }

/** What the stand-ins need to deliver on the devnet: the payer's key and the chains by id. */
export type DevnetDeliveryOptions = { payerPrivateKey: Hex; chains: Record<number, DevnetDeliveryChain> }

/** Delivers tokens on the devnet, as a provider's hot wallet would. */
export type DevnetDelivery = {
  /** Whether the stand-ins sell on this chain. */
  has(chainId: number): boolean
  /**
   * Transfers `amount` (a decimal) of the chain's test token to `to` and waits for it to be mined.
   * @returns the transaction hash.
   * @throws when the address is not an EVM address, the chain is unknown, or the transfer reverts.
   */
  deliver(chainId: number, to: string, amount: string): Promise<Hex>
}

/**
 * Delivery from one funded account: transfers run one at a time, so concurrent purchases never race for a nonce.
 */
export function createDevnetDelivery(options: DevnetDeliveryOptions): DevnetDelivery {
  const account = privateKeyToAccount(options.payerPrivateKey)
  let queue: Promise<unknown> = Promise.resolve()

  async function transfer(chainId: number, to: Address, amount: string): Promise<Hex> {
    const target = options.chains[chainId]
    if (!target) throw new Error(`The stand-ins do not sell on chain ${chainId}`)
    const chain = defineChain({
      id: chainId,
      name: `devnet ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [target.rpcUrl] } },
    })
    const transport = http(target.rpcUrl, { retryCount: 0 })
    const wallet = createWalletClient({ account, chain, transport })
    const client = createPublicClient({ chain, transport })
    const hash = await wallet.writeContract({
      address: target.token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits(amount, target.decimals)],
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 30_000 })
    if (receipt.status !== 'success') throw new Error(`The delivery ${hash} reverted`)
    return hash
  }

  return {
    has: (chainId) => options.chains[chainId] !== undefined,
    deliver(chainId, to, amount) {
      if (!isAddress(to, { strict: false })) return Promise.reject(new Error(`${to} is not an EVM address`))
      const run = queue.then(() => transfer(chainId, to, amount))
      queue = run.catch(() => undefined)
      return run
    },
  }
}
