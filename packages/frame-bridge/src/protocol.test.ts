import { describe, expect, it } from 'vitest'
import {
  APP_EVENT_PREFIX,
  appEventType,
  authUserSchema,
  FRAME_EVENT_PREFIX,
  frameErrorType,
  frameEvents,
  frameEventType,
  frameRequests,
  frameSuccessType,
  isFrameEventName,
  isFrameRequestName,
  waitsForUser,
} from './exports/index.js'

const address = '0x1111111111111111111111111111111111111111'

describe('the request map', () => {
  it("covers every app → frame request of Web3Modal 5.1.11 that has a sender, and Kit's own", () => {
    expect(Object.keys(frameRequests).sort()).toEqual(
      [
        'ADD_RECOVERY_METHOD',
        'CONNECT_DEVICE',
        'CONNECT_EMAIL',
        'CONNECT_FARCASTER',
        'CONNECT_OTP',
        'CONNECT_PASSKEY',
        'CONNECT_PASSKEY_AUTOFILL',
        'CONNECT_SOCIAL',
        'EXPORT_KEY',
        'GET_CHAIN_ID',
        'GET_FARCASTER_URI',
        'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
        'GET_SOCIAL_REDIRECT_URI',
        'GET_USER',
        'IS_CONNECTED',
        'MANAGE_RECOVERY_METHODS',
        'MANAGE_SESSIONS',
        'RESUME_SOCIAL',
        'RPC_REQUEST',
        'SET_PREFERRED_ACCOUNT',
        'SIGN_OUT',
        'START_SOCIAL_REDIRECT',
        'SWITCH_NETWORK',
        'SYNC_DAPP_DATA',
        'SYNC_LOCALE',
        'SYNC_THEME',
        'UPDATE_EMAIL',
        'UPDATE_EMAIL_PRIMARY_OTP',
        'UPDATE_EMAIL_SECONDARY_OTP',
      ].sort(),
    )
  })

  it('names messages with the reference prefixes', () => {
    expect(APP_EVENT_PREFIX).toBe('@w3m-app/')
    expect(FRAME_EVENT_PREFIX).toBe('@w3m-frame/')
    expect(appEventType('CONNECT_EMAIL')).toBe('@w3m-app/CONNECT_EMAIL')
    expect(frameSuccessType('CONNECT_EMAIL')).toBe('@w3m-frame/CONNECT_EMAIL_SUCCESS')
    expect(frameErrorType('CONNECT_EMAIL')).toBe('@w3m-frame/CONNECT_EMAIL_ERROR')
    expect(frameEventType('SESSION_UPDATE')).toBe('@w3m-frame/SESSION_UPDATE')
  })

  it('looks names up as own keys only', () => {
    for (const name of [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'valueOf',
      '',
      'get_user',
    ]) {
      expect(isFrameRequestName(name)).toBe(false)
      expect(isFrameEventName(name)).toBe(false)
    }
    expect(isFrameRequestName(42)).toBe(false)
    expect(isFrameRequestName('GET_USER')).toBe(true)
    expect(isFrameEventName('READY')).toBe(true)
  })

  it('lets only the requests that wait for the user outside the page wait long', () => {
    const waiting = Object.keys(frameRequests).filter((name) =>
      waitsForUser(name as keyof typeof frameRequests),
    )
    expect(waiting.sort()).toEqual(['CONNECT_DEVICE', 'CONNECT_FARCASTER', 'CONNECT_PASSKEY_AUTOFILL'])
  })
})

