import { BaseError } from '@kit/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createFrameServer,
  FrameParentNotSetError,
  type FrameRequestContext,
  type FrameServerOptions,
  type FrameServerWindow,
  InvalidFrameOptionsError,
  InvalidFrameRequestError,
  RequestAbortedError,
} from './exports/index.js'
import {
  createRecordingLogger,
  createWindowPair,
  EVIL_ORIGIN,
  FRAME_ORIGIN,
  flush,
  HOST_ORIGIN,
} from './testing/windowPair.js'
import { createFakeMessenger } from './testing/fakeMessenger.js'
import { parseAppMessage } from './messages.js'
import { createOriginCheck } from './originCheck.js'
import { serveFrame } from './server.js'

const OTHER_ORIGIN = 'https://other.example'
const address = '0x1111111111111111111111111111111111111111'

type Posted = { type: string; id?: string; payload?: unknown }

let destroyers: (() => void)[] = []
afterEach(() => {
  for (const destroy of destroyers) destroy()
  destroyers = []
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function setup(
  options: Partial<FrameServerOptions> = {},
  windowOptions: { referrer?: string; ancestorOrigins?: string[] } = {},
) {
  const pair = createWindowPair(windowOptions)
  const log = createRecordingLogger()
  const server = createFrameServer({
    allowedParentOrigins: [HOST_ORIGIN],
    handlers: {},
    window: pair.frame,
    logger: log.logger,
    ...options,
  })
  destroyers.push(() => server.destroy())
  const parentSays = (data: unknown, origin = HOST_ORIGIN, source: unknown = pair.parentProxy) =>
    pair.frame.dispatch({ data, origin, source })
  const request = (name: string, payload?: unknown, origin = HOST_ORIGIN) => {
    const id = crypto.randomUUID()
    parentSays({ type: `@w3m-app/${name}`, id, payload }, origin)
    return id
  }
  const posts = () =>
    pair.parentProxy.posts.map((post) => ({ ...(post.message as Posted), to: post.targetOrigin }))
  const answerTo = (id: string) => posts().filter((post) => post.id === id)
  return { pair, log, server, parentSays, request, posts, answerTo }
}

/**
 * The server's protocol over a fake messenger, which hands over messages as the real one would after accepting
 * them: the window, source and origin checks are the messenger's (`messenger.test.ts`, and the sections below that
 * use `setup`).
 */
function serving(options: Pick<Partial<FrameServerOptions>, 'handlers' | 'allowedParentOrigins'> = {}) {
  const log = createRecordingLogger()
  const fake = createFakeMessenger(parseAppMessage, log.logger)
  const server = serveFrame({
    messenger: fake.messenger,
    handlers: options.handlers ?? {},
    originCheck: createOriginCheck(options.allowedParentOrigins ?? [HOST_ORIGIN], log.logger, 1_000),
    logger: log.logger,
    parentHint: () => HOST_ORIGIN,
  })
  destroyers.push(() => server.destroy())
  const parentSays = (data: unknown, origin = HOST_ORIGIN) => fake.deliver(data, origin)
  const request = (name: string, payload?: unknown, origin = HOST_ORIGIN) => {
    const id = crypto.randomUUID()
    parentSays({ type: `@w3m-app/${name}`, id, payload }, origin)
    return id
  }
  const posts = () => fake.posts.map((post) => ({ ...(post.message as Posted), to: post.targetOrigin }))
  const answerTo = (id: string) => posts().filter((post) => post.id === id)
  return { fake, log, server, parentSays, request, posts, answerTo }
}

describe('creating a server', () => {
  it('needs a parent: "W3mFrame: parent is not set"', () => {
    const pair = createWindowPair()
    const topLevel = Object.assign(pair.frame, { parent: null }) as unknown as FrameServerWindow
    const error = (() => {
      try {
        createFrameServer({ allowedParentOrigins: [HOST_ORIGIN], handlers: {}, window: topLevel })
      } catch (e) {
        return e
      }
      return undefined
    })()
    expect(error).toBeInstanceOf(FrameParentNotSetError)
    expect((error as FrameParentNotSetError).shortMessage).toBe('W3mFrame: parent is not set')
  })

  it('treats a window that is its own parent (not framed) as having no parent', () => {
    const lonely = createWindowPair().frame
    Object.assign(lonely, { parent: lonely })
    expect(() =>
      createFrameServer({ allowedParentOrigins: [HOST_ORIGIN], handlers: {}, window: lonely }),
    ).toThrow(FrameParentNotSetError)
  })

  it('says "W3mFrame: parent is not set" without a window at all', () => {
    vi.stubGlobal('window', undefined)
    expect(() => createFrameServer({ allowedParentOrigins: [HOST_ORIGIN], handlers: {} })).toThrow(
      FrameParentNotSetError,
    )
  })

  it.each<[string, Partial<FrameServerOptions>]>([
    ["'*'", { allowedParentOrigins: ['*'] }],
    ['an origin with a path', { allowedParentOrigins: ['https://app.example/page'] }],
    ['a non-http origin', { allowedParentOrigins: ['ftp://app.example'] }],
    ['a non-string origin', { allowedParentOrigins: [42 as unknown as string] }],
    [
      'a non-list, non-function allow-list',
      { allowedParentOrigins: 'https://app.example' as unknown as string[] },
    ],
    ['missing handlers', { handlers: undefined as unknown as FrameServerOptions['handlers'] }],
    ['a zero origin-check timeout', { originCheckTimeoutMs: 0 }],
  ])('refuses %s with a typed error', (_label, options) => {
    expect(() => setup(options)).toThrow(InvalidFrameOptionsError)
  })
})

describe('READY', () => {
  it("is sent on start to the parent's origin (from the referrer) when it is allowed", () => {
    const { posts, server } = setup()
    expect(posts()).toEqual([
      {
        type: '@w3m-frame/READY',
        payload: { instanceId: server.instanceId, version: expect.any(String) },
        to: HOST_ORIGIN,
      },
    ])
    expect(server.parentOrigin).toBe(HOST_ORIGIN)
  })

  it('prefers location.ancestorOrigins over the referrer', () => {
    const { posts } = setup(
      { allowedParentOrigins: [HOST_ORIGIN, OTHER_ORIGIN] },
      { ancestorOrigins: [OTHER_ORIGIN], referrer: `${HOST_ORIGIN}/` },
    )
    expect(posts().map((post) => post.to)).toEqual([OTHER_ORIGIN])
  })

  it('is not sent to a parent origin that is not allowed', () => {
    const { posts, server } = setup({}, { referrer: `${EVIL_ORIGIN}/` })
    expect(posts()).toEqual([])
    expect(server.parentOrigin).toBeUndefined()
  })

  it('without a hint, greets each allowed origin separately (the browser delivers only the match)', () => {
    const { posts } = setup({ allowedParentOrigins: [HOST_ORIGIN, OTHER_ORIGIN] }, { referrer: '' })
    expect(posts().map((post) => post.to)).toEqual([HOST_ORIGIN, OTHER_ORIGIN])
  })

  it('answers HELLO from an allowed parent with READY to its origin, and ignores other origins', async () => {
    const { posts, parentSays, pair } = setup({ allowedParentOrigins: [HOST_ORIGIN] }, { referrer: '' })
    pair.parentProxy.posts.length = 0
    parentSays({ type: '@w3m-app/HELLO' }, EVIL_ORIGIN)
    parentSays({ type: '@w3m-app/HELLO' })
    await flush()
    expect(posts()).toEqual([expect.objectContaining({ type: '@w3m-frame/READY', to: HOST_ORIGIN })])
  })
})

describe('answering requests', () => {
  it('calls the handler with parsed params and context, and answers _SUCCESS to the requesting origin', async () => {
    const seen: { params: unknown; context: FrameRequestContext }[] = []
    const { request, answerTo } = serving({
      allowedParentOrigins: [HOST_ORIGIN, OTHER_ORIGIN],
      handlers: {
        CONNECT_OTP: (params, context) => {
          seen.push({ params, context })
        },
      },
    })
    const id = request('CONNECT_OTP', { otp: ' 123456 ', extra: 'dropped' }, OTHER_ORIGIN)
    await flush()
    expect(seen[0]?.params).toEqual({ otp: '123456' })
    expect(seen[0]?.context).toMatchObject({ origin: OTHER_ORIGIN, id })
    expect(seen[0]?.context.signal.aborted).toBe(false)
    expect(answerTo(id)).toEqual([{ type: '@w3m-frame/CONNECT_OTP_SUCCESS', id, to: OTHER_ORIGIN }])
  })

  it('answers with the checked result, stripped of unknown fields', async () => {
    const { request, answerTo } = serving({
      handlers: {
        GET_USER: async () => ({ address, chainId: 1, secret: 'k' }) as never,
      },
    })
    const id = request('GET_USER')
    await flush()
    expect(answerTo(id)).toEqual([
      { type: '@w3m-frame/GET_USER_SUCCESS', id, payload: { address, chainId: 1 }, to: HOST_ORIGIN },
    ])
  })

  it.each<[string, unknown, string, number?]>([
    ['a BaseError', new BaseError('Invalid code', { details: 'internal detail' }), 'Invalid code'],
    ['an Error', new Error('Session expired'), 'Session expired'],
    ['an Error without a message', new Error(''), 'An error occurred'],
    ['a string', 'nope', 'nope'],
    ['something else', { code: 1 }, 'An error occurred', 1],
  ])('turns %s thrown by a handler into _ERROR {message, code}', async (_label, thrown, message, code) => {
    const { request, answerTo } = serving({
      handlers: {
        CONNECT_OTP: () => {
          throw thrown
        },
      },
    })
    const id = request('CONNECT_OTP', { otp: '1' })
    await flush()
    expect(answerTo(id)).toEqual([
      {
        type: '@w3m-frame/CONNECT_OTP_ERROR',
        id,
        payload: code === undefined ? { message } : { message, code },
        to: HOST_ORIGIN,
      },
    ])
  })

  it('carries the EIP-1193 code of an error, or of the error it wraps', async () => {
    const coded = Object.assign(new Error('User rejected the request'), { code: 4001 })
    const wrapped = new Error('outer', { cause: coded })
    const { request, answerTo } = serving({
      handlers: {
        CONNECT_OTP: () => {
          throw wrapped
        },
      },
    })
    const id = request('CONNECT_OTP', { otp: '1' })
    await flush()
    expect(answerTo(id)[0]?.payload).toEqual({ message: 'outer', code: 4001 })
  })

  it('refuses invalid params without calling the handler', async () => {
    const handler = vi.fn()
    const { request, answerTo } = serving({ handlers: { CONNECT_EMAIL: handler } })
    const id = request('CONNECT_EMAIL', { email: 'nope' })
    await flush()
    expect(handler).not.toHaveBeenCalled()
    expect(answerTo(id)).toEqual([
      {
        type: '@w3m-frame/CONNECT_EMAIL_ERROR',
        id,
        payload: { message: 'Invalid parameters for CONNECT_EMAIL', code: -32602 },
        to: HOST_ORIGIN,
      },
    ])
  })

  it('refuses RPC methods outside both lists with "Requested RPC call is not allowed"', async () => {
    const handler = vi.fn()
    const { request, answerTo } = serving({ handlers: { RPC_REQUEST: handler } })
    const id = request('RPC_REQUEST', { method: 'eth_sign', params: [address, '0x00'] })
    await flush()
    expect(handler).not.toHaveBeenCalled()
    expect(answerTo(id)[0]?.payload).toEqual({ message: 'Requested RPC call is not allowed', code: 4200 })
  })

  it('says so when it has no handler for a request', async () => {
    const { request, answerTo } = serving()
    const id = request('SYNC_THEME', { themeMode: 'dark' })
    await flush()
    expect(answerTo(id)[0]?.payload).toEqual({ message: 'SYNC_THEME is not supported by this secure frame' })
  })

  it('answers "An error occurred" when a handler returns a result outside the protocol', async () => {
    const { request, answerTo, log } = serving({
      handlers: {
        CONNECT_EMAIL: () => ({ action: 'LOG_IN' }) as never,
        RPC_REQUEST: () => 'not a signature',
      },
    })
    const email = request('CONNECT_EMAIL', { email: 'a@b.co' })
    const sign = request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', address] })
    await flush()
    expect(answerTo(email)[0]).toMatchObject({
      type: '@w3m-frame/CONNECT_EMAIL_ERROR',
      payload: { message: 'An error occurred' },
    })
    expect(answerTo(sign)[0]).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'An error occurred' },
    })
    expect(log.count('error')).toBe(2)
  })

  it('still answers when a result cannot be cloned', async () => {
    const { request, answerTo } = serving({ handlers: { RPC_REQUEST: () => () => 'a function' } })
    const id = request('RPC_REQUEST', { method: 'eth_blockNumber' })
    await flush()
    const answers = answerTo(id)
    expect(answers.at(-1)).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'An error occurred' },
    })
  })

  it('drops a second request with an id that is being handled', async () => {
    const handler = vi.fn(() => new Promise<undefined>(() => {}))
    const { parentSays, log, server } = serving({ handlers: { SIGN_OUT: handler } })
    const message = { type: '@w3m-app/SIGN_OUT', id: crypto.randomUUID() }
    expect(parentSays(message)).toBeUndefined()
    // The drop goes back to the messenger, which logs it.
    expect(parentSays(message)).toMatchObject({
      level: 'warn',
      message: expect.stringContaining('already being handled'),
    })
    await flush()
    expect(handler).toHaveBeenCalledTimes(1)
    expect(server.pendingCount).toBe(1)
    expect(log.entries.some((entry) => entry.message.includes('already being handled'))).toBe(true)
  })
})

