import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createFrameClient,
  type FrameClientOptions,
  FrameError,
  FrameLoadError,
  FrameNotSetError,
  FrameReloadedError,
  FrameTimeoutError,
  InvalidFrameOptionsError,
  InvalidFrameRequestError,
  InvalidFrameResponseError,
  APPROVED_REQUEST_TIMEOUT_MS,
  RequestAbortedError,
  RequestMaybeSentError,
  RpcNotAllowedError,
  type RpcRequest,
} from './exports/index.js'
import {
  createRecordingLogger,
  createWindowPair,
  EVIL_ORIGIN,
  FRAME_ORIGIN,
  FRAME_URL,
  flush,
  HOST_ORIGIN,
} from './testing/windowPair.js'
import { createFakeFrameLink } from './testing/fakeFrameLink.js'
import { connectFrameClient } from './client.js'
import { resolveClientConfig } from './clientOptions.js'

const address = '0x1111111111111111111111111111111111111111'
const user = { address, chainId: 'eip155:80002' }
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

type Posted = { type: string; id?: string; payload?: unknown }

let destroyers: (() => void)[] = []
afterEach(() => {
  for (const destroy of destroyers) destroy()
  destroyers = []
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function setup(options: Partial<FrameClientOptions> = {}) {
  const pair = createWindowPair()
  const log = createRecordingLogger()
  const client = createFrameClient({
    frameUrl: FRAME_URL,
    projectId: 'project-1',
    chainId: 'eip155:80002',
    window: pair.host,
    logger: log.logger,
    ...options,
  })
  destroyers.push(() => client.destroy())
  /** A message from the frame, exactly as the browser would deliver it. */
  const frameSays = (data: unknown) =>
    pair.host.dispatch({ data, origin: FRAME_ORIGIN, source: pair.frameProxy })
  return { pair, log, ...conversation(client, frameSays, () => pair.frameProxy.posts) }
}

/** What a test reads and says over a client's link: the frame's messages in, the client's posts out. */
function conversation<Client extends { mount(): Promise<unknown> }>(
  client: Client,
  frameSays: (data: unknown) => void,
  posts: () => readonly { message: unknown }[],
) {
  const ready = (instanceId = 'instance-1') =>
    frameSays({ type: '@w3m-frame/READY', payload: { instanceId, version: '0.1.0' } })
  const posted = () => posts().map((post) => post.message as Posted)
  const requests = () =>
    posted().filter((message) => message.type !== '@w3m-app/HELLO' && message.type !== '@w3m-app/ABORT')
  const lastRequest = () => {
    const last = requests().at(-1)
    if (!last?.id) throw new Error('test: no request was posted')
    return last as Posted & { id: string }
  }
  const aborts = () => posted().filter((message) => message.type === '@w3m-app/ABORT')
  const mounted = async () => {
    const mounting = client.mount()
    ready()
    await mounting
  }
  return { client, frameSays, ready, posted, requests, lastRequest, aborts, mounted }
}

/**
 * The client's handshake and correlation over a fake link to the frame: messages are handed over as the messenger
 * hands them over once it accepted them. Which messages it accepts, and the iframe, are tested through `setup`.
 */
function connecting(options: Partial<FrameClientOptions> = {}) {
  const log = createRecordingLogger()
  const link = createFakeFrameLink(log.logger)
  const config = resolveClientConfig({
    frameUrl: FRAME_URL,
    projectId: 'project-1',
    chainId: 'eip155:80002',
    ...options,
  })
  const client = connectFrameClient(config, log.logger, link.open)
  destroyers.push(() => client.destroy())
  return {
    link,
    log,
    ...conversation(
      client,
      (data) => link.frameSays(data),
      () => link.posts,
    ),
  }
}

/** Tracks whether a promise settled, without letting a rejection go unhandled. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false }
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  )
  return state
}

describe('creating a client', () => {
  it('touches no DOM and installs no listener until it is used (SSR-safe)', () => {
    const { pair, client } = setup()
    expect(pair.iframes).toHaveLength(0)
    expect(pair.host.added).toBe(0)
    expect(client.iframe).toBeUndefined()
    expect(client.ready).toBe(false)
  })

  it('builds the frame URL with URL-encoded projectId and chainId, keeping existing parameters', () => {
    const { client } = setup({ frameUrl: 'https://frame.example/sdk?lang=en', projectId: 'a b&c=d/é' })
    const url = new URL(client.src)
    expect(url.origin + url.pathname).toBe('https://frame.example/sdk')
    expect(url.searchParams.get('lang')).toBe('en')
    expect(url.searchParams.get('projectId')).toBe('a b&c=d/é')
    expect(url.searchParams.get('chainId')).toBe('eip155:80002')
    expect(client.src).toContain('chainId=eip155%3A80002')
    expect(client.src).not.toContain('a b&c')
  })

  it('sends numeric chain ids as CAIP-2', () => {
    expect(new URL(setup({ chainId: 137 }).client.src).searchParams.get('chainId')).toBe('eip155:137')
    expect(new URL(setup({ chainId: '80002' }).client.src).searchParams.get('chainId')).toBe('eip155:80002')
    const solana = setup({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }).client
    expect(new URL(solana.src).searchParams.get('chainId')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it("takes the frame's origin from frameUrl unless allowedOrigin says otherwise", () => {
    expect(setup().client.frameOrigin).toBe(FRAME_ORIGIN)
    expect(setup({ allowedOrigin: 'https://other.example' }).client.frameOrigin).toBe('https://other.example')
    expect(setup({ allowedOrigin: 'https://other.example/' }).client.frameOrigin).toBe(
      'https://other.example',
    )
  })

  it.each<[string, Partial<FrameClientOptions>]>([
    ['a frameUrl that is not a URL', { frameUrl: 'secure frame' }],
    ['a javascript: frameUrl', { frameUrl: 'javascript:alert(1)' }],
    ['a data: frameUrl (opaque origin)', { frameUrl: 'data:text/html,<p>hi</p>' }],
    ['an empty projectId', { projectId: '  ' }],
    ['a bad chainId', { chainId: 'mainnet' }],
    ['a zero chainId', { chainId: 0 }],
    ['an allowedOrigin with a path', { allowedOrigin: 'https://frame.example/sdk' }],
    ["a '*' allowedOrigin", { allowedOrigin: '*' }],
    ['a zero timeout', { timeoutMs: 0 }],
    ['a NaN timeout', { timeoutMs: Number.NaN }],
    ['an endless unsafe timeout', { unsafeTimeoutMs: Number.POSITIVE_INFINITY }],
    ['a timeout setTimeout cannot hold', { userActionTimeoutMs: 2 ** 31 }],
  ])('refuses %s with a typed error', (_label, options) => {
    expect(() => setup(options)).toThrow(InvalidFrameOptionsError)
  })

  it('refuses missing options with a typed error, not a crash', () => {
    expect(() => createFrameClient(undefined as unknown as FrameClientOptions)).toThrow(
      InvalidFrameOptionsError,
    )
    expect(() => createFrameClient({ frameUrl: 42 } as unknown as FrameClientOptions)).toThrow(
      InvalidFrameOptionsError,
    )
  })
})

describe('mounting and the READY handshake', () => {
  it('creates one hidden, sandboxed iframe and resolves on READY', async () => {
    const { client, pair, mounted } = setup()
    await Promise.all([mounted(), client.mount()])
    expect(pair.iframes).toHaveLength(1)
    const iframe = client.iframe
    expect(iframe?.isConnected).toBe(true)
    expect(iframe?.parentElement).toBe(document.body)
    expect(iframe?.src).toBe(client.src)
    expect(iframe?.getAttribute('referrerpolicy')).toBe('origin')
    expect(iframe?.getAttribute('sandbox')).toContain('allow-scripts')
    expect(iframe?.getAttribute('allow')).toBe('publickey-credentials-create; publickey-credentials-get')
    expect(iframe?.style.display).toBe('none')
    expect(iframe?.title).toBeTruthy()
    expect(client.ready).toBe(true)
    await client.mount()
    expect(pair.iframes).toHaveLength(1)
  })

  it('appends to the given parent and honours sandbox: null', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    const { client, mounted } = setup({ parent: container, sandbox: null })
    await mounted()
    expect(client.iframe?.parentElement).toBe(container)
    expect(client.iframe?.hasAttribute('sandbox')).toBe(false)
  })

  it('greets the frame on every iframe load, posting only to the frame origin', () => {
    const { client, posted, pair } = setup()
    void client.mount().catch(() => {})
    client.iframe?.dispatchEvent(new Event('load'))
    expect(posted()).toContainEqual({ type: '@w3m-app/HELLO' })
    for (const post of pair.frameProxy.posts) expect(post.targetOrigin).toBe(FRAME_ORIGIN)
  })

  it('ignores a READY from the wrong origin or the wrong source', async () => {
    const { client, pair } = setup()
    const mounting = track(client.mount())
    const ready = { type: '@w3m-frame/READY', payload: { instanceId: 'i', version: '0' } }
    pair.host.dispatch({ data: ready, origin: EVIL_ORIGIN, source: pair.frameProxy })
    pair.host.dispatch({ data: ready, origin: FRAME_ORIGIN, source: pair.host })
    pair.host.dispatch({ data: ready, origin: FRAME_ORIGIN, source: null })
    await flush()
    expect(mounting.settled).toBe(false)
    pair.host.dispatch({ data: ready, origin: FRAME_ORIGIN, source: pair.frameProxy })
    await flush()
    expect(mounting.settled).toBe(true)
    expect(mounting.error).toBeUndefined()
  })

  it('fails with "Unable to load email login dependency" when no READY arrives, leaving nothing behind', async () => {
    vi.useFakeTimers()
    const { client, pair, ready } = setup({ timeoutMs: 1_000 })
    const mounting = track(client.mount())
    await vi.advanceTimersByTimeAsync(999)
    expect(mounting.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(mounting.error).toBeInstanceOf(FrameLoadError)
    expect((mounting.error as FrameLoadError).shortMessage).toBe('Unable to load email login dependency')
    expect(pair.iframes[0]?.isConnected).toBe(false)
    expect(pair.host.listenerCount).toBe(0)
    expect(client.iframe).toBeUndefined()

    // A later call starts over.
    const retry = client.mount()
    ready()
    await retry
    expect(pair.iframes).toHaveLength(2)
    expect(client.ready).toBe(true)
  })

  it("fails at once, saying what to allow, when the page's Content-Security-Policy blocks the frame", async () => {
    const { client, pair, ready } = setup({ timeoutMs: 60_000 })
    // The browser reports blocked loads on the host document.
    Object.assign(pair.host.document, {
      addEventListener: document.addEventListener.bind(document),
      removeEventListener: document.removeEventListener.bind(document),
    })
    const violation = (blockedURI: string) =>
      document.dispatchEvent(
        Object.assign(new Event('securitypolicyviolation'), { blockedURI, effectiveDirective: 'frame-src' }),
      )
    const mounting = track(client.mount())
    violation('https://images.example/logo.png') // another resource: not the frame
    await flush()
    expect(mounting.settled).toBe(false)
    violation(FRAME_URL)
    await flush()
    expect(mounting.error).toBeInstanceOf(FrameLoadError)
    expect((mounting.error as FrameLoadError).shortMessage).toBe('Unable to load email login dependency')
    expect((mounting.error as FrameLoadError).details).toBe(
      `This page's Content-Security-Policy (frame-src) blocks the secure frame: allow ${FRAME_ORIGIN} in frame-src.`,
    )
    expect(pair.iframes[0]?.isConnected).toBe(false)
    // Once the page allows the frame, the next attempt loads it.
    const retry = client.mount()
    ready()
    await retry
    expect(client.ready).toBe(true)
  })

  it('a request whose frame never loads fails the same way', async () => {
    vi.useFakeTimers()
    const { client } = setup({ timeoutMs: 500 })
    const request = track(client.request('IS_CONNECTED'))
    await vi.advanceTimersByTimeAsync(500)
    expect(request.error).toBeInstanceOf(FrameLoadError)
  })

  it('says "W3mFrame: iframe is not set" when there is no window (server-side)', async () => {
    vi.stubGlobal('window', undefined)
    const client = createFrameClient({ frameUrl: FRAME_URL, projectId: 'p', chainId: 1 })
    const error = await client.mount().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameNotSetError)
    expect((error as FrameNotSetError).shortMessage).toBe('W3mFrame: iframe is not set')
  })
})

/**
 * Makes the host's document one a script in `<head>` sees: still loading, no body yet. `parseBody()` is the parser
 * reaching `<body>` and finishing (readystatechange to interactive, then DOMContentLoaded).
 */
function loadingDocument(pair: ReturnType<typeof createWindowPair>) {
  const target = new EventTarget()
  const listeners = new Map<string, Set<EventListener>>()
  let body: HTMLElement | null = null
  let readyState: DocumentReadyState = 'loading'
  Object.defineProperties(pair.host.document, {
    body: { configurable: true, get: () => body },
    readyState: { configurable: true, get: () => readyState },
  })
  Object.assign(pair.host.document, {
    addEventListener(type: string, listener: EventListener) {
      if (!listeners.has(type)) listeners.set(type, new Set())
      listeners.get(type)?.add(listener)
      target.addEventListener(type, listener)
    },
    removeEventListener(type: string, listener: EventListener) {
      listeners.get(type)?.delete(listener)
      target.removeEventListener(type, listener)
    },
  })
  return {
    /** Listeners waiting for the body (readystatechange and DOMContentLoaded). */
    waiting: () =>
      (listeners.get('readystatechange')?.size ?? 0) + (listeners.get('DOMContentLoaded')?.size ?? 0),
    parseBody() {
      body = document.body
      readyState = 'interactive'
      target.dispatchEvent(new Event('readystatechange'))
      target.dispatchEvent(new Event('DOMContentLoaded'))
    },
    /** The document finished without a body (not HTML). */
    finishWithoutBody() {
      readyState = 'complete'
      target.dispatchEvent(new Event('readystatechange'))
    },
  }
}

describe('mounting from a script in <head>, before the page has a body', () => {
  it('waits for the body, then appends the iframe to it and completes the handshake', async () => {
    const { client, pair, ready } = setup()
    const page = loadingDocument(pair)
    const mounting = track(client.mount())
    await flush()
    expect(mounting.settled).toBe(false)
    expect(pair.iframes).toHaveLength(0)
    expect(page.waiting()).toBe(2)
    page.parseBody()
    expect(pair.iframes).toHaveLength(1)
    expect(client.iframe?.parentElement).toBe(document.body)
    expect(page.waiting()).toBe(0)
    ready()
    await flush()
    expect(mounting.settled).toBe(true)
    expect(mounting.error).toBeUndefined()
    expect(client.ready).toBe(true)
  })

  it('a request made meanwhile is sent once the frame is up', async () => {
    const { client, pair, ready, lastRequest, frameSays } = setup()
    const page = loadingDocument(pair)
    const checking = track(client.request('IS_CONNECTED'))
    await flush()
    page.parseBody()
    ready()
    await flush()
    const { id } = lastRequest()
    frameSays({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } })
    await flush()
    expect(checking.value).toEqual({ isConnected: true })
  })

  it('the handshake timeout bounds the wait for the body and the READY together', async () => {
    vi.useFakeTimers()
    const { client, pair } = setup({ timeoutMs: 1_000 })
    const page = loadingDocument(pair)
    const mounting = track(client.mount())
    await vi.advanceTimersByTimeAsync(999)
    expect(mounting.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(mounting.error).toBeInstanceOf(FrameLoadError)
    expect((mounting.error as FrameLoadError).details).toBe('document.body did not appear within 1000 ms.')
    expect(page.waiting()).toBe(0)
    expect(pair.iframes).toHaveLength(0)
    expect(pair.host.listenerCount).toBe(0)

    // The body arriving after 600 ms leaves the READY 400 ms, not a fresh 1000.
    const again = track(client.mount())
    await vi.advanceTimersByTimeAsync(600)
    page.parseBody()
    expect(pair.iframes).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(400)
    expect(again.error).toBeInstanceOf(FrameLoadError)
    expect((again.error as FrameLoadError).details).toMatch(/^No READY from /)
    expect(pair.iframes[0]?.isConnected).toBe(false)
  })

  it('destroy() during the wait rejects the mount and leaves nothing behind, even once the body comes', async () => {
    const { client, pair } = setup()
    const page = loadingDocument(pair)
    const mounting = track(client.mount())
    const request = track(client.request('IS_CONNECTED'))
    await flush()
    client.destroy()
    await flush()
    expect(mounting.error).toBeInstanceOf(FrameNotSetError)
    expect(request.error).toBeInstanceOf(FrameNotSetError)
    expect(page.waiting()).toBe(0)
    page.parseBody()
    expect(pair.iframes).toHaveLength(0)
    expect(pair.host.added).toBe(0)
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('fails at once when the document finished loading without a body, or ends without one', async () => {
    const { client, pair } = setup()
    const page = loadingDocument(pair)
    page.finishWithoutBody()
    const error = await client.mount().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameLoadError)
    expect((error as FrameLoadError).details).toBe('document.body does not exist yet.')

    const other = setup()
    const otherPage = loadingDocument(other.pair)
    const mounting = track(other.client.mount())
    otherPage.finishWithoutBody()
    await flush()
    expect(mounting.error).toBeInstanceOf(FrameLoadError)
    expect((mounting.error as FrameLoadError).details).toBe('The document has no body.')
    expect(otherPage.waiting()).toBe(0)
  })

  it('an explicit parent needs no body', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    const { client, pair, mounted } = setup({ parent: container })
    const page = loadingDocument(pair)
    await mounted()
    expect(client.iframe?.parentElement).toBe(container)
    expect(page.waiting()).toBe(0)
  })
})

describe('requests', () => {
  it('posts {type, id, payload} to the exact frame origin with fresh UUIDs', async () => {
    const { client, link, mounted, requests, frameSays } = connecting()
    await mounted()
    const first = client.request('CONNECT_EMAIL', { email: 'a@b.co' })
    const second = client.request('GET_USER', { chainId: 1 })
    await flush()
    const [email, getUser] = requests()
    expect(email).toMatchObject({ type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'a@b.co' } })
    expect(getUser).toMatchObject({ type: '@w3m-app/GET_USER', payload: { chainId: 1 } })
    expect(email?.id).toMatch(uuid)
    expect(getUser?.id).toMatch(uuid)
    expect(email?.id).not.toBe(getUser?.id)
    for (const post of link.posts) expect(post.targetOrigin).toBe(FRAME_ORIGIN)
    // Answers may come in any order.
    frameSays({ type: '@w3m-frame/GET_USER_SUCCESS', id: getUser?.id, payload: user })
    frameSays({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: email?.id, payload: { action: 'VERIFY_OTP' } })
    await expect(first).resolves.toEqual({ action: 'VERIFY_OTP' })
    await expect(second).resolves.toEqual(user)
    expect(client.pendingCount).toBe(0)
  })

  it('omits the payload of requests that have none', async () => {
    const { client, mounted, lastRequest } = connecting()
    await mounted()
    void client.request('SIGN_OUT').catch(() => {})
    await flush()
    expect(Object.keys(lastRequest()).sort()).toEqual(['id', 'type'])
  })

  it('strips fields the protocol does not know from results', async () => {
    const { client, mounted, lastRequest, frameSays } = connecting()
    await mounted()
    const pending = client.request('GET_USER')
    await flush()
    frameSays({
      type: '@w3m-frame/GET_USER_SUCCESS',
      id: lastRequest().id,
      payload: { ...user, privateKey: '0x' },
    })
    expect(await pending).toEqual(user)
  })

  it('turns _ERROR into FrameError with the message, or "An error occurred"', async () => {
    const { client, mounted, lastRequest, frameSays } = connecting()
    await mounted()
    const withMessage = client.request('CONNECT_OTP', { otp: '123456' })
    await flush()
    frameSays({
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      id: lastRequest().id,
      payload: { message: 'Invalid code' },
    })
    await expect(withMessage).rejects.toMatchObject({ name: 'FrameError', shortMessage: 'Invalid code' })
    const withoutMessage = client.request('CONNECT_OTP', { otp: '123456' })
    await flush()
    frameSays({ type: '@w3m-frame/CONNECT_OTP_ERROR', id: lastRequest().id })
    const error = await withoutMessage.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameError)
    expect((error as FrameError).shortMessage).toBe('An error occurred')
    expect((error as FrameError).code).toBeUndefined()
  })

  it("keeps the frame's EIP-1193 code on the FrameError", async () => {
    const { client, mounted, lastRequest, frameSays } = connecting()
    await mounted()
    const rejected = client.request('CONNECT_OTP', { otp: '123456' })
    await flush()
    frameSays({
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      id: lastRequest().id,
      payload: { message: 'User rejected the request', code: 4001 },
    })
    await expect(rejected).rejects.toMatchObject({ name: 'FrameError', code: 4001 })
  })

  it('rejects a result from the frame that breaks the protocol instead of hanging', async () => {
    const { client, mounted, lastRequest, frameSays } = connecting()
    await mounted()
    const pending = client.request('CONNECT_EMAIL', { email: 'a@b.co' })
    await flush()
    frameSays({
      type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
      id: lastRequest().id,
      payload: { action: 'LOG_IN' },
    })
    await expect(pending).rejects.toBeInstanceOf(InvalidFrameResponseError)
    expect(client.pendingCount).toBe(0)
  })

  it('checks RPC results per method', async () => {
    const { client, mounted, lastRequest, frameSays } = connecting()
    await mounted()
    const signing = client.rpc({ method: 'personal_sign', params: ['0x00', address] })
    await flush()
    frameSays({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: lastRequest().id, payload: 'not a signature' })
    await expect(signing).rejects.toBeInstanceOf(InvalidFrameResponseError)
    const balance = client.rpc({ method: 'eth_getBalance', params: [address, 'latest'] })
    await flush()
    frameSays({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: lastRequest().id, payload: '0x10' })
    await expect(balance).resolves.toBe('0x10')
  })

  // Spec rule: a signed message is 0x plus at least 62 hex characters, checked on the frame's answer.
  it.each([
    ['personal_sign', () => ({ method: 'personal_sign', params: ['0x00', address] }) satisfies RpcRequest],
    [
      'eth_signTypedData_v4',
      () => ({ method: 'eth_signTypedData_v4', params: [address, '{"types":{}}'] }) satisfies RpcRequest,
    ],
  ] as const)(
    'takes a %s signature of 0x plus 62 hex characters, and refuses 61, no 0x or non-hex',
    async (_, request) => {
      const { client, mounted, lastRequest, frameSays } = connecting()
      await mounted()
      const signature = `0x${'ab'.repeat(31)}`
      const signing = client.rpc(request())
      await flush()
      frameSays({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: lastRequest().id, payload: signature })
      await expect(signing).resolves.toBe(signature)
      for (const refused of [signature.slice(0, -1), `${'ab'.repeat(32)}`, `${signature.slice(0, -1)}g`]) {
        const answered = client.rpc(request())
        await flush()
        frameSays({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: lastRequest().id, payload: refused })
        await expect(answered, refused).rejects.toBeInstanceOf(InvalidFrameResponseError)
      }
    },
  )

  it('refuses bad params before anything is created or posted', async () => {
    const { client, link } = connecting()
    await expect(client.request('CONNECT_EMAIL', { email: 'not-an-email' })).rejects.toBeInstanceOf(
      InvalidFrameRequestError,
    )
    await expect(
      client.request('GET_SOCIAL_REDIRECT_URI', { provider: 'farcaster' as 'google' }),
    ).rejects.toBeInstanceOf(InvalidFrameRequestError)
    await expect(
      client.rpc({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'abc' }] }] }),
    ).rejects.toBeInstanceOf(InvalidFrameRequestError)
    await expect(
      (client.request as (name: string, params?: unknown) => Promise<unknown>)('MINT_TOKENS'),
    ).rejects.toBeInstanceOf(InvalidFrameRequestError)
    expect(link.opened).toBe(0)
    expect(link.posts).toHaveLength(0)
  })

  it('refuses RPC methods outside both lists with "Requested RPC call is not allowed"', async () => {
    const { client, link } = connecting()
    const error = await client
      .request('RPC_REQUEST', { method: 'eth_sign', params: [] } as never)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcNotAllowedError)
    expect((error as RpcNotAllowedError).shortMessage).toBe('Requested RPC call is not allowed')
    expect((error as RpcNotAllowedError).uiMessage).toBe('Action not allowed')
    expect(link.opened).toBe(0)
    expect(link.posts).toHaveLength(0)
  })
})

