// The EIP-1193 conformance suite: what a dapp may rely on from Kit's provider, whatever wallet is behind it (the
// secure frame's embedded wallet, an injected wallet, WalletConnect). Like the blockchain-API contract it takes the
// runner's `describe` and `it` and asserts with plain checks, so it runs under any test framework, and it drives
// only the provider's public surface, so a target may be a provider in a browser page driven from a test.
import { isEvmAddress } from '@kit/chains/wire'
import { type Hex, recoverMessageAddress } from 'viem'

/**
 * The EIP-1193 surface the suite drives: Kit's provider (`getProvider(kit)`), or one that stands for it (e.g. in a
 * browser page). Written out here, not taken from Kit's types, so a runner without the DOM's types can load it.
 */
export type ConformanceProvider = {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on<event extends keyof ConformanceEvents>(
    event: event,
    listener: (value: ConformanceEvents[event]) => void,
  ): unknown
  removeListener<event extends keyof ConformanceEvents>(
    event: event,
    listener: (value: ConformanceEvents[event]) => void,
  ): unknown
}

/** The EIP-1193 events and what each listener receives. */
export type ConformanceEvents = {
  connect: { readonly chainId: string }
  disconnect: Error & { readonly code?: unknown }
  accountsChanged: string[]
  chainChanged: string
}

/** What the suite runs against: a provider with an EVM account connected, and the user's hand. */
export type Eip1193ConformanceTarget = {
  provider: ConformanceProvider
  /** A chain the app configured, other than the connected one (hex), to switch to and back. */
  otherChainId: Hex
  /**
   * Runs `request` while the user answers the one prompt it raises (a signature) with `answer`, as the wallet's
   * own UI would be answered; resolves or rejects with the request's outcome.
   */
  asUser<T>(answer: 'approve' | 'reject', request: () => Promise<T>): Promise<T>
  /** Ends the connection from the app's side (Kit's disconnect). Last test only. */
  disconnect(): Promise<void>
}

/** The runner's functions the suite declares itself with. */
export type Eip1193ConformanceRunner = {
  describe(name: string, body: () => void): unknown
  it(name: string, body: () => Promise<void>, timeout?: number): unknown
}

class ConformanceViolation extends Error {
  override name = 'ConformanceViolation'
}

function check(condition: boolean, rule: string, actual?: unknown): asserts condition {
  if (!condition)
    throw new ConformanceViolation(actual === undefined ? rule : `${rule} (got ${show(actual)})`)
}

