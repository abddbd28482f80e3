import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isAddress,
  isHex,
  type LocalAccount,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import type { ConsentMemory } from '../memory.js'
import type { Approvals } from '../approvals.js'
import type { TestWalletChain } from '../defaults.js'
import { Emitter } from '../emitter.js'
import {
  InvalidParamsError,
  PROVIDER_ERROR_CODES,
  ProviderRpcError,
  UnauthorizedError,
  UnrecognizedChainError,
  UnsupportedMethodError,
} from '../errors.js'

/** Arguments of an EIP-1193 request. */
export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object }

/** Events an EIP-1193 provider emits. */
export type ProviderEvents = {
  connect: [info: { chainId: Hex }]
  disconnect: [error: ProviderRpcError]
  accountsChanged: [accounts: Address[]]
  chainChanged: [chainId: Hex]
  message: [message: { type: string; data: unknown }]
}

/** The test wallet's EIP-1193 provider. */
export type TestWalletProvider = {
  request(args: RequestArguments): Promise<unknown>
  on<TName extends keyof ProviderEvents>(
    event: TName,
    listener: (...args: ProviderEvents[TName]) => void,
  ): TestWalletProvider
  removeListener<TName extends keyof ProviderEvents>(
    event: TName,
    listener: (...args: ProviderEvents[TName]) => void,
  ): TestWalletProvider
  /** Marks the provider for apps that look for it. */
  readonly isKitTestWallet: true
}

/** Controls of the EVM side, for tests and the wallet itself. */
export type EvmController = {
  provider: TestWalletProvider
  /** Whether a dapp has been given the accounts. */
  readonly connected: boolean
  readonly chainId: number
  /** The wallet's addresses, the selected one first. */
  readonly addresses: readonly Address[]
  /** Makes another of the wallet's addresses the selected one (emits accountsChanged when connected). */
  selectAccount(address: Address): void
  /** Drops the dapp's authorisation and emits accountsChanged([]) and disconnect. */
  disconnect(): void
}

type ChainEntry = { chainId: number; rpcUrls: string[]; name: string }

const FORWARD_PREFIXES = ['eth_', 'net_', 'web3_']
// eth_ methods a node would answer with its own unlocked keys: a wallet must never forward these.
const NEVER_FORWARD = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
])
const RPC_TIMEOUT_MS = 30_000

function paramsArray(params: RequestArguments['params']): readonly unknown[] {
  if (params === undefined) return []
  if (!Array.isArray(params)) throw new InvalidParamsError('expected an array of parameters')
  return params
}

function parseChainIdHex(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw new InvalidParamsError(
      `chainId must be a 0x-prefixed hexadecimal string, received ${JSON.stringify(value)}`,
    )
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new InvalidParamsError(`chainId ${value} is out of range`)
  return chainId
}

function optionalQuantity(value: unknown, name: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value))
    throw new InvalidParamsError(`${name} must be a hex quantity`)
  return hexToBigInt(value)
}

/** Turns any failure into an EIP-1193 error, keeping a node's JSON-RPC code and message when there is one. */
function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  let current: unknown = error
  while (current instanceof Error) {
    const { code, details } = current as Error & { code?: unknown; details?: unknown }
    if (typeof code === 'number' && typeof details === 'string' && details) {
      return new ProviderRpcError(code, details, { cause: error })
    }
    current = current.cause
  }
  const message =
    (error as { shortMessage?: string }).shortMessage ??
    (error instanceof Error ? error.message : String(error))
  return new ProviderRpcError(PROVIDER_ERROR_CODES.internal, message, { cause: error })
}

/** Options of {@link createEvmController}. */
export type EvmControllerOptions = {
  accounts: readonly LocalAccount[]
  chains: readonly TestWalletChain[]
  initialChainId: number
  approvals: Approvals
  /** Remembers the site's consent and chain across reloads, like a real wallet. */
  memory?: ConsentMemory
  /**
   * Whether the wallet has EIP-5792's wallet_getCapabilities, wallet_sendCalls and wallet_getCallsStatus (default
   * true). Without them they are unsupported (4200), like a wallet from before the EIP.
   */
  walletCalls?: boolean
}

