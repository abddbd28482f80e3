import { FrameError, RequestAbortedError } from '@kit/frame-bridge'
import { type Hex, recoverMessageAddress } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { UserRejectedError } from './errors.js'
import { SOCIAL_RESULT_MESSAGE } from './socialMessage.js'
import { createFramePair, EVM_ADDRESS, FRAME_ORIGIN, SERVER } from './testing/framePair.js'
import { smartAccountAddress } from './wallet/smartAccountFacts.js'

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

async function signedIn(options: Parameters<typeof createFramePair>[0] = {}) {
  const pair = setup(options)
  await pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
  await pair.client.request('CONNECT_OTP', { otp: '123456' })
  return pair
}

/** Signed in; once `hold()` is called, the smart account's deployment check waits for `release()`, as a slow chain. */
async function signedInWithSlowDeploymentCheck() {
  let holding = false
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const pair = await signedIn({
    wrapFetch: (inner) => async (input, init) => {
      if (holding && String(input).includes('rpc.example') && String(init?.body).includes('eth_getCode'))
        await held
      return inner(input, init)
    },
  })
  return {
    pair,
    hold: () => {
      holding = true
    },
    release: () => release(),
  }
}

const until = async (predicate: () => boolean) => {
  for (let i = 0; i < 200 && !predicate(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  if (!predicate()) throw new Error('test: condition not met')
}

describe('frame app: who may talk to it', () => {
  it("answers a parent on the project's allowed origins, read from the Kit server", async () => {
    const pair = setup()
    await expect(pair.client.request('GET_CHAIN_ID')).resolves.toEqual({ chainId: 'eip155:80002' })
    expect(pair.backend.calls).toContain('GET /v1/projects/shop/config')
  })

  it('stays silent to any other parent: the host gets no READY', async () => {
    const pair = setup({ hostOrigin: 'https://evil.example' })
    await expect(pair.client.mount()).rejects.toThrow('Unable to load email login dependency')
  })

  it('uses a configured allow-list without asking the server', async () => {
    const pair = setup({ allowedParentOrigins: ['https://shop.example'] })
    await pair.client.request('GET_CHAIN_ID')
    expect(pair.backend.calls).not.toContain('GET /v1/projects/shop/config')
  })
})

describe('frame app: logins', () => {
  it('e-mail: VERIFY_OTP, then the code; the token stays in the frame, the host only learns a fingerprint', async () => {
    const pair = setup()
    const updates: string[] = []
    pair.client.on('SESSION_UPDATE', ({ token }) => updates.push(token))
    await expect(pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    await pair.client.request('CONNECT_OTP', { otp: '123456' })
    const token = pair.storage.get('kit-frame/session')
    expect(token).toMatch(/^session-token-/)
    await until(() => updates.length === 1)
    expect(updates[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(pair.postedToHost)).not.toContain(token)
  })

  it('refuses the code before an e-mail, and passes the service’s reason for a wrong code', async () => {
    const pair = setup()
    await expect(pair.client.request('CONNECT_OTP', { otp: '123456' })).rejects.toThrow(
      'Enter your e-mail first',
    )
    await pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    const wrong = pair.client.request('CONNECT_OTP', { otp: '000000' })
    await expect(wrong).rejects.toBeInstanceOf(FrameError)
    await expect(wrong).rejects.toThrow('The code is wrong or expired')
  })

  it('VERIFY_DEVICE: CONNECT_DEVICE waits until the device is approved', async () => {
    const pair = setup({ backend: { emailAction: 'VERIFY_DEVICE' } })
    await expect(pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_DEVICE',
    })
    let done = false
    const waiting = pair.client.request('CONNECT_DEVICE').then(() => {
      done = true
    })
    await until(() => pair.backend.calls.filter((call) => call === 'POST /v1/auth/device/wait').length >= 2)
    expect(done).toBe(false)
    pair.backend.deviceApproved = true
    await waiting
  })

  it('social: the callback page (same origin, same flow) hands the result to the frame; nothing else can', async () => {
    const pair = setup()
    const { uri } = await pair.client.request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    const returnTo = new URL(String(pair.backend.code?.returnTo))
    expect(returnTo.origin + returnTo.pathname).toBe(`${FRAME_ORIGIN}/social-callback.html`)
    const flow = returnTo.searchParams.get('flow')
    const login = pair.client.request('CONNECT_SOCIAL', { uri })
    // Another origin, or the right origin with another flow: ignored.
    pair.postToFrame({ type: SOCIAL_RESULT_MESSAGE, flow, result: 'stolen' }, 'https://shop.example')
    pair.postToFrame({ type: SOCIAL_RESULT_MESSAGE, flow: 'other', result: 'stolen' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(pair.backend.calls).not.toContain('POST /v1/auth/social/connect')
    pair.postToFrame({ type: SOCIAL_RESULT_MESSAGE, flow, result: 'one-time-result-code-123456' })
    const user = await login
    expect(user).toMatchObject({ address: EVM_ADDRESS, userName: 'octocat' })
  })

  it('social: the start carries the SHA-256 challenge of a verifier the frame keeps; the host never sees it', async () => {
    const pair = setup()
    await pair.client.request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    const { resultChallenge } = pair.backend.code as { resultChallenge: string }
    expect(resultChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // A second start gets a new verifier.
    await pair.client.request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    expect((pair.backend.code as { resultChallenge: string }).resultChallenge).not.toBe(resultChallenge)
  })

  it("social: the pop-up's start and the redirect's form carry the frame's language, for the server's pages on the way", async () => {
    const pair = setup()
    await pair.client.request('SYNC_LOCALE', { locale: 'ar-EG' })
    await pair.client.request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    expect((pair.backend.code as { locale?: string }).locale).toBe('ar')
    const card = await startRedirect(pair, 'google', 'https://shop.example/cart')
    expect(card.fields).toMatchObject({ provider: 'google', locale: 'ar' })
  })

  /** Starts a redirect login as the host does; the user clicks Continue on the frame's card (scripted). */
  async function startRedirect(pair: ReturnType<typeof setup>, provider: 'google' | 'x', returnTo: string) {
    await pair.client.request('START_SOCIAL_REDIRECT', { provider, returnTo })
    const card = pair.accountUi.shown.at(-1)
    if (card?.card !== 'provider') throw new Error('test: no provider card')
    // What the server keeps of the frame's form post: the challenge the result will be redeemed against.
    pair.backend.code = { ...card.fields }
    return card
  }

  it('social by redirect: the frame posts the start itself after its card, keeps the verifier in the tab, and the frame that loads after the return redeems the result once', async () => {
    const before = setup()
    const returnTo = 'https://shop.example/shop/cart?item=7#pay'
    const card = await startRedirect(before, 'google', returnTo)
    // The host only asked: the card names the provider, and the frame's own form goes to the Kit server.
    expect(card.provider).toBe('Google')
    expect(card.action).toMatch(/\/auth\/social\/redirect$/)
    expect(card.fields).toMatchObject({ provider: 'google', projectId: 'shop', returnTo })
    expect(before.backend.calls).not.toContain('POST /v1/auth/social/start')
    const saved = before.tabStorage?.get('kit-frame/social-redirect') ?? ''
    const verifier = (JSON.parse(saved) as { verifier: string }).verifier
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(JSON.stringify(before.postedToHost)).not.toContain(verifier)
    before.destroy()

    // The tab went to the provider and came back: a new document, the same tab storage and server.
    const after = setup({ sessionStorage: before.tabStorage, backend: { code: before.backend.code } })
    const user = await after.client.request('RESUME_SOCIAL', { result: 'one-time-result-code-123456' })
    expect(user).toMatchObject({ address: EVM_ADDRESS, userName: 'octocat' })
    expect(after.tabStorage?.has('kit-frame/social-redirect')).toBe(false)
    await expect(
      after.client.request('RESUME_SOCIAL', { result: 'one-time-result-code-123456' }),
    ).rejects.toThrow('This sign-in was not started in this tab, or it took too long; try again')
  })

  it('social by redirect: Cancel on the card leaves nothing pending, and the host hears a rejection', async () => {
    const pair = setup()
    pair.accountUi.onProvider = async () => {
      throw new UserRejectedError()
    }
    await expect(
      pair.client.request('START_SOCIAL_REDIRECT', { provider: 'x', returnTo: 'https://shop.example/' }),
    ).rejects.toThrow(new UserRejectedError().message)
    expect(pair.tabStorage?.has('kit-frame/social-redirect')).toBe(false)
  })

  it('social by redirect: a result without this tab’s verifier is refused, and the server’s check refuses a wrong one', async () => {
    // Another tab (or a host page replaying what it saw): nothing stored here, the server is not even asked.
    const pair = setup()
    await expect(
      pair.client.request('RESUME_SOCIAL', { result: 'one-time-result-code-123456' }),
    ).rejects.toThrow('This sign-in was not started in this tab')
    expect(pair.backend.calls).not.toContain('POST /v1/auth/social/connect')
    // A verifier that is not the one of the start's challenge: the server refuses.
    await startRedirect(pair, 'google', 'https://shop.example/')
    pair.tabStorage?.set(
      'kit-frame/social-redirect',
      JSON.stringify({ verifier: 'A'.repeat(43), expiresAt: Date.now() + 60_000 }),
    )
    await expect(
      pair.client.request('RESUME_SOCIAL', { result: 'one-time-result-code-123456' }),
    ).rejects.toThrow('This login result is invalid, used or expired; sign in again')
  })

  it('social by redirect: an expired verifier, the provider’s error, another origin, no tab storage', async () => {
    const pair = setup()
    await startRedirect(pair, 'x', 'https://shop.example/')
    const saved = JSON.parse(pair.tabStorage?.get('kit-frame/social-redirect') ?? '') as { verifier: string }
    pair.tabStorage?.set('kit-frame/social-redirect', JSON.stringify({ ...saved, expiresAt: Date.now() - 1 }))
    await expect(
      pair.client.request('RESUME_SOCIAL', { result: 'one-time-result-code-123456' }),
    ).rejects.toThrow('it took too long')

    await startRedirect(pair, 'x', 'https://shop.example/')
    await expect(pair.client.request('RESUME_SOCIAL', { error: 'access_denied' })).rejects.toThrow(
      'The social login did not complete (access_denied)',
    )
    expect(pair.tabStorage?.has('kit-frame/social-redirect')).toBe(false)

    const shown = pair.accountUi.shown.length
    await expect(
      pair.client.request('START_SOCIAL_REDIRECT', { provider: 'x', returnTo: 'https://evil.example/' }),
    ).rejects.toThrow('A redirect login returns to the page that started it')
    expect(pair.accountUi.shown.length).toBe(shown)

    const noStorage = setup({ sessionStorage: null })
    await expect(
      noStorage.client.request('START_SOCIAL_REDIRECT', { provider: 'x', returnTo: 'https://shop.example/' }),
    ).rejects.toThrow(
      'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again',
    )
    expect(noStorage.accountUi.shown).toEqual([])
  })

  it('social: a login the frame did not start is refused', async () => {
    const pair = setup()
    await expect(pair.client.request('CONNECT_SOCIAL', { uri: 'https://idp.example/x' })).rejects.toThrow(
      'Start the social login first',
    )
  })

  it('Farcaster: a channel URL, then polling until the user approved', async () => {
    const pair = setup()
    await expect(pair.client.request('GET_FARCASTER_URI')).resolves.toEqual({
      url: 'https://farcaster.example/c/1',
    })
    await expect(pair.client.request('CONNECT_FARCASTER')).resolves.toEqual({ userName: 'dwr' })
    expect(pair.backend.calls.filter((call) => call === 'POST /v1/auth/farcaster/status')).toHaveLength(3)
  })
})

describe('frame app: the signed-in user', () => {
  it('GET_USER: EOA and smart account where smart accounts are enabled, the EOA alone elsewhere', async () => {
    const pair = await signedIn()
    const user = await pair.client.request('GET_USER', { chainId: 'eip155:80002' })
    expect(user).toMatchObject({
      email: 'ada@example.com',
      address: EVM_ADDRESS,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      accounts: [
        { address: EVM_ADDRESS, type: 'eoa' },
        { address: smartAccountAddress(EVM_ADDRESS, '7702'), type: 'smartAccount' },
      ],
    })
    await expect(pair.client.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).resolves.toEqual({
      smartAccountEnabledNetworks: [80002],
    })
    const elsewhere = await pair.client.request('GET_USER', { chainId: 'eip155:1' })
    expect(elsewhere.accounts).toEqual([{ address: EVM_ADDRESS, type: 'eoa' }])
  })

  it("GET_SMART_ACCOUNT_ENABLED_NETWORKS: the chain's truth, a configured chain whose bundler lacks EntryPoint v0.8 left out", async () => {
    let entryPoints: unknown = []
    const pair = await signedIn({
      wrapFetch: (inner) => async (input, init) => {
        if (String(input).includes('rpc.example') && String(init?.body).includes('eth_supportedEntryPoints'))
          return Response.json({ jsonrpc: '2.0', id: JSON.parse(String(init?.body)).id, result: entryPoints })
        return inner(input, init)
      },
    })
    await expect(pair.client.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).resolves.toEqual({
      smartAccountEnabledNetworks: [],
    })
    // Not remembered when missing: asked again, and in force once the bundler has it.
    entryPoints = ['0x4337084d9e255ff0702461cf8895ce9e3b5ff108']
    await expect(pair.client.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).resolves.toEqual({
      smartAccountEnabledNetworks: [80002],
    })
  })

  it('GET_USER on Solana: the embedded Solana address', async () => {
    const pair = await signedIn()
    const user = await pair.client.request('GET_USER', { chainId: 'solana:localnet' })
    expect(user.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(user.preferredAccountType).toBe('eoa')
  })

  it('SET_PREFERRED_ACCOUNT: the smart account where enabled (remembered), refused elsewhere', async () => {
    const pair = await signedIn()
    await expect(pair.client.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).resolves.toEqual({
      type: 'smartAccount',
      address: smartAccountAddress(EVM_ADDRESS, '7702'),
    })
    expect((await pair.client.request('GET_USER')).address).toBe(smartAccountAddress(EVM_ADDRESS, '7702'))
    await pair.client.request('SWITCH_NETWORK', { chainId: 1 })
    await expect(pair.client.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(
      'Smart accounts are not available on this network',
    )
  })

  it('USER_CHANGED: an account read that ends after a network switch does not undo the switch', async () => {
    const { pair, hold, release } = await signedInWithSlowDeploymentCheck()
    const users: { chainId: string | number; address: string }[] = []
    pair.client.on('USER_CHANGED', ({ user }) => {
      if (user) users.push(user)
    })
    hold()
    await pair.client.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    await pair.client.request('SWITCH_NETWORK', { chainId: 'solana:localnet' })
    await until(() => users.some((user) => user.chainId === 'solana:localnet'))
    release()
    await new Promise((resolve) => setTimeout(resolve, 50)) // The held read ends and would be announced.
    expect(users.at(-1)?.chainId).toBe('solana:localnet')
    expect(users.at(-1)?.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  it('USER_CHANGED: an account read that ends after a sign-out announces no user', async () => {
    const { pair, hold, release } = await signedInWithSlowDeploymentCheck()
    const users: unknown[] = []
    pair.client.on('USER_CHANGED', ({ user }) => users.push(user))
    hold()
    await pair.client.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    await pair.client.request('SIGN_OUT')
    await until(() => users.includes(null))
    release()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(users).toEqual([null])
  })

  it('IS_CONNECTED: false without a session, and false (token dropped) once the server revoked it', async () => {
    const fresh = setup()
    await expect(fresh.client.request('IS_CONNECTED')).resolves.toEqual({ isConnected: false })
    const pair = await signedIn()
    await expect(pair.client.request('IS_CONNECTED')).resolves.toEqual({ isConnected: true })
    pair.backend.sessions.clear()
    pair.app?.destroy() // a reload: the next document has only the stored token
    const reloaded = setup()
    for (const [key, value] of pair.storage) reloaded.storage.set(key, value)
    await expect(reloaded.client.request('IS_CONNECTED')).resolves.toEqual({ isConnected: false })
    expect(reloaded.storage.has('kit-frame/session')).toBe(false)
  })

  it('SIGN_OUT: the session ends on the server and in the frame, and the host hears USER_CHANGED null', async () => {
    const pair = await signedIn()
    const users: unknown[] = []
    pair.client.on('USER_CHANGED', ({ user }) => users.push(user))
    await pair.client.request('SIGN_OUT')
    expect(pair.backend.calls).toContain('POST /v1/auth/logout')
    expect(pair.storage.has('kit-frame/session')).toBe(false)
    await until(() => users.includes(null))
    await expect(pair.client.request('GET_USER')).rejects.toThrow('Not signed in')
  })
})

describe('frame app: RPC requests', () => {
  it('answers eth_accounts itself and forwards other safe methods to the chain', async () => {
    const pair = await signedIn()
    await expect(pair.client.rpc({ method: 'eth_accounts' })).resolves.toEqual([EVM_ADDRESS])
    await expect(pair.client.rpc({ method: 'eth_blockNumber' })).resolves.toBe('0x2a')
    expect(pair.backend.calls).toContain('rpc:eth_blockNumber')
    expect(pair.ui.asked).toHaveLength(0)
  })

  it("forwards to the Kit server's RPC proxy (<serverUrl>/v1/?chainId=…&projectId=…) for a chain the config gives no URL", async () => {
    const proxied: string[] = []
    const pair = await signedIn({
      chains: null,
      wrapFetch: (inner) => async (input, init) => {
        const url = String(input)
        if (!url.includes('/v1/?')) return inner(input, init)
        const { id, method } = JSON.parse(String(init?.body)) as { id: number; method: string }
        proxied.push(`${url} ${method}`)
        return Response.json({ jsonrpc: '2.0', id, result: method === 'eth_blockNumber' ? '0x2b' : '0x' })
      },
    })
    await expect(pair.client.rpc({ method: 'eth_blockNumber' })).resolves.toBe('0x2b')
    expect(proxied).toContain(`${SERVER}/v1/?chainId=eip155%3A80002&projectId=shop eth_blockNumber`)
  })

  it('asks the user for an unsafe request, tells the host to show the frame, and signs only after Approve', async () => {
    const pair = await signedIn()
    const approvals: string[] = []
    pair.client.on('APPROVAL_REQUESTED', ({ method }) => approvals.push(method))
    const message = '0x48656c6c6f' // "Hello"
    const signing = pair.client.rpc({ method: 'personal_sign', params: [message, EVM_ADDRESS] })
    await until(() => pair.ui.asked.length === 1)
    expect(approvals).toEqual(['personal_sign'])
    expect(pair.ui.asked[0]?.rows.find((row) => row.label === 'Message')?.value).toBe('Hello')
    expect(pair.ui.asked[0]?.intro).toContain('https://shop.example')
    pair.ui.answer(true)
    const signature = await signing
    await expect(
      recoverMessageAddress({ message: { raw: message }, signature: signature as Hex }),
    ).resolves.toBe(EVM_ADDRESS)
    expect(pair.ui.finished).toBe(1)
  })

  it("Reject answers 'User rejected the request'", async () => {
    const pair = await signedIn()
    const signing = pair.client.rpc({ method: 'personal_sign', params: ['0x01', EVM_ADDRESS] })
    await until(() => pair.ui.asked.length === 1)
    pair.ui.answer(false)
    await expect(signing).rejects.toThrow('User rejected the request')
  })

  it('stops asking when the host gives up (the modal closed)', async () => {
    const pair = await signedIn()
    const signing = pair.client.rpc({ method: 'personal_sign', params: ['0x01', EVM_ADDRESS] })
    await until(() => pair.ui.asked.length === 1)
    expect(pair.client.rejectRpcRequests()).toBe(1)
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
    await until(() => pair.ui.signals[0]?.aborted === true)
  })

  it('once the user approves, the host hears APPROVED and can no longer abort it: the signature still arrives', async () => {
    const pair = await signedIn()
    const approved: string[] = []
    pair.client.on('APPROVED', ({ id }) => {
      approved.push(id)
      // The modal closes at that very moment.
      expect(pair.client.rejectRpcRequests()).toBe(0)
    })
    const message = '0x48656c6c6f'
    const signing = pair.client.rpc({ method: 'personal_sign', params: [message, EVM_ADDRESS] })
    await until(() => pair.ui.asked.length === 1)
    pair.ui.answer(true)
    const signature = await signing
    expect(approved).toHaveLength(1)
    expect(pair.ui.signals[0]?.aborted).toBe(false)
    await expect(
      recoverMessageAddress({ message: { raw: message }, signature: signature as Hex }),
    ).resolves.toBe(EVM_ADDRESS)
  })

  it('refuses requests for an account it does not hold, and unsupported methods, before asking', async () => {
    const pair = await signedIn()
    await expect(
      pair.client.rpc({
        method: 'personal_sign',
        params: ['0x01', '0x000000000000000000000000000000000000dEaD'],
      }),
    ).rejects.toThrow('does not hold')
    await expect(
      pair.client.rpc({
        method: 'wallet_grantPermissions',
        params: [{ expiry: 1, signer: {}, permissions: [{}] }],
      }),
    ).rejects.toThrow('not supported')
    await expect(
      pair.client.rpc({
        method: 'solana_signMessage',
        params: { message: '2NEpo7TZRRrLZSi2U', pubkey: '11111111111111111111111111111111' },
      }),
    ).rejects.toThrow('This request needs a Solana network')
    expect(pair.ui.asked).toHaveLength(0)
  })

  it('needs a session', async () => {
    const pair = setup()
    await expect(pair.client.rpc({ method: 'eth_accounts' })).rejects.toThrow('Not signed in')
  })
})

describe('frame app: one session load for every caller', () => {
  it('a caller that gives up does not fail the others waiting for the same session load', async () => {
    let gated = false
    let held = 0
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const pair = await signedIn({
      // Once gated, the session's one load (`/wallet/open`) waits for the test, then honours its abort signal like a
      // real fetch.
      wrapFetch: (inner) => async (input, init) => {
        if (gated && String(input).includes('/v1/auth/wallet/open')) {
          held++
          await gate
          init?.signal?.throwIfAborted()
        }
        return inner(input, init)
      },
    })
    gated = true
    // A new frame document (same storage): the session must be loaded again from the stored token.
    pair.app?.destroy()
    pair.client.iframe?.remove()
    const giver = new AbortController()
    const first = pair.client.request('GET_USER', undefined, { signal: giver.signal })
    const second = pair.client.request('IS_CONNECTED')
    await until(() => held === 1)
    giver.abort()
    await expect(first).rejects.toBeInstanceOf(RequestAbortedError)
    await new Promise((resolve) => setTimeout(resolve, 20)) // The frame hears the ABORT.
    release()
    await expect(second).resolves.toEqual({ isConnected: true })
    expect(held).toBe(1)
  })
})
