import { afterEach, describe, expect, it, vi } from 'vitest'
import { APPROVAL_ARM_DELAY_MS } from './approvalUi.js'
import { report, transparent, useFakeObserver, visible } from '../testing/visibility.js'
import { AuthServiceError } from '../errors.js'
import {
  PasskeyError,
  RecoveryMethodMissingError,
  RecoveryOpenError,
  RecoveryRecordError,
} from '../keys/errors.js'
import { PasskeyWindowError } from '../passkey/recoveryPasskey.js'
import { createRecoveryUi, MIN_RECOVERY_PASSWORD_LENGTH, recoveryTexts } from './recoveryUi.js'
import type { RecoverySecret, WalletKeys } from '../keys/types.js'

const keys = {
  evm: { address: '0x1', privateKey: '0x2' },
  solana: { address: 's', secretKey: 'k' },
} as WalletKeys
const passkeySecret: RecoverySecret = {
  kind: 'passkey',
  credentialId: 'c'.repeat(22),
  prfOutput: new Uint8Array(32),
  prfSalt: new Uint8Array(32),
}
const ACCOUNT = 'ada@example.com'
/** A password the strength floor accepts. */
const STRONG = 'quiver-anthem-dolphin-saddle-77'

afterEach(() => {
  document.body.replaceChildren()
  delete document.body.dataset.approval
})

function setup() {
  const root = document.createElement('main')
  document.body.append(root)
  return { root, ui: createRecoveryUi(document, root) }
}

const button = (root: HTMLElement, text: string) => {
  const found = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === text)
  if (!found) throw new Error(`no button "${text}"`)
  return found
}
const alertText = (root: HTMLElement) => root.querySelector('[role="alert"]')?.textContent
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function typePassword(root: HTMLElement, password: string, confirm = password) {
  const [first, second] = root.querySelectorAll<HTMLInputElement>('input[type="password"]')
  if (first) first.value = password
  if (second) second.value = confirm
  root.querySelector('form')?.requestSubmit()
}

