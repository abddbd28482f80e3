// The host page around the modal: what kit state says about the account and the network, the buttons that open
// the modal, and the theme. Everything shown is read from `kit.getState()`; every button calls core.
import { type Kit, type KitSnapshot, THEME_MODES } from '@kit/core'
import { selectAccountOffers, selectActiveNetwork } from '@kit/core/actions'
import { h, setText, show } from './dom.ts'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Builds the page under `root` and keeps it in step with `kit`; returns the function that stops following. */
export function mountPage(kit: Kit, root: HTMLElement, devPanel: HTMLElement): () => void {
  const connect = h(
    'button',
    { type: 'button', class: 'primary', onclick: () => kit.modal.open() },
    'Connect Wallet',
  )
  const account = h('button', { type: 'button', class: 'primary', onclick: () => kit.modal.open() })
  const network = h('button', { type: 'button', onclick: () => kit.modal.open({ view: 'Networks' }) })
  const send = h('button', { type: 'button', onclick: () => kit.modal.open({ view: 'WalletSend' }) }, 'Send')

  const status = h('dd', { 'data-testid': 'account-status' })
  const address = h('dd', { 'data-testid': 'account-address', class: 'mono' })
  const balance = h('dd', { 'data-testid': 'account-balance' })
  const accountType = h('dd', { 'data-testid': 'account-type' })
  const networkName = h('dd', { 'data-testid': 'network-name' })
  const networkId = h('dd', { 'data-testid': 'network-id', class: 'mono' })
  const toast = h('p', { class: 'toast', role: 'status', 'aria-live': 'polite' })

  const themes = THEME_MODES.map((mode) => {
    const input = h('input', {
      type: 'radio',
      name: 'theme',
      value: mode,
      onchange: () => kit.theme.setMode(mode),
    })
    return { mode, input, label: h('label', {}, input, mode === 'light' ? 'Light' : 'Dark') }
  })

  const page = h(
    'div',
    { class: 'page' },
    h(
      'header',
      { class: 'page-header' },
      h(
        'div',
        {},
        h('h1', {}, 'Kit vanilla demo'),
        h('p', { class: 'muted' }, 'Plain TypeScript on @kit/core: no framework, no @kit/react.'),
      ),
      h('nav', { class: 'actions', 'aria-label': 'Wallet' }, network, connect, account),
    ),
    h(
      'main',
      { class: 'grid' },
      h(
        'section',
        { class: 'card', 'aria-labelledby': 'account-title' },
        h('h2', { id: 'account-title' }, 'Account'),
        h(
          'dl',
          { class: 'facts' },
          h('dt', {}, 'Status'),
          status,
          h('dt', {}, 'Address'),
          address,
          h('dt', {}, 'Balance'),
          balance,
          h('dt', {}, 'Account type'),
          accountType,
        ),
        h('div', { class: 'actions' }, send),
      ),
      h(
        'section',
        { class: 'card', 'aria-labelledby': 'network-title' },
        h('h2', { id: 'network-title' }, 'Network'),
        h('dl', { class: 'facts' }, h('dt', {}, 'Active'), networkName, h('dt', {}, 'CAIP-2 id'), networkId),
        h('fieldset', { class: 'inline' }, h('legend', {}, 'Theme'), ...themes.map(({ label }) => label)),
      ),
      devPanel,
    ),
    toast,
  )
  root.append(page)

  const render = (state: KitSnapshot) => {
    const connected = state.account.status === 'connected'
    const active = selectActiveNetwork(state)
    root.dataset.theme = state.theme.mode
    document.documentElement.style.colorScheme = state.theme.mode
    show(connect, !connected)
    show(account, connected)
    setText(account, connected && state.account.address ? short(state.account.address) : '')
    setText(network, `Network: ${active?.name ?? state.network.active}`)
    show(send, selectAccountOffers(state).send)
    send.disabled = !connected
    setText(status, state.account.status)
    setText(address, state.account.address ?? '—')
    setText(
      balance,
      state.account.balance !== undefined
        ? `${state.account.balance} ${state.account.balanceSymbol ?? ''}`.trim()
        : '—',
    )
    setText(accountType, state.account.preferredAccountType ?? '—')
    setText(networkName, active?.name ?? '—')
    setText(networkId, state.network.active)
    for (const { mode, input } of themes) input.checked = state.theme.mode === mode
    setText(toast, state.toast.open ? state.toast.message : '')
    toast.dataset.variant = state.toast.variant
  }
  render(kit.getState())
  return kit.subscribe(render)
}
