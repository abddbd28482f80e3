// The frame's session across page loads: keys are downloaded only at a login, a reload unwraps the copy kept on the
// frame's origin, and without that copy the user is asked to sign in again.
import { afterEach, describe, expect, it } from 'vitest'
import { createKeyCache, type KeyCacheBackend, type WrappedKeysRecord } from './keyCache.js'
import { createFramePair, EVM_ADDRESS } from './testing/framePair.js'

const pairs: ReturnType<typeof createFramePair>[] = []
afterEach(() => {
  for (const pair of pairs.splice(0)) pair.destroy()
  document.body.replaceChildren()
})

function setup(options: Parameters<typeof createFramePair>[0] = {}) {
  const pair = createFramePair(options)
  pairs.push(pair)
  return pair
}

/** IndexedDB's part, in memory: the record survives as long as the test's "origin" does. */
function memoryKeyStore() {
  const box: { record?: WrappedKeysRecord | undefined } = {}
  const backend: KeyCacheBackend = {
    get: async () => box.record,
    put: async (record) => {
      box.record = structuredClone(record)
    },
    delete: async () => {
      box.record = undefined
    },
  }
  return { box, backend }
}

async function logIn(pair: ReturnType<typeof createFramePair>) {
  await pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
  await pair.client.request('CONNECT_OTP', { otp: '123456' })
}

/** A reload: a new frame document with the same storage, key store and server sessions. */
function reload(
  pair: ReturnType<typeof createFramePair>,
  options: Parameters<typeof createFramePair>[0] = {},
) {
  pair.app?.destroy()
  const next = setup(options)
  for (const [key, value] of pair.storage) next.storage.set(key, value)
  for (const token of pair.backend.sessions) next.backend.sessions.add(token)
  // The server no longer releases keys to this session: its login is past the window.
  next.backend.loginRequired = true
  return next
}

const walletCalls = (pair: ReturnType<typeof createFramePair>) =>
  pair.backend.calls.filter((call) => call === 'POST /v1/auth/wallet').length

describe('frame session across reloads', () => {
  it('downloads the keys once at login, and a reload restores the session from the wrapped copy', async () => {
    const store = memoryKeyStore()
    const keyCache = createKeyCache(store.backend)
    const pair = setup({ keyCache })
    await logIn(pair)
    expect(walletCalls(pair)).toBe(1)
    expect(store.box.record?.key.extractable).toBe(false)
    // Nothing key-like in the frame's Web Storage.
    expect([...pair.storage.values()].join()).not.toContain('42'.repeat(32))

    const reloaded = reload(pair, { keyCache: createKeyCache(store.backend) })
    await expect(reloaded.client.request('IS_CONNECTED')).resolves.toEqual({ isConnected: true })
    await expect(reloaded.client.request('GET_USER')).resolves.toMatchObject({ address: EVM_ADDRESS })
    expect(walletCalls(reloaded)).toBe(0)
  })

  it('without the wrapped keys (storage cleared or blocked), a restored session asks for a new login', async () => {
    const pair = setup({ keyCache: createKeyCache(undefined) })
    await logIn(pair)
    const reloaded = reload(pair, { keyCache: createKeyCache(undefined) })
    await expect(reloaded.client.request('IS_CONNECTED')).resolves.toEqual({ isConnected: false })
    expect(reloaded.storage.has('kit-frame/session')).toBe(false)
    await expect(reloaded.client.request('GET_USER')).rejects.toThrow('Not signed in')
    // The session that can no longer unlock the wallet is ended on the server too.
    await expect.poll(() => reloaded.backend.calls).toContain('POST /v1/auth/logout')
    expect(reloaded.backend.sessions.size).toBe(0)
  })

  it('wrapped keys of another session are not used', async () => {
    const store = memoryKeyStore()
    const pair = setup({ keyCache: createKeyCache(store.backend) })
    await logIn(pair)
    const reloaded = reload(pair, { keyCache: createKeyCache(store.backend) })
    // Another login replaced the token (e.g. in another tab), but its keys were never stored here.
    const [token] = pair.backend.sessions
    reloaded.storage.set('kit-frame/session', `${token}-other`)
    reloaded.backend.sessions.add(`${token}-other`)
    await expect(reloaded.client.request('IS_CONNECTED')).resolves.toEqual({ isConnected: false })
    expect(walletCalls(reloaded)).toBe(1)
    expect(store.box.record).toBeUndefined()
  })

  it('SIGN_OUT deletes the wrapped keys', async () => {
    const store = memoryKeyStore()
    const pair = setup({ keyCache: createKeyCache(store.backend) })
    await logIn(pair)
    expect(store.box.record).toBeDefined()
    await pair.client.request('SIGN_OUT')
    await expect.poll(() => store.box.record).toBeUndefined()
  })
})