describe('the protect card', () => {
  useFakeObserver()

  /** The card is seen for the whole arm delay, then the user confirms the account is theirs. */
  async function confirmAccount(root: HTMLElement) {
    vi.useFakeTimers()
    report(visible)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    vi.useRealTimers()
    button(root, recoveryTexts.confirmAccount).click()
  }

  const protectCard = (
    ui: ReturnType<typeof createRecoveryUi>,
    options: Partial<Parameters<ReturnType<typeof createRecoveryUi>['protect']>[0]> = {},
  ) =>
    ui.protect({
      account: ACCOUNT,
      createPasskey: vi.fn(),
      protect: vi.fn(),
      signal: new AbortController().signal,
      ...options,
    })

  it('is a labelled dialog with focus on its heading, shown over the page', () => {
    const { root, ui } = setup()
    void protectCard(ui)
    const dialog = root.querySelector('[role="dialog"]')
    expect(dialog?.getAttribute('aria-labelledby')).toBe('recovery-title')
    expect(document.activeElement?.textContent).toBe(recoveryTexts.protectTitle)
    expect(document.body.dataset.approval).toBe('open')
  })

  it('shows the account being signed in first; the wallet is protected only once the user says it is theirs, on the armed card (L15)', async () => {
    const { root, ui } = setup()
    const protect = vi.fn(async () => undefined)
    const done = protectCard(ui, { createPasskey: async () => passkeySecret, protect })
    expect(root.querySelector('[data-account]')?.textContent).toBe(ACCOUNT)
    expect(root.textContent).toContain(recoveryTexts.protectConfirmIntro)
    expect(() => button(root, recoveryTexts.createPasskey)).toThrow()
    expect(() => button(root, recoveryTexts.usePassword)).toThrow()
    // Not seen yet, or seen through a transparent frame: the confirmation does nothing.
    const yes = button(root, recoveryTexts.confirmAccount)
    expect(yes.disabled).toBe(true)
    vi.useFakeTimers()
    report(transparent)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS * 2)
    vi.useRealTimers()
    yes.disabled = false
    yes.click()
    expect(() => button(root, recoveryTexts.createPasskey)).toThrow()
    await confirmAccount(root)
    // The account stays in view with the choice of a method.
    expect(root.querySelector('[data-account]')?.textContent).toBe(ACCOUNT)
    expect(root.textContent).toContain(recoveryTexts.protectIntro)
    expect(document.activeElement?.textContent).toBe(recoveryTexts.createPasskey)
    expect(() => button(root, recoveryTexts.confirmAccount)).toThrow()
    button(root, recoveryTexts.createPasskey).click()
    await done
    expect(protect).toHaveBeenCalledWith(passkeySecret)
  })

  it('"Not my account" ends the card with a rejection, and nothing is protected', async () => {
    const { root, ui } = setup()
    const protect = vi.fn(async () => undefined)
    const done = protectCard(ui, { protect })
    button(root, recoveryTexts.notMyAccount).click()
    await expect(done).rejects.toThrow('User rejected the request')
    expect(protect).not.toHaveBeenCalled()
    expect(root.querySelector('[role="dialog"]')).toBeNull()
  })

  it('protects with a passkey, showing progress, and goes away when done', async () => {
    const { root, ui } = setup()
    const protect = vi.fn(async () => undefined)
    const done = protectCard(ui, { createPasskey: async () => passkeySecret, protect })
    await confirmAccount(root)
    button(root, recoveryTexts.createPasskey).click()
    expect(root.querySelector('[role="status"]')?.textContent).toBe(recoveryTexts.protecting)
    expect(button(root, recoveryTexts.createPasskey).disabled).toBe(true)
    await done
    expect(protect).toHaveBeenCalledWith(passkeySecret)
    expect(root.querySelector('[role="dialog"]')).toBeNull()
    expect(document.body.dataset.approval).toBeUndefined()
  })

  it('stays open after a cancelled passkey or one without PRF, saying what to do', async () => {
    const { root, ui } = setup()
    const createPasskey = vi
      .fn<() => Promise<RecoverySecret>>()
      .mockRejectedValueOnce(new PasskeyError('cancelled'))
      .mockRejectedValueOnce(new PasskeyError('prf-unsupported'))
      .mockRejectedValueOnce(new Error('boom'))
    void protectCard(ui, { createPasskey })
    await confirmAccount(root)
    button(root, recoveryTexts.createPasskey).click()
    await settle()
    expect(alertText(root)).toBe(recoveryTexts.passkeyCancelled)
    button(root, recoveryTexts.createPasskey).click()
    await settle()
    expect(alertText(root)).toBe(recoveryTexts.passkeyUnsupported)
    button(root, recoveryTexts.createPasskey).click()
    await settle()
    expect(alertText(root)).toBe(recoveryTexts.failed)
    expect(button(root, recoveryTexts.createPasskey).disabled).toBe(false)
  })

  it('takes a password of the minimum length, typed twice the same, that is hard to guess (N3)', async () => {
    const { root, ui } = setup()
    const protect = vi.fn(async () => undefined)
    const done = protectCard(ui, { protect })
    await confirmAccount(root)
    button(root, recoveryTexts.usePassword).click()
    const inputs = root.querySelectorAll('input[type="password"]')
    expect(inputs).toHaveLength(2)
    expect(root.querySelector('label[for="recovery-password"]')?.textContent).toBe(
      recoveryTexts.passwordLabel,
    )
    expect(document.activeElement).toBe(inputs[0])
    typePassword(root, 'x'.repeat(MIN_RECOVERY_PASSWORD_LENGTH - 1))
    expect(alertText(root)).toBe(
      recoveryTexts.passwordTooShort.replace('{min}', String(MIN_RECOVERY_PASSWORD_LENGTH)),
    )
    expect(inputs[0]?.getAttribute('aria-invalid')).toBe('true')
    typePassword(root, STRONG, `${STRONG}!`)
    expect(alertText(root)).toBe(recoveryTexts.passwordsDiffer)
    // Long enough, but guessed at once: refused with the estimator's own advice.
    typePassword(root, 'password1234')
    await vi.waitFor(() => expect(alertText(root)).toContain(recoveryTexts.passwordWeak))
    expect(alertText(root)).toContain('This is similar to a commonly used password.')
    typePassword(root, 'correct horse battery staple')
    await vi.waitFor(() => expect(alertText(root)).toContain('This is a heavily used password.'))
    // The account itself counts as known to a guesser (without it, this one would score 4).
    typePassword(root, `${ACCOUNT}2024`)
    await vi.waitFor(() =>
      expect(alertText(root)).toContain('There should not be any personal or page related data.'),
    )
    expect(protect).not.toHaveBeenCalled()
    typePassword(root, STRONG)
    await done
    expect(protect).toHaveBeenCalledWith({ kind: 'password', password: STRONG })
  }, 30_000)

  it('offers a generated passphrase, shown to be written down, which it accepts', async () => {
    const { root, ui } = setup()
    const protect = vi.fn(async () => undefined)
    const done = protectCard(ui, { protect })
    await confirmAccount(root)
    button(root, recoveryTexts.usePassword).click()
    button(root, recoveryTexts.usePassphrase).click()
    const shown = await vi.waitFor(() => {
      const found = root.querySelector<HTMLElement>('[data-passphrase]')
      if (!found) throw new Error('no passphrase yet')
      return found
    })
    const passphrase = shown.textContent ?? ''
    expect(passphrase.split('-')).toHaveLength(6)
    expect(document.activeElement).toBe(shown)
    const [first, second] = root.querySelectorAll<HTMLInputElement>('input[type="password"]')
    expect(first?.value).toBe(passphrase)
    expect(second?.value).toBe(passphrase)
    root.querySelector('form')?.requestSubmit()
    await done
    expect(protect).toHaveBeenCalledWith({ kind: 'password', password: passphrase })
  }, 30_000)

  it('goes away and rejects with the reason when the host gives up', async () => {
    const { root, ui } = setup()
    const controller = new AbortController()
    const done = protectCard(ui, { signal: controller.signal })
    controller.abort(new Error('host left'))
    await expect(done).rejects.toThrow('host left')
    expect(root.querySelector('[role="dialog"]')).toBeNull()
  })
})

