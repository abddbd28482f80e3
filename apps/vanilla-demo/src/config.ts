// The page's configuration. The stack (`npm run demo`, the e2e suite) injects the URLs of what it started into
// index.html as `window.__KIT_DEMO_CONFIG__`, the same way it configures the React demo; without it the defaults
// are the local stack's documented ports.

/** Where the local stack's parts live (the part of the injected configuration this page uses). */
export type VanillaDemoConfig = {
  projectId: string
  apiUrl: string
  frameUrl: string
  /** JSON-RPC URL per EVM chain id. */
  evm: Record<number, string>
}

declare global {
  interface Window {
    __KIT_DEMO_CONFIG__?: Partial<VanillaDemoConfig>
  }
}

const defaults: VanillaDemoConfig = {
  projectId: 'demo',
  apiUrl: 'http://localhost:8787',
  frameUrl: 'http://localhost:5174/',
  evm: { 80002: 'http://127.0.0.1:8545', 31337: 'http://127.0.0.1:8546' },
}

/** The configuration in force: injected values over the defaults. */
export function readConfig(
  injected: Partial<VanillaDemoConfig> | undefined = globalThis.window?.__KIT_DEMO_CONFIG__,
): VanillaDemoConfig {
  return { ...defaults, ...injected }
}
