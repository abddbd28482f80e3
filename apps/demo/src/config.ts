// The demo's configuration. `npm run demo` and the e2e suite inject the URLs of the stack they started into
// index.html (`window.__KIT_DEMO_CONFIG__`); without it the defaults are the local stack's documented ports.

/** Where the local stack's parts live. */
export type DemoConfig = {
  projectId: string
  apiUrl: string
  frameUrl: string
  relayUrl: string
  /** The SMTP catcher's JSON inbox (development only). */
  mailUrl: string
  /** JSON-RPC URL per EVM chain id. */
  evm: Record<number, string>
  solana: { rpcUrl: string; wsUrl: string }
  /** Sign-in with wallet against the server, on when the page URL has `?siwe=1`. */
  siwe: boolean
  /** The devnet's Kit USD ERC-20 per EVM chain id (the wagmi page sends it). */
  kitUsd: Record<number, `0x${string}`>
  /** The language Kit speaks, from the page URL's `?locale=ar`; else the browser's languages. */
  locale?: string
}

declare global {
  interface Window {
    __KIT_DEMO_CONFIG__?: Partial<DemoConfig>
  }
}

const defaults: DemoConfig = {
  projectId: 'demo',
  apiUrl: 'http://localhost:8787',
  frameUrl: 'http://localhost:5174/',
  relayUrl: 'ws://127.0.0.1:8555',
  mailUrl: 'http://127.0.0.1:8025',
  evm: { 80002: 'http://127.0.0.1:8545', 31337: 'http://127.0.0.1:8546' },
  solana: { rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8900' },
  siwe: false,
  // The devnet deploys Kit USD at the same address on every EVM chain.
  kitUsd: {
    80002: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
    31337: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  },
}

/** The configuration in force: injected values over the defaults. */
export function readDemoConfig(
  injected: Partial<DemoConfig> | undefined = globalThis.window?.__KIT_DEMO_CONFIG__,
  search: string = globalThis.location?.search ?? '',
): DemoConfig {
  // Opt-in per page load, so the other e2e specs (which expect no sign-in step) are unaffected.
  const params = new URLSearchParams(search)
  const siwe = params.get('siwe') === '1'
  const locale = params.get('locale') ?? undefined
  return { ...defaults, siwe, ...(locale ? { locale } : {}), ...injected }
}
