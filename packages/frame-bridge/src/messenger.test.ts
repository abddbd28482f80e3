import { describe, expect, it } from 'vitest'
import { FrameNotSetError } from './errors.js'
import type { Drop } from './logger.js'
import { type AppMessage, parseAppMessage } from './messages.js'
import { acceptMessage, createMessenger, type OriginRule } from './messenger.js'
import {
  createRecordingLogger,
  EVIL_ORIGIN,
  FakeWindow,
  FakeWindowProxy,
  flush,
  HOST_ORIGIN,
} from './testing/windowPair.js'

type Accepted = Exclude<AppMessage, { kind: 'invalid' }>

const hello = { type: '@w3m-app/HELLO' }

function setup(allowsOrigin: OriginRule = (origin) => origin === HOST_ORIGIN) {
  const own = new FakeWindow()
  const peer = new FakeWindowProxy(
    new FakeWindow(),
    () => HOST_ORIGIN,
    () => 'https://frame.example',
    () => undefined,
  )
  const log = createRecordingLogger()
  const rules = { peer: () => peer, parse: parseAppMessage, allowsOrigin }
  const messenger = createMessenger<Accepted>({ window: own, ...rules, logger: log.logger })
  const received: { message: Accepted; origin: string }[] = []
  const stop = messenger.listen((message, origin) => {
    received.push({ message, origin })
    return undefined
  })
  return { own, peer, log, rules, messenger, received, stop }
}

describe('acceptMessage: the one rule, in order', () => {
  it('accepts a well-formed message from the peer window and an allowed origin', () => {
    const { peer, rules } = setup()
    expect(acceptMessage({ data: hello, origin: HOST_ORIGIN, source: peer }, rules)).toEqual({
      message: { kind: 'notification', name: 'HELLO', id: undefined },
      origin: HOST_ORIGIN,
    })
  })

  it('drops another window first, without reading the data (debug: routine traffic)', () => {
    const { rules } = setup()
    const poisoned = {
      get type() {
        throw new Error('test: the data was read')
      },
    }
    for (const source of [null, undefined, {}, new FakeWindow()])
      expect(acceptMessage({ data: poisoned, origin: HOST_ORIGIN, source }, rules)).toMatchObject({
        level: 'debug',
        message: 'dropped a message from another window',
      })
  })

  it("drops a message without an origin ('null' included) before reading it", () => {
    const { peer, rules } = setup(() => true)
    for (const origin of ['null', undefined, 42])
      expect(acceptMessage({ data: hello, origin: origin as string, source: peer }, rules)).toMatchObject({
        level: 'warn',
        message: 'dropped a message without an origin',
      })
  })

  it('drops malformed data before the origin rule is asked', () => {
    const asked: string[] = []
    const { peer, rules } = setup((origin) => {
      asked.push(origin)
      return true
    })
    expect(acceptMessage({ data: { type: 42 }, origin: HOST_ORIGIN, source: peer }, rules)).toMatchObject({
      level: 'warn',
      message: 'dropped an invalid message',
    })
    expect(asked).toEqual([])
  })

  it('drops an origin the rule refuses, synchronously or not', async () => {
    const { peer, rules } = setup()
    expect(acceptMessage({ data: hello, origin: EVIL_ORIGIN, source: peer }, rules)).toEqual({
      level: 'warn',
      message: 'dropped a message from an origin that is not allowed',
      context: { origin: EVIL_ORIGIN },
    })
    const later = acceptMessage(
      { data: hello, origin: EVIL_ORIGIN, source: peer },
      { ...rules, allowsOrigin: async () => false },
    )
    expect(later).toBeInstanceOf(Promise)
    expect(await later).toMatchObject({ message: 'dropped a message from an origin that is not allowed' })
  })

  it('drops everything while there is no peer window (an iframe not in the document)', () => {
    const { rules } = setup()
    const noPeer = { ...rules, peer: () => null }
    expect(acceptMessage({ data: hello, origin: HOST_ORIGIN, source: null }, noPeer)).toMatchObject({
      level: 'debug',
    })
  })
})

describe('createMessenger', () => {
  it('delivers accepted messages and logs each drop at its level; a listener never throws', async () => {
    const { own, peer, log, received } = setup()
    own.dispatch({ data: hello, origin: HOST_ORIGIN, source: peer })
    own.dispatch({ data: hello, origin: HOST_ORIGIN, source: null })
    own.dispatch({ data: 'junk', origin: HOST_ORIGIN, source: peer })
    own.dispatch({ data: hello, origin: EVIL_ORIGIN, source: peer })
    await flush()
    expect(received).toEqual([{ message: expect.objectContaining({ name: 'HELLO' }), origin: HOST_ORIGIN }])
    expect(log.entries.map((entry) => entry.level)).toEqual(['debug', 'warn', 'warn'])
  })

  it('logs the drop the receiver returns', () => {
    const { own, peer, log, messenger } = setup()
    const drop: Drop = { level: 'warn', message: 'test: not for us' }
    messenger.listen(() => drop)
    own.dispatch({ data: hello, origin: HOST_ORIGIN, source: peer })
    expect(log.entries).toContainEqual({ level: 'warn', message: 'test: not for us' })
  })

  it('logs a receiver that throws as an error, and keeps listening', () => {
    const { own, peer, log, messenger } = setup()
    messenger.listen(() => {
      throw new Error('test: boom')
    })
    own.dispatch({ data: hello, origin: HOST_ORIGIN, source: peer })
    own.dispatch({ data: hello, origin: HOST_ORIGIN, source: peer })
    expect(log.count('error')).toBe(2)
  })

  it('waits for an asynchronous origin rule, and drops what it accepts after the listener stopped', async () => {
    let allow: (ok: boolean) => void = () => {}
    const { own, peer, log, received, stop } = setup(() => new Promise((resolve) => (allow = resolve)))
    own.dispatch({ data: hello, origin: HOST_ORIGIN, source: peer })
    expect(received).toEqual([])
    allow(true)
    await flush()
    expect(received).toHaveLength(1)

    own.dispatch({ data: hello, origin: HOST_ORIGIN, source: peer })
    stop()
    allow(true)
    await flush()
    expect(received).toHaveLength(1)
    expect(log.entries.at(-1)).toMatchObject({ level: 'debug' })
  })

  it('stop() removes its listener', () => {
    const { own, stop } = setup()
    expect(own.listenerCount).toBe(1)
    stop()
    expect(own.listenerCount).toBe(0)
  })

  it('posts to the peer at exactly the origin given, and says "iframe is not set" without a peer', () => {
    const { peer, messenger, log } = setup()
    messenger.post({ type: '@w3m-frame/READY' }, HOST_ORIGIN)
    expect(peer.posts).toEqual([{ message: { type: '@w3m-frame/READY' }, targetOrigin: HOST_ORIGIN }])
    const alone = createMessenger({
      window: new FakeWindow(),
      peer: () => undefined,
      parse: parseAppMessage,
      allowsOrigin: () => true,
      logger: log.logger,
    })
    expect(() => alone.post({ type: '@w3m-frame/READY' }, HOST_ORIGIN)).toThrow(FrameNotSetError)
  })
})
