// The frame's own cards for split keys: "Protect your wallet" (a new wallet), "Open your wallet on this device"
// (recovery), "Add a way to open your wallet" (a second passkey, or a password) and "Export your key". All are plain
// DOM on the frame's origin, like the approval card: the password and the keys never leave this document, and
// nothing the host sends is rendered.
import { armCard } from '../approval/armedCard.js'
import { type CardLanguage, type CardParts, placeInCard, showCard } from '../cards/card.js'
import { element } from '../dom.js'
import { AuthServiceError, SignInAgainError } from '../errors.js'
import {
  PasskeyError,
  RecoveryMethodMissingError,
  RecoveryOpenError,
  RecoveryRecordError,
} from '../keys/errors.js'
import type { RecoverySecret, WalletKeys } from '../keys/types.js'
import { PasskeyWindowError } from '../passkey/recoveryPasskey.js'
import { type RecoveryTexts, recoveryTexts } from '../locales/en.js'
import { translatedError } from '../locales/errors.js'

/**
 * The shortest recovery password accepted. The server keeps the sealed record, so a password must hold out against
 * an offline guesser even behind Argon2id; the strength estimate (`passwordStrength.ts`) must pass as well.
 */
export const MIN_RECOVERY_PASSWORD_LENGTH = 12

/** The server's refusal of the password's record once it was released too often today. */
const PASSWORD_RELEASE_LIMITED = 'PasswordReleaseRateLimited'

/**
 * The strength estimate, import()ed when a new password form opens: its dictionaries stay out of the frame's first
 * load. A failed load is not kept, so the next submit tries again.
 */
