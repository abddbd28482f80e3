// The frame's own cards for the account: "Change your e-mail" (the old and the new address, and the code sent to the
// current one), "Confirm it's you" by a code sent to the account's e-mail (a step-up before export or a new recovery
// method), and "Signed-in devices". Like the approval card they are plain DOM on the frame's origin and their buttons
// arm only once the card has been seen: the host can ask for these, never complete them without the user here.
import type { SignedInDevice } from '../authApi.js'
import { armCard, type ArmedCard } from '../approval/armedCard.js'
import { type CardLanguage, placeInCard, showCard } from '../cards/card.js'
import { element } from '../dom.js'
import { AuthServiceError, SignInAgainError } from '../errors.js'
import { type AccountTexts, accountTexts } from '../locales/en.js'
import { translatedError } from '../locales/errors.js'

/** What the cards say, English by default (the frame's English table, locales/en.ts). */
export { accountTexts } from '../locales/en.js'

/** The cards' texts, for a translation. */
export type { AccountTexts }

/** The options of the e-mail change card. */
export type ChangeEmailOptions = {
  currentEmail: string | null
  newEmail: string
  /**
   * Starts the change (after Continue): `'code'` when a code went to the current address (the card then asks for
   * it), `'done'` when nothing more is asked here. A SignInAgainError is shown on the card, which then only closes.
   */
  start: () => Promise<'code' | 'done'>
  /** Checks the code sent to the current address. */
  verify: (otp: string) => Promise<void>
  signal: AbortSignal
}

/** The options of the step-up card (a code sent to the account's e-mail). */
export type EmailStepUpOptions = {
  /** Sends the code; resolves with the address it went to. */
  send: () => Promise<string>
  verify: (otp: string) => Promise<void>
  signal: AbortSignal
}

/** The options of the "Continue with …" card of a redirect social login. */
export type ProviderRedirectOptions = {
  /** The provider's name, as the user knows it. */
  provider: string
  /** The Kit server's form the frame posts as a top-level navigation (the tab leaves for the provider). */
  action: string
  fields: Readonly<Record<string, string>>
  /** Runs in the user's click, just before the tab leaves. */
  leaving: () => void
  signal: AbortSignal
}

/** The options of the signed-in devices card. */
export type ManageSessionsOptions = {
  list: () => Promise<SignedInDevice[]>
  /** Ends one session, or every other one; resolves with how many ended. */
  end: (which: { id: string } | { others: true }) => Promise<number>
  signal: AbortSignal
}

/** A way to open the wallet on a new device, as the methods card lists it. */
export type RecoveryMethodItem = {
  id: string
  kind: 'passkey' | 'password'
  /** When it was added (ISO), when the server says. */
  createdAt?: string | undefined
}

/** The options of the recovery methods card. */
export type ManageRecoveryMethodsOptions = {
  methods: RecoveryMethodItem[]
  /** Removes one method on the server. */
  remove: (id: string) => Promise<void>
  signal: AbortSignal
}

/** The frame's account cards, drawn in `root`. */
export type AccountUi = {
  /** Shows "Change your e-mail" until the change is confirmed here; rejects with UserRejectedError on Cancel. */
  changeEmail(options: ChangeEmailOptions): Promise<void>
  /** Shows "Confirm it's you" until the code sent to the account's e-mail is checked; Cancel: UserRejectedError. */
  confirmByEmail(options: EmailStepUpOptions): Promise<void>
  /**
   * Shows "Continue with …"; on the user's click there posts `fields` to `action` as a top-level navigation (only a
   * click inside the frame may take the tab away) and resolves; Cancel: UserRejectedError.
   */
  continueToProvider(options: ProviderRedirectOptions): Promise<void>
  /**
   * Shows "Signed-in devices" until the user closes it; resolves with how many sessions were ended. Ending this
   * device's session closes the card at once.
   */
  manageSessions(options: ManageSessionsOptions): Promise<{ ended: number; endedCurrent: boolean }>
  /**
   * Shows "Ways to open your wallet" until the user closes it, each method with "Remove" (armed) while more than one
   * is left; resolves with how many were removed.
   */
  manageRecoveryMethods(options: ManageRecoveryMethodsOptions): Promise<{ removed: number }>
}

const CODE_PATTERN = /^\d{6}$/

/**
 * The text a failure shows: the service's own reason (a wrong code says so), in the card's language by its reason
 * name where that language has it (locales/errors.ts), else a generic line.
 */
