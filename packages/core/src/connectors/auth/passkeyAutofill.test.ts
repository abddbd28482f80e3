// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAuthKit, createFakeFrame, FRAME_URL, until } from './fakeFrame.test.helpers.js'

const field = '0123456789abcdef0123456789abcdef'
const cleanups: (() => void)[] = []

beforeAll(() => {
  vi.stubGlobal('fetch', async () => Response.json({ jsonrpc: '2.0', id: 1, result: '0x0' }))
})
afterAll(() => {
  vi.unstubAllGlobals()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  document.body.replaceChildren()
})

async function setup(userActionTimeoutMs = 10_000) {
  const fake = createFakeFrame()
  const { kit, connector } = await createAuthKit(
    { frameUrl: FRAME_URL },
    {
      frame: {
        window: fake.host,
        logger: { debug() {}, warn() {}, error() {} },
        timeoutMs: 2_000,
        userActionTimeoutMs,
      },
    },
  )
  cleanups.push(() => kit.destroy())
  const asked = () => fake.state.requests.filter((name) => name.startsWith('CONNECT_PASSKEY_AUTOFILL'))
  return { fake, kit, connector, asked }
}

describe('the auth connector’s passkey autofill', () => {
  it("names the frame's URL, and waits on the field until the frame has signed the user in", async () => {
    const { fake, connector, asked } = await setup()
    expect(connector.frameUrl).toBe(FRAME_URL)
    const done = connector.connectPasskeyAutofill({ field, signal: new AbortController().signal })
    await until(() => asked().length === 1)
    expect(asked()).toEqual([`CONNECT_PASSKEY_AUTOFILL ${field}`])
    fake.complete('CONNECT_PASSKEY_AUTOFILL')
    await expect(done).resolves.toBeUndefined()
  })

  it("asks again after the bridge's user-action timeout, for as long as the field shows", async () => {
    const { fake, connector, asked } = await setup(100)
    const done = connector.connectPasskeyAutofill({ field, signal: new AbortController().signal })
    await until(() => asked().length >= 2, 3_000)
    await until(() => fake.state.waits.has('CONNECT_PASSKEY_AUTOFILL'))
    fake.complete('CONNECT_PASSKEY_AUTOFILL')
    await expect(done).resolves.toBeUndefined()
  })

  it('stops when the field goes away: the frame drops the request', async () => {
    const { fake, connector, asked } = await setup()
    const controller = new AbortController()
    const done = connector.connectPasskeyAutofill({ field, signal: controller.signal })
    await until(() => fake.state.waits.has('CONNECT_PASSKEY_AUTOFILL'))
    controller.abort()
    await expect(done).rejects.toThrow(/aborted/i)
    // The frame's handler saw the abort (its wait rejected), and nothing asked again.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked()).toHaveLength(1)
  })
})
