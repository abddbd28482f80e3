import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createFrameClient,
  createFrameServer,
  type FrameClient,
  FrameError,
  type FrameRequestHandlers,
  type FrameServer,
  RequestAbortedError,
  RpcNotAllowedError,
} from './exports/index.js'
import {
  createRecordingLogger,
  createWindowPair,
  FRAME_ORIGIN,
  FRAME_URL,
  flush,
  HOST_ORIGIN,
  type WindowPair,
} from './testing/windowPair.js'

const address = '0x1111111111111111111111111111111111111111'
const signature = `0x${'ab'.repeat(65)}`

let cleanup: (() => void)[] = []
afterEach(() => {
  for (const fn of cleanup) fn()
  cleanup = []
  vi.useRealTimers()
})

function setup(handlers: FrameRequestHandlers = {}, clientOptions: { timeoutMs?: number } = {}) {
  const pair = createWindowPair()
  const serverLog = createRecordingLogger()
  const clientLog = createRecordingLogger()
  let server: FrameServer | undefined
  // The frame document "loads" when the iframe is appended: start the server then.
  const startServer = () => {
    server = createFrameServer({
      allowedParentOrigins: [HOST_ORIGIN],
      handlers,
      window: pair.frame,
      logger: serverLog.logger,
    })
  }
  const client = createFrameClient({
    frameUrl: FRAME_URL,
    projectId: 'project-1',
    chainId: 'eip155:80002',
    window: pair.host,
    logger: clientLog.logger,
    ...clientOptions,
  })
  cleanup.push(() => {
    client.destroy()
    server?.destroy()
  })
  return {
    pair,
    client,
    startServer,
    get server() {
      return server
    },
    serverLog,
    clientLog,
  }
}

async function mounted(handlers: FrameRequestHandlers = {}) {
  const context = setup(handlers)
  const mounting = context.client.mount()
  context.startServer()
  await mounting
  return context
}

function expectNoWildcard(pair: WindowPair) {
  for (const post of [...pair.frameProxy.posts, ...pair.parentProxy.posts])
    expect(post.targetOrigin).not.toBe('*')
}

