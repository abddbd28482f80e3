// The frame's own cards for split keys: "Protect your wallet" (a new wallet, or a legacy one moving over) and
// "Open your wallet on this device" (recovery). Both are plain DOM on the frame's origin, like the approval card:
// the password never leaves this document, and nothing the host sends is rendered.
import type { WalletKeys } from '../authApi.js'
import { PasskeyError, RecoveryMethodMissingError, RecoveryOpenError } from './errors.js'
import type { RecoverySecret } from './walletAccess.js'
import { element } from '../dom.js'

/**
 * The shortest recovery password accepted. The server keeps the sealed record, so a password must hold out against
 * an offline guesser even behind Argon2id.
 */
export const MIN_RECOVERY_PASSWORD_LENGTH = 12

/** What the cards say; English by default. */
export const recoveryTexts = {
  protectTitle: 'Protect your wallet',
  protectIntro:
    'Choose how to open your wallet on a new device. Kit keeps only a part of your key; this device keeps another.',
  createPasskey: 'Create a passkey',
  usePassword: 'Use a password instead',
  passwordLabel: 'Recovery password',
  confirmLabel: 'Repeat the password',
  passwordHint: `At least ${MIN_RECOVERY_PASSWORD_LENGTH} characters. Nobody can reset it: keep it safe.`,
  passwordTooShort: `Use at least ${MIN_RECOVERY_PASSWORD_LENGTH} characters`,
  passwordsDiffer: 'The passwords are not the same',
  savePassword: 'Protect with this password',
  protecting: 'Protecting your wallet…',
  recoverTitle: 'Open your wallet on this device',
  recoverIntro: 'This device has no key for your wallet yet. Use your passkey or your recovery password.',
  usePasskey: 'Use your passkey',
  openWithPassword: 'Open with password',
  opening: 'Opening your wallet…',
  wrongPassword: 'That password does not open this wallet',
  passkeyCancelled: 'The passkey request was cancelled. Try again.',
  passkeyUnsupported: 'This passkey cannot protect the wallet. Use a password instead.',
  failed: 'Something went wrong. Try again.',
} as const

/** The cards' texts, for a translation. */
export type RecoveryTexts = { [key in keyof typeof recoveryTexts]: string }
type Texts = RecoveryTexts

/** The options of the protect card. */
export type ProtectOptions = {
  /** Makes the recovery passkey (inside the click, so the browser sees the user's gesture). */
  createPasskey: () => Promise<RecoverySecret>
  /** Seals the recovery share with `secret` and stores the shares (`protectWallet`). */
  protect: (secret: RecoverySecret) => Promise<void>
  /** The host gave up: the card goes away and the promise rejects with the signal's reason. */
  signal: AbortSignal
}

/** The options of the recovery card. */
export type RecoverOptions = {
  /** The methods the wallet has: a passkey button shows only with one, the password form only with one. */
  methods: ReadonlyArray<'passkey' | 'password'>
  /** Asks the browser for the wallet's passkey and its PRF output (inside the click). */
  getPasskey: () => Promise<RecoverySecret>
  /** Opens the wallet with `secret` (`recoverWallet`). */
  recover: (secret: RecoverySecret) => Promise<WalletKeys>
  signal: AbortSignal
}

/** The frame's protect and recovery cards, drawn in `root`. */
export type RecoveryUi = {
  /** Shows "Protect your wallet" until the wallet is protected; resolves then. */
  protect(options: ProtectOptions): Promise<void>
  /** Shows "Open your wallet on this device" until the wallet opens; resolves with its keys. */
  recover(options: RecoverOptions): Promise<WalletKeys>
}

/** The text a failure shows; the user can always try again, so every failure leaves the card in place. */
function failureText(error: unknown, texts: Texts): string {
  if (error instanceof RecoveryOpenError) return texts.wrongPassword
  if (error instanceof RecoveryMethodMissingError) return error.shortMessage
  if (error instanceof PasskeyError) {
    if (error.reason === 'cancelled') return texts.passkeyCancelled
    if (error.reason === 'prf-unsupported') return texts.passkeyUnsupported
    return error.shortMessage
  }
  return texts.failed
}

/**
 * Creates the cards in `root`. Each is a labelled dialog; focus starts on its heading; every control has a label;
 * errors are announced (`role="alert"`) and leave the card open for another try; buttons are disabled while work
 * runs, with its progress in a status line.
 */