describe('the recovery card', () => {
  it('offers only the methods the wallet has', () => {
    const { root, ui } = setup()
    const signal = new AbortController().signal
    void ui.recover({ methods: ['password'], getPasskey: vi.fn(), recover: vi.fn(), signal })
    expect(root.querySelectorAll('button')).toHaveLength(1)
    expect(root.querySelectorAll('input[type="password"]')).toHaveLength(1)
    void ui.recover({ methods: ['passkey'], getPasskey: vi.fn(), recover: vi.fn(), signal })
    expect(button(root, recoveryTexts.usePasskey)).toBeTruthy()
    expect(root.querySelector('input')).toBeNull()
  })

  it('says so on a wrong password and opens with the right one', async () => {
    const { root, ui } = setup()
    const recover = vi
      .fn<(secret: RecoverySecret) => Promise<WalletKeys>>()
      .mockRejectedValueOnce(new RecoveryOpenError())
      .mockResolvedValueOnce(keys)
    const opened = ui.recover({
      methods: ['passkey', 'password'],
      getPasskey: vi.fn(),
      recover,
      signal: new AbortController().signal,
    })
    typePassword(root, 'wrong')
    await settle()
    expect(alertText(root)).toBe(recoveryTexts.wrongPassword)
    typePassword(root, 'the right one')
    await expect(opened).resolves.toBe(keys)
    expect(recover).toHaveBeenLastCalledWith({ kind: 'password', password: 'the right one' })
  })

  it('opens with the passkey, and names a passkey the wallet does not know', async () => {
    const { root, ui } = setup()
    const recover = vi
      .fn<(secret: RecoverySecret) => Promise<WalletKeys>>()
      .mockRejectedValueOnce(new RecoveryMethodMissingError('passkey'))
      .mockResolvedValueOnce(keys)
    const opened = ui.recover({
      methods: ['passkey'],
      getPasskey: async () => passkeySecret,
      recover,
      signal: new AbortController().signal,
    })
    button(root, recoveryTexts.usePasskey).click()
    await settle()
    await settle()
    expect(alertText(root)).toBe('No recovery passkey is set for this wallet')
    button(root, recoveryTexts.usePasskey).click()
    await expect(opened).resolves.toBe(keys)
  })

  it('shows a Kit window that was blocked or closed in its own words, and the passkey can be tried again', async () => {
    const { root, ui } = setup()
    const closed = 'The Kit window was closed before your passkey was used.'
    const getPasskey = vi
      .fn<() => Promise<RecoverySecret>>()
      .mockRejectedValueOnce(new PasskeyWindowError(closed))
      .mockResolvedValueOnce(passkeySecret)
    const opened = ui.recover({
      methods: ['passkey'],
      getPasskey,
      recover: async () => keys,
      signal: new AbortController().signal,
    })
    button(root, recoveryTexts.usePasskey).click()
    await settle()
    await settle()
    expect(alertText(root)).toBe(closed)
    expect(button(root, recoveryTexts.usePasskey).disabled).toBe(false)
    button(root, recoveryTexts.usePasskey).click()
    await expect(opened).resolves.toBe(keys)
  })

  it('says when the password may be tried again, in the server’s words, and names a record it cannot open', async () => {
    const { root, ui } = setup()
    const limited = new AuthServiceError(
      'The recovery password was used too often today. Try it again in 23 h 59 min, or use your passkey',
      { status: 429, reason: 'PasswordReleaseRateLimited', retryAfterSeconds: 86_340 },
    )
    const older = new RecoveryRecordError(
      'This passkey’s recovery record is from an older version and cannot be opened',
    )
    const recover = vi
      .fn<(secret: RecoverySecret) => Promise<WalletKeys>>()
      .mockRejectedValueOnce(limited)
      .mockRejectedValueOnce(older)
    void ui.recover({
      methods: ['passkey', 'password'],
      getPasskey: async () => passkeySecret,
      recover,
      signal: new AbortController().signal,
    })
    typePassword(root, 'any password at all')
    await vi.waitFor(() => expect(alertText(root)).toBe(limited.shortMessage))
    button(root, recoveryTexts.usePasskey).click()
    await vi.waitFor(() => expect(alertText(root)).toBe(older.shortMessage))
  })

  it('never renders what it is given as markup', () => {
    const root = document.createElement('main')
    document.body.append(root)
    const ui = createRecoveryUi(document, root, {
      ...recoveryTexts,
      recoverTitle: '<img src=x onerror=alert(1)>',
    })
    void ui.recover({
      methods: ['password'],
      getPasskey: vi.fn(),
      recover: vi.fn(),
      signal: new AbortController().signal,
    })
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>')
  })
})

