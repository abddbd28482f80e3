import type { Wallet } from '@wallet-standard/base'

/** The window features the wallet-standard event protocol needs. */
export type RegisterTarget = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  CustomEvent: typeof CustomEvent
}

type AppApi = { register(...wallets: Wallet[]): () => void }

/**
 * Registers `wallet` with wallet-standard apps through the window event protocol that `registerWallet` from
 * `@wallet-standard/wallet` uses: dispatch `wallet-standard:register-wallet` for apps already listening, and
 * answer `wallet-standard:app-ready` for apps that load later. Works on any window passed in (not only the
 * global one). Returns a function that unregisters the wallet from every app it reached.
 */
export function registerWalletStandard(target: RegisterTarget, wallet: Wallet): () => void {
  const unregisters: (() => void)[] = []
  const callback = ({ register }: AppApi) => {
    unregisters.push(register(wallet))
  }
  const onAppReady = (event: Event) => {
    const api = (event as CustomEvent<AppApi>).detail
    if (api && typeof api.register === 'function') callback(api)
  }
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new target.CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