describe('messages the client drops (nothing accepted, nothing thrown, logged)', () => {
  async function waitingRequest() {
    const context = setup()
    await context.mounted()
    const pending = context.client.request('GET_USER')
    const state = track(pending)
    await flush()
    const { id } = context.lastRequest()
    context.log.clear()
    return { ...context, id, state }
  }

  async function expectStillWaiting(context: Awaited<ReturnType<typeof waitingRequest>>) {
    await flush()
    expect(context.state.settled).toBe(false)
    expect(context.client.pendingCount).toBe(1)
    expect(context.log.count()).toBeGreaterThan(0)
    // Still usable: the genuine answer goes through.
    context.frameSays({ type: '@w3m-frame/GET_USER_SUCCESS', id: context.id, payload: user })
    await flush()
    expect(context.state).toMatchObject({ settled: true, value: user })
    expect(context.pair.host.listenerCount).toBe(1)
  }

  it('a reply from the wrong origin', async () => {
    const context = await waitingRequest()
    const data = { type: '@w3m-frame/GET_USER_SUCCESS', id: context.id, payload: user }
    expect(() =>
      context.pair.host.dispatch({ data, origin: EVIL_ORIGIN, source: context.pair.frameProxy }),
    ).not.toThrow()
    context.pair.host.dispatch({ data, origin: HOST_ORIGIN, source: context.pair.frameProxy })
    context.pair.host.dispatch({ data, origin: `${FRAME_ORIGIN}:443`, source: context.pair.frameProxy })
    await expectStillWaiting(context)
  })

  it('a reply from the wrong source', async () => {
    const context = await waitingRequest()
    const data = { type: '@w3m-frame/GET_USER_SUCCESS', id: context.id, payload: user }
    for (const source of [context.pair.host, null, undefined, {}, context.pair.parentProxy])
      context.pair.host.dispatch({ data, origin: FRAME_ORIGIN, source })
    await expectStillWaiting(context)
  })

  it('malformed payloads', async () => {
    const context = await waitingRequest()
    for (const data of [
      null,
      'GET_USER_SUCCESS',
      '{"type":"@w3m-frame/GET_USER_SUCC',
      42,
      [],
      { type: null, id: context.id },
      { id: context.id, payload: user },
      { type: '@w3m-frame/GET_USER_SUCCESS', id: 42, payload: user },
      { type: '@w3m-frame/GET_USER_ERROR', id: context.id, payload: { message: { nested: true } } },
    ])
      context.frameSays(data)
    await expectStillWaiting(context)
  })

  it('unknown types', async () => {
    const context = await waitingRequest()
    for (const type of [
      '@w3m-frame/GET_USERS_SUCCESS',
      '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS',
      'evil@w3m-frame/GET_USER_SUCCESS',
      '@w3m-app/GET_USER',
      '@w3m-frame/constructor_SUCCESS',
      '@w3m-frame/GET_USER',
    ])
      context.frameSays({ type, id: context.id, payload: user })
    await expectStillWaiting(context)
  })

  it('a reply whose type belongs to another request', async () => {
    const context = await waitingRequest()
    context.frameSays({
      type: '@w3m-frame/IS_CONNECTED_SUCCESS',
      id: context.id,
      payload: { isConnected: true },
    })
    context.frameSays({ type: '@w3m-frame/GET_USER_SUCCESS', id: crypto.randomUUID(), payload: user })
    await expectStillWaiting(context)
  })

  it('frame events that arrive before READY', async () => {
    const { client, frameSays, log } = setup()
    const sessions: unknown[] = []
    client.on('SESSION_UPDATE', (payload) => sessions.push(payload))
    void client.mount().catch(() => {})
    frameSays({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } })
    expect(sessions).toEqual([])
    expect(log.count('warn')).toBe(1)
  })
})

