/** Where a test wallet remembers what a real wallet keeps between page loads: which sides this site connected. */
export type ConsentStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What is remembered for one side of the wallet (EVM or Solana). */
export type ConsentMemory = {
  /** True when the site was connected before the reload. */
  readonly wasConnected: boolean
  /** The EVM chain the wallet was on, when remembered. */
  readonly chainId: number | undefined
  save(state: { connected: boolean; chainId?: number }): void
}

const PREFIX = 'kit-test-wallet:'

/** Reads and writes one side's consent; a missing or unreadable store remembers nothing. */
export function consentMemory(store: ConsentStore | undefined, side: 'evm' | 'solana'): ConsentMemory {
  const key = `${PREFIX}${side}`
  let saved: { connected?: unknown; chainId?: unknown } = {}
  try {
    saved = JSON.parse(store?.getItem(key) ?? '{}') ?? {}
  } catch {
    saved = {}
  }
  return {
    wasConnected: saved.connected === true,
    chainId: typeof saved.chainId === 'number' ? saved.chainId : undefined,
    save(state) {
      try {
        if (state.connected) store?.setItem(key, JSON.stringify(state))
        else store?.removeItem(key)
      } catch {
        // A full or blocked store only costs the memory, never the request.
      }
    },
  }
}