describe('replacing the share of another wallet (N4)', () => {
  it('the recovery card says loudly that the address changed, naming both', () => {
    const { root, ui } = setup()
    void ui.recover({
      methods: ['passkey'],
      getPasskey: vi.fn(),
      recover: vi.fn(),
      replacing: { from: '0xAAAA', to: '0xBBBB' },
      signal: new AbortController().signal,
    })
    const warning = root.querySelector('[data-address-changed]')
    expect(warning?.className).toBe('approval-warning')
    expect(warning?.textContent).toContain('0xAAAA')
    expect(warning?.textContent).toContain('0xBBBB')
    void ui.recover({
      methods: ['passkey'],
      getPasskey: vi.fn(),
      recover: vi.fn(),
      signal: new AbortController().signal,
    })
    expect(root.querySelector('[data-address-changed]')).toBeNull()
  })
})

describe('the card that confirms it is the user (a step-up without e-mail)', () => {
  it('checks the passkey or the password, says so when it does not open, and Cancel rejects', async () => {
    const { root, ui } = setup()
    const confirm = vi
      .fn<(secret: RecoverySecret) => Promise<void>>()
      .mockRejectedValueOnce(new RecoveryOpenError())
      .mockResolvedValueOnce(undefined)
    const done = ui.confirmUser({
      methods: ['passkey', 'password'],
      getPasskey: async () => passkeySecret,
      confirm,
      signal: new AbortController().signal,
    })
    expect(document.activeElement?.textContent).toBe(recoveryTexts.confirmTitle)
    typePassword(root, 'wrong')
    await vi.waitFor(() => expect(alertText(root)).toBe(recoveryTexts.wrongPassword))
    button(root, recoveryTexts.usePasskey).click()
    await expect(done).resolves.toBeUndefined()
    expect(confirm).toHaveBeenLastCalledWith(passkeySecret)
    const cancelled = ui.confirmUser({
      methods: ['passkey'],
      getPasskey: vi.fn(),
      confirm,
      signal: new AbortController().signal,
    })
    button(root, recoveryTexts.cancel).click()
    await expect(cancelled).rejects.toThrow('User rejected the request')
  })
})