describe('frame connection actions', () => {
  it('CONNECT_EMAIL answers VERIFY_DEVICE or VERIFY_OTP, nothing else', () => {
    const result = frameRequests.CONNECT_EMAIL.result
    expect(result.parse({ action: 'VERIFY_DEVICE' })).toEqual({ action: 'VERIFY_DEVICE' })
    expect(result.parse({ action: 'VERIFY_OTP' })).toEqual({ action: 'VERIFY_OTP' })
    expect(result.safeParse({ action: 'VERIFY_PRIMARY_OTP' }).success).toBe(false)
  })

  it('UPDATE_EMAIL answers VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP, nothing else', () => {
    const result = frameRequests.UPDATE_EMAIL.result
    expect(result.parse({ action: 'VERIFY_PRIMARY_OTP' })).toBeTruthy()
    expect(result.parse({ action: 'VERIFY_SECONDARY_OTP' })).toBeTruthy()
    expect(result.safeParse({ action: 'VERIFY_OTP' }).success).toBe(false)
  })

  it('takes only valid e-mail addresses', () => {
    for (const name of ['CONNECT_EMAIL', 'UPDATE_EMAIL'] as const) {
      expect(frameRequests[name].params.safeParse({ email: 'user@example.com' }).success).toBe(true)
      for (const email of ['', 'user', 'user@', '@example.com', 'a b@example.com', 42])
        expect(frameRequests[name].params.safeParse({ email }).success).toBe(false)
    }
    expect(frameRequests.UPDATE_EMAIL_SECONDARY_OTP.result.safeParse({ newEmail: 'nope' }).success).toBe(
      false,
    )
  })

  it('takes the six social providers only; Farcaster has its own requests', () => {
    const params = frameRequests.GET_SOCIAL_REDIRECT_URI.params
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord'])
      expect(params.safeParse({ provider }).success).toBe(true)
    for (const provider of ['farcaster', 'twitter', 'Google', ''])
      expect(params.safeParse({ provider }).success).toBe(false)
  })

  it('a social login asks for a pop-up URL, or starts a full-page redirect back to an http(s) page', () => {
    expect(frameRequests.GET_SOCIAL_REDIRECT_URI.params.safeParse({ provider: 'x' }).success).toBe(true)
    const redirect = frameRequests.START_SOCIAL_REDIRECT.params
    expect(redirect.safeParse({ provider: 'x', returnTo: 'https://shop.example/a?b=1#c' }).success).toBe(true)
    expect(redirect.safeParse({ provider: 'x' }).success).toBe(false)
    expect(redirect.safeParse({ provider: 'x', returnTo: 'javascript:alert(1)' }).success).toBe(false)
    const resume = frameRequests.RESUME_SOCIAL.params
    expect(resume.safeParse({ result: 'code' }).success).toBe(true)
    expect(resume.safeParse({ error: 'access_denied' }).success).toBe(true)
    expect(resume.safeParse({ result: 'x'.repeat(2049) }).success).toBe(false)
  })

  it('takes theme mode light or dark only', () => {
    expect(frameRequests.SYNC_THEME.params.safeParse({ themeMode: 'dark' }).success).toBe(true)
    expect(frameRequests.SYNC_THEME.params.safeParse({ themeMode: 'sepia' }).success).toBe(false)
  })

  it('takes a short locale tag, never a long text', () => {
    expect(frameRequests.SYNC_LOCALE.params.safeParse({ locale: 'ar' }).success).toBe(true)
    expect(frameRequests.SYNC_LOCALE.params.safeParse({ locale: '' }).success).toBe(false)
    expect(frameRequests.SYNC_LOCALE.params.safeParse({ locale: 'x'.repeat(36) }).success).toBe(false)
    expect(frameRequests.SYNC_LOCALE.params.safeParse({}).success).toBe(false)
  })

  it('takes eoa or smartAccount as the preferred account type', () => {
    expect(frameRequests.SET_PREFERRED_ACCOUNT.params.safeParse({ type: 'smartAccount' }).success).toBe(true)
    expect(frameRequests.SET_PREFERRED_ACCOUNT.params.safeParse({ type: 'contract' }).success).toBe(false)
    expect(frameRequests.SET_PREFERRED_ACCOUNT.result.safeParse({ type: 'eoa', address }).success).toBe(true)
  })

  it('takes no payload where the reference has none, nor for the wallet and account cards', () => {
    for (const name of [
      'CONNECT_DEVICE',
      'GET_FARCASTER_URI',
      'CONNECT_FARCASTER',
      'GET_CHAIN_ID',
      'SIGN_OUT',
      'ADD_RECOVERY_METHOD',
      'EXPORT_KEY',
      'MANAGE_SESSIONS',
      'MANAGE_RECOVERY_METHODS',
    ] as const)
      expect(frameRequests[name].params.safeParse({ sneaky: true }).success).toBe(false)
    expect(frameRequests.GET_USER.params.safeParse(undefined).success).toBe(true)
    expect(frameRequests.IS_CONNECTED.params.safeParse(undefined).success).toBe(true)
  })
})

describe("the wallet's own cards", () => {
  it('ADD_RECOVERY_METHOD answers the kind added, passkey or password, nothing else', () => {
    const result = frameRequests.ADD_RECOVERY_METHOD.result
    expect(result.parse({ kind: 'passkey' })).toEqual({ kind: 'passkey' })
    expect(result.parse({ kind: 'password' })).toEqual({ kind: 'password' })
    for (const answer of [{ kind: 'email' }, {}, undefined, 'passkey'])
      expect(result.safeParse(answer).success).toBe(false)
  })

  it('EXPORT_KEY answers nothing: a key in the answer is refused, so it never leaves the frame', () => {
    const result = frameRequests.EXPORT_KEY.result
    expect(result.safeParse(undefined).success).toBe(true)
    for (const answer of [`0x${'ab'.repeat(32)}`, { privateKey: `0x${'ab'.repeat(32)}` }, {}, null])
      expect(result.safeParse(answer).success).toBe(false)
  })

  it('MANAGE_SESSIONS answers how many sessions the user ended on the card, a whole count, nothing more', () => {
    const result = frameRequests.MANAGE_SESSIONS.result
    expect(result.parse({ ended: 0 })).toEqual({ ended: 0 })
    expect(result.parse({ ended: 3, sessions: ['token'] })).toEqual({ ended: 3 })
    for (const answer of [{ ended: -1 }, { ended: 1.5 }, { ended: '2' }, {}, undefined])
      expect(result.safeParse(answer).success).toBe(false)
    expect(waitsForUser('MANAGE_SESSIONS')).toBe(false)
  })

  it('MANAGE_RECOVERY_METHODS answers how many methods the user removed, a whole count, no records', () => {
    const result = frameRequests.MANAGE_RECOVERY_METHODS.result
    expect(result.parse({ removed: 0 })).toEqual({ removed: 0 })
    expect(result.parse({ removed: 1, records: ['sealed'] })).toEqual({ removed: 1 })
    for (const answer of [{ removed: -1 }, { removed: 0.5 }, { removed: '1' }, {}, undefined])
      expect(result.safeParse(answer).success).toBe(false)
    expect(waitsForUser('MANAGE_RECOVERY_METHODS')).toBe(false)
  })
})

