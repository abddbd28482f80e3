import type { TestWalletProvider } from './provider.js'

/** EIP-6963 provider info. */
export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

/** The window features EIP-6963 needs (a real window, or any EventTarget with CustomEvent, e.g. jsdom's). */
export type AnnounceTarget = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  CustomEvent: typeof CustomEvent
}

/**
 * Announces `provider` through EIP-6963: once now, and again on every `eip6963:requestProvider`.
 * Returns a function that stops answering requests.
 */
export function announceEip6963(
  target: AnnounceTarget,
  info: Eip6963ProviderInfo,
  provider: TestWalletProvider,
): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => target.dispatchEvent(new target.CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
