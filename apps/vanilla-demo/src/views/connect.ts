// Connect: the e-mail login and the passkey (through the secure frame) and the wallets the browser announced, as core
// lists them.
import {
  chooseWallet,
  connectPasskey,
  getTask,
  loginWithEmail,
  selectLoginOffers,
  tasks,
} from '@kit/core/actions'
import { selectWalletList, type WalletListEntry } from '@kit/core/utils'
import { h, uid } from '../dom.ts'
import { errorLine, type ViewRenderer } from './view.ts'

const walletKeys = (entries: readonly WalletListEntry[]) => entries.map((entry) => entry.key).join('|')

export const connectView: ViewRenderer = {
  title: 'Connect Wallet',
  mount({ kit, state }) {
    const emailId = uid('email')
    const email = h('input', {
      id: emailId,
      type: 'email',
      name: 'email',
      autocomplete: 'email',
      inputmode: 'email',
      placeholder: 'you@example.com',
    })
    const emailError = errorLine()
    const submit = h('button', { type: 'submit', class: 'primary' }, 'Continue with email')
    const form = h(
      'form',
      {
        class: 'stack',
        novalidate: true,
        onsubmit: (event) => {
          event.preventDefault()
          void loginWithEmail(kit, { email: email.value.trim() })
        },
      },
      h('label', { for: emailId }, 'Email'),
      email,
      emailError.element,
      submit,
    )

    // "Continue with a passkey": the secure frame shows its own card and runs the whole ceremony.
    const passkeyError = errorLine()
    const passkey = h(
      'button',
      { type: 'button', onclick: () => void connectPasskey(kit) },
      'Continue with a passkey',
    )
    const passkeyRow = h('div', { class: 'stack' }, passkey, passkeyError.element)

    const list = h('ul', { class: 'rows', 'aria-label': 'Wallets' })
    const empty = h('p', { class: 'muted' }, 'No wallet found in this browser.')
    let shownWallets = ''
    const renderWallets = (entries: readonly WalletListEntry[]) => {
      const keys = walletKeys(entries)
      if (keys === shownWallets) return
      shownWallets = keys
      list.replaceChildren(
        ...entries.map((entry) =>
          h(
            'li',
            {},
            h(
              'button',
              {
                type: 'button',
                class: 'row',
                onclick: () => void chooseWallet(kit, { key: entry.key, connectorId: entry.connectorId }),
              },
              entry.icon ? h('img', { src: entry.icon, alt: '', width: 28, height: 28 }) : '',
              h('span', {}, entry.name),
              entry.recent ? h('span', { class: 'tag' }, 'Recent') : '',
            ),
          ),
        ),
      )
      empty.hidden = entries.length > 0
    }

    const body = h('div', { class: 'stack' }, form, passkeyRow, h('h3', {}, 'Wallets'), list, empty)
    const update: (next: typeof state) => void = (next) => {
      // Whether e-mail login is offered is core's call (the feature, and a secure-frame connector to run it).
      form.hidden = !selectLoginOffers(next).email
      const task = getTask(next, tasks.email)
      submit.disabled = task.status === 'pending'
      submit.setAttribute('aria-busy', String(task.status === 'pending'))
      emailError.set(task.status === 'error' ? task.error : undefined)
      passkeyRow.hidden = form.hidden
      const passkeyTask = getTask(next, tasks.passkey)
      passkey.disabled = passkeyTask.status === 'pending'
      passkey.setAttribute('aria-busy', String(passkeyTask.status === 'pending'))
      passkeyError.set(passkeyTask.status === 'error' ? passkeyTask.error : undefined)
      const { installed, recent } = selectWalletList(next)
      renderWallets([...installed, ...recent])
    }
    update(state)
    return { body, update }
  },
}