describe('messages the server drops (nothing answered, nothing thrown, logged)', () => {
  function dropping() {
    const handler = vi.fn(() => undefined)
    const context = setup({ handlers: { SIGN_OUT: handler } }, { referrer: '' })
    context.pair.parentProxy.posts.length = 0
    context.log.clear()
    return { ...context, handler }
  }

  async function expectNothingHappened(context: ReturnType<typeof dropping>, drops: number) {
    await flush()
    expect(context.handler).not.toHaveBeenCalled()
    expect(context.posts()).toEqual([])
    expect(context.log.count()).toBe(drops)
    expect(context.pair.frame.listenerCount).toBe(1)
  }

  it('from a window other than the parent', async () => {
    const context = dropping()
    const message = { type: '@w3m-app/SIGN_OUT', id: crypto.randomUUID() }
    const sources = [context.pair.frame, context.pair.frameProxy, null, undefined, {}]
    for (const source of sources)
      expect(() => context.pair.frame.dispatch({ data: message, origin: HOST_ORIGIN, source })).not.toThrow()
    await expectNothingHappened(context, sources.length)
  })

  it('from a parent origin that is not allowed', async () => {
    const context = dropping()
    const message = { type: '@w3m-app/SIGN_OUT', id: crypto.randomUUID() }
    const origins = [
      EVIL_ORIGIN,
      'null',
      '',
      `${HOST_ORIGIN}.evil.example`,
      'http://app.example',
      FRAME_ORIGIN,
    ]
    for (const origin of origins) context.parentSays(message, origin)
    await expectNothingHappened(context, origins.length)
  })

  it('malformed payloads and unknown types', async () => {
    const context = dropping()
    const messages = [
      null,
      'SIGN_OUT',
      { type: '@w3m-app/SIGN_OUT' },
      { type: '@w3m-app/SIGN_OUT', id: 'x'.repeat(100) },
      { type: 'x@w3m-app/SIGN_OUT', id: '1' },
      { type: '@w3m-app/AWAIT_UPDATE_EMAIL', id: '1' },
      { type: '@w3m-app/INIT_SMART_ACCOUNT', id: '1' },
      { type: '@w3m-app/__proto__', id: '1' },
      { type: '@w3m-frame/SIGN_OUT_SUCCESS', id: '1' },
    ]
    for (const message of messages) context.parentSays(message)
    await expectNothingHappened(context, messages.length)
  })
})

