import { afterEach, expect, it } from 'vitest'
import {
  createFrameClient,
  createFrameServer,
  type FrameLogger,
  frameEvents,
  frameRequests,
} from './exports/index.js'
import {
  createWindowPair,
  EVIL_ORIGIN,
  FRAME_ORIGIN,
  FRAME_URL,
  flush,
  HOST_ORIGIN,
} from './testing/windowPair.js'

const MESSAGES = 100_000
const address = '0x1111111111111111111111111111111111111111'

/** Deterministic PRNG (mulberry32), so a failure can be replayed from the seed. */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  const text = (length: number) => Array.from({ length }, () => String.fromCharCode(32 + int(95))).join('')
  return { next, int, pick, text }
}

function countingLogger() {
  const counts = { debug: 0, warn: 0, error: 0 }
  const errors = new Map<string, number>()
  const logger: FrameLogger = {
    debug: () => {
      counts.debug++
    },
    warn: () => {
      counts.warn++
    },
    error: (message, context) => {
      counts.error++
      const key = `${message}: ${String(context?.error ?? '')}`.slice(0, 120)
      errors.set(key, (errors.get(key) ?? 0) + 1)
    },
  }
  return { counts, errors, logger }
}

const requestNames = Object.keys(frameRequests)
const eventNames = Object.keys(frameEvents)
const oversized = 'x'.repeat(1_000_000)
let deep: unknown = { end: true }
for (let i = 0; i < 200; i++) deep = { type: '@w3m-frame/GET_USER_SUCCESS', nested: deep }
// Prototype-pollution keys on messages that are otherwise invalid (unknown id, empty token or id), so that
// even through the genuine channel nothing may be used.
const pollution = [
  '{"__proto__":{"polluted":true},"type":"@w3m-frame/GET_USER_SUCCESS","id":"1"}',
  '{"type":"@w3m-frame/SESSION_UPDATE","payload":{"__proto__":{"polluted":true},"token":""}}',
  '{"type":"@w3m-frame/USER_CHANGED","payload":{"user":{"constructor":{"prototype":{"polluted":true}}}}}',
  '{"constructor":{"prototype":{"polluted":true}},"type":"@w3m-app/GET_USER","id":""}',
  '{"type":"@w3m-app/SYNC_THEME","payload":{"themeVariables":{"__proto__":{"polluted":true}}}}',
]
const hostile = [
  new Proxy(
    {},
    {
      get() {
        throw new Error('hostile getter')
      },
      ownKeys() {
        throw new Error('hostile keys')
      },
      getPrototypeOf() {
        throw new Error('hostile prototype')
      },
    },
  ),
  Object.defineProperty({}, 'type', {
    enumerable: true,
    get() {
      throw new Error('hostile type')
    },
  }),
  Object.assign(Object.create(null), { type: '@w3m-frame/GET_USER_SUCCESS', id: '1' }),
]

afterEach(() => {
  document.body.innerHTML = ''
})

function makeFuzzer(seed: number, direction: 'toHost' | 'toFrame', knownIds: () => string[]) {
  const r = random(seed)
  const prefix = direction === 'toHost' ? '@w3m-frame/' : '@w3m-app/'
  const validTypes =
    direction === 'toHost'
      ? [
          ...requestNames.flatMap((name) => [`@w3m-frame/${name}_SUCCESS`, `@w3m-frame/${name}_ERROR`]),
          ...eventNames.map((name) => `@w3m-frame/${name}`),
        ]
      : [...requestNames.map((name) => `@w3m-app/${name}`), '@w3m-app/HELLO', '@w3m-app/ABORT']
  const junkTypes = [
    `${prefix}__proto__`,
    `${prefix}constructor_SUCCESS`,
    `${prefix}toString`,
    `x${prefix}GET_USER_SUCCESS`,
    `${prefix}GET_USER_SUCCESS `,
    `${prefix}INIT_SMART_ACCOUNT_SUCCESS`,
    `${prefix}AWAIT_UPDATE_EMAIL`,
    `${prefix}_SUCCESS`,
    prefix,
    '',
    oversized,
  ]
  const payloads = (): unknown =>
    r.pick([
      undefined,
      null,
      r.next(),
      r.text(r.int(40)),
      oversized,
      deep,
      [],
      [1, 2, 3],
      { message: r.text(10) },
      { message: oversized },
      { address, chainId: 1 },
      { action: 'VERIFY_OTP' },
      { token: r.text(8) },
      { user: { address, chainId: 'eip155:1' } },
      { instanceId: r.text(8), version: '1' },
      { isConnected: true },
      JSON.parse(r.pick(pollution)),
    ])
  const ids = () =>
    r.pick<unknown>([crypto.randomUUID(), '', 42, {}, undefined, 'x'.repeat(1_000), ...knownIds()])
  return function nextMessage(trustedChannel: boolean): unknown {
    const roll = r.int(100)
    if (roll < 5) return r.pick(hostile)
    if (roll < 10) return JSON.parse(r.pick(pollution))
    if (roll < 15)
      return r.pick([null, undefined, 0, r.text(20), [], '{"type":"@w3m-frame/GET_US', oversized, deep])
    if (trustedChannel) {
      // Through the genuine channel only content the bridge must refuse: unknown types, unknown ids,
      // or payloads that fail the protocol. (A valid message from the real peer is legitimately used.)
      const type = r.pick([
        ...junkTypes,
        `${prefix}${r.text(r.int(30))}`,
        `${prefix}${r.pick(requestNames)}_SUCCESS`,
      ])
      return { type, id: crypto.randomUUID(), payload: payloads() }
    }
    // Through a forged channel anything goes, including well-formed answers to real pending ids.
    const type = r.pick([...validTypes, ...validTypes, ...junkTypes, r.text(r.int(30))])
    return { type, id: ids(), payload: payloads() }
  }
}