describe('timeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('rejects after timeoutMs, tells the frame, and drops the late reply', async () => {
    const { client, mounted, lastRequest, aborts, frameSays, log } = connecting({ timeoutMs: 1_000 })
    await mounted()
    const pending = track(client.request('GET_USER'))
    await vi.advanceTimersByTimeAsync(0)
    const { id } = lastRequest()
    await vi.advanceTimersByTimeAsync(999)
    expect(pending.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(pending.error).toBeInstanceOf(FrameTimeoutError)
    expect(client.pendingCount).toBe(0)
    expect(aborts()).toEqual([{ type: '@w3m-app/ABORT', id }])

    log.clear()
    expect(() => frameSays({ type: '@w3m-frame/GET_USER_SUCCESS', id, payload: user })).not.toThrow()
    expect(log.entries.map((entry) => entry.message)).toEqual(['dropped a reply no request is waiting for'])
  })

  it('uses the default of 20 s', async () => {
    const { client, mounted } = connecting()
    await mounted()
    const pending = track(client.request('IS_CONNECTED'))
    await vi.advanceTimersByTimeAsync(19_999)
    expect(pending.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(pending.error).toBeInstanceOf(FrameTimeoutError)
  })

  it('gives requests that wait for the user (CONNECT_DEVICE, CONNECT_FARCASTER) the user-action timeout', async () => {
    const { client, mounted } = connecting({ timeoutMs: 1_000, userActionTimeoutMs: 60_000 })
    await mounted()
    const device = track(client.request('CONNECT_DEVICE'))
    const farcaster = track(client.request('CONNECT_FARCASTER'))
    await vi.advanceTimersByTimeAsync(59_999)
    expect(device.settled || farcaster.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(device.error).toBeInstanceOf(FrameTimeoutError)
    expect(farcaster.error).toBeInstanceOf(FrameTimeoutError)
  })

  it('lets an unsafe RPC request wait for the user without a timeout by default', async () => {
    const { client, mounted } = connecting({ timeoutMs: 1_000 })
    await mounted()
    const signing = track(client.rpc({ method: 'personal_sign', params: ['0x00', address] }))
    const reading = track(client.rpc({ method: 'eth_blockNumber' }))
    await vi.advanceTimersByTimeAsync(24 * 3_600_000)
    expect(signing.settled).toBe(false)
    expect(reading.error).toBeInstanceOf(FrameTimeoutError)
    expect(client.rejectRpcRequests()).toBe(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(signing.error).toBeInstanceOf(RequestAbortedError)
  })

  it('applies unsafeTimeoutMs when it is set, and per-call timeouts', async () => {
    const { client, mounted } = connecting({ unsafeTimeoutMs: 5_000 })
    await mounted()
    const signing = track(client.rpc({ method: 'personal_sign', params: ['0x00', address] }))
    const quick = track(client.request('GET_CHAIN_ID', undefined, { timeoutMs: 10 }))
    await vi.advanceTimersByTimeAsync(10)
    expect(quick.error).toBeInstanceOf(FrameTimeoutError)
    await vi.advanceTimersByTimeAsync(4_990)
    expect(signing.error).toBeInstanceOf(FrameTimeoutError)
  })
})

describe('aborting', () => {
  it('rejectRpcRequests() rejects open unsafe requests with "Request was aborted" and keeps the rest', async () => {
    const { client, mounted, requests, aborts, frameSays } = connecting()
    await mounted()
    const signing = track(client.rpc({ method: 'personal_sign', params: ['0x00', address] }))
    const sending = track(
      client.rpc({ method: 'eth_sendTransaction', params: [{ to: address, value: '0x1' }] }),
    )
    const reading = client.rpc({ method: 'eth_chainId' })
    const user = client.request('IS_CONNECTED')
    await flush()
    const [signId, sendId, readId, userId] = requests().map((request) => request.id)

    expect(client.rejectRpcRequests()).toBe(2)
    await flush()
    for (const state of [signing, sending]) {
      expect(state.error).toBeInstanceOf(RequestAbortedError)
      expect((state.error as RequestAbortedError).shortMessage).toBe('Request was aborted')
    }
    expect(aborts().map((abort) => abort.id)).toEqual([signId, sendId])
    expect(client.pendingCount).toBe(2)

    // The safe requests are not forgotten: they still complete.
    frameSays({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: readId, payload: '0x13882' })
    frameSays({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: userId, payload: { isConnected: false } })
    await expect(reading).resolves.toBe('0x13882')
    await expect(user).resolves.toEqual({ isConnected: false })
    // A late approval of an aborted request is dropped.
    frameSays({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: signId, payload: `0x${'a'.repeat(130)}` })
    expect(client.pendingCount).toBe(0)
    expect(client.rejectRpcRequests()).toBe(0)
  })

  it('an AbortSignal rejects with "Request was aborted", tells the frame, and its listener is removed', async () => {
    const { client, mounted, lastRequest, aborts, frameSays } = connecting()
    await mounted()
    const controller = new AbortController()
    const add = vi.spyOn(controller.signal, 'addEventListener')
    const remove = vi.spyOn(controller.signal, 'removeEventListener')
    const pending = track(client.request('CONNECT_DEVICE', undefined, { signal: controller.signal }))
    await flush()
    const { id } = lastRequest()
    controller.abort()
    await flush()
    expect(pending.error).toBeInstanceOf(RequestAbortedError)
    expect(aborts()).toEqual([{ type: '@w3m-app/ABORT', id }])
    expect(remove).toHaveBeenCalledTimes(add.mock.calls.length)

    // Settling normally removes it too.
    const other = new AbortController()
    const removeOther = vi.spyOn(other.signal, 'removeEventListener')
    const done = client.request('SIGN_OUT', undefined, { signal: other.signal })
    await flush()
    frameSays({ type: '@w3m-frame/SIGN_OUT_SUCCESS', id: lastRequest().id })
    await done
    expect(removeOther).toHaveBeenCalledTimes(1)
  })

  it('an already aborted signal posts nothing', async () => {
    const { client, mounted, requests } = connecting()
    await mounted()
    await expect(
      client.request('SIGN_OUT', undefined, { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(RequestAbortedError)
    expect(requests()).toEqual([])
  })
})

describe('frame-initiated events', () => {
  it('reaches subscribers until they unsubscribe; a throwing handler harms no one', async () => {
    const { client, mounted, frameSays, log } = connecting()
    await mounted()
    const seen: string[] = []
    client.on('SESSION_UPDATE', () => {
      throw new Error('handler bug')
    })
    const stop = client.on('SESSION_UPDATE', ({ token }) => seen.push(token))
    frameSays({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'a' } })
    stop()
    frameSays({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'b' } })
    expect(seen).toEqual(['a'])
    expect(log.count('error')).toBe(2)
  })

  it('treats a READY with a new instance as a reload: pending requests fail, READY listeners hear it', async () => {
    const { client, mounted, ready } = connecting()
    await mounted()
    const readies: string[] = []
    client.on('READY', ({ instanceId }) => readies.push(instanceId))
    const pending = track(client.request('GET_USER'))
    await flush()
    ready('instance-1') // The same document answering HELLO: nothing happens.
    await flush()
    expect(pending.settled).toBe(false)
    ready('instance-2')
    await flush()
    expect(pending.error).toBeInstanceOf(FrameReloadedError)
    expect(readies).toEqual(['instance-2'])
    expect(client.ready).toBe(true)
  })
})

describe('destroy()', () => {
  it('rejects everything pending, removes the iframe and every listener', async () => {
    const { client, mounted, pair } = setup()
    await mounted()
    const reading = track(client.request('GET_USER'))
    const signing = track(client.rpc({ method: 'personal_sign', params: ['0x00', address] }))
    await flush()
    expect(pair.host.listenerCount).toBe(1)
    client.destroy()
    client.destroy()
    await flush()
    expect(reading.error).toBeInstanceOf(RequestAbortedError)
    expect(signing.error).toBeInstanceOf(RequestAbortedError)
    expect(pair.host.listenerCount).toBe(0)
    expect(pair.host.added).toBe(pair.host.removed)
    expect(pair.iframes[0]?.isConnected).toBe(false)
    expect(client.iframe).toBeUndefined()
    expect(client.pendingCount).toBe(0)
  })

  it('rejects a mount in progress', async () => {
    const { client } = setup()
    const mounting = client.mount()
    client.destroy()
    await expect(mounting).rejects.toBeInstanceOf(FrameNotSetError)
  })

  it('answers later calls with "W3mFrame: iframe is not set"', async () => {
    const { client } = setup()
    client.destroy()
    const error = await client.request('SIGN_OUT').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameNotSetError)
    expect((error as FrameNotSetError).shortMessage).toBe('W3mFrame: iframe is not set')
    await expect(client.mount()).rejects.toBeInstanceOf(FrameNotSetError)
  })

  it('starts over when someone else removed the iframe, failing what the old frame can no longer answer', async () => {
    const { client, mounted, pair, ready } = setup()
    await mounted()
    const waiting = track(client.rpc({ method: 'personal_sign', params: ['0x00', address] }))
    await flush()
    client.iframe?.remove()
    const next = client.request('SIGN_OUT')
    await flush()
    expect(waiting.error).toBeInstanceOf(FrameNotSetError)
    expect((waiting.error as FrameNotSetError).shortMessage).toBe('W3mFrame: iframe is not set')
    expect(pair.iframes).toHaveLength(2)
    expect(pair.iframes[1]?.isConnected).toBe(true)
    expect(pair.host.listenerCount).toBe(1)
    ready('instance-2')
    await flush()
    expect(client.pendingCount).toBe(1)
    void next.catch(() => {})
  })

  it('says "W3mFrame: iframe is not set" when the iframe has no window to post to', async () => {
    const { client, mounted } = setup()
    await mounted()
    Object.defineProperty(client.iframe as HTMLIFrameElement, 'contentWindow', { value: null })
    const error = await client.request('SIGN_OUT').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameNotSetError)
    expect((error as FrameNotSetError).shortMessage).toBe('W3mFrame: iframe is not set')
    expect(client.pendingCount).toBe(0)
  })
})