describe('the card that confirms it is the user with the login passkey (checked by the server)', () => {
  it('offers the passkey alone, says so, and resolves only once the server took it; a failure leaves the card', async () => {
    const { root, ui } = setup()
    const proveWithPasskey = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new PasskeyError('cancelled'))
      .mockResolvedValueOnce(undefined)
    const done = ui.confirmUser({ proveWithPasskey, signal: new AbortController().signal })
    expect(root.textContent).toContain(recoveryTexts.confirmPasskeyIntro)
    // A password proves nothing to the server: no form.
    expect(root.querySelector('input[type="password"]')).toBeNull()
    button(root, recoveryTexts.usePasskey).click()
    await vi.waitFor(() => expect(alertText(root)).toBe(recoveryTexts.passkeyCancelled))
    button(root, recoveryTexts.usePasskey).click()
    await expect(done).resolves.toBeUndefined()
    expect(proveWithPasskey).toHaveBeenCalledTimes(2)
  })
})

describe('a passkey without PRF here', () => {
  it('on the card that opens the wallet, says to try it elsewhere (not "use a password": the wallet may have none)', async () => {
    const { root, ui } = setup()
    void ui.recover({
      methods: ['passkey'],
      getPasskey: () => Promise.reject(new PasskeyError('prf-unsupported')),
      recover: vi.fn(),
      signal: new AbortController().signal,
    })
    button(root, recoveryTexts.usePasskey).click()
    await vi.waitFor(() => expect(alertText(root)).toBe(recoveryTexts.passkeyNoPrf))
  })
})

