// The smart account's sends as ERC-4337 user operations: viem's bundler and paymaster clients over the chain's one
// URL (the Kit server routes the bundler's methods to the chain's bundler), with Kit's accounts from @kit/accounts.
import {
  ENTRY_POINT_ADDRESS,
  KIT_DELEGATED_ACCOUNT_ADDRESS,
  toKitAccount,
  toKitDelegatedAccount,
} from '@kit/accounts'
import {
  type Address,
  createPublicClient,
  custom,
  defineChain,
  type Hash,
  type Hex,
  http,
  isAddressEqual,
  type LocalAccount,
  type PublicClient,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  formatUserOperationRequest,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { ChainRequestError, UnsupportedRequestError } from '../errors.js'
import type { JsonRpc } from '../rpc.js'
import {
  type ChainSponsorship,
  cannotPayError,
  isSmartAccountCode,
  type SmartAccountKind,
  smartAccountAddress,
  userOperationMaxFee,
} from './smartAccountFacts.js'

/** A call the smart account makes. */
export type UserOperationCall = { readonly to: Address; readonly value: bigint; readonly data: Hex }

/** A user operation prepared before the user is asked: every gas field and the paymaster's data fixed. */
export type PreparedUserOperation = UserOperation<'0.8'>

/** What a smart-account send will do: one user operation (an atomic batch), and who pays its fee. */
export type UserOperationPlan = {
  readonly kind: SmartAccountKind
  readonly sender: Address
  readonly userOperation: PreparedUserOperation
  /** The most the operation's fee can come to (all its gas limits × its max fee per gas). */
  readonly maxFee: bigint
  /** Who pays the fee when an app's paymaster sponsors it; undefined: the account pays. */
  readonly sponsor: string | undefined
  /** Why the app's sponsorship was refused (its budget is spent…), when the user pays instead. */
  readonly sponsorshipRefused: string | undefined
  /** The first operation also upgrades the EOA (7702) or deploys the account (4337). */
  readonly createsAccount: boolean
}

/** A viem public client over the frame's JSON-RPC client (the server's URL for the chain: node and bundler). */
function viemClient(rpc: JsonRpc, chainId: number): PublicClient {
  return createPublicClient({
    chain: defineChain({
      id: chainId,
      name: `Chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpc.url] } },
    }),
    transport: custom({ request: ({ method, params }) => rpc.request(method, params) }, { retryCount: 0 }),
  }) as PublicClient
}

/** The viem smart account of `owner` on a chain. */
async function smartAccountOf(client: PublicClient, owner: LocalAccount, kind: SmartAccountKind) {
  return kind === '7702' ? toKitDelegatedAccount({ client, owner }) : toKitAccount({ client, owner })
}

function bundlerFor(
  client: PublicClient,
  account: SmartAccount,
  rpc: JsonRpc,
  sponsorship: ChainSponsorship | undefined,
) {
  return createBundlerClient({
    client,
    account,
    transport: custom({ request: ({ method, params }) => rpc.request(method, params) }, { retryCount: 0 }),
    ...(sponsorship
      ? {
          paymaster: createPaymasterClient({
            transport: http(sponsorship.paymasterUrl, {
              retryCount: 0,
              fetchOptions: { credentials: 'omit' },
            }),
          }),
        }
      : {}),
  })
}

const message = (error: unknown) =>
  error instanceof Error
    ? ((error as { details?: string }).details ??
      (error as { shortMessage?: string }).shortMessage ??
      error.message)
    : String(error)

/**
 * Prepares the smart account's user operation for `calls` (one atomic ERC-7821 batch) through the chain's bundler:
 * sponsored by `sponsorship`'s paymaster when there is one, else (or when the paymaster refuses, with its reason)
 * paid by the account. With EIP-7702 and no delegation yet, the operation carries a placeholder authorization for
 * the estimate; the real one is signed when it is sent.
 */
export async function prepareUserOperation(parameters: {
  owner: LocalAccount
  kind: SmartAccountKind
  rpc: JsonRpc
  chainId: number
  calls: readonly UserOperationCall[]
  sponsorship: ChainSponsorship | undefined
}): Promise<UserOperationPlan> {
  const { owner, kind, rpc, chainId, calls, sponsorship } = parameters
  const client = viemClient(rpc, chainId)
  const account = await smartAccountOf(client, owner, kind)
  const sender = smartAccountAddress(owner.address, kind)
  const createsAccount = !isSmartAccountCode(await rpc.request('eth_getCode', [sender, 'latest']), kind)
  const prepare = (paymaster: ChainSponsorship | undefined) =>
    bundlerFor(client, account, rpc, paymaster).prepareUserOperation({
      account,
      calls: calls.map((call) => ({ to: call.to, value: call.value, data: call.data })),
    }) as unknown as Promise<PreparedUserOperation>
  let sponsorshipRefused: string | undefined
  if (sponsorship) {
    try {
      const userOperation = await prepare(sponsorship)
      return {
        kind,
        sender,
        userOperation,
        maxFee: userOperationMaxFee(userOperation),
        sponsor: sponsorship.sponsor,
        sponsorshipRefused: undefined,
        createsAccount,
      }
    } catch (error) {
      // The user is offered to pay instead, told why the app does not.
      sponsorshipRefused = message(error).slice(0, 300)
    }
  }
  let userOperation: PreparedUserOperation
  try {
    userOperation = await prepare(undefined)
  } catch (error) {
    // EntryPoint's AA21: the account cannot pay its own prefund.
    if (/\bAA21\b/.test(message(error)))
      throw cannotPayError(sponsorshipRefused, message(error).slice(0, 300))
    throw new UnsupportedRequestError('The network’s bundler refused these calls; nothing was sent', {
      details: message(error).slice(0, 500),
      cause: error,
    })
  }
  return {
    kind,
    sender,
    userOperation,
    maxFee: userOperationMaxFee(userOperation),
    sponsor: undefined,
    sponsorshipRefused,
    createsAccount,
  }
}

/**
 * Sends a prepared user operation as it is: signs the EIP-7702 authorization first when it carries one (the EOA's
 * consent to run KitDelegatedAccount, given only now that the user approved), then the operation. Resolves with its
 * hash (the id `eth_getUserOperationReceipt` knows it by).
 */
export async function sendUserOperation(parameters: {
  owner: LocalAccount
  plan: UserOperationPlan
  rpc: JsonRpc
  chainId: number
}): Promise<Hash> {
  const { owner, plan, rpc, chainId } = parameters
  const client = viemClient(rpc, chainId)
  const account = await smartAccountOf(client, owner, plan.kind)
  let operation = plan.userOperation
  const placeholder = operation.authorization
  if (placeholder) {
    // Only ever Kit's delegation target, on this chain only (never chain id 0, every chain).
    if (
      !isAddressEqual(placeholder.address, KIT_DELEGATED_ACCOUNT_ADDRESS) ||
      plan.kind !== '7702' ||
      placeholder.chainId !== chainId
    )
      throw new UnsupportedRequestError(
        'The upgrade names another contract or chain than Kit’s account here; nothing was sent',
      )
    const authorization = await owner.signAuthorization?.({
      chainId,
      contractAddress: KIT_DELEGATED_ACCOUNT_ADDRESS,
      nonce: placeholder.nonce,
    })
    if (!authorization) throw new UnsupportedRequestError('This account cannot sign an EIP-7702 upgrade')
    operation = { ...operation, authorization }
  }
  const signature = await account.signUserOperation({ ...operation, chainId })
  try {
    return (await rpc.request('eth_sendUserOperation', [
      formatUserOperationRequest({ ...operation, signature }),
      ENTRY_POINT_ADDRESS,
    ])) as Hash
  } catch (error) {
    throw new ChainRequestError('The bundler refused the operation; nothing was sent', {
      details: message(error).slice(0, 500),
      cause: error,
    })
  }
}

/** A user operation's outcome once included, as `wallet_getCallsStatus` reports it. */
export type UserOperationOutcome = {
  success: boolean
  receipt: {
    status: 'success' | 'reverted'
    blockHash: Hex
    blockNumber: bigint
    gasUsed: bigint
    transactionHash: Hash
  }
}

/** The outcome of user operation `hash`, or undefined while it is pending. */
export async function userOperationOutcome(
  rpc: JsonRpc,
  hash: Hash,
): Promise<UserOperationOutcome | undefined> {
  const raw = (await rpc.request('eth_getUserOperationReceipt', [hash])) as {
    success?: unknown
    receipt?: Record<string, unknown>
  } | null
  if (!raw || typeof raw !== 'object' || !raw.receipt) return undefined
  const quantity = (value: unknown) => (typeof value === 'string' ? BigInt(value) : 0n)
  return {
    success: raw.success === true,
    receipt: {
      status: raw.receipt.status === '0x1' ? 'success' : 'reverted',
      blockHash: raw.receipt.blockHash as Hex,
      blockNumber: quantity(raw.receipt.blockNumber),
      gasUsed: quantity(raw.receipt.gasUsed),
      transactionHash: raw.receipt.transactionHash as Hash,
    },
  }
}