describe('ABORT', () => {
  it('aborts the handler’s signal, and no answer is sent afterwards', async () => {
    let signal: AbortSignal | undefined
    let finish: ((value: undefined) => void) | undefined
    const { request, parentSays, answerTo, server } = serving({
      handlers: {
        CONNECT_DEVICE: (_params, context) => {
          signal = context.signal
          return new Promise((resolve) => {
            finish = resolve
          })
        },
      },
    })
    const id = request('CONNECT_DEVICE')
    await flush()
    parentSays({ type: '@w3m-app/ABORT', id })
    await flush()
    expect(signal?.aborted).toBe(true)
    expect(server.pendingCount).toBe(0)
    finish?.(undefined)
    await flush()
    expect(answerTo(id)).toEqual([])
  })

  it('is only honoured from the origin that sent the request', async () => {
    let signal: AbortSignal | undefined
    const { request, parentSays } = serving({
      allowedParentOrigins: [HOST_ORIGIN, OTHER_ORIGIN],
      handlers: {
        CONNECT_DEVICE: (_params, context) => {
          signal = context.signal
          return new Promise(() => {})
        },
      },
    })
    const id = request('CONNECT_DEVICE')
    await flush()
    parentSays({ type: '@w3m-app/ABORT', id }, OTHER_ORIGIN)
    await flush()
    expect(signal?.aborted).toBe(false)
  })
})

