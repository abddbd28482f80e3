import { evmNetworks, findNetwork } from '@kit/chains'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  hashMessage,
  hashTypedData,
  http,
  isAddressEqual,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { UnsupportedRequestError } from '../errors.js'
import {
  type AccountCall,
  counterfactualSignature,
  deploymentTransaction,
  executeCalldata,
  replaySafeHash,
  smartAccountAddress,
} from './smartAccount.js'

/** Which account signs: the embedded EOA, or the smart account it owns. */
export type EvmAccountType = 'eoa' | 'smartAccount'

/** The chain an operation runs on. */
export type EvmChainContext = { chainId: number; rpcUrl: string }

/** A transaction as `eth_sendTransaction` carries it (quantities in hex). */
export type RpcTransaction = {
  from?: string | undefined
  to?: string | null | undefined
  data?: string | undefined
  input?: string | undefined
  value?: string | undefined
  gas?: string | undefined
  gasPrice?: string | undefined
  maxFeePerGas?: string | undefined
  maxPriorityFeePerGas?: string | undefined
  nonce?: string | undefined
}

const RECEIPT_TIMEOUT_MS = 60_000

/** A viem chain for `chainId`: the known network's name and currency when Kit ships it, over `rpcUrl`. */
export function viemChain({ chainId, rpcUrl }: EvmChainContext): Chain {
  const known = findNetwork(evmNetworks, chainId)
  return defineChain({
    id: chainId,
    name: known?.name ?? `Chain ${chainId}`,
    nativeCurrency: known?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

const quantity = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))

/**
 * The embedded EVM wallet: signs with the EOA's key, and acts for the smart account the EOA owns (deployed on
 * first use through the CREATE2 deployer, then driven with `execute` / `executeBatch`).
 */
export function createEvmWallet(privateKey: Hex) {
  const account = privateKeyToAccount(privateKey)
  const smartAccount = smartAccountAddress(account.address)

  const clients = (context: EvmChainContext) => {
    const chain = viemChain(context)
    const transport = http(context.rpcUrl, { timeout: 20_000, retryCount: 0 })
    return {
      publicClient: createPublicClient({ chain, transport }),
      walletClient: createWalletClient({ account, chain, transport }),
    }
  }

  /** Which of our accounts `address` is; refuses any other address. */
  const accountTypeOf = (address: string | undefined, fallback: EvmAccountType): EvmAccountType => {
    if (address === undefined) return fallback
    if (!/^0x[0-9a-fA-F]{40}$/.test(address))
      throw new UnsupportedRequestError('Invalid account address', { details: address.slice(0, 80) })
    if (isAddressEqual(address as Address, account.address)) return 'eoa'
    if (isAddressEqual(address as Address, smartAccount)) return 'smartAccount'
    throw new UnsupportedRequestError('The request is for an account this wallet does not hold', {
      details: address,
    })
  }

  async function isDeployed(context: EvmChainContext): Promise<boolean> {
    const code = await clients(context).publicClient.getCode({ address: smartAccount })
    return code !== undefined && code !== '0x'
  }

  async function ensureDeployed(context: EvmChainContext): Promise<void> {
    if (await isDeployed(context)) return
    const { publicClient, walletClient } = clients(context)
    const hash = await walletClient.sendTransaction(deploymentTransaction(account.address))
    const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS })
    if (receipt.status !== 'success' || !(await isDeployed(context)))
      throw new UnsupportedRequestError('The smart account could not be deployed', { details: hash })
  }

  /** The smart account's signature of `hash`: the owner signs its replay-safe digest (ERC-1271, or ERC-6492 before deployment). */
  async function signForSmartAccount(hash: Hex, context: EvmChainContext): Promise<Hex> {
    const signature = await account.sign({ hash: replaySafeHash(context.chainId, smartAccount, hash) })
    return (await isDeployed(context)) ? signature : counterfactualSignature(account.address, signature)
  }

  return {
    /** The embedded EOA. */
    address: account.address,
    /** The smart account the EOA owns (same address on every chain). */
    smartAccount,
    accountTypeOf,
    isDeployed,
    ensureDeployed,

    /** `personal_sign`: EIP-191 for the EOA; ERC-1271 (or ERC-6492 before deployment) for the smart account. */
    async personalSign(
      message: Hex,
      from: string | undefined,
      type: EvmAccountType,
      context: EvmChainContext,
    ) {
      const signer = accountTypeOf(from, type)
      if (signer === 'eoa') return account.signMessage({ message: { raw: message } })
      return signForSmartAccount(hashMessage({ raw: message }), context)
    },

    /** `eth_signTypedData_v4`, with the same account rules as `personalSign`. */
    async signTypedData(
      typedData: TypedDataDefinition,
      from: string | undefined,
      type: EvmAccountType,
      context: EvmChainContext,
    ) {
      const signer = accountTypeOf(from, type)
      if (signer === 'eoa') return account.signTypedData(typedData)
      return signForSmartAccount(hashTypedData(typedData), context)
    },

    /**
     * Sends calls as `from`: the EOA sends one transaction per call; the smart account (deployed first if needed)
     * runs them in one `execute` / `executeBatch` transaction from the owner. Resolves with the hashes.
     */
    async sendCalls(
      calls: readonly AccountCall[],
      from: string | undefined,
      type: EvmAccountType,
      context: EvmChainContext,
      fees: Pick<RpcTransaction, 'gas' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'nonce'> = {},
    ): Promise<Hash[]> {
      const sender = accountTypeOf(from, type)
      const { walletClient } = clients(context)
      if (sender === 'smartAccount') {
        await ensureDeployed(context)
        return [
          await walletClient.sendTransaction({ to: smartAccount, data: executeCalldata(calls), value: 0n }),
        ]
      }
      const hashes: Hash[] = []
      for (const call of calls) {
        const gas = calls.length === 1 ? quantity(fees.gas) : undefined
        const nonce = calls.length === 1 && fees.nonce !== undefined ? Number(BigInt(fees.nonce)) : undefined
        const base = { to: call.to, value: call.value, data: call.data }
        const common = { ...(gas === undefined ? {} : { gas }), ...(nonce === undefined ? {} : { nonce }) }
        hashes.push(
          fees.gasPrice !== undefined && calls.length === 1
            ? await walletClient.sendTransaction({ ...base, ...common, gasPrice: BigInt(fees.gasPrice) })
            : fees.maxFeePerGas !== undefined && calls.length === 1
              ? await walletClient.sendTransaction({
                  ...base,
                  ...common,
                  maxFeePerGas: BigInt(fees.maxFeePerGas),
                  ...(fees.maxPriorityFeePerGas === undefined
                    ? {}
                    : { maxPriorityFeePerGas: BigInt(fees.maxPriorityFeePerGas) }),
                })
              : await walletClient.sendTransaction({ ...base, ...common }),
        )
      }
      return hashes
    },

    /** The receipt of `hash`, or `undefined` while pending. */
    async receipt(hash: Hash, context: EvmChainContext) {
      try {
        return await clients(context).publicClient.getTransactionReceipt({ hash })
      } catch {
        return undefined
      }
    },
  }
}

/** The embedded EVM wallet of one session. */
export type EvmWallet = ReturnType<typeof createEvmWallet>

/** The call of an `eth_sendTransaction` request. @throws {UnsupportedRequestError} for contract creation. */
export function callOfTransaction(tx: RpcTransaction): AccountCall {
  if (!tx.to) throw new UnsupportedRequestError('Contract deployment is not supported by the embedded wallet')
  return {
    to: tx.to as Address,
    value: tx.value === undefined ? 0n : BigInt(tx.value),
    data: (tx.data ?? tx.input ?? '0x') as Hex,
  }
}