describe('the card that adds a way to open the wallet', () => {
  function start(ui: ReturnType<typeof createRecoveryUi>, allowPassword = true) {
    const confirm = vi.fn(async () => undefined)
    const add = vi.fn(async () => undefined)
    const created: RecoverySecret = {
      kind: 'passkey',
      credentialId: 'n'.repeat(22),
      prfOutput: new Uint8Array(32),
      prfSalt: new Uint8Array(32),
    }
    const done = ui.addMethod({
      methods: ['passkey'],
      getPasskey: async () => passkeySecret,
      confirm,
      createPasskey: async () => created,
      allowPassword,
      add,
      signal: new AbortController().signal,
    })
    return { confirm, add, created, done }
  }

  it('asks to confirm with a method the wallet has first, then adds the new passkey', async () => {
    const { root, ui } = setup()
    const { confirm, add, created, done } = start(ui)
    expect(root.textContent).toContain(recoveryTexts.addConfirmIntro)
    expect(() => button(root, recoveryTexts.createPasskey)).toThrow()
    button(root, recoveryTexts.usePasskey).click()
    await vi.waitFor(() => expect(root.textContent).toContain(recoveryTexts.addChooseIntro))
    expect(confirm).toHaveBeenCalledWith(passkeySecret)
    expect(() => button(root, recoveryTexts.usePasskey)).toThrow()
    button(root, recoveryTexts.createPasskey).click()
    await expect(done).resolves.toBe('passkey')
    expect(add).toHaveBeenCalledWith(created)
    expect(root.querySelector('[role="dialog"]')).toBeNull()
  })

  it('a wrong confirmation says so and adds nothing; a wallet with a password offers no second one', async () => {
    const { root, ui } = setup()
    const { confirm, add } = start(ui, false)
    confirm.mockRejectedValueOnce(new RecoveryOpenError())
    button(root, recoveryTexts.usePasskey).click()
    await vi.waitFor(() => expect(alertText(root)).toBe(recoveryTexts.wrongPassword))
    expect(add).not.toHaveBeenCalled()
    button(root, recoveryTexts.usePasskey).click()
    await vi.waitFor(() => expect(root.textContent).toContain(recoveryTexts.addChooseIntro))
    expect(() => button(root, recoveryTexts.usePassword)).toThrow()
  })

  it('a passkey without PRF reads by step: it cannot open the wallet here, then it cannot protect it', async () => {
    const { root, ui } = setup()
    const getPasskey = vi
      .fn<() => Promise<RecoverySecret>>()
      .mockRejectedValueOnce(new PasskeyError('prf-unsupported'))
      .mockResolvedValueOnce(passkeySecret)
    void ui.addMethod({
      methods: ['passkey'],
      getPasskey,
      confirm: async () => undefined,
      createPasskey: () => Promise.reject(new PasskeyError('prf-unsupported')),
      allowPassword: true,
      add: vi.fn(),
      signal: new AbortController().signal,
    })
    button(root, recoveryTexts.usePasskey).click()
    await vi.waitFor(() => expect(alertText(root)).toBe(recoveryTexts.passkeyNoPrf))
    button(root, recoveryTexts.usePasskey).click()
    await vi.waitFor(() => expect(root.textContent).toContain(recoveryTexts.addChooseIntro))
    button(root, recoveryTexts.createPasskey).click()
    await vi.waitFor(() => expect(alertText(root)).toBe(recoveryTexts.passkeyUnsupported))
  })

  it('Cancel ends it with "User rejected the request"', async () => {
    const { root, ui } = setup()
    const { done } = start(ui)
    button(root, recoveryTexts.cancel).click()
    await expect(done).rejects.toThrow('User rejected the request')
    expect(root.querySelector('[role="dialog"]')).toBeNull()
  })
})