describe('commit(): an approved request cannot be cancelled', () => {
  const hash = `0x${'c'.repeat(64)}`
  const send = { method: 'eth_sendTransaction', params: [{ to: address, value: '0x1' }] }

  function committing() {
    let context: FrameRequestContext | undefined
    let finish: ((value: string) => void) | undefined
    const setupResult = serving({
      handlers: {
        RPC_REQUEST: (_request, requestContext) => {
          context = requestContext
          return new Promise((resolve) => {
            finish = resolve
          })
        },
      },
    })
    return {
      ...setupResult,
      context: () => context as FrameRequestContext,
      finish: (value: string) => finish?.(value),
    }
  }

  it('sends APPROVED {id} to the requesting origin, ignores a later ABORT and still answers with the result', async () => {
    const { request, parentSays, answerTo, posts, context, finish, server } = committing()
    const id = request('RPC_REQUEST', send)
    await flush()
    context().commit()
    context().commit() // Once is enough.
    expect(posts().filter((post) => post.type === '@w3m-frame/APPROVED')).toEqual([
      { type: '@w3m-frame/APPROVED', payload: { id }, to: HOST_ORIGIN },
    ])
    parentSays({ type: '@w3m-app/ABORT', id })
    await flush()
    expect(context().signal.aborted).toBe(false)
    expect(server.pendingCount).toBe(1)
    finish(hash)
    await flush()
    expect(answerTo(id).at(-1)).toEqual({
      type: '@w3m-frame/RPC_REQUEST_SUCCESS',
      id,
      payload: hash,
      to: HOST_ORIGIN,
    })
  })

  it('refuses to commit once the host gave up (the operation must not run), and sends no APPROVED', async () => {
    const { request, parentSays, posts, context } = committing()
    const id = request('RPC_REQUEST', send)
    await flush()
    parentSays({ type: '@w3m-app/ABORT', id })
    await flush()
    expect(() => context().commit()).toThrow(RequestAbortedError)
    expect(posts().filter((post) => post.type === '@w3m-frame/APPROVED')).toEqual([])
  })

  it('APPROVED cannot be sent with emit(): only commit() sends it', () => {
    const { server } = serving()
    expect(() => server.emit('APPROVED' as 'SESSION_UPDATE', { id: 'x' } as never)).toThrow(
      InvalidFrameRequestError,
    )
  })
})

