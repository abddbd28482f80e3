// Core's EIP-1193 conformance suite (`describeEip1193Conformance`) against the auth connector: Kit's embedded wallet
// in the real cross-origin secure frame, reached through `getProvider(kit, 'eip155')` as a host page hands it to
// dapps (`window.ethereum` on the test dapp's site, 127.0.0.1, with the frame on localhost and third-party storage
// partitioned). The suite runs here in Node and drives the page's provider; the user's hand is the frame's card,
// pressed as a person does. The same suite runs against the injected test wallet (core) and WalletConnect with
// WalletKit (walletconnect).
import {
  type ConformanceProvider,
  describeEip1193Conformance,
  type Eip1193ConformanceTarget,
} from '@kit/core/testing'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { uniqueEmail } from '../src/accountFixtures.ts'
import {
  approveCard,
  closeDappBrowser,
  connectByEmail,
  type DappSession,
  openDapp,
  rejectCard,
} from '../src/testDapp/dappSession.ts'

/** What a refused request carries back from the page: the error's name, message and code. */
type Outcome =
  | { ok: true; value: unknown }
  | { ok: false; name: string | undefined; message: string | undefined; code: unknown }

/** The four EIP-1193 events, forwarded from the page's provider to listeners here. */
const EVENTS = ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const

/**
 * The page's `window.ethereum` as a provider in Node: each request is made in the page and its answer (or its
 * error's name, message and code) brought back; the page's events reach the listeners added here, in order.
 */
async function providerOfPage(page: Page): Promise<ConformanceProvider> {
  const listeners = new Map<string, Set<(value: never) => void>>()
  await page.exposeFunction('__kitConformanceEvent', (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value as never)
  })
  await page.evaluate((events) => {
    const ethereum = (window as unknown as { ethereum: ConformanceProvider }).ethereum
    const forward = (window as unknown as { __kitConformanceEvent: (event: string, value: unknown) => void })
      .__kitConformanceEvent
    for (const event of events)
      ethereum.on(event, (value: unknown) =>
        forward(
          event,
          value instanceof Error
            ? { name: value.name, message: value.message, code: (value as { code?: unknown }).code }
            : value,
        ),
      )
  }, EVENTS)
  const provider: ConformanceProvider = {
    async request(args) {
      const outcome = await page.evaluate(async (request): Promise<Outcome> => {
        const ethereum = (window as unknown as { ethereum: ConformanceProvider }).ethereum
        try {
          return { ok: true, value: await ethereum.request(request) }
        } catch (error) {
          const { name, message, code } = (error ?? {}) as { name?: string; message?: string; code?: unknown }
          return { ok: false, name, message, code }
        }
      }, args)
      if (outcome.ok) return outcome.value
      throw Object.assign(new Error(outcome.message), { name: outcome.name ?? 'Error', code: outcome.code })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (value: never) => void)
      listeners.set(event, set)
      return provider as never
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (value: never) => void)
      return provider as never
    },
  }
  return provider
}

let session: DappSession | undefined
let target: Eip1193ConformanceTarget | undefined

beforeAll(async () => {
  session = await openDapp()
  // Connected as a visitor is: the dapp's Connect, Kit's modal, an e-mail login and the wallet made in the frame.
  await connectByEmail(session, uniqueEmail('conformance'))
  const current = session
  const provider = await providerOfPage(current.page)
  target = {
    provider,
    // Kit's devnet, the other chain the host page configured.
    otherChainId: '0x7a69',
    async asUser(answer, request) {
      const pending = request()
      pending.catch(() => undefined)
      if (answer === 'approve') await approveCard(current)
      else await rejectCard(current)
      return pending
    },
    // A dapp ends its access the EIP-2255 way; Kit disconnects.
    async disconnect() {
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    },
  }
}, 180_000)

afterAll(async () => {
  await session?.close().catch(() => undefined)
  await closeDappBrowser()
})

describeEip1193Conformance(
  // The suite's last case disconnects: its cases keep their order, whatever the file's shuffle.
  { describe: (name, body) => describe(name, { shuffle: false }, body), it },
  'the auth connector (the embedded wallet in the secure frame)',
  () => {
    if (!target) throw new Error('The page did not connect; see the beforeAll error')
    return target
  },
)