function show(value: unknown): string {
  if (value instanceof Error)
    return `${value.name}: ${value.message.split('\n')[0]} (code ${(value as { code?: unknown }).code})`
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** The refusal of a request, checked to be an error with an integer `code` and a string `message` (EIP-1193). */
async function refusal(promise: Promise<unknown>, rule: string): Promise<{ code: number; message: string }> {
  let result: unknown
  try {
    result = await promise
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
    check(Number.isInteger(code), `${rule}: the error has an integer code`, error)
    check(typeof message === 'string' && message !== '', `${rule}: the error has a message`, error)
    return { code: code as number, message: message as string }
  }
  throw new ConformanceViolation(`${rule}: expected a refusal, got ${show(result)}`)
}

const QUANTITY = /^0x(?:0|[1-9a-f][0-9a-f]*)$/
/** A chain id no app configures (a random-looking 32-bit id). */
const UNKNOWN_CHAIN = '0x5eed1e55'

/**
 * Declares the EIP-1193 conformance suite (EIP-1193 events and codes, EIP-1474 errors, EIP-3326 and EIP-3085
 * switching, EIP-2255 permissions, EIP-5792 batch status) with the runner's `describe` and `it`, against
 * `getTarget()`, called inside each test so a target made in `beforeAll` works. The last test disconnects.
 * @example describeEip1193Conformance({ describe, it }, 'the injected test wallet', () => target)
 */
export function describeEip1193Conformance(
  { describe, it }: Eip1193ConformanceRunner,
  name: string,
  getTarget: () => Eip1193ConformanceTarget,
): void {
  const accountsOf = async (provider: ConformanceProvider) =>
    (await provider.request({ method: 'eth_accounts' })) as string[]

  describe(`EIP-1193 conformance: ${name}`, () => {
    it('EIP-1193: eth_accounts, eth_requestAccounts, eth_chainId and net_version agree', async () => {
      const { provider } = getTarget()
      const accounts = await accountsOf(provider)
      check(Array.isArray(accounts) && accounts.length >= 1, 'eth_accounts lists the account', accounts)
      check(
        accounts.every((account) => isEvmAddress(account)),
        'accounts are 20-byte hex addresses',
        accounts,
      )
      const requested = await provider.request({ method: 'eth_requestAccounts' })
      check(show(requested) === show(accounts), 'eth_requestAccounts answers the same accounts', requested)
      const chainId = await provider.request({ method: 'eth_chainId' })
      check(typeof chainId === 'string' && QUANTITY.test(chainId), 'eth_chainId is a hex quantity', chainId)
      const version = await provider.request({ method: 'net_version' })
      check(version === String(Number(chainId)), 'net_version is the chain id in decimal', version)
    })

    it('EIP-1474: an unknown method, a malformed request and invalid params are refused with their codes', async () => {
      const { provider } = getTarget()
      const unknown = await refusal(
        provider.request({ method: 'kit_noSuchMethod', params: [] }),
        'an unknown method',
      )
      check([4200, -32601].includes(unknown.code), 'an unknown method is 4200 or -32601', unknown)
      const malformed = await refusal(provider.request({ method: '' }), 'a request without a method')
      check([-32600, -32602].includes(malformed.code), 'a malformed request is -32600 or -32602', malformed)
      const invalid = await refusal(
        provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'one' }] }),
        'invalid params',
      )
      check(invalid.code === -32602, 'invalid params are -32602', invalid)
    })

    it('EIP-1193: personal_sign signs what a dapp sends (a third argument is ignored); a refusal is 4001', async () => {
      const target = getTarget()
      const [account] = await accountsOf(target.provider)
      const message = '0x4b697420636f6e666f726d616e6365' // "Kit conformance"
      for (const params of [
        [message, account],
        [message, account, ''],
      ]) {
        const signature = (await target.asUser('approve', () =>
          target.provider.request({ method: 'personal_sign', params }),
        )) as Hex
        check(/^0x[0-9a-f]{130}$/i.test(signature), 'a 65-byte signature', signature)
        const signer = await recoverMessageAddress({ message: { raw: message }, signature })
        check(
          signer.toLowerCase() === account?.toLowerCase(),
          'the signature recovers to the account',
          signer,
        )
      }
      const declined = await refusal(
        target.asUser('reject', () =>
          target.provider.request({ method: 'personal_sign', params: [message, account] }),
        ),
        'a declined signature',
      )
      check(declined.code === 4001, 'a declined request is 4001', declined)
    })

    it('EIP-3326 / EIP-3085: switching and adding a configured chain move the wallet and emit chainChanged; others are 4902', async () => {
      const { provider, otherChainId } = getTarget()
      const before = (await provider.request({ method: 'eth_chainId' })) as string
      const changes: string[] = []
      const listener = (chainId: string) => changes.push(chainId)
      provider.on('chainChanged', listener)
      try {
        const switched = await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: otherChainId }],
        })
        check(switched === null, 'wallet_switchEthereumChain answers null', switched)
        const now = await provider.request({ method: 'eth_chainId' })
        check(now === otherChainId, 'eth_chainId follows the switch', now)
        const added = await provider.request({
          method: 'wallet_addEthereumChain',
          params: [{ chainId: before, chainName: 'Back', rpcUrls: ['https://rpc.invalid'] }],
        })
        check(added === null, 'wallet_addEthereumChain of a configured chain answers null', added)
        const back = await provider.request({ method: 'eth_chainId' })
        check(back === before, 'wallet_addEthereumChain switched back', back)
        await new Promise((resolve) => setTimeout(resolve, 50))
        check(changes.includes(otherChainId), 'chainChanged carried the new chain', changes)
      } finally {
        provider.removeListener('chainChanged', listener)
      }
      for (const method of ['wallet_switchEthereumChain', 'wallet_addEthereumChain']) {
        const unknown = await refusal(
          provider.request({
            method,
            params: [{ chainId: UNKNOWN_CHAIN, rpcUrls: ['https://rpc.invalid'] }],
          }),
          `${method} to an unknown chain`,
        )
        check(unknown.code === 4902, `${method} to a chain the app lacks is 4902`, unknown)
      }
    })

    it('EIP-2255: the dapp holds eth_accounts for exactly the connected accounts', async () => {
      const { provider } = getTarget()
      const accounts = await accountsOf(provider)
      const permissions = (await provider.request({ method: 'wallet_getPermissions' })) as {
        parentCapability?: unknown
        caveats?: { type?: unknown; value?: unknown }[]
      }[]
      const held = Array.isArray(permissions)
        ? permissions.find((permission) => permission.parentCapability === 'eth_accounts')
        : undefined
      check(held !== undefined, 'wallet_getPermissions lists eth_accounts', permissions)
      const restricted = held.caveats?.find((caveat) => caveat.type === 'restrictReturnedAccounts')
      check(
        restricted === undefined || show(restricted.value) === show(accounts),
        'the caveat names the connected accounts',
        restricted,
      )
      const requested = await provider.request({
        method: 'wallet_requestPermissions',
        params: [{ eth_accounts: {} }],
      })
      check(Array.isArray(requested), 'wallet_requestPermissions answers the permissions', requested)
    })

    it('EIP-5792: wallet_getCallsStatus of an unknown batch is refused with a code', async () => {
      const { provider } = getTarget()
      const unknown = await refusal(
        provider.request({ method: 'wallet_getCallsStatus', params: [`0x${'0'.repeat(64)}`] }),
        'an unknown batch',
      )
      check([5730, 4200, -32601].includes(unknown.code), 'an unknown batch is 5730 (or unsupported)', unknown)
    })

    it('EIP-1193: a disconnect emits accountsChanged([]) and disconnect (4900), then requests need a connection', async () => {
      const target = getTarget()
      const seen: unknown[] = []
      const onAccounts = (accounts: string[]) => seen.push(['accountsChanged', accounts])
      const onDisconnect = (error: { code?: unknown }) => seen.push(['disconnect', error?.code])
      target.provider.on('accountsChanged', onAccounts)
      target.provider.on('disconnect', onDisconnect)
      try {
        await target.disconnect()
        const until = Date.now() + 5_000
        while (seen.length < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20))
        check(
          show(seen) ===
            show([
              ['accountsChanged', []],
              ['disconnect', 4900],
            ]),
          'accountsChanged([]) then disconnect with 4900',
          seen,
        )
      } finally {
        target.provider.removeListener('accountsChanged', onAccounts)
        target.provider.removeListener('disconnect', onDisconnect)
      }
      const accounts = await accountsOf(target.provider)
      check(accounts.length === 0, 'eth_accounts is empty', accounts)
      const unauthorised = await refusal(
        target.provider.request({ method: 'personal_sign', params: ['0x00', `0x${'1'.repeat(40)}`] }),
        'signing without a connection',
      )
      check(unauthorised.code === 4100, 'signing without a connection is 4100', unauthorised)
    })
  })
}
