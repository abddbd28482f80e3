// The account cards in the DOM: the e-mail change shows both addresses and asks for the current address's code in
// the frame; the step-up sends its code only when asked on the card; the devices card ends sessions. Every action
// button arms only once the card has been seen, as the approval card's do.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { APPROVAL_ARM_DELAY_MS } from '../ui/approvalUi.js'
import type { SignedInDevice } from '../authApi.js'
import { AuthServiceError, SignInAgainError } from '../errors.js'
import { report, transparent, useFakeObserver, visible } from '../testing/visibility.js'
import { accountTexts, createAccountUi } from './accountUi.js'

afterEach(() => {
  document.body.replaceChildren()
  delete document.body.dataset.approval
})

function setup() {
  const root = document.createElement('main')
  document.body.append(root)
  return { root, ui: createAccountUi(document, root) }
}

const button = (root: HTMLElement, text: string) => {
  const found = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === text)
  if (!found) throw new Error(`no button "${text}"`)
  return found
}
const alertText = (root: HTMLElement) => root.querySelector('[role="alert"]')?.textContent
const signal = () => new AbortController().signal

/** The card is seen for the whole arm delay. */
async function seen() {
  report(visible)
  await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
}

/** The user types `code` into the field, which took the focus a moment ago, and presses Enter (Verify). */
async function typeCode(root: HTMLElement, code: string) {
  const input = root.querySelector<HTMLInputElement>('#account-code')
  if (!input) throw new Error('no code field')
  // Typing takes longer than the arm delay: a key that comes sooner after the focus moved does not count (L1).
  await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
  input.value = code
  button(root, accountTexts.verify).click()
}

describe('the e-mail change card', () => {
  useFakeObserver()

  it('shows both addresses; Continue arms only once seen; the current address’s code is typed here', async () => {
    vi.useFakeTimers()
    const { root, ui } = setup()
    const start = vi.fn(async () => 'code' as const)
    const verify = vi
      .fn<(otp: string) => Promise<void>>()
      .mockRejectedValueOnce(new AuthServiceError('The code is wrong or expired', { status: 400 }))
      .mockResolvedValueOnce(undefined)
    const done = ui.changeEmail({
      currentEmail: 'ada@example.com',
      newEmail: 'new@example.com',
      start,
      verify,
      signal: signal(),
    })
    expect(root.textContent).toContain('ada@example.com')
    expect(root.textContent).toContain('new@example.com')
    expect(document.activeElement?.textContent).toBe(accountTexts.changeEmailTitle)
    const proceed = button(root, accountTexts.continue)
    expect(proceed.disabled).toBe(true)
    // Through a transparent frame the button stays off, and a forced click does nothing.
    report(transparent)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS * 2)
    proceed.disabled = false
    proceed.click()
    expect(start).not.toHaveBeenCalled()
    await seen()
    proceed.click()
    await vi.waitFor(() => expect(root.querySelector('#account-code')).not.toBeNull())
    expect(start).toHaveBeenCalledTimes(1)
    expect(root.textContent).toContain(accountTexts.codeSentTo.replace('{email}', 'ada@example.com'))
    await typeCode(root, '12ab')
    expect(alertText(root)).toBe(accountTexts.codeInvalid)
    expect(verify).not.toHaveBeenCalled()
    await typeCode(root, '000000')
    await vi.waitFor(() => expect(alertText(root)).toBe('The code is wrong or expired'))
    await typeCode(root, '111111')
    await expect(done).resolves.toBeUndefined()
    expect(verify).toHaveBeenLastCalledWith('111111')
    expect(root.querySelector('[role="dialog"]')).toBeNull()
  })

  it('Cancel rejects with "User rejected the request"; the host giving up removes the card', async () => {
    const { root, ui } = setup()
    const options = {
      currentEmail: 'a@example.com',
      newEmail: 'b@example.com',
      start: vi.fn(),
      verify: vi.fn(),
    }
    const cancelled = ui.changeEmail({ ...options, signal: signal() })
    button(root, accountTexts.cancel).click()
    await expect(cancelled).rejects.toThrow('User rejected the request')
    expect(options.start).not.toHaveBeenCalled()
    const host = new AbortController()
    const gone = ui.changeEmail({ ...options, signal: host.signal })
    host.abort(new Error('gone'))
    await expect(gone).rejects.toThrow('gone')
    expect(root.querySelector('[role="dialog"]')).toBeNull()
  })

  it('an account that must sign in again is told so on the card, which then only closes, with that error', async () => {
    vi.useFakeTimers()
    const { root, ui } = setup()
    const refusal = new SignInAgainError('Sign in again to add an e-mail to this account')
    const done = ui.changeEmail({
      currentEmail: null,
      newEmail: 'b@example.com',
      start: async () => {
        throw refusal
      },
      verify: vi.fn(),
      signal: signal(),
    })
    expect(root.textContent).toContain(accountTexts.noEmail)
    await seen()
    button(root, accountTexts.continue).click()
    await vi.waitFor(() => expect(alertText(root)).toBe(accountTexts.signInAgainFirst))
    expect(() => button(root, accountTexts.continue)).toThrow()
    button(root, accountTexts.close).click()
    await expect(done).rejects.toBe(refusal)
  })
})