export function createRecoveryUi(
  document: Document,
  root: HTMLElement,
  texts: Texts = recoveryTexts,
): RecoveryUi {
  /** Draws a card and runs it until `done` settles it; removes it afterwards or when `signal` aborts. */
  function card<T>(
    title: string,
    intro: string,
    signal: AbortSignal,
    build: (parts: {
      dialog: HTMLElement
      run: (work: () => Promise<T | undefined>, progress: string) => Promise<void>
    }) => void,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason)
      const dialog = element(document, 'section', {
        class: 'approval recovery',
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'recovery-title',
        'aria-describedby': 'recovery-intro',
        'data-recovery-card': '',
      })
      const heading = element(document, 'h1', { id: 'recovery-title', tabindex: '-1' }, title)
      dialog.append(heading, element(document, 'p', { id: 'recovery-intro', class: 'approval-intro' }, intro))
      const alert = element(document, 'p', { class: 'approval-warning', role: 'alert' })
      const status = element(document, 'p', {
        class: 'approval-status',
        role: 'status',
        'aria-live': 'polite',
      })
      let busy = false
      let settled = false
      const finish = () => {
        settled = true
        signal.removeEventListener('abort', onAbort)
        dialog.remove()
        if (!root.querySelector('[data-recovery-card], [data-approval-card]'))
          delete document.body.dataset.approval
      }
      const onAbort = () => {
        if (settled) return
        finish()
        reject(signal.reason)
      }
      const setBusy = (value: boolean) => {
        busy = value
        for (const control of dialog.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input'))
          control.disabled = value
      }
      const run = async (work: () => Promise<T | undefined>, progress: string) => {
        if (busy || settled) return
        setBusy(true)
        alert.textContent = ''
        status.textContent = progress
        try {
          const result = await work()
          if (settled) return
          if (result === undefined) {
            status.textContent = ''
            setBusy(false)
            return
          }
          finish()
          resolve(result)
        } catch (error) {
          if (settled) return
          status.textContent = ''
          alert.textContent = failureText(error, texts)
          setBusy(false)
        }
      }
      build({ dialog, run })
      dialog.append(alert, status)
      root.replaceChildren(dialog)
      document.body.dataset.approval = 'open'
      heading.focus()
      signal.addEventListener('abort', onAbort, { once: true })
    })
  }

  /** A password form: one field (recovery) or two (a new password), with its own checks before `submit`. */
  function passwordForm(
    dialog: HTMLElement,
    options: { confirm: boolean; submitLabel: string; onSubmit: (password: string) => void },
    alert: () => HTMLElement | null,
  ) {
    const form = element(document, 'form', { class: 'recovery-password', novalidate: '' })
    const field = (id: string, label: string, autocomplete: string) => {
      const input = element(document, 'input', {
        id,
        type: 'password',
        autocomplete,
        'aria-describedby': 'recovery-password-hint',
        minlength: String(options.confirm ? MIN_RECOVERY_PASSWORD_LENGTH : 1),
        required: '',
      })
      form.append(element(document, 'label', { for: id }, label), input)
      return input
    }
    const password = field(
      'recovery-password',
      texts.passwordLabel,
      options.confirm ? 'new-password' : 'current-password',
    )
    const confirm = options.confirm
      ? field('recovery-password-confirm', texts.confirmLabel, 'new-password')
      : undefined
    if (options.confirm)
      form.append(
        element(document, 'p', { id: 'recovery-password-hint', class: 'approval-intro' }, texts.passwordHint),
      )
    form.append(element(document, 'button', { type: 'submit', class: 'primary' }, options.submitLabel))
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const problem =
        options.confirm && password.value.length < MIN_RECOVERY_PASSWORD_LENGTH
          ? texts.passwordTooShort
          : confirm && confirm.value !== password.value
            ? texts.passwordsDiffer
            : password.value.length === 0
              ? texts.passwordTooShort
              : undefined
      const shown = alert()
      if (problem) {
        if (shown) shown.textContent = problem
        password.setAttribute('aria-invalid', 'true')
        password.focus()
        return
      }
      password.removeAttribute('aria-invalid')
      options.onSubmit(password.value)
    })
    dialog.append(form)
    return form
  }

  const alertOf = (dialog: HTMLElement) => () => dialog.querySelector<HTMLElement>('[role="alert"]')

  return {
    protect({ createPasskey, protect, signal }) {
      return card<true>(texts.protectTitle, texts.protectIntro, signal, ({ dialog, run }) => {
        const passkey = element(document, 'button', { type: 'button', class: 'primary' }, texts.createPasskey)
        passkey.addEventListener('click', () => {
          void run(async () => {
            await protect(await createPasskey())
            return true
          }, texts.protecting)
        })
        const usePassword = element(
          document,
          'button',
          { type: 'button', class: 'secondary' },
          texts.usePassword,
        )
        dialog.append(passkey, usePassword)
        usePassword.addEventListener('click', () => {
          usePassword.remove()
          const form = passwordForm(
            dialog,
            {
              confirm: true,
              submitLabel: texts.savePassword,
              onSubmit: (password) =>
                void run(async () => {
                  await protect({ kind: 'password', password })
                  return true
                }, texts.protecting),
            },
            alertOf(dialog),
          )
          // The form goes before the alert and status lines, which stay last.
          dialog.insertBefore(form, dialog.querySelector('[role="alert"]'))
          form.querySelector('input')?.focus()
        })
      }).then(() => undefined)
    },
    recover({ methods, getPasskey, recover, signal }) {
      return card<WalletKeys>(texts.recoverTitle, texts.recoverIntro, signal, ({ dialog, run }) => {
        if (methods.includes('passkey')) {
          const passkey = element(document, 'button', { type: 'button', class: 'primary' }, texts.usePasskey)
          passkey.addEventListener('click', () => {
            void run(async () => recover(await getPasskey()), texts.opening)
          })
          dialog.append(passkey)
        }
        if (methods.includes('password'))
          passwordForm(
            dialog,
            {
              confirm: false,
              submitLabel: texts.openWithPassword,
              onSubmit: (password) => void run(() => recover({ kind: 'password', password }), texts.opening),
            },
            alertOf(dialog),
          )
      })
    },
  }
}