function strengthLoader() {
  let loading: Promise<typeof import('../keys/passwordStrength.js')> | undefined
  return () => {
    loading ??= import('../keys/passwordStrength.js').catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

/** What the cards say, English by default (the frame's English table, locales/en.ts). */
export { recoveryTexts } from '../locales/en.js'

/** The cards' texts, for a translation. */
export type { RecoveryTexts }
type Texts = RecoveryTexts

/** The options of the protect card. */
export type ProtectOptions = {
  /**
   * The account being signed in, as its owner knows it (`frame/accountLabel.ts`): the user confirms it is theirs
   * before a wallet is made for it, so a host that signed the frame in to another account is caught (L15).
   */
  account: string
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
  /**
   * This device holds a share of another wallet (addresses `from`), which opening `to` replaces: the card says so
   * loudly before the user goes on.
   */
  replacing?: { from: string; to: string } | undefined
  signal: AbortSignal
}

/** The options of the card that adds a way to open the wallet. */
export type AddMethodOptions = {
  /** The methods the wallet has, to confirm with. */
  methods: ReadonlyArray<'passkey' | 'password'>
  getPasskey: () => Promise<RecoverySecret>
  /** Opens one of the wallet's records with `secret`: the proof that the user holds a method already. */
  confirm: (secret: RecoverySecret) => Promise<void>
  /** Makes the new passkey (inside the click). */
  createPasskey: () => Promise<RecoverySecret>
  /** Whether a password may be added (a wallet has one at most). */
  allowPassword: boolean
  /** Gives the new method a split of its own, sealed by it, and stores it. */
  add: (secret: RecoverySecret) => Promise<void>
  signal: AbortSignal
}

/**
 * The options of the card where the user proves it is here (a step-up): with a method the wallet has, whose record
 * the secret must open; or with the account's login passkey, which the server checks.
 */
export type ConfirmUserOptions =
  | {
      methods: ReadonlyArray<'passkey' | 'password'>
      getPasskey: () => Promise<RecoverySecret>
      /** Checks `secret` (it opens the wallet's record); rejects when it does not. */
      confirm: (secret: RecoverySecret) => Promise<void>
      proveWithPasskey?: never
      signal: AbortSignal
    }
  | {
      /** Runs the login passkey's ceremony and the server's check (inside the press); rejects when it fails. */
      proveWithPasskey: () => Promise<void>
      signal: AbortSignal
    }

/** The options of the export card. */
export type ExportOptions = {
  /** The EVM private key (hex) and the Solana secret key (base58, as Solana wallets import it). */
  keys: { evm: string; solana: string }
  signal: AbortSignal
}

/** The frame's wallet cards, drawn in `root`. */
export type RecoveryUi = {
  /**
   * Shows "Protect your wallet": the account being signed in, which the user confirms is theirs ("This is my
   * account", armed like Approve), then the choice of a passkey or a password. Resolves once the wallet is protected;
   * rejects with UserRejectedError on "Not my account".
   */
  protect(options: ProtectOptions): Promise<void>
  /** Shows "Open your wallet on this device" until the wallet opens; resolves with its keys. */
  recover(options: RecoverOptions): Promise<WalletKeys>
  /**
   * Shows "Add a way to open your wallet": the user confirms with a method the wallet has, then adds a passkey or a
   * password. Resolves with the kind added; rejects with UserRejectedError on Cancel.
   */
  addMethod(options: AddMethodOptions): Promise<'passkey' | 'password'>
  /**
   * Shows "Confirm it's you": the user opens the wallet's record with its passkey or password. Resolves once it did;
   * rejects with UserRejectedError on Cancel.
   */
  confirmUser(options: ConfirmUserOptions): Promise<void>
  /**
   * Shows "Export your key": a warning, and the keys once the user asks for them ("Show my key" arms only after
   * the card has been in plain sight, as Approve does). Resolves on Done (or Cancel before they were shown:
   * UserRejectedError).
   */
  exportKey(options: ExportOptions): Promise<void>
}

/**
 * What the card was doing when it failed: protecting (a new passkey, where a password is the other choice) or
 * opening (a passkey the wallet has, where a passkey without PRF here cannot help).
 */
type CardPurpose = 'protect' | 'open'

/** The text a failure shows; the user can always try again, so every failure leaves the card in place. */
function failureText(error: unknown, texts: Texts, locale: string, purpose: CardPurpose): string {
  if (error instanceof RecoveryOpenError) return texts.wrongPassword
  // The Kit window was blocked or closed: its message is already the card's text, in the card's language.
  if (error instanceof PasskeyWindowError) return error.shortMessage
  // In the card's language where it has the error's text (locales/errors.ts), else the error's own words.
  const own = (shown: { shortMessage: string }) => translatedError(error, locale) ?? shown.shortMessage
  if (error instanceof SignInAgainError) return own(error)
  if (error instanceof RecoveryMethodMissingError) return own(error)
  if (error instanceof RecoveryRecordError) return own(error)
  // The server's own words say when the password may be tried again.
  if (error instanceof AuthServiceError && error.reason === PASSWORD_RELEASE_LIMITED) return own(error)
  if (error instanceof PasskeyError) {
    if (error.reason === 'cancelled') return texts.passkeyCancelled
    if (error.reason === 'prf-unsupported')
      return purpose === 'protect' ? texts.passkeyUnsupported : texts.passkeyNoPrf
    return own(error)
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
  language: Texts | CardLanguage<Texts> = recoveryTexts,
): RecoveryUi {
  const read: CardLanguage<Texts> =
    typeof language === 'function' ? language : () => ({ locale: 'en', dir: 'ltr', texts: language })
  /** The texts of the card on screen: read again as each card opens, so a change of language shows on the next. */
  let texts = read().texts
  function card<T>(
    title: string,
    intro: string,
    signal: AbortSignal,
    build: (parts: CardParts<T>) => void,
    purpose: () => CardPurpose = () => 'open',
  ) {
    const { locale, dir } = read()
    return showCard<T>({
      document,
      root,
      lang: locale,
      dir,
      title,
      intro,
      signal,
      failureText: (error) => failureText(error, texts, read().locale, purpose()),
      build,
    })
  }

  /**
   * A password form: one field (recovery) or two (a new password), with its own checks before `submit`. A new
   * password must also pass the strength estimate (loaded when the form opens; the library's advice is shown when
   * it does not), and the form offers a generated passphrase.
   */
  function passwordForm(
    dialog: HTMLElement,
    options: {
      confirm: boolean
      submitLabel: string
      onSubmit: (password: string) => void
      /** Words of the account (its e-mail, names) a guesser of this user's password would try first. */
      account?: readonly string[]
    },
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
    // Only a new password is estimated; its dictionaries start loading now, while the user types.
    const strength = options.confirm ? strengthLoader() : undefined
    void strength?.().catch(() => undefined)
    if (options.confirm)
      form.append(
        element(
          document,
          'p',
          { id: 'recovery-password-hint', class: 'approval-intro' },
          texts.passwordHint.replace('{min}', String(MIN_RECOVERY_PASSWORD_LENGTH)),
        ),
      )
    if (confirm) form.append(passphraseControl(password, confirm, alert))
    const submit = element(document, 'button', { type: 'submit', class: 'primary' }, options.submitLabel)
    form.append(submit)
    const refuse = (problem: string) => {
      const shown = alert()
      if (shown) shown.textContent = problem
      password.setAttribute('aria-invalid', 'true')
      password.focus()
    }
    let checking = false
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      if (checking) return
      const problem =
        options.confirm && password.value.length < MIN_RECOVERY_PASSWORD_LENGTH
          ? texts.passwordTooShort.replace('{min}', String(MIN_RECOVERY_PASSWORD_LENGTH))
          : confirm && confirm.value !== password.value
            ? texts.passwordsDiffer
            : password.value.length === 0
              ? texts.passwordTooShort.replace('{min}', String(MIN_RECOVERY_PASSWORD_LENGTH))
              : undefined
      if (problem) return refuse(problem)
      const value = password.value
      const accept = () => {
        password.removeAttribute('aria-invalid')
        options.onSubmit(value)
      }
      if (!strength) return accept()
      checking = true
      submit.disabled = true
      // Enabled again before `accept`, whose work then disables the card's controls for as long as it runs.
      const done = () => {
        checking = false
        submit.disabled = false
      }
      void strength().then(
        ({ checkRecoveryPassword }) => {
          done()
          const verdict = checkRecoveryPassword(value, options.account)
          if (verdict.acceptable) return accept()
          refuse([texts.passwordWeak, ...verdict.feedback].join(' '))
        },
        () => {
          done()
          refuse(texts.strengthUnavailable)
        },
      )
    })
    dialog.append(form)
    return form
  }

  /**
   * "Use a generated passphrase": fills both fields with a new passphrase and shows it, selectable, for the user
   * to write down. The generator (and its word list) is import()ed on the click.
   */
  function passphraseControl(
    password: HTMLInputElement,
    confirm: HTMLInputElement,
    alert: () => HTMLElement | null,
  ): HTMLElement {
    const group = element(document, 'div', { class: 'recovery-passphrase' })
    const generate = element(document, 'button', { type: 'button', class: 'secondary' }, texts.usePassphrase)
    group.append(generate)
    generate.addEventListener('click', () => {
      void import('../keys/passphrase.js').then(
        ({ generatePassphrase }) => {
          const passphrase = generatePassphrase()
          password.value = passphrase
          confirm.value = passphrase
          password.removeAttribute('aria-invalid')
          const shownAlert = alert()
          if (shownAlert) shownAlert.textContent = ''
          const rows = element(document, 'dl', { class: 'approval-rows' })
          const cell = element(document, 'dd', {})
          const shown = element(document, 'pre', { tabindex: '0', 'data-passphrase': '' }, passphrase)
          cell.append(shown)
          rows.append(element(document, 'dt', {}, texts.passphraseLabel), cell)
          group.replaceChildren(
            generate,
            rows,
            element(document, 'p', { class: 'approval-intro' }, texts.passphraseNote),
          )
          shown.focus()
        },
        () => {
          const shownAlert = alert()
          if (shownAlert) shownAlert.textContent = texts.failed
        },
      )
    })
    return group
  }

  const alertOf = (dialog: HTMLElement) => () => dialog.querySelector<HTMLElement>('[role="alert"]')

  const place = placeInCard

  /**
   * The controls that choose a new method: "Create a passkey" and, when allowed, "Use a password instead", which
   * opens a new-password form. `chosen` runs with the secret (inside the click, for the passkey).
   */
  function chooseMethodControls(
    dialog: HTMLElement,
    options: {
      createPasskey: () => Promise<RecoverySecret>
      allowPassword: boolean
      /** Words of the account, which a new password should not lean on. */
      account?: readonly string[]
      chosen: (secret: () => Promise<RecoverySecret>) => void
    },
  ): HTMLElement[] {
    const passkey = element(document, 'button', { type: 'button', class: 'primary' }, texts.createPasskey)
    passkey.addEventListener('click', () => options.chosen(options.createPasskey))
    place(dialog, passkey)
    if (!options.allowPassword) return [passkey]
    const usePassword = element(document, 'button', { type: 'button', class: 'secondary' }, texts.usePassword)
    place(dialog, usePassword)
    usePassword.addEventListener('click', () => {
      usePassword.remove()
      const form = passwordForm(
        dialog,
        {
          confirm: true,
          submitLabel: texts.savePassword,
          onSubmit: (password) => options.chosen(async () => ({ kind: 'password', password })),
          ...(options.account ? { account: options.account } : {}),
        },
        alertOf(dialog),
      )
      place(dialog, form)
      form.querySelector('input')?.focus()
    })
    return [passkey, usePassword]
  }

  /** The controls that open the wallet with a method it has: its passkey, its password. */
  function openControls(
    dialog: HTMLElement,
    options: {
      methods: ReadonlyArray<'passkey' | 'password'>
      getPasskey: () => Promise<RecoverySecret>
      chosen: (secret: () => Promise<RecoverySecret>) => void
    },
  ): HTMLElement[] {
    const controls: HTMLElement[] = []
    if (options.methods.includes('passkey')) {
      const passkey = element(document, 'button', { type: 'button', class: 'primary' }, texts.usePasskey)
      passkey.addEventListener('click', () => options.chosen(options.getPasskey))
      place(dialog, passkey)
      controls.push(passkey)
    }
    if (options.methods.includes('password')) {
      const form = passwordForm(
        dialog,
        {
          confirm: false,
          submitLabel: texts.openWithPassword,
          onSubmit: (password) => options.chosen(async () => ({ kind: 'password', password })),
        },
        alertOf(dialog),
      )
      place(dialog, form)
      controls.push(form)
    }
    return controls
  }

  /** A Cancel button, last before the alert and status lines. */
  function cancelButton(dialog: HTMLElement, cancel: () => void): HTMLElement {
    const button = element(document, 'button', { type: 'button', class: 'secondary' }, texts.cancel)
    button.addEventListener('click', cancel)
    place(dialog, button)
    return button
  }

  return {
    protect({ account, createPasskey, protect, signal }) {
      texts = read().texts
      return card<true>(
        texts.protectTitle,
        texts.protectConfirmIntro,
        signal,
        ({ dialog, intro, run, cancel }) => {
          // The account comes first, on this card: a host can sign the frame in to an account it controls, and
          // a wallet sealed there would be the host's to open (L15). It stays in view once confirmed.
          const rows = element(document, 'dl', { class: 'approval-rows' })
          rows.append(
            element(document, 'dt', {}, texts.accountLabel),
            element(document, 'dd', { 'data-account': '' }, account),
          )
          place(dialog, rows)
          const confirm = element(
            document,
            'button',
            { type: 'button', class: 'primary' },
            texts.confirmAccount,
          )
          place(dialog, confirm)
          // "This is my account" arms as Approve does, so a host cannot have it pressed unseen.
          const arming = armCard({ document, target: dialog, signal })
          const notMine = cancelButton(dialog, () => {
            arming.stop()
            cancel()
          })
          notMine.textContent = texts.notMyAccount
          arming.guard(confirm, () => {
            arming.stop()
            confirm.remove()
            notMine.remove()
            intro.textContent = texts.protectIntro
            const [first] = chooseMethodControls(dialog, {
              createPasskey,
              allowPassword: true,
              account: [account],
              chosen: (secret) =>
                void run(async () => {
                  await protect(await secret())
                  return true
                }, texts.protecting),
            })
            first?.focus()
          })
        },
        () => 'protect',
      ).then(() => undefined)
    },
    recover({ methods, getPasskey, recover, replacing, signal }) {
      texts = read().texts
      return card<WalletKeys>(texts.recoverTitle, texts.recoverIntro, signal, ({ dialog, run }) => {
        if (replacing)
          dialog.append(
            element(
              document,
              'p',
              { class: 'approval-warning', role: 'note', 'data-address-changed': '' },
              texts.recoverReplaces.replace('{old}', replacing.from).replace('{new}', replacing.to),
            ),
          )
        openControls(dialog, {
          methods,
          getPasskey,
          chosen: (secret) => void run(async () => recover(await secret()), texts.opening),
        })
      })
    },
    addMethod({ methods, getPasskey, confirm, createPasskey, allowPassword, add, signal }) {
      texts = read().texts
      // Confirming opens with a passkey the wallet has; then the card makes a new one.
      let purpose: CardPurpose = 'open'
      return card<'passkey' | 'password'>(
        texts.addTitle,
        texts.addConfirmIntro,
        signal,
        ({ dialog, intro, run, cancel }) => {
          const cancelControl = cancelButton(dialog, cancel)
          const opening = openControls(dialog, {
            methods,
            getPasskey,
            chosen: (secret) =>
              void run(async () => {
                await confirm(await secret())
                // Confirmed: the same card now asks for the new method.
                purpose = 'protect'
                for (const control of opening) control.remove()
                intro.textContent = texts.addChooseIntro
                const [first] = chooseMethodControls(dialog, {
                  createPasskey,
                  allowPassword,
                  chosen: (next) =>
                    void run(async () => {
                      const added = await next()
                      await add(added)
                      return added.kind
                    }, texts.adding),
                })
                dialog.insertBefore(cancelControl, dialog.querySelector('[role="alert"]'))
                queueMicrotask(() => first?.focus())
                return undefined
              }, texts.opening),
          })
          // Cancel stays last among the controls.
          dialog.insertBefore(cancelControl, dialog.querySelector('[role="alert"]'))
        },
        () => purpose,
      )
    },
    confirmUser(options) {
      texts = read().texts
      const { proveWithPasskey, signal } = options
      const intro = proveWithPasskey ? texts.confirmPasskeyIntro : texts.confirmIntro
      return card<true>(texts.confirmTitle, intro, signal, ({ dialog, run, cancel }) => {
        const cancelControl = cancelButton(dialog, cancel)
        if (proveWithPasskey) {
          // The server checks this passkey: nothing to open here, and a password proves nothing to it.
          const passkey = element(document, 'button', { type: 'button', class: 'primary' }, texts.usePasskey)
          passkey.addEventListener(
            'click',
            () =>
              void run(async () => {
                await proveWithPasskey()
                return true
              }, texts.checking),
          )
          place(dialog, passkey)
        } else
          openControls(dialog, {
            methods: options.methods,
            getPasskey: options.getPasskey,
            chosen: (secret) =>
              void run(async () => {
                await options.confirm(await secret())
                return true
              }, texts.checking),
          })
        // Cancel stays last among the controls.
        dialog.insertBefore(cancelControl, dialog.querySelector('[role="alert"]'))
      }).then(() => undefined)
    },
    exportKey({ keys, signal }) {
      texts = read().texts
      return card<true>(texts.exportTitle, texts.exportIntro, signal, ({ dialog, intro, run, cancel }) => {
        intro.className = 'approval-warning'
        // "Show my key" arms as Approve does: only once the card, its warning included, has been in plain sight,
        // and only for a press that began while armed, so a host cannot have it pressed unseen, under a cover,
        // through a transparent frame, or with a press begun elsewhere.
        const reveal = element(document, 'button', { type: 'button', class: 'primary' }, texts.exportReveal)
        place(dialog, reveal)
        const arming = armCard({ document, target: dialog, signal })
        const cancelControl = cancelButton(dialog, () => {
          arming.stop()
          cancel()
        })
        arming.guard(reveal, () => {
          arming.stop()
          reveal.remove()
          cancelControl.remove()
          const rows = element(document, 'dl', { class: 'approval-rows' })
          for (const [label, value] of [
            [texts.exportEvmLabel, keys.evm],
            [texts.exportSolanaLabel, keys.solana],
          ] as const) {
            rows.append(element(document, 'dt', {}, label))
            const cell = element(document, 'dd', {})
            cell.append(element(document, 'pre', { tabindex: '0', 'data-secret': '' }, value))
            rows.append(cell)
          }
          place(dialog, rows)
          const done = element(document, 'button', { type: 'button', class: 'primary' }, texts.exportDone)
          done.addEventListener('click', () => void run(async () => true, ''))
          place(dialog, done)
          done.focus()
        })
      }).then(() => undefined)
    },
  }
}