function failureText(error: unknown, texts: AccountTexts, locale: string): string {
  if (error instanceof SignInAgainError) return texts.signInAgainFirst
  if (error instanceof AuthServiceError) return translatedError(error, locale) ?? error.shortMessage
  return texts.failed
}

/** Creates the account cards in `root`. */
export function createAccountUi(
  document: Document,
  root: HTMLElement,
  language: AccountTexts | CardLanguage<AccountTexts> = accountTexts,
): AccountUi {
  const read: CardLanguage<AccountTexts> =
    typeof language === 'function' ? language : () => ({ locale: 'en', dir: 'ltr', texts: language })
  /** The texts of the card on screen: read again as each card opens, so a change of language shows on the next. */
  let texts = read().texts
  /** The language and direction of a card opening now. */
  const written = () => {
    const { locale, dir } = read()
    return { lang: locale, dir }
  }
  const button = (label: string, kind: 'primary' | 'secondary', type: 'button' | 'submit' = 'button') =>
    element(document, 'button', { type, class: kind }, label)

  /** Rows of label and value, as the approval card shows them. */
  function rows(entries: ReadonlyArray<readonly [string, string]>): HTMLElement {
    const list = element(document, 'dl', { class: 'approval-rows' })
    for (const [label, value] of entries)
      list.append(element(document, 'dt', {}, label), element(document, 'dd', {}, value))
    return list
  }

  /**
   * The code step: the intro now says where the code went, and the field, Cancel and Verify (armed with the card)
   * replace the card's buttons, so the step fits the frame's slot. Six digits are checked here before `submit`.
   */
  function codeForm(
    dialog: HTMLElement,
    arming: ArmedCard,
    options: {
      intro: HTMLElement
      sentTo: string
      cancelControl: HTMLButtonElement
      alert: (text: string) => void
      submit: (otp: string) => void
    },
  ): HTMLFormElement {
    const form = element(document, 'form', { class: 'recovery-password', novalidate: '' })
    options.intro.textContent = texts.codeSentTo.replace('{email}', options.sentTo)
    const input = element(document, 'input', {
      id: 'account-code',
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      maxlength: '6',
      pattern: '[0-9]{6}',
      'aria-describedby': options.intro.id,
      required: '',
    })
    const verify = button(texts.verify, 'primary', 'submit')
    const actions = element(document, 'div', { class: 'approval-actions' })
    const previousActions = options.cancelControl.parentElement
    actions.append(options.cancelControl, verify)
    if (previousActions?.classList.contains('approval-actions') && !previousActions.querySelector('button'))
      previousActions.remove()
    form.append(element(document, 'label', { for: 'account-code' }, texts.codeLabel), input, actions)
    // Only the guarded button sends the code (a click, or Enter in the field, which clicks it).
    form.addEventListener('submit', (event) => event.preventDefault())
    arming.guard(verify, (event) => {
      event.preventDefault()
      const otp = input.value.trim()
      if (!CODE_PATTERN.test(otp)) {
        options.alert(texts.codeInvalid)
        input.setAttribute('aria-invalid', 'true')
        input.focus()
        return
      }
      input.removeAttribute('aria-invalid')
      options.submit(otp)
    })
    placeInCard(dialog, form)
    queueMicrotask(() => input.focus())
    return form
  }

  return {
    changeEmail({ currentEmail, newEmail, start, verify, signal }) {
      texts = read().texts
      return showCard<true>({
        ...written(),
        document,
        root,
        title: texts.changeEmailTitle,
        intro: texts.changeEmailIntro,
        signal,
        failureText: (error) => failureText(error, texts, read().locale),
        build({ dialog, intro, run, cancel, fail, alert }) {
          const arming = armCard({ document, target: dialog, signal })
          dialog.append(
            rows([
              [texts.currentEmailLabel, currentEmail ?? texts.noEmail],
              [texts.newEmailLabel, newEmail],
            ]),
          )
          const actions = element(document, 'div', { class: 'approval-actions' })
          const cancelControl = button(texts.cancel, 'secondary')
          const proceed = button(texts.continue, 'primary')
          actions.append(cancelControl, proceed)
          placeInCard(dialog, actions)
          let closing: unknown
          cancelControl.addEventListener('click', () => {
            arming.stop()
            if (closing === undefined) cancel()
            else fail(closing)
          })
          arming.guard(proceed, () => {
            void run(async () => {
              let step: 'code' | 'done'
              try {
                step = await start()
              } catch (error) {
                if (!(error instanceof SignInAgainError)) throw error
                // Nothing to do here but sign in again: the card says so, and only closes.
                proceed.remove()
                cancelControl.textContent = texts.close
                closing = error
                alert(texts.signInAgainFirst)
                return undefined
              }
              if (step === 'done') {
                arming.stop()
                return true
              }
              proceed.remove()
              codeForm(dialog, arming, {
                intro,
                sentTo: currentEmail ?? '',
                cancelControl,
                alert,
                submit: (otp) =>
                  void run(async () => {
                    await verify(otp)
                    arming.stop()
                    return true
                  }, texts.checking),
              })
              return undefined
            }, texts.sending)
          })
        },
      }).then(() => undefined)
    },

    confirmByEmail({ send, verify, signal }) {
      texts = read().texts
      return showCard<true>({
        ...written(),
        document,
        root,
        title: texts.stepUpTitle,
        intro: texts.stepUpIntro,
        signal,
        failureText: (error) => failureText(error, texts, read().locale),
        build({ dialog, intro, run, cancel, alert }) {
          const arming = armCard({ document, target: dialog, signal })
          const actions = element(document, 'div', { class: 'approval-actions' })
          const cancelControl = button(texts.cancel, 'secondary')
          const sendControl = button(texts.sendCode, 'primary')
          actions.append(cancelControl, sendControl)
          placeInCard(dialog, actions)
          cancelControl.addEventListener('click', () => {
            arming.stop()
            cancel()
          })
          // The code goes out only when the user asks for it here, never when the host asks for the card.
          arming.guard(sendControl, () => {
            void run(async () => {
              const sentTo = await send()
              sendControl.remove()
              codeForm(dialog, arming, {
                intro,
                sentTo,
                cancelControl,
                alert,
                submit: (otp) =>
                  void run(async () => {
                    await verify(otp)
                    arming.stop()
                    return true
                  }, texts.checking),
              })
              return undefined
            }, texts.sending)
          })
        },
      }).then(() => undefined)
    },

    continueToProvider({ provider, action, fields, leaving, signal }) {
      texts = read().texts
      const named = (text: string) => text.replaceAll('{provider}', provider)
      return showCard<true>({
        ...written(),
        document,
        root,
        title: named(texts.providerTitle),
        intro: named(texts.providerIntro),
        signal,
        failureText: (error) => failureText(error, texts, read().locale),
        build({ dialog, run, cancel }) {
          const arming = armCard({ document, target: dialog, signal })
          const actions = element(document, 'div', { class: 'approval-actions' })
          const cancelControl = button(texts.cancel, 'secondary')
          const proceed = button(texts.continue, 'primary')
          actions.append(cancelControl, proceed)
          placeInCard(dialog, actions)
          cancelControl.addEventListener('click', () => {
            arming.stop()
            cancel()
          })
          arming.guard(proceed, () => {
            // In the click itself: a browser lets a frame move the tab only with the user's activation.
            leaving()
            const form = element(document, 'form', { method: 'post', action, target: '_top', hidden: '' })
            for (const [name, value] of Object.entries(fields))
              form.append(element(document, 'input', { type: 'hidden', name, value }))
            document.body.append(form)
            form.submit()
            arming.stop()
            void run(async () => true, named(texts.leaving))
          })
        },
      }).then(() => undefined)
    },

    manageSessions({ list, end, signal }) {
      texts = read().texts
      let ended = 0
      return showCard<{ ended: number; endedCurrent: boolean }>({
        ...written(),
        document,
        root,
        title: texts.sessionsTitle,
        intro: texts.sessionsIntro,
        signal,
        failureText: (error) => failureText(error, texts, read().locale),
        build({ dialog, run }) {
          const arming = armCard({ document, target: dialog, signal })
          const listElement = element(document, 'ul', {
            class: 'account-sessions',
            'aria-label': texts.sessionsTitle,
          })
          placeInCard(dialog, listElement)
          const others = button(texts.signOutOthers, 'secondary')
          const done = button(texts.done, 'primary')
          const actions = element(document, 'div', { class: 'approval-actions' })
          actions.append(others, done)
          placeInCard(dialog, actions)
          const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
          const when = (iso: string) => {
            const date = new Date(iso)
            return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
          }

          const draw = (devices: SignedInDevice[]) => {
            listElement.replaceChildren()
            for (const device of devices) {
              const item = element(document, 'li', { 'data-session': device.id })
              const name = element(document, 'div')
              name.append(element(document, 'strong', {}, device.device ?? texts.unknownDevice))
              if (device.current)
                name.append(' ', element(document, 'span', { class: 'account-current' }, texts.thisDevice))
              item.append(name)
              item.append(
                element(
                  document,
                  'p',
                  { class: 'approval-intro' },
                  `${texts.signedInWith.replace('{method}', device.method)} · ${texts.lastUsed.replace('{date}', when(device.lastUsedAt))}`,
                ),
              )
              const signOut = button(texts.signOut, 'secondary')
              signOut.setAttribute('aria-label', `${texts.signOut}: ${device.device ?? texts.unknownDevice}`)
              arming.guard(signOut, () => {
                void run(async () => {
                  ended += await end({ id: device.id })
                  if (device.current) {
                    // This device is signed out: nothing more to manage from here.
                    arming.stop()
                    return { ended, endedCurrent: true }
                  }
                  item.remove()
                  return undefined
                }, texts.signingOut)
              })
              item.append(signOut)
              listElement.append(item)
            }
            others.hidden = !devices.some((device) => !device.current)
          }

          arming.guard(others, () => {
            void run(async () => {
              ended += await end({ others: true })
              for (const item of listElement.querySelectorAll('li'))
                if (!item.querySelector('.account-current')) item.remove()
              others.hidden = true
              return undefined
            }, texts.signingOut)
          })
          done.addEventListener('click', () => {
            arming.stop()
            void run(async () => ({ ended, endedCurrent: false }), '')
          })
          void run(async () => {
            draw(await list())
            return undefined
          }, texts.loading)
        },
      })
    },

    manageRecoveryMethods({ methods, remove, signal }) {
      texts = read().texts
      let removed = 0
      const left = [...methods]
      return showCard<{ removed: number }>({
        ...written(),
        document,
        root,
        title: texts.methodsTitle,
        intro: texts.methodsIntro,
        signal,
        // The server's reason (a step-up the account cannot give here says to sign in again) or a generic line.
        failureText: (error) =>
          error instanceof SignInAgainError || error instanceof AuthServiceError
            ? (translatedError(error, read().locale) ?? error.shortMessage)
            : texts.failed,
        build({ dialog, run }) {
          const arming = armCard({ document, target: dialog, signal })
          const listElement = element(document, 'ul', {
            class: 'account-sessions',
            'aria-label': texts.methodsTitle,
          })
          const last = element(document, 'p', { class: 'approval-intro' }, texts.lastMethod)
          const done = button(texts.done, 'primary')
          const actions = element(document, 'div', { class: 'approval-actions' })
          actions.append(done)
          placeInCard(dialog, listElement)
          placeInCard(dialog, last)
          placeInCard(dialog, actions)
          const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
          const nameOf = (method: RecoveryMethodItem) =>
            method.kind === 'passkey' ? texts.passkeyMethod : texts.passwordMethod
          const draw = () => {
            listElement.replaceChildren()
            for (const method of left) {
              const item = element(document, 'li', { 'data-method': method.id })
              const name = element(document, 'div')
              name.append(element(document, 'strong', {}, nameOf(method)))
              item.append(name)
              const added = method.createdAt ? new Date(method.createdAt) : undefined
              if (added && !Number.isNaN(added.getTime()))
                item.append(
                  element(
                    document,
                    'p',
                    { class: 'approval-intro' },
                    texts.addedOn.replace('{date}', dateFormat.format(added)),
                  ),
                )
              // The last way to open the wallet stays: without one, a new device could never open it.
              if (left.length > 1) {
                const control = button(texts.remove, 'secondary')
                control.setAttribute('aria-label', `${texts.remove}: ${nameOf(method)}`)
                arming.guard(control, () => {
                  void run(async () => {
                    await remove(method.id)
                    removed++
                    left.splice(left.indexOf(method), 1)
                    draw()
                    return undefined
                  }, texts.removing)
                })
                item.append(control)
              }
              listElement.append(item)
            }
            last.hidden = left.length > 1
          }
          done.addEventListener('click', () => {
            arming.stop()
            void run(async () => ({ removed }), '')
          })
          draw()
        },
      })
    },
  }
}
