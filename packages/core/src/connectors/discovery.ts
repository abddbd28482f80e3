// Finds the wallets of one kit: EIP-6963 announcements (mipd) with the legacy window.ethereum as fallback,
// Solana wallet-standard wallets, and the connectors the host added (e.g. walletConnect() from
// @kit/walletconnect). Part of the connect unit (controllers/connectFlow.ts), loaded on first use (modal open,
// session restore).
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { createStore } from 'mipd'
import type { KitContext } from '../context.js'
import { followAuthConnector } from '../reactions.js'
import type { ConnectorFactory } from '../options.js'
import type { Connector, ConnectorEvent, Eip1193Provider } from '../types.js'
import { createAuthConnector } from './auth/authConnector.js'
import type { AuthConnector } from './auth/types.js'
import { createInjectedConnector, LEGACY_INJECTED_ID } from './injected.js'
import { createWalletStandardConnector, isSolanaWallet, walletStandardConnectorId } from './walletStandard.js'

type LegacyEthereum = Eip1193Provider & { isMetaMask?: boolean; isCoinbaseWallet?: boolean }

/** A short name for a legacy injected provider, from the flags wallets set. */
function legacyName(provider: LegacyEthereum): string {
  if (provider.isMetaMask) return 'MetaMask'
  if (provider.isCoinbaseWallet) return 'Coinbase Wallet'
  return 'Browser Wallet'
}

function discoverInjected(ctx: KitContext, stops: (() => void)[]) {
  const store = createStore()
  const announced = new Set<unknown>()
  let legacy: LegacyEthereum | undefined
  const unsubscribe = store.subscribe(
    (_all, change) => {
      for (const { info, provider } of (change && 'added' in change ? change.added : undefined) ?? []) {
        announced.add(provider)
        // The legacy entry is the same wallet once it announces itself.
        if (provider === legacy && ctx.state.connectors.active !== LEGACY_INJECTED_ID)
          ctx.parts.unregisterConnector(ctx, LEGACY_INJECTED_ID)
        // One connector per rdns, the first announcement's: a connected wallet is never swapped underneath.
        if (info.rdns && ctx.parts.getConnector(ctx, info.rdns)) continue
        ctx.parts.registerConnector(
          ctx,
          createInjectedConnector({ provider: provider as Eip1193Provider, info }),
        )
      }
    },
    { emitImmediately: true },
  )
  stops.push(unsubscribe, () => store.destroy())
  // Wallets answer the EIP-6963 request synchronously; one that did not announce may still inject
  // window.ethereum (older wallets).
  const ethereum = (window as { ethereum?: LegacyEthereum }).ethereum
  if (ethereum && typeof ethereum.request === 'function' && !announced.has(ethereum)) {
    legacy = ethereum
    ctx.parts.registerConnector(
      ctx,
      createInjectedConnector({
        provider: ethereum,
        info: { name: legacyName(ethereum) },
        id: LEGACY_INJECTED_ID,
      }),
    )
  }
}

function discoverSolana(ctx: KitContext, stops: (() => void)[]) {
  const wallets = getWallets()
  const add = (...list: Wallet[]) => {
    for (const wallet of list)
      if (isSolanaWallet(wallet))
        ctx.parts.registerConnector(
          ctx,
          createWalletStandardConnector({ wallet, networks: ctx.state.network.networks }),
        )
  }
  const remove = (...list: Wallet[]) => {
    for (const wallet of list) {
      const id = walletStandardConnectorId(wallet)
      if (ctx.state.connectors.active !== id) ctx.parts.unregisterConnector(ctx, id)
    }
  }
  add(...wallets.get())
  stops.push(wallets.on('register', add), wallets.on('unregister', remove))
}

/**
 * Makes and registers the connectors of `factory`. What they report through `emit` reaches the kit as their
 * `onEvent` would (one stream for the factory's connectors: the kit listens to the one connecting or connected). An
 * auth connector gets the kit's reactions (`followAuthConnector`) and its theme.
 */
function registerFactory(ctx: KitContext, factory: ConnectorFactory, stops: (() => void)[]) {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const made = factory({ options: ctx.options, storage: ctx.storage, emit })
  for (const connector of Array.isArray(made) ? made : [made as Connector]) {
    connector.onEvent ??= (listener: (event: ConnectorEvent) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
    ctx.parts.registerConnector(ctx, connector)
    if (connector.close) stops.push(() => void connector.close?.().catch(() => undefined))
    if (isAuthConnector(connector)) {
      const { mode, variables } = ctx.state.theme
      void connector.syncTheme?.({ mode, variables: { ...variables } }).catch(() => undefined)
      if (ctx.state.locale) void connector.syncLocale?.(ctx.state.locale).catch(() => undefined)
      stops.push(followAuthConnector(ctx, connector), () => connector.destroy())
    }
  }
}

/** Whether `connector` is an auth connector whose UI events the kit can follow. */
function isAuthConnector(connector: Connector): connector is AuthConnector {
  const auth = connector as Partial<AuthConnector>
  return (
    connector.type === 'auth' && typeof auth.onAuthEvent === 'function' && typeof auth.destroy === 'function'
  )
}

/**
 * Registers the wallets the options ask for and keeps watching for more. Returns the function that stops
 * watching (the kit calls it on destroy).
 */
export function startDiscovery(ctx: KitContext): () => void {
  const stops: (() => void)[] = []
  const { connectors, networks } = ctx.options
  const hasEvm = networks.some((network) => network.chainNamespace === 'eip155')
  const hasSolana = networks.some((network) => network.chainNamespace === 'solana')
  const browser = typeof window !== 'undefined' && typeof window.addEventListener === 'function'

  const guard = (what: string, run: () => void) => {
    try {
      run()
    } catch (error) {
      ctx.logger.warn(`Could not look for ${what} wallets`, error)
    }
  }
  // The host's connectors come first: a session restore looks its connector up right after discovery.
  for (const [index, factory] of connectors.extra.entries())
    guard(`connectors.extra[${index}]`, () => registerFactory(ctx, factory, stops))
  // E-mail, social and Farcaster logins go through the secure frame; its bridge loads only when one is used. A host
  // that passed its own `createAuthConnector(...)` has it already, with the same reactions.
  const { email, socials, farcaster } = ctx.options.features
  if (browser && (email || socials.length > 0 || farcaster) && !ctx.parts.getAuthConnector(ctx))
    guard('secure-frame', () => registerFactory(ctx, createAuthConnector(), stops))
  if (browser && connectors.injected && hasEvm) guard('injected', () => discoverInjected(ctx, stops))
  if (browser && connectors.solana && hasSolana) guard('Solana', () => discoverSolana(ctx, stops))
  return () => {
    for (const stop of stops.splice(0)) stop()
  }
}
