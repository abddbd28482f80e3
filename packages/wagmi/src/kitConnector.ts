// A wagmi connector over Kit: wagmi's hooks keep working while the wallet list, the modal and the connection
// are Kit's. Every wallet request goes through Kit's EIP-1193 provider, so the rules (which chains, which
// methods, what a refusal looks like) stay Kit's and this file only translates between the two contracts.
import type { Kit } from '@kit/core'
import { getProvider, type KitEip1193Provider } from '@kit/core/adapters'
import { NotConnectedError } from '@kit/core/errors'
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import {
  type Address,
  getAddress,
  numberToHex,
  type ProviderConnectInfo,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'

/** Options of {@link kitConnector}. */
export type KitConnectorParameters = {
  /** The connector's id in wagmi (`useConnect().connectors`, `recentConnectorId`). Default `'kit'`. */
  id?: string
  /** The name wagmi shows for it. Default `'Kit'`. */
  name?: string
  /** An icon (URL or data URI) for a host's own wallet list. */
  icon?: string
}

/** EIP-1193's code for a request the user declined. */
const USER_REJECTED = 4001

const isUserRejection = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === USER_REJECTED

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/**
 * Resolves once Kit is not restoring a session any more (or the kit is gone), so a reload's silent reconnect
 * is answered with the restored account instead of "nothing connected yet".
 */
function whenRestored(kit: Kit): Promise<void> {
  const settled = () => kit.destroyed || kit.getState().account.status !== 'reconnecting'
  if (settled()) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      stop()
      kit.signal.removeEventListener('abort', done)
      resolve()
    }
    const stop = kit.subscribe(() => {
      if (settled()) done()
    })
    kit.signal.addEventListener('abort', done, { once: true })
  })
}

/**
 * A wagmi connector for Kit: `createConfig({ connectors: [kitConnector(kit)], … })`.
 *
 * - `connect` opens Kit's modal and resolves once an EVM wallet is connected through it; closing the modal
 *   first rejects with viem's `UserRejectedRequestError`. When Kit is already connected it resolves at once.
 * - `getProvider` is `getProvider(kit, 'eip155')`, so wagmi's wallet actions (`useWriteContract`,
 *   `useSendTransaction`, `useSignMessage`, …) go through Kit's active connection, whatever its wallet.
 *   `useSendCalls`, `useCallsStatus` and `useCapabilities` (EIP-5792) work with every wallet: Kit passes them
 *   to a wallet that has them and answers them itself for one that does not (calls sent one by one, no atomicity).
 * - `getAccounts`, `getChainId` and `isAuthorized` answer from Kit's state (after a reload, once Kit's own
 *   restore has settled).
 * - `switchChain` switches through Kit's network switch (the wallet first, then Kit's state); a chain that
 *   wagmi or Kit does not configure fails with `SwitchChainError`.
 * - `disconnect` disconnects Kit.
 * - What happens in Kit itself (a connection made from Kit's own button, an account or chain change in the
 *   wallet, a disconnect from Kit's account view) reaches wagmi as its `connect`, `change` and `disconnect`
 *   events.
 * @example
 * const kit = createKit({ projectId, networks: [polygonAmoy] })
 * const config = createConfig({
 *   chains: [polygonAmoy],
 *   connectors: [kitConnector(kit)],
 *   transports: { [polygonAmoy.id]: http() },
 * })
 */