describe('waitForUser(): the frame waits for the user on its own UI', () => {
  function answering() {
    let context: FrameRequestContext | undefined
    let finish: ((value: undefined) => void) | undefined
    const setupResult = serving({
      allowedParentOrigins: [HOST_ORIGIN, OTHER_ORIGIN],
      handlers: {
        CONNECT_OTP: (_params, requestContext) => {
          context = requestContext
          return new Promise((resolve) => {
            finish = resolve
          })
        },
      },
    })
    const inputRequests = () =>
      setupResult.posts().filter((post) => post.type === '@w3m-frame/INPUT_REQUESTED')
    return {
      ...setupResult,
      inputRequests,
      context: () => context as FrameRequestContext,
      finish: () => finish?.(undefined),
    }
  }

  it('sends INPUT_REQUESTED {id} once, to the origin that sent the request only', async () => {
    const { request, context, inputRequests, fake, answerTo, finish } = answering()
    const before = fake.posts.length
    const id = request('CONNECT_OTP', { otp: '123456' }, OTHER_ORIGIN)
    await flush()
    context().waitForUser()
    context().waitForUser() // Once is enough.
    expect(inputRequests()).toEqual([
      { type: '@w3m-frame/INPUT_REQUESTED', payload: { id }, to: OTHER_ORIGIN },
    ])
    expect(fake.posts.length).toBe(before + 1)
    // The request is answered as usual afterwards.
    finish()
    await flush()
    expect(answerTo(id)).toEqual([{ type: '@w3m-frame/CONNECT_OTP_SUCCESS', id, to: OTHER_ORIGIN }])
  })

  it('the host can still abort the request: its signal aborts and nothing is answered', async () => {
    const { request, parentSays, context, answerTo, finish, server } = answering()
    const id = request('CONNECT_OTP', { otp: '123456' })
    await flush()
    context().waitForUser()
    parentSays({ type: '@w3m-app/ABORT', id })
    await flush()
    expect(context().signal.aborted).toBe(true)
    expect(server.pendingCount).toBe(0)
    finish()
    await flush()
    expect(answerTo(id)).toEqual([])
  })

  it('throws RequestAbortedError once the host gave up, or the server is gone, and sends nothing', async () => {
    const aborted = answering()
    const id = aborted.request('CONNECT_OTP', { otp: '123456' })
    await flush()
    aborted.parentSays({ type: '@w3m-app/ABORT', id })
    await flush()
    expect(() => aborted.context().waitForUser()).toThrow(RequestAbortedError)
    expect(aborted.inputRequests()).toEqual([])

    const destroyed = answering()
    destroyed.request('CONNECT_OTP', { otp: '123456' })
    await flush()
    destroyed.server.destroy()
    expect(() => destroyed.context().waitForUser()).toThrow(RequestAbortedError)
    expect(destroyed.inputRequests()).toEqual([])
  })

  it('INPUT_REQUESTED cannot be sent with emit(): only waitForUser() sends it', () => {
    const { server } = serving()
    expect(() => server.emit('INPUT_REQUESTED' as 'SESSION_UPDATE', { id: 'x' } as never)).toThrow(
      InvalidFrameRequestError,
    )
  })
})