describe('the step-up card', () => {
  useFakeObserver()

  it('sends the code only when asked on the card, then checks it', async () => {
    vi.useFakeTimers()
    const { root, ui } = setup()
    const send = vi.fn(async () => 'ada@example.com')
    const verify = vi.fn(async () => undefined)
    const done = ui.confirmByEmail({ send, verify, signal: signal() })
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS * 2)
    expect(send).not.toHaveBeenCalled()
    await seen()
    button(root, accountTexts.sendCode).click()
    await vi.waitFor(() => expect(root.querySelector('#account-code')).not.toBeNull())
    expect(root.textContent).toContain('ada@example.com')
    await typeCode(root, '654321')
    await expect(done).resolves.toBeUndefined()
    expect(verify).toHaveBeenCalledWith('654321')
  })
})

describe('the signed-in devices card', () => {
  useFakeObserver()
  const devices: SignedInDevice[] = [
    {
      id: 's2',
      method: 'email',
      device: 'Firefox on Windows',
      createdAt: '2026-01-01T00:00:00Z',
      lastUsedAt: '2026-01-02T00:00:00Z',
      expiresAt: '2026-02-01T00:00:00Z',
      current: false,
    },
    {
      id: 's1',
      method: 'google',
      device: null,
      createdAt: '2026-01-01T00:00:00Z',
      lastUsedAt: '2026-01-03T00:00:00Z',
      expiresAt: '2026-02-01T00:00:00Z',
      current: true,
    },
  ]

  it('lists the devices, this one marked; ends one, then the others; Done answers how many ended', async () => {
    vi.useFakeTimers()
    const { root, ui } = setup()
    const end = vi.fn(async () => 1)
    const done = ui.manageSessions({ list: async () => devices, end, signal: signal() })
    await vi.waitFor(() => expect(root.querySelectorAll('li')).toHaveLength(2))
    expect(root.textContent).toContain('Firefox on Windows')
    expect(root.textContent).toContain(accountTexts.unknownDevice)
    expect(root.querySelector('[data-session="s1"]')?.textContent).toContain(accountTexts.thisDevice)
    const signOutFirefox = root.querySelector<HTMLButtonElement>('[data-session="s2"] button')
    expect(signOutFirefox?.disabled).toBe(true)
    await seen()
    signOutFirefox?.click()
    await vi.waitFor(() => expect(root.querySelector('[data-session="s2"]')).toBeNull())
    expect(end).toHaveBeenCalledWith({ id: 's2' })
    button(root, accountTexts.done).click()
    await expect(done).resolves.toEqual({ ended: 1, endedCurrent: false })
  })

  it('ending this device’s own session closes the card at once', async () => {
    vi.useFakeTimers()
    const { root, ui } = setup()
    const done = ui.manageSessions({ list: async () => devices, end: async () => 1, signal: signal() })
    await vi.waitFor(() => expect(root.querySelectorAll('li')).toHaveLength(2))
    await seen()
    root.querySelector<HTMLButtonElement>('[data-session="s1"] button')?.click()
    await expect(done).resolves.toEqual({ ended: 1, endedCurrent: true })
  })
})

describe('the ways to open the wallet card (N8)', () => {
  useFakeObserver()

  it('lists the passkey and the password; Remove arms like Approve; the last one left has none; Done answers how many', async () => {
    vi.useFakeTimers()
    const { root, ui } = setup()
    const remove = vi.fn(async () => undefined)
    const done = ui.manageRecoveryMethods({
      methods: [
        { id: 'r1', kind: 'passkey' },
        { id: 'r2', kind: 'password' },
      ],
      remove,
      signal: signal(),
    })
    await vi.waitFor(() => expect(root.querySelectorAll('li')).toHaveLength(2))
    expect(root.textContent).toContain(accountTexts.passkeyMethod)
    expect(root.textContent).toContain(accountTexts.passwordMethod)
    const removePasskey = root.querySelector<HTMLButtonElement>('[data-method="r1"] button')
    expect(removePasskey?.disabled).toBe(true)
    await seen()
    removePasskey?.click()
    await vi.waitFor(() => expect(root.querySelector('[data-method="r1"]')).toBeNull())
    expect(remove).toHaveBeenCalledWith('r1')
    // The password is the last way left: no Remove, and the card says why.
    expect(root.querySelector('[data-method="r2"] button')).toBeNull()
    expect(root.textContent).toContain(accountTexts.lastMethod)
    button(root, accountTexts.done).click()
    await expect(done).resolves.toEqual({ removed: 1 })
  })

  it('a refusal shows the server’s reason on the card and keeps the method listed', async () => {
    vi.useFakeTimers()
    const { root, ui } = setup()
    const refusal = new AuthServiceError('Sign in again to continue', { status: 401 })
    const done = ui.manageRecoveryMethods({
      methods: [
        { id: 'r1', kind: 'passkey' },
        { id: 'r2', kind: 'passkey' },
      ],
      remove: async () => {
        throw refusal
      },
      signal: signal(),
    })
    await vi.waitFor(() => expect(root.querySelectorAll('li')).toHaveLength(2))
    await seen()
    root.querySelector<HTMLButtonElement>('[data-method="r2"] button')?.click()
    await vi.waitFor(() => expect(alertText(root)).toBe('Sign in again to continue'))
    expect(root.querySelector('[data-method="r2"]')).not.toBeNull()
    button(root, accountTexts.done).click()
    await expect(done).resolves.toEqual({ removed: 0 })
  })
})