describe('the auth user', () => {
  const user = {
    email: 'user@example.com',
    address,
    chainId: 'eip155:80002',
    accounts: [
      { address, type: 'eoa' },
      { address: '0x2222222222222222222222222222222222222222', type: 'smartAccount' },
    ],
    smartAccountDeployed: true,
    preferredAccountType: 'smartAccount',
    userName: 'alice',
  }

  it('has every field of the spec', () => {
    expect(authUserSchema.parse(user)).toEqual(user)
  })

  it('has an optional, nullable email', () => {
    expect(authUserSchema.parse({ ...user, email: null }).email).toBeNull()
    const { email: _email, ...withoutEmail } = user
    expect(authUserSchema.parse(withoutEmail).email).toBeUndefined()
    expect(authUserSchema.safeParse({ ...user, email: 'not-an-email' }).success).toBe(false)
  })

  it('takes EVM and Solana addresses, numeric and CAIP chain ids', () => {
    expect(
      authUserSchema.safeParse({
        address: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }).success,
    ).toBe(true)
    expect(authUserSchema.safeParse({ address, chainId: 80002 }).success).toBe(true)
    for (const chainId of [0, -1, 1.5, 'eip155', '', 'eip155:1:extra'])
      expect(authUserSchema.safeParse({ address, chainId }).success).toBe(false)
  })

  it('refuses account types outside eoa and smartAccount', () => {
    expect(authUserSchema.safeParse({ ...user, accounts: [{ address, type: 'contract' }] }).success).toBe(
      false,
    )
  })
})

describe('frame-initiated events', () => {
  it('has READY, SESSION_UPDATE, USER_CHANGED, APPROVAL_REQUESTED, APPROVED and INPUT_REQUESTED, none shaped like a reply', () => {
    expect(Object.keys(frameEvents).sort()).toEqual([
      'APPROVAL_REQUESTED',
      'APPROVED',
      'INPUT_REQUESTED',
      'READY',
      'SESSION_UPDATE',
      'USER_CHANGED',
    ])
    for (const name of Object.keys(frameEvents)) expect(name).not.toMatch(/_(SUCCESS|ERROR)$/)
  })

  it('only prompts approval for unsafe methods', () => {
    expect(frameEvents.APPROVAL_REQUESTED.safeParse({ id: 'x', method: 'personal_sign' }).success).toBe(true)
    expect(frameEvents.APPROVAL_REQUESTED.safeParse({ id: 'x', method: 'eth_call' }).success).toBe(false)
  })

  it('APPROVED carries the id of the approved request, and nothing else is accepted as one', () => {
    expect(frameEvents.APPROVED.safeParse({ id: 'x' }).success).toBe(true)
    expect(frameEvents.APPROVED.safeParse({ id: '' }).success).toBe(false)
    expect(frameEvents.APPROVED.safeParse({ id: 'x'.repeat(65) }).success).toBe(false)
    expect(frameEvents.APPROVED.safeParse(undefined).success).toBe(false)
  })

  it('INPUT_REQUESTED carries the id of the request the frame answers on its own UI, and nothing else', () => {
    expect(frameEvents.INPUT_REQUESTED.parse({ id: 'x', extra: true })).toEqual({ id: 'x' })
    expect(frameEvents.INPUT_REQUESTED.safeParse({ id: '' }).success).toBe(false)
    expect(frameEvents.INPUT_REQUESTED.safeParse({ id: 'x'.repeat(65) }).success).toBe(false)
    expect(frameEvents.INPUT_REQUESTED.safeParse({}).success).toBe(false)
  })
})

describe('prototype pollution', () => {
  it('never lets payload keys reach a prototype', () => {
    const payload = JSON.parse(
      '{"themeMode":"dark","themeVariables":{"__proto__":"#000","constructor":"#fff","--accent":"#f00"},"__proto__":{"polluted":1}}',
    )
    const parsed = frameRequests.SYNC_THEME.params.parse(payload)
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(Object.getPrototypeOf(parsed.themeVariables)).toBe(Object.prototype)
    expect((parsed as { polluted?: unknown }).polluted).toBeUndefined()
    expect(parsed.themeVariables?.['--accent']).toBe('#f00')
  })

  it('refuses a nested object smuggled under a prototype key', () => {
    const payload = JSON.parse('{"themeVariables":{"constructor":{"prototype":{"polluted":1}}}}')
    expect(frameRequests.SYNC_THEME.params.safeParse(payload).success).toBe(false)
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
  })
})