/** A batch the wallet sent for wallet_sendCalls. */
type SentBatch = { chainId: number; hashes: Hex[] }

/** The wallet sends no atomic batches: without a capability saying otherwise, this is its answer (EIP-5792). */
const ATOMICITY_NOT_SUPPORTED = 5760
const UNSUPPORTED_CAPABILITY = 5700
const UNSUPPORTED_CHAIN = 5710
const DUPLICATE_BATCH_ID = 5720
const UNKNOWN_BATCH_ID = 5730

/**
 * The EVM side of the test wallet: an EIP-1193 provider backed by local (viem) accounts. It signs everything
 * itself, sends raw transactions, and forwards plain reads to the active chain's RPC.
 */
export function createEvmController(options: EvmControllerOptions): EvmController {
  const { approvals } = options
  const accounts = [...options.accounts]
  const chains = new Map<number, ChainEntry>(
    options.chains.map((chain) => [
      chain.chainId,
      { chainId: chain.chainId, rpcUrls: [chain.rpcUrl], name: chain.name ?? `Chain ${chain.chainId}` },
    ]),
  )
  const events = new Emitter<ProviderEvents>()
  const { memory } = options
  let chainId =
    memory?.chainId !== undefined && options.chains.some((chain) => chain.chainId === memory.chainId)
      ? memory.chainId
      : options.initialChainId
  let connected = memory?.wasConnected === true
  const remember = () => memory?.save({ connected, chainId })
  let requestId = 0

  const addresses = () => accounts.map((account) => account.address)
  const chainHex = () => numberToHex(chainId)
  const activeChain = (): ChainEntry => {
    const chain = chains.get(chainId)
    if (!chain)
      throw new ProviderRpcError(
        PROVIDER_ERROR_CODES.chainDisconnected,
        'The Provider is not connected to the requested chain.',
      )
    return chain
  }

  const accountFor = (address: unknown): LocalAccount => {
    if (!connected) throw new UnauthorizedError()
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
      throw new InvalidParamsError(`expected an address, received ${JSON.stringify(address)}`)
    }
    const account = accounts.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase())
    if (!account) throw new UnauthorizedError()
    return account
  }

  const rpc = async (method: string, params: readonly unknown[], chain = activeChain()): Promise<unknown> => {
    let response: Response
    try {
      response = await fetch(chain.rpcUrls[0] ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++requestId, method, params }),
        signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
      })
    } catch (cause) {
      throw new ProviderRpcError(
        PROVIDER_ERROR_CODES.chainDisconnected,
        'The Provider is not connected to the requested chain.',
        { cause },
      )
    }
    const body = (await response.json().catch(() => undefined)) as
      | { result?: unknown; error?: { code: number; message: string; data?: unknown } }
      | undefined
    if (!body)
      throw new ProviderRpcError(
        PROVIDER_ERROR_CODES.internal,
        `The RPC answered HTTP ${response.status} without JSON.`,
      )
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, { data: body.error.data })
    return body.result
  }

  const switchTo = (nextChainId: number) => {
    if (nextChainId === chainId) return
    chainId = nextChainId
    if (connected) remember()
    events.emit('chainChanged', chainHex())
  }

  const connect = async (method: string, params: readonly unknown[]) => {
    if (connected) return
    await approvals.request({
      ecosystem: 'evm',
      method,
      params,
      summary: 'Connect: share your accounts with this site',
    })
    connected = true
    remember()
    events.emit('connect', { chainId: chainHex() })
    events.emit('accountsChanged', addresses())
  }

  const permissions = () =>
    connected
      ? [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: addresses() }],
          },
        ]
      : []

  const disconnect = () => {
    if (!connected) return
    connected = false
    remember()
    approvals.rejectAll()
    events.emit('accountsChanged', [])
    events.emit(
      'disconnect',
      new ProviderRpcError(
        PROVIDER_ERROR_CODES.disconnected,
        'The Provider is disconnected from all chains.',
      ),
    )
  }

  const handlers: Record<string, (params: readonly unknown[]) => Promise<unknown> | unknown> = {
    eth_requestAccounts: async (params) => {
      await connect('eth_requestAccounts', params)
      return addresses()
    },
    eth_accounts: () => (connected ? addresses() : []),
    eth_coinbase: () => (connected ? (addresses()[0] ?? null) : null),
    eth_chainId: () => chainHex(),
    net_version: () => String(chainId),
    wallet_requestPermissions: async (params) => {
      await connect('wallet_requestPermissions', params)
      return permissions()
    },
    wallet_getPermissions: () => permissions(),
    wallet_revokePermissions: () => {
      disconnect()
      return null
    },
    wallet_switchEthereumChain: async (params) => {
      const target = parseChainIdHex((params[0] as { chainId?: unknown } | undefined)?.chainId)
      if (!chains.has(target)) throw new UnrecognizedChainError(numberToHex(target))
      if (target === chainId) return null
      await approvals.request({
        ecosystem: 'evm',
        method: 'wallet_switchEthereumChain',
        params,
        summary: `Switch network to ${chains.get(target)?.name} (${target})`,
      })
      switchTo(target)
      return null
    },
    wallet_addEthereumChain: async (params) => {
      const input = params[0] as { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown } | undefined
      const target = parseChainIdHex(input?.chainId)
      const rpcUrls = input?.rpcUrls
      if (
        !Array.isArray(rpcUrls) ||
        rpcUrls.length === 0 ||
        rpcUrls.some((url) => typeof url !== 'string' || !/^https?:\/\//.test(url))
      ) {
        throw new InvalidParamsError('rpcUrls must be a non-empty array of http(s) URLs')
      }
      const name =
        typeof input?.chainName === 'string' && input.chainName ? input.chainName : `Chain ${target}`
      if (target === chainId) return null
      await approvals.request({
        ecosystem: 'evm',
        method: 'wallet_addEthereumChain',
        params,
        summary: chains.has(target)
          ? `Switch network to ${name} (${target})`
          : `Add network ${name} (${target}) and switch to it`,
      })
      // A known chain keeps its configured RPC: a dapp must not redirect the wallet's traffic.
      if (!chains.has(target)) chains.set(target, { chainId: target, rpcUrls: rpcUrls as string[], name })
      switchTo(target)
      return null
    },
    personal_sign: async (params) => {
      const [message, address] = params
      if (typeof message !== 'string') throw new InvalidParamsError('message must be a string')
      const account = accountFor(address)
      await approvals.request({
        ecosystem: 'evm',
        method: 'personal_sign',
        params,
        summary: `Sign a message with ${account.address}`,
      })
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    },
    eth_signTypedData_v4: async (params) => {
      const [address, data] = params
      const account = accountFor(address)
      let typedData: {
        domain?: unknown
        types?: Record<string, unknown>
        primaryType?: unknown
        message?: unknown
      }
      try {
        typedData = typeof data === 'string' ? JSON.parse(data) : (data as typeof typedData)
      } catch {
        throw new InvalidParamsError('typed data must be JSON')
      }
      if (!typedData || typeof typedData.types !== 'object' || typeof typedData.primaryType !== 'string') {
        throw new InvalidParamsError('typed data needs types, primaryType, domain and message')
      }
      // viem derives the EIP712Domain type from the domain itself.
      const { EIP712Domain: _domainType, ...types } = typedData.types
      await approvals.request({
        ecosystem: 'evm',
        method: 'eth_signTypedData_v4',
        params,
        summary: `Sign typed data (${typedData.primaryType}) with ${account.address}`,
      })
      return account.signTypedData({
        domain: (typedData.domain ?? {}) as TypedDataDefinition['domain'],
        types,
        primaryType: typedData.primaryType,
        message: (typedData.message ?? {}) as Record<string, unknown>,
      } as TypedDataDefinition)
    },
    eth_sendTransaction: async (params) => {
      const tx = params[0] as Record<string, unknown> | undefined
      if (!tx || typeof tx !== 'object') throw new InvalidParamsError('expected a transaction object')
      const account = accountFor(tx.from ?? addresses()[0])
      const send = prepareTransaction(account, tx)
      await approvals.request({
        ecosystem: 'evm',
        method: 'eth_sendTransaction',
        params,
        summary: `Send a transaction from ${account.address} on ${activeChain().name}`,
      })
      return send()
    },
  }

  /** The wallet's EIP-5792 batches by id. */
  const batches = new Map<string, SentBatch>()
  const walletCallsHandlers: typeof handlers = {
    wallet_getCapabilities: (params) => {
      accountFor(params[0])
      const requested = params[1]
      const ids = Array.isArray(requested) ? requested.map(parseChainIdHex) : [...chains.keys()]
      return Object.fromEntries(ids.map((id) => [numberToHex(id), { atomic: { status: 'unsupported' } }]))
    },
    // One approval for the batch; the calls are then sent one after the other (no atomicity).
    wallet_sendCalls: async (params) => {
      const request = params[0] as Record<string, unknown> | undefined
      if (
        !request ||
        typeof request !== 'object' ||
        !Array.isArray(request.calls) ||
        request.calls.length === 0
      )
        throw new InvalidParamsError('expected { calls: [...] } with at least one call')
      const account = accountFor(request.from ?? addresses()[0])
      if (request.chainId !== undefined && parseChainIdHex(request.chainId) !== chainId)
        throw new ProviderRpcError(UNSUPPORTED_CHAIN, `Unsupported chain id: the wallet is on ${chainHex()}.`)
      if (request.atomicRequired === true)
        throw new ProviderRpcError(ATOMICITY_NOT_SUPPORTED, 'Atomicity not supported.')
      const capabilities = [request.capabilities, ...request.calls.map((call) => call?.capabilities)]
      for (const set of capabilities) {
        if (typeof set !== 'object' || set === null) continue
        const [required] = Object.entries(set).filter(
          ([, value]) => (value as { optional?: unknown } | null)?.optional !== true,
        )
        if (required)
          throw new ProviderRpcError(UNSUPPORTED_CAPABILITY, `Unsupported capability: ${required[0]}.`)
      }
      if (request.id !== undefined && typeof request.id !== 'string')
        throw new InvalidParamsError('id must be a string')
      if (typeof request.id === 'string' && batches.has(request.id))
        throw new ProviderRpcError(DUPLICATE_BATCH_ID, 'Duplicate batch id.')
      const sends = request.calls.map((call) =>
        prepareTransaction(account, { ...(call as Record<string, unknown>), from: account.address }),
      )
      const chain = activeChain()
      await approvals.request({
        ecosystem: 'evm',
        method: 'wallet_sendCalls',
        params,
        summary: `Send ${sends.length} calls, one after the other, from ${account.address} on ${chain.name}`,
      })
      const hashes: Hex[] = []
      for (const send of sends) hashes.push(await send())
      const id =
        typeof request.id === 'string' ? request.id : `0x${hashes.map((hash) => hash.slice(2)).join('')}`
      batches.set(id, { chainId: chain.chainId, hashes })
      return { id }
    },
    wallet_getCallsStatus: async (params) => {
      const batch = typeof params[0] === 'string' ? batches.get(params[0]) : undefined
      if (!batch) throw new ProviderRpcError(UNKNOWN_BATCH_ID, 'Unknown bundle id.')
      const chain = chains.get(batch.chainId)
      if (!chain) throw new ProviderRpcError(UNKNOWN_BATCH_ID, 'Unknown bundle id.')
      const receipts = (await Promise.all(
        batch.hashes.map((hash) => rpc('eth_getTransactionReceipt', [hash], chain)),
      )) as ({ status: Hex } | null)[]
      const included = receipts.filter((receipt) => receipt !== null)
      const status =
        included.length < receipts.length
          ? 100
          : included.every((receipt) => receipt.status === '0x1')
            ? 200
            : included.every((receipt) => receipt.status === '0x0')
              ? 500
              : 600
      return {
        version: '2.0.0',
        id: params[0],
        chainId: numberToHex(batch.chainId),
        status,
        atomic: false,
        receipts: included,
      }
    },
  }
  if (options.walletCalls !== false) Object.assign(handlers, walletCallsHandlers)

  /** Checks a transaction now and returns the function that signs and sends it on the active chain. */
  function prepareTransaction(account: LocalAccount, tx: Record<string, unknown>): () => Promise<Hex> {
    if (tx.chainId !== undefined && parseChainIdHex(tx.chainId) !== chainId) {
      throw new InvalidParamsError(
        `chainId ${String(tx.chainId)} does not match the active chain ${chainHex()}`,
      )
    }
    if (
      tx.to !== undefined &&
      tx.to !== null &&
      (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false }))
    ) {
      throw new InvalidParamsError('to must be an address')
    }
    if (tx.data !== undefined && (typeof tx.data !== 'string' || !isHex(tx.data)))
      throw new InvalidParamsError('data must be hex')
    const value = optionalQuantity(tx.value, 'value')
    const gas = optionalQuantity(tx.gas, 'gas')
    const nonce = optionalQuantity(tx.nonce, 'nonce')
    const maxFeePerGas = optionalQuantity(tx.maxFeePerGas, 'maxFeePerGas')
    const maxPriorityFeePerGas = optionalQuantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
    const gasPrice = optionalQuantity(tx.gasPrice, 'gasPrice')
    return async () => {
      const chain = activeChain()
      const client = createWalletClient({
        account,
        chain: defineChain({
          id: chain.chainId,
          name: chain.name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: chain.rpcUrls } },
        }),
        transport: http(chain.rpcUrls[0], { retryCount: 0, timeout: RPC_TIMEOUT_MS }),
      })
      try {
        return await client.sendTransaction({
          ...(typeof tx.to === 'string' ? { to: tx.to as Address } : {}),
          ...(typeof tx.data === 'string' ? { data: tx.data as Hex } : {}),
          ...(value === undefined ? {} : { value }),
          ...(gas === undefined ? {} : { gas }),
          ...(nonce === undefined ? {} : { nonce: Number(nonce) }),
          ...(gasPrice !== undefined
            ? { gasPrice }
            : {
                ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
                ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
              }),
        } as Parameters<typeof client.sendTransaction>[0])
      } catch (error) {
        throw toProviderError(error)
      }
    }
  }

  const provider: TestWalletProvider = {
    isKitTestWallet: true,
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new ProviderRpcError(
          PROVIDER_ERROR_CODES.invalidRequest,
          'Invalid request: expected { method, params }.',
        )
      }
      const { method } = args
      const params = paramsArray(args.params)
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
      if (handler) return handler(params)
      if (NEVER_FORWARD.has(method) || !FORWARD_PREFIXES.some((prefix) => method.startsWith(prefix))) {
        throw new UnsupportedMethodError(method)
      }
      return rpc(method, params)
    },
    on(event, listener) {
      events.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      events.off(event, listener)
      return provider
    },
  }

  return {
    provider,
    get connected() {
      return connected
    },
    get chainId() {
      return chainId
    },
    get addresses() {
      return addresses()
    },
    selectAccount(address) {
      const index = accounts.findIndex((account) => account.address.toLowerCase() === address.toLowerCase())
      if (index === -1) throw new InvalidParamsError(`the wallet does not hold ${address}`)
      if (index === 0) return
      const [selected] = accounts.splice(index, 1)
      if (selected) accounts.unshift(selected)
      if (connected) events.emit('accountsChanged', addresses())
    },
    disconnect,
  }
}