describe('asynchronous allow-lists', () => {
  it('waits for the check, then asks once per origin', async () => {
    const allowed = vi.fn(async (origin: string) => origin === HOST_ORIGIN)
    const handler = vi.fn(() => undefined)
    const { request, answerTo } = setup({ allowedParentOrigins: allowed, handlers: { SIGN_OUT: handler } })
    const first = request('SIGN_OUT')
    const second = request('SIGN_OUT')
    const refused = request('SIGN_OUT', undefined, EVIL_ORIGIN)
    await flush(20)
    expect(answerTo(first)).toHaveLength(1)
    expect(answerTo(second)).toHaveLength(1)
    expect(answerTo(refused)).toEqual([])
    expect(handler).toHaveBeenCalledTimes(2)
    expect(allowed.mock.calls.map(([origin]) => origin)).toEqual([HOST_ORIGIN, EVIL_ORIGIN])
  })

  it('refuses when the check fails, and asks again next time', async () => {
    let attempt = 0
    const allowed = vi.fn(async () => {
      attempt++
      if (attempt === 1) throw new Error('allow-list service down')
      return true
    })
    const { request, answerTo, log } = setup({
      allowedParentOrigins: allowed,
      handlers: { SIGN_OUT: () => undefined },
    })
    const first = request('SIGN_OUT')
    await flush(20)
    expect(answerTo(first)).toEqual([])
    expect(log.count('error')).toBeGreaterThan(0)
    const second = request('SIGN_OUT')
    await flush(20)
    expect(answerTo(second)).toHaveLength(1)
  })

  it('refuses when the check takes too long', async () => {
    vi.useFakeTimers()
    const { request, answerTo } = setup({
      allowedParentOrigins: () => new Promise<boolean>(() => {}),
      originCheckTimeoutMs: 1_000,
      handlers: { SIGN_OUT: () => undefined },
    })
    const id = request('SIGN_OUT')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(answerTo(id)).toEqual([])
  })

  it('refuses when the check throws or answers something other than true', async () => {
    const throwing = setup({
      allowedParentOrigins: () => {
        throw new Error('bug')
      },
      handlers: { SIGN_OUT: () => undefined },
    })
    const sloppy = setup({
      allowedParentOrigins: (() => 'yes') as unknown as () => boolean,
      handlers: { SIGN_OUT: () => undefined },
    })
    const a = throwing.request('SIGN_OUT')
    const b = sloppy.request('SIGN_OUT')
    await flush()
    expect(throwing.answerTo(a)).toEqual([])
    expect(sloppy.answerTo(b)).toEqual([])
  })
})

