// The account on the frame's own cards, through the bridge. The e-mail change (N1): the host asks, the frame's card
// shows the old and the new address, the code to the current address is typed there (the host's
// UPDATE_EMAIL_PRIMARY_OTP is refused), and an account without an e-mail adds one only right after a login. The
// signed-in devices: listed on the card, ended one by one or all others, this one included (the frame signs out).
import { afterEach, describe, expect, it } from 'vitest'
import { UserRejectedError } from '../errors.js'
import { CODES, createFramePair } from '../testing/framePair.js'

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

async function signedInByEmail(options: Parameters<typeof createFramePair>[0] = {}) {
  const pair = setup(options)
  await pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
  await pair.client.request('CONNECT_OTP', { otp: CODES.login })
  return pair
}

/** Signed in with Farcaster: an account without an e-mail. */
async function signedInWithFarcaster() {
  const pair = setup()
  await pair.client.request('GET_FARCASTER_URI')
  await pair.client.request('CONNECT_FARCASTER')
  return pair
}

const calls = (pair: ReturnType<typeof createFramePair>, call: string) =>
  pair.backend.calls.filter((entry) => entry === call).length

describe('changing the e-mail (N1)', () => {
  it('the frame’s card shows both addresses and takes the current address’s code; then the host collects the new one', async () => {
    const pair = await signedInByEmail()
    const asked: string[] = []
    pair.client.on('INPUT_REQUESTED', ({ id }) => asked.push(id))
    await expect(pair.client.request('UPDATE_EMAIL', { email: 'new@example.com' })).resolves.toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    expect(asked).toHaveLength(1)
    expect(pair.accountUi.shown).toEqual([
      { card: 'change-email', currentEmail: 'ada@example.com', newEmail: 'new@example.com' },
    ])
    expect(calls(pair, 'POST /v1/auth/email/update/primary')).toBe(1)
    await expect(
      pair.client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: CODES.secondary }),
    ).resolves.toEqual({ newEmail: 'new@example.com' })
    expect((await pair.client.request('GET_USER')).email).toBe('new@example.com')
  })

  it('never completes without the user on the card: nothing is sent before Continue, and Cancel rejects', async () => {
    const pair = await signedInByEmail()
    let cancel: () => void = () => undefined
    pair.accountUi.onChangeEmail = () =>
      new Promise<void>((_resolve, reject) => {
        cancel = () => reject(new UserRejectedError())
      })
    const changing = pair.client.request('UPDATE_EMAIL', { email: 'new@example.com' })
    await expect.poll(() => pair.accountUi.shown.length).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls(pair, 'POST /v1/auth/email/update')).toBe(0)
    cancel()
    await expect(changing).rejects.toThrow('User rejected the request')
    expect(calls(pair, 'POST /v1/auth/email/update/primary')).toBe(0)
  })

  it('the host’s UPDATE_EMAIL_PRIMARY_OTP is refused: the code for the current e-mail is typed in the frame', async () => {
    const pair = await signedInByEmail()
    await expect(pair.client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: CODES.primary })).rejects.toThrow(
      'Enter the code for your current e-mail in the secure frame',
    )
    expect(calls(pair, 'POST /v1/auth/email/update/primary')).toBe(0)
  })

  it('a wrong code on the card says so and leaves it for another try', async () => {
    const pair = await signedInByEmail()
    pair.accountUi.onChangeEmail = async (card) => {
      expect(await card.start()).toBe('code')
      await expect(card.verify('000000')).rejects.toThrow('The code is wrong or expired')
      await card.verify(CODES.primary)
    }
    await expect(pair.client.request('UPDATE_EMAIL', { email: 'new@example.com' })).resolves.toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
  })

  it('an account without an e-mail adds one right after its login, on the card', async () => {
    const pair = await signedInWithFarcaster()
    await expect(pair.client.request('UPDATE_EMAIL', { email: 'new@example.com' })).resolves.toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    expect(pair.accountUi.shown).toEqual([
      { card: 'change-email', currentEmail: null, newEmail: 'new@example.com' },
    ])
  })

  it('an account without an e-mail and an old login is told to sign in again: a session alone adds no e-mail', async () => {
    const pair = await signedInWithFarcaster()
    pair.backend.clockAheadMs = 11 * 60_000
    let shownError: unknown
    pair.accountUi.onChangeEmail = async (card) => {
      // What the card shows before it closes.
      shownError = await card.start().catch((error: unknown) => error)
      throw shownError
    }
    await expect(pair.client.request('UPDATE_EMAIL', { email: 'mallory@evil.test' })).rejects.toThrow(
      'Sign in again to add an e-mail to this account',
    )
    expect(shownError).toMatchObject({ name: 'SignInAgainError' })
    expect(calls(pair, 'POST /v1/auth/email/update/secondary')).toBe(0)
  })
})

describe('signed-in devices', () => {
  /** A second device of the same user, signed in on the same server. */
  function otherDevice(pair: ReturnType<typeof createFramePair>) {
    pair.backend.sessions.set('session-token-other-abcdefghijklmnop', {
      id: 'session-other',
      method: 'email',
      device: 'Firefox on Windows',
      createdAt: Date.now() - 86_400_000,
      lastUsedAt: Date.now() - 3_600_000,
      freshUntil: 0,
    })
  }

  it('MANAGE_SESSIONS lists them on the card, this one marked, and ends the others', async () => {
    const pair = await signedInByEmail()
    otherDevice(pair)
    const asked: string[] = []
    pair.client.on('INPUT_REQUESTED', ({ id }) => asked.push(id))
    await expect(pair.client.request('MANAGE_SESSIONS')).resolves.toEqual({ ended: 1 })
    expect(asked).toHaveLength(1)
    const [shown] = pair.accountUi.shown
    if (shown?.card !== 'sessions') throw new Error('no sessions card')
    expect(shown.devices.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Firefox on Windows', current: false },
      { device: 'Chrome on Linux', current: true },
    ])
    expect([...pair.backend.sessions.values()].map((session) => session.id)).toEqual([
      expect.not.stringContaining('other'),
    ])
    // This device is still signed in.
    await expect(pair.client.request('IS_CONNECTED')).resolves.toEqual({ isConnected: true })
  })

  it('ending this device’s own session signs the frame out', async () => {
    const pair = await signedInByEmail()
    otherDevice(pair)
    const users: unknown[] = []
    pair.client.on('USER_CHANGED', ({ user }) => users.push(user))
    pair.accountUi.onSessions = async (card, devices) => {
      const current = devices.find((device) => device.current)
      return { ended: await card.end({ id: current?.id ?? '' }), endedCurrent: true }
    }
    await expect(pair.client.request('MANAGE_SESSIONS')).resolves.toEqual({ ended: 1 })
    expect(pair.backend.sessions.size).toBe(1)
    await expect.poll(() => users).toContain(null)
    expect(pair.storage.has('kit-frame/session')).toBe(false)
    await expect(pair.client.request('GET_USER')).rejects.toThrow('Not signed in')
  })

  it('a session ended from another device: the next account request signs this frame out', async () => {
    const pair = await signedInByEmail()
    const users: unknown[] = []
    pair.client.on('USER_CHANGED', ({ user }) => users.push(user))
    pair.backend.sessions.clear()
    await expect(pair.client.request('MANAGE_SESSIONS')).rejects.toThrow('Not signed in')
    await expect.poll(() => users).toContain(null)
    await expect(pair.client.request('IS_CONNECTED')).resolves.toEqual({ isConnected: false })
  })
})