it(`survives ${MESSAGES.toLocaleString('en')} random and foreign messages on each side`, async () => {
  const pair = createWindowPair()
  const clientLog = countingLogger()
  const serverLog = countingLogger()
  const calls = { handlers: 0, events: 0 }
  const server = createFrameServer({
    allowedParentOrigins: [HOST_ORIGIN],
    window: pair.frame,
    logger: serverLog.logger,
    handlers: {
      IS_CONNECTED: () => ({ isConnected: true }),
      GET_USER: () => {
        calls.handlers++
        return new Promise(() => {})
      },
      RPC_REQUEST: () => {
        calls.handlers++
        return new Promise(() => {})
      },
    },
  })
  const client = createFrameClient({
    frameUrl: FRAME_URL,
    projectId: 'fuzz',
    chainId: 1,
    window: pair.host,
    logger: clientLog.logger,
    timeoutMs: 120_000,
  })
  const mounting = client.mount()
  client.iframe?.dispatchEvent(new Event('load'))
  await mounting
  for (const name of eventNames) client.on(name as 'SESSION_UPDATE', () => calls.events++)

  // Two genuine requests wait while the storm goes on; the fuzzer knows their ids.
  const settled: string[] = []
  const user = client.request('GET_USER')
  const signing = client.rpc({ method: 'personal_sign', params: ['0x00', address] })
  user.then(
    () => settled.push('user'),
    () => settled.push('user'),
  )
  signing.then(
    () => settled.push('signing'),
    () => settled.push('signing'),
  )
  await flush()
  const knownIds = pair.frameProxy.posts
    .map((post) => (post.message as { id?: string }).id)
    .filter((id): id is string => typeof id === 'string')
  calls.handlers = 0 // The two genuine requests reached their handlers; nothing else may.
  const hostListeners = pair.host.listenerCount
  const frameListeners = pair.frame.listenerCount
  const postsBefore = { toFrame: pair.frameProxy.posts.length, toHost: pair.parentProxy.posts.length }
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).length

  const origins = [
    FRAME_ORIGIN,
    HOST_ORIGIN,
    EVIL_ORIGIN,
    'null',
    '',
    `${FRAME_ORIGIN}/`,
    'https://frame.example.evil.example',
  ]
  const hostSources = [pair.frameProxy, pair.host, pair.parentProxy, null, undefined, {}, pair.frame]
  const frameSources = [pair.parentProxy, pair.frame, pair.frameProxy, null, undefined, {}, pair.host]
  const toHost = makeFuzzer(0xc0ffee, 'toHost', () => knownIds)
  const toFrame = makeFuzzer(0xbadf00d, 'toFrame', () => knownIds)
  const r = random(42)
  const started = performance.now()
  const sent = { toHost: 0, toFrame: 0, trustedChannel: 0, thrown: 0 }

  for (let i = 0; i < MESSAGES; i++) {
    const origin = r.pick(origins)
    const hostSource = r.pick(hostSources)
    const trustedHost = hostSource === pair.frameProxy && origin === FRAME_ORIGIN
    const frameSource = r.pick(frameSources)
    const trustedFrame = frameSource === pair.parentProxy && origin === HOST_ORIGIN
    if (trustedHost) sent.trustedChannel++
    if (trustedFrame) sent.trustedChannel++
    try {
      pair.host.dispatch({ data: toHost(trustedHost), origin, source: hostSource })
      sent.toHost++
      pair.frame.dispatch({ data: toFrame(trustedFrame), origin, source: frameSource })
      sent.toFrame++
    } catch {
      sent.thrown++
    }
  }
  await flush(50)
  const elapsedMs = Math.round(performance.now() - started)

  console.info('frame-bridge fuzz', {
    messagesPerSide: MESSAGES,
    elapsedMs,
    sent,
    clientDrops: clientLog.counts,
    serverDrops: serverLog.counts,
    errorKinds: [...clientLog.errors, ...serverLog.errors],
    accepted: { settledRequests: settled.length, frameEvents: calls.events, handlerCalls: calls.handlers },
    listeners: { host: pair.host.listenerCount, frame: pair.frame.listenerCount },
  })

  // Nothing thrown out of a listener, nothing accepted, nothing answered, nothing grown.
  expect(sent.thrown).toBe(0)
  expect(settled).toEqual([])
  expect(calls.events).toBe(0)
  expect(calls.handlers).toBe(0)
  expect(client.pendingCount).toBe(2)
  expect(server.pendingCount).toBe(2)
  expect(pair.host.listenerCount).toBe(hostListeners)
  expect(pair.frame.listenerCount).toBe(frameListeners)
  expect(pair.frameProxy.posts.length).toBe(postsBefore.toFrame)
  expect(pair.parentProxy.posts.length).toBe(postsBefore.toHost)
  const dropped =
    clientLog.counts.debug +
    clientLog.counts.warn +
    clientLog.counts.error +
    serverLog.counts.debug +
    serverLog.counts.warn +
    serverLog.counts.error
  expect(dropped).toBe(2 * MESSAGES)
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
  expect(Object.getOwnPropertyNames(Object.prototype)).toHaveLength(prototypeKeys)

  // Still usable: a genuine request round-trips, and the waiting ones can still be settled.
  await expect(client.request('IS_CONNECTED')).resolves.toEqual({ isConnected: true })
  expect(client.rejectRpcRequests()).toBe(1)
  client.destroy()
  server.destroy()
  await flush()
  expect(settled.sort()).toEqual(['signing', 'user'])
  expect(pair.host.listenerCount).toBe(0)
  expect(pair.frame.listenerCount).toBe(0)
}, 60_000)