describe('the export card', () => {
  const exported = { evm: `0x${'ab'.repeat(32)}`, solana: '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP7' }
  useFakeObserver()

  /** The card is seen for the whole arm delay. */
  async function seen() {
    report(visible)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
  }

  it('warns first, shows the keys only when asked once the card was seen, and closes on Done', async () => {
    vi.useFakeTimers()
    const { root, ui } = setup()
    const done = ui.exportKey({ keys: exported, signal: new AbortController().signal })
    expect(root.textContent).toContain(recoveryTexts.exportIntro)
    const reveal = button(root, recoveryTexts.exportReveal)
    // Not seen yet (or seen through a transparent frame): the button is off and a click shows nothing.
    expect(reveal.disabled).toBe(true)
    report(transparent)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS * 2)
    reveal.disabled = false
    reveal.click()
    expect(root.textContent).not.toContain(exported.evm)
    await seen()
    expect(reveal.disabled).toBe(false)
    reveal.click()
    expect(root.textContent).toContain(exported.evm)
    expect(root.textContent).toContain(exported.solana)
    expect(document.activeElement?.textContent).toBe(recoveryTexts.exportDone)
    button(root, recoveryTexts.exportDone).click()
    await expect(done).resolves.toBeUndefined()
    expect(root.textContent).not.toContain(exported.evm)
  })

  it('a pointer press begun before the card armed does not show the key (L13); one begun while armed does', async () => {
    vi.useFakeTimers()
    const { root, ui } = setup()
    void ui.exportKey({ keys: exported, signal: new AbortController().signal })
    const reveal = button(root, recoveryTexts.exportReveal)
    // The press begins while the card is not yet armed (the host slid it under a held pointer), ends once it is.
    reveal.dispatchEvent(new Event('pointerdown'))
    await seen()
    reveal.dispatchEvent(new MouseEvent('click', { detail: 1 }))
    expect(root.textContent).not.toContain(exported.evm)
    // A press that begins and ends while armed.
    reveal.dispatchEvent(new Event('pointerdown'))
    reveal.dispatchEvent(new MouseEvent('click', { detail: 1 }))
    expect(root.textContent).toContain(exported.evm)
  })

  it('a press begun in an earlier arming does not count after the card was hidden and armed again', async () => {
    vi.useFakeTimers()
    const { root, ui } = setup()
    void ui.exportKey({ keys: exported, signal: new AbortController().signal })
    const reveal = button(root, recoveryTexts.exportReveal)
    await seen()
    reveal.dispatchEvent(new Event('pointerdown'))
    report(transparent)
    await seen()
    reveal.dispatchEvent(new MouseEvent('click', { detail: 1 }))
    expect(root.textContent).not.toContain(exported.evm)
  })

  it('Cancel before the keys are shown rejects; the host giving up removes the keys at once', async () => {
    vi.useFakeTimers()
    const { root, ui } = setup()
    const cancelled = ui.exportKey({ keys: exported, signal: new AbortController().signal })
    button(root, recoveryTexts.cancel).click()
    await expect(cancelled).rejects.toThrow('User rejected the request')
    const host = new AbortController()
    const shown = ui.exportKey({ keys: exported, signal: host.signal })
    await seen()
    button(root, recoveryTexts.exportReveal).click()
    host.abort(new Error('gone'))
    await expect(shown).rejects.toThrow('gone')
    expect(root.textContent).not.toContain(exported.evm)
  })
})

describe('the recovery cards in another language', () => {
  it('open in the language in force when each card opens: Arabic right to left, then English', async () => {
    const { default: arabic } = await import('../locales/packs/cards/ar.js')
    const root = document.createElement('main')
    document.body.append(root)
    let inForce: 'ar' | 'en' = 'ar'
    const ui = createRecoveryUi(document, root, () =>
      inForce === 'ar'
        ? { locale: 'ar', dir: 'rtl', texts: arabic.recovery }
        : { locale: 'en', dir: 'ltr', texts: recoveryTexts },
    )
    const first = new AbortController()
    void ui
      .recover({ methods: ['passkey'], getPasskey: vi.fn(), recover: vi.fn(), signal: first.signal })
      .catch(() => undefined)
    const card = root.querySelector<HTMLElement>('[data-recovery-card]')
    expect(card?.getAttribute('dir')).toBe('rtl')
    expect(card?.getAttribute('lang')).toBe('ar')
    expect(card?.querySelector('h1')?.textContent).toBe('افتح محفظتك على هذا الجهاز')
    expect(button(root, 'استخدام مفتاح المرور')).toBeTruthy()
    first.abort()
    inForce = 'en'
    void ui.recover({
      methods: ['passkey'],
      getPasskey: vi.fn(),
      recover: vi.fn(),
      signal: new AbortController().signal,
    })
    expect(root.querySelector('[data-recovery-card]')?.getAttribute('dir')).toBe('ltr')
    expect(button(root, recoveryTexts.usePasskey)).toBeTruthy()
  })
})
