// @vitest-environment jsdom
// getProvider over the secure frame's auth connector: the frame is the real frame-bridge server over in-memory
// windows (connectors/auth/fakeFrame.test.helpers.ts). An e-mail login reaches the host's provider as a
// connection, its requests go to the frame (signing waits for the frame's approval), and a viem client works.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AuthConnector } from '../connectors/auth/authConnector.js'
import {
  createAuthKit,
  createFakeFrame,
  EOA,
  FRAME_URL,
  until,
} from '../connectors/auth/fakeFrame.test.helpers.js'
import type { Kit } from '../kit.js'
import { getProvider } from './getProvider.js'
import { getWalletClient } from './getWalletClient.js'

const cleanups: (() => void)[] = []
beforeAll(() => {
  // Chain reads after a connection (balances) must not leave the machine in unit tests.
  vi.stubGlobal('fetch', async () => Response.json({ jsonrpc: '2.0', id: 1, result: '0x0' }))
})
afterAll(() => {
  vi.unstubAllGlobals()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  document.body.replaceChildren()
})

async function setup() {
  const fake = createFakeFrame()
  const { kit, connector } = await createAuthKit(
    {
      frameUrl: FRAME_URL,
      metadata: { name: 'Demo', description: '', url: 'https://app.example', icons: [] },
    },
    {
      frame: { window: fake.host, logger: { debug() {}, warn() {}, error() {} }, timeoutMs: 2_000 },
      loadBridge: () => import('@kit/frame-bridge'),
    },
  )
  cleanups.push(() => kit.destroy())
  return { fake, kit, connector }
}

async function loginByEmail(connector: AuthConnector, kit: Kit) {
  await connector.connectEmail({ email: 'ada@example.com' })
  await connector.connectOtp({ otp: '123456' })
  await kit.connection.connect(connector.id)
}

describe('getProvider(kit, "eip155") over the auth connector', () => {
  it('an e-mail login is a connection to the host, and a disconnect ends it', async () => {
    const { kit, connector } = await setup()
    const provider = getProvider(kit, 'eip155')
    const seen: [string, unknown][] = []
    provider.on('connect', (info) => seen.push(['connect', info]))
    provider.on('accountsChanged', (accounts) => seen.push(['accountsChanged', accounts]))
    provider.on('disconnect', (error) => seen.push(['disconnect', error.code]))
    await loginByEmail(connector, kit)
    await until(() => seen.length === 2)
    expect(seen).toEqual([
      ['connect', { chainId: '0x13882' }],
      ['accountsChanged', [EOA]],
    ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([EOA])
    seen.length = 0
    await kit.connection.disconnect()
    await until(() => seen.length === 2)
    expect(seen).toEqual([
      ['accountsChanged', []],
      ['disconnect', 4900],
    ])
  })

  it('sends reads to the frame, and signing waits for the frame’s approval', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    const provider = getProvider(kit, 'eip155')
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    const signing = provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', EOA] })
    await until(() => fake.state.approvals.length === 1)
    expect(fake.state.approvals[0]).toMatchObject({ method: 'personal_sign', params: ['0x68656c6c6f', EOA] })
    const signature = `0x${'ab'.repeat(65)}`
    fake.state.approvals[0]?.approve(signature)
    await expect(signing).resolves.toBe(signature)
  })

  it('a viem client signs through the frame; a refusal there is code 4001', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    const client = getWalletClient(kit)
    expect(client.account.address).toBe(EOA)
    const signing = client.signMessage({ message: 'hello' })
    await until(() => fake.state.approvals.length === 1)
    fake.state.approvals[0]?.approve(`0x${'cd'.repeat(65)}`)
    await expect(signing).resolves.toBe(`0x${'cd'.repeat(65)}`)
    const refused = client.signMessage({ message: 'again' }).catch((error: unknown) => error)
    await until(() => fake.state.approvals.length === 2)
    fake.state.approvals[1]?.reject(new Error('User rejected the request'))
    const error = (await refused) as { walk(fn: (cause: unknown) => boolean): unknown }
    expect(error.walk((cause) => (cause as { code?: unknown }).code === 4001)).toBeTruthy()
  })
})