describe('client ↔ server round trips', () => {
  it('handshakes, then answers typed requests with the checked result', async () => {
    const { client, pair } = await mounted({
      CONNECT_EMAIL: ({ email }) => ({ action: email.startsWith('new') ? 'VERIFY_DEVICE' : 'VERIFY_OTP' }),
      GET_USER: (params) => ({
        email: 'a@b.co',
        address,
        chainId: params?.chainId ?? 'eip155:80002',
        accounts: [{ address, type: 'eoa' }],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      }),
      SIGN_OUT: () => undefined,
    })
    expect(client.ready).toBe(true)
    await expect(client.request('CONNECT_EMAIL', { email: 'new@b.co' })).resolves.toEqual({
      action: 'VERIFY_DEVICE',
    })
    await expect(client.request('CONNECT_EMAIL', { email: 'old@b.co' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    const user = await client.request('GET_USER', { chainId: 'eip155:1' })
    expect(user.chainId).toBe('eip155:1')
    await expect(client.request('SIGN_OUT')).resolves.toBeUndefined()
    expect(client.pendingCount).toBe(0)
    expectNoWildcard(pair)
    for (const post of pair.frameProxy.posts) expect(post.targetOrigin).toBe(FRAME_ORIGIN)
    for (const post of pair.parentProxy.posts) expect(post.targetOrigin).toBe(HOST_ORIGIN)
  })

  it('carries frame errors with their message, and the default message when there is none', async () => {
    const { client } = await mounted({
      CONNECT_OTP: ({ otp }) => {
        throw new Error(otp === '000000' ? 'Invalid code' : '')
      },
    })
    await expect(client.request('CONNECT_OTP', { otp: '000000' })).rejects.toMatchObject({
      name: 'FrameError',
      shortMessage: 'Invalid code',
      request: 'CONNECT_OTP',
    })
    const error = await client.request('CONNECT_OTP', { otp: '123456' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameError)
    expect((error as FrameError).shortMessage).toBe('An error occurred')
  })

  it("carries a refusal's stable reason beside its English message, and drops one the protocol cannot carry", async () => {
    const { client } = await mounted({
      CONNECT_OTP: ({ otp }) => {
        const refusal = Object.assign(new Error('Wrong code. 2 attempts left'), {
          reason: otp === '000000' ? 'WrongCode' : 'not a reason!',
        })
        // The frame's own error wraps the service's refusal: the reason is read through `cause`.
        throw new Error('Wrong code. 2 attempts left', { cause: refusal })
      },
    })
    await expect(client.request('CONNECT_OTP', { otp: '000000' })).rejects.toMatchObject({
      name: 'FrameError',
      shortMessage: 'Wrong code. 2 attempts left',
      reason: 'WrongCode',
    })
    const odd = await client.request('CONNECT_OTP', { otp: '111111' }).catch((e: unknown) => e)
    expect(odd).toBeInstanceOf(FrameError)
    expect((odd as FrameError).reason).toBeUndefined()
    expect((odd as FrameError).shortMessage).toBe('Wrong code. 2 attempts left')
  })

  it('settles a request whose _ERROR carries a reason the protocol cannot carry, without it', async () => {
    const { parseFrameMessage } = await import('./messages.js')
    const read = parseFrameMessage({
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      id: 'a',
      payload: { message: 'Wrong code', reason: '<img src=x>' },
    })
    expect(read).toMatchObject({ kind: 'reply', ok: false, message: 'Wrong code', reason: undefined })
  })

  it('runs RPC requests with per-method result checks', async () => {
    const { client } = await mounted({
      RPC_REQUEST: (request) => (request.method === 'personal_sign' ? signature : '0x13882'),
    })
    const signed: string = await client.rpc({ method: 'personal_sign', params: ['0x68656c6c6f', address] })
    expect(signed).toBe(signature)
    await expect(client.rpc({ method: 'eth_chainId' })).resolves.toBe('0x13882')
    await expect(client.rpc({ method: 'eth_sign' as 'eth_chainId' })).rejects.toBeInstanceOf(
      RpcNotAllowedError,
    )
  })

  it('delivers frame-initiated events to subscribers', async () => {
    const { client, server } = await mounted()
    const sessions: string[] = []
    const users: unknown[] = []
    const stop = client.on('SESSION_UPDATE', ({ token }) => sessions.push(token))
    client.on('USER_CHANGED', ({ user }) => users.push(user))
    server?.emit('SESSION_UPDATE', { token: 't1' })
    server?.emit('USER_CHANGED', { user: null })
    await flush()
    stop()
    server?.emit('SESSION_UPDATE', { token: 't2' })
    await flush()
    expect(sessions).toEqual(['t1'])
    expect(users).toEqual([null])
  })

  it('tells the frame when the host aborts an unsafe request, and the frame stays silent', async () => {
    let seenSignal: AbortSignal | undefined
    const { client, server, pair } = await mounted({
      RPC_REQUEST: (_request, { signal }) => {
        seenSignal = signal
        return new Promise(() => {}) // Waits for a user who never comes.
      },
    })
    const approvals: string[] = []
    client.on('APPROVAL_REQUESTED', ({ method }) => approvals.push(method))
    const signing = client.rpc({ method: 'personal_sign', params: ['0x00', address] })
    await flush()
    server?.emit('APPROVAL_REQUESTED', { id: 'whatever', method: 'personal_sign' })
    await flush()
    expect(approvals).toEqual(['personal_sign'])
    expect(client.rejectRpcRequests()).toBe(1)
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(signing).rejects.toThrow('Request was aborted')
    await flush()
    expect(seenSignal?.aborted).toBe(true)
    expect(server?.pendingCount).toBe(0)
    expect(client.pendingCount).toBe(0)
    expectNoWildcard(pair)
  })

  it('an approved request survives the host giving up: the frame runs it and the host gets the hash', async () => {
    const hash = `0x${'c'.repeat(64)}`
    let seenSignal: AbortSignal | undefined
    let approve: (() => void) | undefined
    const { client, server } = await mounted({
      RPC_REQUEST: (_request, { signal, commit }) => {
        seenSignal = signal
        return new Promise((resolve) => {
          // The user clicks Approve: the request is committed, then the transaction goes out.
          approve = () => {
            commit()
            setTimeout(() => resolve(hash), 5)
          }
        })
      },
    })
    const controller = new AbortController()
    const sending = client.rpc(
      { method: 'eth_sendTransaction', params: [{ to: address, value: '0x1' }] },
      { signal: controller.signal },
    )
    await flush()
    approve?.()
    await flush()
    expect(client.approvedCount).toBe(1)
    // The modal closes and the dapp's own signal aborts while the transaction is on its way.
    expect(client.rejectRpcRequests()).toBe(0)
    controller.abort()
    await expect(sending).resolves.toBe(hash)
    expect(seenSignal?.aborted).toBe(false)
    expect(server?.pendingCount).toBe(0)
    expect(client.pendingCount).toBe(0)
  })

  it('a social login the frame committed survives the host giving up (its window closed); one not yet committed does not', async () => {
    const user = {
      email: null,
      address,
      chainId: 'eip155:80002',
      accounts: [{ address, type: 'eoa' as const }],
      preferredAccountType: 'eoa' as const,
      smartAccountDeployed: false,
    }
    let providerAnswers: (() => void) | undefined
    const { client } = await mounted({
      CONNECT_SOCIAL: (_params, { signal, commit, waitForUser }) =>
        new Promise((resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason))
          // The callback page hands the provider's answer over: the frame commits, then finishes with the server
          // and shows its card for the new wallet.
          providerAnswers = () => {
            commit()
            waitForUser()
            setTimeout(() => resolve(user), 5)
          }
        }),
    })
    const closed = new AbortController()
    let cardShown = false
    const login = client.request(
      'CONNECT_SOCIAL',
      { uri: 'https://accounts.example/auth' },
      {
        signal: closed.signal,
        onUserInput: () => {
          cardShown = true
        },
      },
    )
    await flush()
    providerAnswers?.()
    await flush()
    // The frame's card for the new wallet is shown though the request is committed.
    expect(cardShown).toBe(true)
    closed.abort()
    await expect(login).resolves.toMatchObject({ address })

    const early = new AbortController()
    const abandoned = client.request(
      'CONNECT_SOCIAL',
      { uri: 'https://accounts.example/auth' },
      { signal: early.signal },
    )
    await flush()
    early.abort()
    await expect(abandoned).rejects.toBeInstanceOf(RequestAbortedError)
    expect(client.pendingCount).toBe(0)
  })

  it("ADD_RECOVERY_METHOD runs on the frame's card: no timeout once it shows, then the kind added or the user's cancel", async () => {
    let user: { add(): void; cancel(): void } | undefined
    const context = setup(
      {
        ADD_RECOVERY_METHOD: (_params, { waitForUser }) => {
          waitForUser()
          return new Promise((resolve, reject) => {
            user = {
              add: () => resolve({ kind: 'passkey' }),
              cancel: () => reject(new FrameError('ADD_RECOVERY_METHOD', 'User rejected the request')),
            }
          })
        },
      },
      { timeoutMs: 50 },
    )
    const mounting = context.client.mount()
    context.startServer()
    await mounting
    const onUserInput = vi.fn()
    const adding = context.client.request('ADD_RECOVERY_METHOD', undefined, { onUserInput })
    await vi.waitFor(() => expect(onUserInput).toHaveBeenCalledTimes(1))
    // Longer than the request's timeout: the user takes the time they need on the card.
    await new Promise((resolve) => setTimeout(resolve, 120))
    user?.add()
    await expect(adding).resolves.toEqual({ kind: 'passkey' })

    const cancelled = context.client.request('ADD_RECOVERY_METHOD')
    await vi.waitFor(() => expect(context.server?.pendingCount).toBe(1))
    user?.cancel()
    await expect(cancelled).rejects.toMatchObject({
      name: 'FrameError',
      shortMessage: 'User rejected the request',
      request: 'ADD_RECOVERY_METHOD',
    })
  })

  it('EXPORT_KEY never carries a key to the host: its answer is empty, and a refusal says why', async () => {
    const secret = `0x${'5e'.repeat(32)}`
    let refuse = true
    const { client, pair } = await mounted({
      EXPORT_KEY: (_params, { waitForUser }) => {
        if (refuse) throw new FrameError('EXPORT_KEY', 'Sign in again to export your key')
        waitForUser()
        // A faulty frame returning the key: the bridge refuses to post it.
        return secret as never
      },
    })
    await expect(client.request('EXPORT_KEY')).rejects.toMatchObject({
      shortMessage: 'Sign in again to export your key',
    })
    refuse = false
    await expect(client.request('EXPORT_KEY')).rejects.toMatchObject({ shortMessage: 'An error occurred' })
    for (const post of pair.parentProxy.posts) expect(JSON.stringify(post.message)).not.toContain(secret)
  })

  it("closing the host's UI cancels EXPORT_KEY while its card shows: 'Request was aborted', and the frame stops", async () => {
    let seenSignal: AbortSignal | undefined
    const { client, server } = await mounted({
      EXPORT_KEY: (_params, { signal, waitForUser }) => {
        seenSignal = signal
        waitForUser()
        return new Promise(() => {}) // The card stays until the user closes it.
      },
    })
    const onUserInput = vi.fn()
    const exporting = client.request('EXPORT_KEY', undefined, { onUserInput })
    await vi.waitFor(() => expect(onUserInput).toHaveBeenCalled())
    expect(client.cancelUserInput()).toBe(1)
    await expect(exporting).rejects.toBeInstanceOf(RequestAbortedError)
    await vi.waitFor(() => expect(seenSignal?.aborted).toBe(true))
    expect(server?.pendingCount).toBe(0)
  })

  it("MANAGE_SESSIONS runs on the frame's card: no timeout once it shows, then how many sessions were ended", async () => {
    let close: ((ended: number) => void) | undefined
    const context = setup(
      {
        MANAGE_SESSIONS: (_params, { waitForUser }) => {
          waitForUser()
          return new Promise((resolve) => {
            close = (ended) => resolve({ ended })
          })
        },
      },
      { timeoutMs: 50 },
    )
    const mounting = context.client.mount()
    context.startServer()
    await mounting
    const onUserInput = vi.fn()
    const managing = context.client.request('MANAGE_SESSIONS', undefined, { onUserInput })
    await vi.waitFor(() => expect(onUserInput).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 120))
    close?.(2)
    await expect(managing).resolves.toEqual({ ended: 2 })
  })

  it('ignores forged frame events posted by a script in the host page', async () => {
    const { client, pair } = await mounted({ GET_USER: () => new Promise(() => {}) })
    const users: unknown[] = []
    client.on('USER_CHANGED', ({ user }) => users.push(user))
    const pendingUser = client.request('GET_USER')
    await flush()
    const requestId = (pair.frameProxy.posts.at(-1)?.message as { id: string } | undefined)?.id
    // The host page posting to itself: source is the host window, origin the host's.
    pair.host.dispatch({
      data: { type: '@w3m-frame/GET_USER_SUCCESS', id: requestId, payload: { address, chainId: 1 } },
      origin: HOST_ORIGIN,
      source: pair.host,
    })
    pair.host.dispatch({
      data: { type: '@w3m-frame/USER_CHANGED', payload: { user: { address, chainId: 1 } } },
      origin: FRAME_ORIGIN,
      source: pair.host,
    })
    await flush()
    expect(users).toEqual([])
    expect(client.pendingCount).toBe(1)
    client.destroy()
    await expect(pendingUser).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('leaves no listener behind once destroyed', async () => {
    const { client, server, pair } = await mounted({ SIGN_OUT: () => undefined })
    await client.request('SIGN_OUT')
    expect(pair.host.listenerCount).toBe(1)
    expect(pair.frame.listenerCount).toBe(1)
    client.destroy()
    server?.destroy()
    expect(pair.host.listenerCount).toBe(0)
    expect(pair.frame.listenerCount).toBe(0)
    expect(pair.iframes[0]?.isConnected).toBe(false)
  })
})

export type { FrameClient }