export function kitConnector(kit: Kit, parameters: KitConnectorParameters = {}) {
  type Listener<value> = ((value: value) => void) | undefined
  return createConnector<KitEip1193Provider>((config) => {
    const provider = getProvider(kit, 'eip155')
    // Provider listeners of this wagmi config, held so each is added once and removed exactly (as wagmi's
    // injected connector does): while wagmi is disconnected only `connect` is heard; while connected, the others.
    let onConnect: Listener<ProviderConnectInfo>
    let onAccountsChanged: Listener<string[]>
    let onChainChanged: Listener<string>
    let onDisconnect: Listener<Error>

    const listenWhileConnected = (connector: {
      onAccountsChanged(accounts: string[]): void
      onChainChanged(chainId: string): void
      onDisconnect(error?: Error): void
    }) => {
      if (onConnect) provider.removeListener('connect', onConnect)
      onConnect = undefined
      if (!onAccountsChanged) {
        onAccountsChanged = connector.onAccountsChanged
        provider.on('accountsChanged', onAccountsChanged)
      }
      if (!onChainChanged) {
        onChainChanged = connector.onChainChanged
        provider.on('chainChanged', onChainChanged)
      }
      if (!onDisconnect) {
        onDisconnect = connector.onDisconnect
        provider.on('disconnect', onDisconnect)
      }
    }
    const listenWhileDisconnected = (connector: { onConnect(info: ProviderConnectInfo): void }) => {
      if (onAccountsChanged) provider.removeListener('accountsChanged', onAccountsChanged)
      if (onChainChanged) provider.removeListener('chainChanged', onChainChanged)
      if (onDisconnect) provider.removeListener('disconnect', onDisconnect)
      onAccountsChanged = undefined
      onChainChanged = undefined
      onDisconnect = undefined
      if (!onConnect) {
        onConnect = connector.onConnect
        provider.on('connect', onConnect)
      }
    }

    return {
      id: parameters.id ?? 'kit',
      name: parameters.name ?? 'Kit',
      ...(parameters.icon === undefined ? {} : { icon: parameters.icon }),
      type: 'kit',

      async setup() {
        // A connection made in Kit itself (its own connect button) reaches wagmi as a `connect` event.
        listenWhileDisconnected({ onConnect: this.onConnect!.bind(this) })
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        // wagmi learns about this connection from what `connect` returns, not from the provider's event.
        if (onConnect) provider.removeListener('connect', onConnect)
        onConnect = undefined
        try {
          let accounts: readonly Address[]
          if (isReconnecting) {
            await whenRestored(kit)
            accounts = await this.getAccounts()
            if (accounts.length === 0) throw new NotConnectedError('Kit has no EVM connection to restore.')
          } else {
            const requested = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
            accounts = requested.map((address) => getAddress(address))
          }
          listenWhileConnected({
            onAccountsChanged: this.onAccountsChanged.bind(this),
            onChainChanged: this.onChainChanged.bind(this),
            onDisconnect: this.onDisconnect.bind(this),
          })
          let currentChainId = await this.getChainId()
          if (chainId !== undefined && chainId !== currentChainId) {
            // The connection stands even when the switch fails for another reason than a refusal.
            const chain = await this.switchChain?.({ chainId }).catch((error: unknown) => {
              if (isUserRejection(error)) throw error
              return undefined
            })
            currentChainId = chain?.id ?? currentChainId
          }
          return {
            accounts: (withCapabilities
              ? accounts.map((address) => ({ address, capabilities: {} }))
              : accounts) as never,
            chainId: currentChainId,
          }
        } catch (error) {
          listenWhileDisconnected({ onConnect: this.onConnect!.bind(this) })
          if (isUserRejection(error)) throw new UserRejectedRequestError(asError(error))
          throw error
        }
      },

      async disconnect() {
        // Stop listening first: the provider's own disconnect event must not tell wagmi a second time.
        listenWhileDisconnected({ onConnect: this.onConnect!.bind(this) })
        await kit.connection.disconnect()
      },

      async getAccounts() {
        const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
        return accounts.map((address) => getAddress(address))
      },

      async getChainId() {
        return Number(await provider.request({ method: 'eth_chainId' }))
      },

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        await whenRestored(kit)
        return (await this.getAccounts()).length > 0
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        try {
          // Kit's network switch: the wallet switches first, then Kit's state (4902 for a chain Kit lacks).
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(chainId) }],
          })
        } catch (error) {
          if (isUserRejection(error)) throw new UserRejectedRequestError(asError(error))
          throw new SwitchChainError(asError(error))
        }
        // Kit's state has moved: wagmi follows now rather than on the provider's (batched) event.
        config.emitter.emit('change', { chainId })
        return chain
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((address) => getAddress(address)) })
      },

      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },

      async onConnect(connectInfo) {
        const accounts = await this.getAccounts()
        if (accounts.length === 0) return
        config.emitter.emit('connect', { accounts, chainId: Number(connectInfo.chainId) })
        listenWhileConnected({
          onAccountsChanged: this.onAccountsChanged.bind(this),
          onChainChanged: this.onChainChanged.bind(this),
          onDisconnect: this.onDisconnect.bind(this),
        })
      },

      onDisconnect() {
        config.emitter.emit('disconnect')
        listenWhileDisconnected({ onConnect: this.onConnect!.bind(this) })
      },
    }
  })
}