describe('approved requests (the frame sent APPROVED): committed, never "aborted"', () => {
  const hash = `0x${'c'.repeat(64)}`
  const send = () =>
    ({ method: 'eth_sendTransaction', params: [{ to: address, value: '0x1' }] }) satisfies RpcRequest

  /** An unsafe request the user approved in the frame. */
  async function approved(options: Partial<FrameClientOptions> = {}, signal?: AbortSignal) {
    const context = connecting(options)
    await context.mounted()
    const approvals: string[] = []
    context.client.on('APPROVED', ({ id }) => approvals.push(id))
    const sending = track(context.client.rpc(send(), signal ? { signal } : {}))
    await flush()
    const { id } = context.lastRequest()
    context.frameSays({ type: '@w3m-frame/APPROVED', payload: { id } })
    expect(approvals).toEqual([id])
    return { ...context, sending, id }
  }

  it('rejectRpcRequests() (the modal closed) leaves it waiting, and the hash still arrives', async () => {
    const { client, sending, id, aborts, frameSays } = await approved()
    const signing = track(client.rpc({ method: 'personal_sign', params: ['0x00', address] }))
    await flush()
    expect(client.approvedCount).toBe(1)
    expect(client.rejectRpcRequests()).toBe(1) // Only the request nobody approved yet.
    await flush()
    expect(signing.error).toBeInstanceOf(RequestAbortedError)
    expect(aborts().map((abort) => abort.id)).not.toContain(id)
    expect(sending.settled).toBe(false)
    frameSays({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id, payload: hash })
    await flush()
    expect(sending.value).toBe(hash)
    expect(client.approvedCount).toBe(0)
  })

  it('its AbortSignal no longer rejects it, and no ABORT is sent', async () => {
    const controller = new AbortController()
    const { sending, id, aborts, frameSays } = await approved({}, controller.signal)
    controller.abort()
    await flush()
    expect(sending.settled).toBe(false)
    expect(aborts()).toEqual([])
    frameSays({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id, payload: hash })
    await flush()
    expect(sending.value).toBe(hash)
  })

  it('unsafeTimeoutMs stops counting at the approval; the frame’s error still arrives as such', async () => {
    vi.useFakeTimers()
    const { sending, id, aborts, frameSays } = await approved({ unsafeTimeoutMs: 1_000 })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(sending.settled).toBe(false)
    expect(aborts()).toEqual([])
    frameSays({ type: '@w3m-frame/RPC_REQUEST_ERROR', id, payload: { message: 'insufficient funds' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(sending.error).toBeInstanceOf(FrameError)
    expect((sending.error as FrameError).shortMessage).toBe('insufficient funds')
  })

  it('a frame that stays silent long after the approval fails with "may have been sent", not "aborted"', async () => {
    vi.useFakeTimers()
    const { sending, client } = await approved()
    await vi.advanceTimersByTimeAsync(APPROVED_REQUEST_TIMEOUT_MS - 1)
    expect(sending.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(sending.error).toBeInstanceOf(RequestMaybeSentError)
    expect(client.pendingCount).toBe(0)
  })

  it.each<[string, (context: Awaited<ReturnType<typeof approved>>) => void]>([
    ['the frame reloads', ({ ready }) => ready('instance-2')],
    ['the client is destroyed', ({ client }) => client.destroy()],
    [
      'the iframe is removed',
      ({ client, link }) => {
        link.remove()
        void client.mount().catch(() => {})
      },
    ],
  ])('when %s, it fails with RequestMaybeSentError (never RequestAbortedError)', async (_, lose) => {
    const context = await approved()
    lose(context)
    await flush()
    const error = context.sending.error as RequestMaybeSentError
    expect(error).toBeInstanceOf(RequestMaybeSentError)
    expect(error).not.toBeInstanceOf(RequestAbortedError)
    expect(error.shortMessage).toBe(
      'The request was approved and may have been signed or sent, but its result was lost',
    )
    expect(error.request).toBe('RPC_REQUEST')
    expect(error.method).toBe('eth_sendTransaction')
  })

  it('ignores APPROVED for a request that is not pending, or that needs no approval (logged)', async () => {
    vi.useFakeTimers()
    const { client, mounted, frameSays, lastRequest, log } = connecting({ timeoutMs: 1_000 })
    await mounted()
    const approvals: string[] = []
    client.on('APPROVED', ({ id }) => approvals.push(id))
    const reading = track(client.rpc({ method: 'eth_blockNumber' }))
    await vi.advanceTimersByTimeAsync(0)
    frameSays({ type: '@w3m-frame/APPROVED', payload: { id: lastRequest().id } })
    frameSays({ type: '@w3m-frame/APPROVED', payload: { id: 'unknown' } })
    expect(approvals).toEqual([])
    expect(client.approvedCount).toBe(0)
    expect(log.count('warn')).toBe(1)
    expect(log.count('error')).toBe(1)
    // The safe request keeps its timeout.
    await vi.advanceTimersByTimeAsync(1_000)
    expect(reading.error).toBeInstanceOf(FrameTimeoutError)
  })

  it('before APPROVED, destroy() still rejects with "Request was aborted"', async () => {
    const { client, mounted } = connecting()
    await mounted()
    const sending = track(client.rpc(send()))
    await flush()
    client.destroy()
    await flush()
    expect(sending.error).toBeInstanceOf(RequestAbortedError)
  })
})

describe('requests the frame answers on its own UI (INPUT_REQUESTED)', () => {
  /** A login request the frame is answering, and the frame's INPUT_REQUESTED for it. */
  async function waitingForUser(options: Partial<FrameClientOptions> = {}, signal?: AbortSignal) {
    const context = connecting(options)
    await context.mounted()
    const onUserInput = vi.fn()
    const heard: string[] = []
    context.client.on('INPUT_REQUESTED', ({ id }) => heard.push(id))
    const login = track(
      context.client.request(
        'CONNECT_OTP',
        { otp: '123456' },
        { onUserInput, ...(signal ? { signal } : {}) },
      ),
    )
    await vi.advanceTimersByTimeAsync(0)
    const { id } = context.lastRequest()
    const inputRequested = () => context.frameSays({ type: '@w3m-frame/INPUT_REQUESTED', payload: { id } })
    return { ...context, login, id, onUserInput, heard, inputRequested }
  }

  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('stops the timeout, calls onUserInput once and tells the listeners; the answer still arrives', async () => {
    const { login, id, onUserInput, heard, inputRequested, aborts, frameSays, client } = await waitingForUser(
      {
        timeoutMs: 1_000,
      },
    )
    await vi.advanceTimersByTimeAsync(900)
    expect(onUserInput).not.toHaveBeenCalled()
    inputRequested()
    inputRequested() // A repeat changes nothing.
    expect(onUserInput).toHaveBeenCalledTimes(1)
    expect(heard).toEqual([id])
    await vi.advanceTimersByTimeAsync(24 * 3_600_000)
    expect(login.settled).toBe(false)
    expect(aborts()).toEqual([])
    expect(client.pendingCount).toBe(1)
    frameSays({ type: '@w3m-frame/CONNECT_OTP_SUCCESS', id })
    await vi.advanceTimersByTimeAsync(0)
    expect(login.settled).toBe(true)
    expect(login.error).toBeUndefined()
  })

  it('without INPUT_REQUESTED, the same request times out as usual', async () => {
    const { login, onUserInput } = await waitingForUser({ timeoutMs: 1_000 })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(login.error).toBeInstanceOf(FrameTimeoutError)
    expect(onUserInput).not.toHaveBeenCalled()
  })

  it('its AbortSignal still rejects it with "Request was aborted" and tells the frame', async () => {
    const controller = new AbortController()
    const { login, id, inputRequested, aborts } = await waitingForUser({}, controller.signal)
    inputRequested()
    controller.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(login.error).toBeInstanceOf(RequestAbortedError)
    expect(aborts()).toEqual([{ type: '@w3m-app/ABORT', id }])
  })

  it('cancelUserInput() rejects only the requests waiting for the user, and tells the frame about each', async () => {
    const { client, login, id, inputRequested, aborts, frameSays, requests } = await waitingForUser()
    inputRequested()
    const reading = client.request('GET_CHAIN_ID')
    const signing = track(client.rpc({ method: 'personal_sign', params: ['0x00', address] }))
    await vi.advanceTimersByTimeAsync(0)
    const readId = requests().find((request) => request.type === '@w3m-app/GET_CHAIN_ID')?.id
    expect(client.cancelUserInput()).toBe(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(login.error).toBeInstanceOf(RequestAbortedError)
    expect((login.error as RequestAbortedError).shortMessage).toBe('Request was aborted')
    expect(aborts()).toEqual([{ type: '@w3m-app/ABORT', id }])
    // The others are not touched.
    expect(signing.settled).toBe(false)
    frameSays({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: readId, payload: { chainId: 1 } })
    await expect(reading).resolves.toEqual({ chainId: 1 })
    expect(client.cancelUserInput()).toBe(0)
    // rejectRpcRequests() leaves a login alone, and cancelUserInput() an unsafe request nobody asked input for.
    expect(client.rejectRpcRequests()).toBe(1)
  })

  it('drops INPUT_REQUESTED for a request that is not pending (logged), and keeps the timeouts running', async () => {
    const { client, login, frameSays, onUserInput, heard, log } = await waitingForUser({ timeoutMs: 1_000 })
    log.clear()
    frameSays({ type: '@w3m-frame/INPUT_REQUESTED', payload: { id: 'unknown' } })
    expect(log.entries.map((entry) => [entry.level, entry.message])).toEqual([
      ['warn', 'dropped INPUT_REQUESTED for a request that is not pending'],
    ])
    expect(onUserInput).not.toHaveBeenCalled()
    expect(heard).toEqual([])
    expect(client.cancelUserInput()).toBe(0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(login.error).toBeInstanceOf(FrameTimeoutError)
  })

  it('a throwing onUserInput is logged and breaks nothing', async () => {
    const { client, mounted, lastRequest, frameSays, log } = connecting({ timeoutMs: 1_000 })
    await mounted()
    const login = track(
      client.request('GET_USER', undefined, {
        onUserInput: () => {
          throw new Error('host bug')
        },
      }),
    )
    await vi.advanceTimersByTimeAsync(0)
    const { id } = lastRequest()
    frameSays({ type: '@w3m-frame/INPUT_REQUESTED', payload: { id } })
    expect(log.entries.filter((entry) => entry.level === 'error').map((entry) => entry.message)).toEqual([
      'an onUserInput callback threw',
    ])
    await vi.advanceTimersByTimeAsync(5_000)
    expect(login.settled).toBe(false)
    frameSays({ type: '@w3m-frame/GET_USER_SUCCESS', id, payload: user })
    await vi.advanceTimersByTimeAsync(0)
    expect(login.value).toEqual(user)
  })
})
