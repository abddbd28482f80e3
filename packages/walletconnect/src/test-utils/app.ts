// The app side of the conformance tests: a Sign client on the devnet relay, with a clock the test can move.
import { WebSocket } from 'ws'
import { createSignClient, type SignClientOptions } from '../engine/signClient.js'
import { createMemoryStorage } from '../storage/storage.js'

export const APP_METADATA = {
  name: 'Kit test app',
  description: 'test',
  url: 'http://127.0.0.1:5173',
  icons: [],
}

/** A client on `relayUrl`; `clock.offsetMs` moves its `now`. */
export function createTestApp(relayUrl: string, overrides: Partial<SignClientOptions> = {}) {
  const clock = { offsetMs: 0 }
  const storage = overrides.storage ?? createMemoryStorage()
  const client = createSignClient({
    projectId: 'kit-walletconnect-test',
    relayUrl,
    metadata: APP_METADATA,
    WebSocket: WebSocket as unknown as SignClientOptions['WebSocket'] & object,
    now: () => Date.now() + clock.offsetMs,
    storage,
    ...overrides,
  })
  return { client, clock, storage }
}