describe('emit()', () => {
  it('needs a known parent origin: "W3mFrame: parent is not set"', () => {
    const { server } = setup({ allowedParentOrigins: () => true }, { referrer: '' })
    expect(() => server.emit('SESSION_UPDATE', { token: 't' })).toThrow(FrameParentNotSetError)
  })

  it('posts to the parent origin learnt from HELLO', async () => {
    const { server, parentSays, posts } = setup({ allowedParentOrigins: () => true }, { referrer: '' })
    parentSays({ type: '@w3m-app/HELLO' })
    await flush()
    server.emit('USER_CHANGED', { user: { address, chainId: 1 } })
    expect(posts().at(-1)).toEqual({
      type: '@w3m-frame/USER_CHANGED',
      payload: { user: { address, chainId: 1 } },
      to: HOST_ORIGIN,
    })
  })

  it('checks the payload and refuses READY', () => {
    const { server } = setup()
    expect(() => server.emit('SESSION_UPDATE', { token: '' })).toThrow(InvalidFrameRequestError)
    expect(() => server.emit('READY' as 'SESSION_UPDATE', { token: 't' })).toThrow(InvalidFrameRequestError)
  })
})

describe('destroy()', () => {
  it('removes its listener, aborts handlers and answers nothing more', async () => {
    let signal: AbortSignal | undefined
    let finish: ((value: { isConnected: boolean }) => void) | undefined
    const { server, request, answerTo, pair } = setup({
      handlers: {
        IS_CONNECTED: (_params, context) => {
          signal = context.signal
          return new Promise((resolve) => {
            finish = resolve
          })
        },
      },
    })
    const id = request('IS_CONNECTED')
    await flush()
    server.destroy()
    server.destroy()
    expect(signal?.aborted).toBe(true)
    expect(pair.frame.listenerCount).toBe(0)
    expect(pair.frame.added).toBe(pair.frame.removed)
    finish?.({ isConnected: true })
    await flush()
    expect(answerTo(id)).toEqual([])
    expect(() => server.emit('SESSION_UPDATE', { token: 't' })).toThrow(FrameParentNotSetError)
  })
})
