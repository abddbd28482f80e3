// Account: the connected address, its balance and the network, the tokens it watches (wallet_watchAsset) with
// theirs, with the ways on (network, send, disconnect), and for the embedded wallet its settings: another way to open it on a new device, the ways it has, the signed-in
// devices, and the key (each on the secure frame's own card).
import {
  addWalletRecoveryMethod,
  disconnectWallet,
  exportWalletKey,
  getTask,
  loadWatchedAssets,
  manageSessions,
  manageWalletRecoveryMethods,
  removeWatchedAsset,
  selectAccountOffers,
  selectActiveNetwork,
  selectWatchedAssets,
  tasks,
} from '@kit/core/actions'
import { h, setText, show } from '../dom.ts'
import { errorLine, type ViewRenderer } from './view.ts'

export const accountView: ViewRenderer = {
  title: 'Account',
  mount({ kit, state }) {
    const address = h('dd', { class: 'mono' })
    const balance = h('dd', {})
    const network = h('dd', {})
    const emailTerm = h('dt', {}, 'Email')
    const email = h('dd', {})
    const send = h('button', { type: 'button', onclick: () => kit.router.push('WalletSend') }, 'Send')
    const switchNetwork = h('button', { type: 'button', onclick: () => kit.router.push('Networks') })
    const disconnect = h(
      'button',
      { type: 'button', onclick: () => void disconnectWallet(kit) },
      'Disconnect',
    )
    const addPasskey = h(
      'button',
      { type: 'button', onclick: () => void addWalletRecoveryMethod(kit) },
      'Add a passkey',
    )
    const exportKey = h(
      'button',
      { type: 'button', onclick: () => void exportWalletKey(kit) },
      'Export your key',
    )
    const recoveryMethods = h(
      'button',
      { type: 'button', onclick: () => void manageWalletRecoveryMethods(kit) },
      'Ways to open your wallet',
    )
    const devices = h(
      'button',
      { type: 'button', onclick: () => void manageSessions(kit) },
      'Signed-in devices',
    )
    const walletSettings = h('div', { class: 'actions' }, addPasskey, recoveryMethods, devices, exportKey)
    const error = errorLine()
    const reconnecting = h('p', { role: 'status', hidden: true }, 'Reconnecting to your wallet…')
    // The watched tokens of this account and chain; core loads them (and their balances) when either changes.
    const tokens = h('ul', { class: 'stack', 'aria-label': 'Tokens', hidden: true })
    let tokensShown: ReturnType<typeof selectWatchedAssets> | undefined
    let tokensOf: string | undefined
    const body = h(
      'div',
      { class: 'stack' },
      h(
        'dl',
        { class: 'facts' },
        h('dt', {}, 'Address'),
        address,
        h('dt', {}, 'Balance'),
        balance,
        h('dt', {}, 'Network'),
        network,
        emailTerm,
        email,
      ),
      reconnecting,
      tokens,
      h('div', { class: 'actions' }, switchNetwork, send, disconnect),
      walletSettings,
      error.element,
    )
    const update = (next: typeof state) => {
      const active = selectActiveNetwork(next)
      setText(address, next.account.address ?? '—')
      setText(
        balance,
        next.account.balance !== undefined
          ? `${next.account.balance} ${next.account.balanceSymbol ?? ''}`.trim()
          : '—',
      )
      setText(network, active?.name ?? next.network.active)
      show(reconnecting, !next.connection.walletReachable)
      const owner = `${next.network.active}:${next.account.address ?? ''}`
      if (owner !== tokensOf) {
        tokensOf = owner
        void loadWatchedAssets(kit)
      }
      const watched = selectWatchedAssets(next)
      if (watched !== tokensShown) {
        tokensShown = watched
        tokens.replaceChildren(
          ...watched.map((asset) =>
            h(
              'li',
              { class: 'actions' },
              h('span', { title: asset.address }, `${asset.balance ?? '—'} ${asset.symbol}`),
              h(
                'button',
                {
                  type: 'button',
                  'aria-label': `Remove ${asset.symbol}`,
                  onclick: () => removeWatchedAsset(kit, { address: asset.address }),
                },
                'Remove',
              ),
            ),
          ),
        )
        show(tokens, watched.length > 0)
      }
      // What the account offers (send, the embedded wallet's e-mail) is core's call.
      const offers = selectAccountOffers(next)
      setText(email, offers.email ?? '')
      show(emailTerm, offers.email !== undefined)
      show(email, offers.email !== undefined)
      show(send, offers.send)
      show(addPasskey, offers.addRecoveryMethod)
      show(exportKey, offers.exportKey)
      show(recoveryMethods, offers.manageRecoveryMethods)
      show(devices, offers.manageSessions)
      show(
        walletSettings,
        offers.addRecoveryMethod || offers.exportKey || offers.manageRecoveryMethods || offers.manageSessions,
      )
      setText(switchNetwork, `Switch network: ${active?.name ?? next.network.active}`)
      const task = getTask(next, tasks.disconnect)
      disconnect.disabled = task.status === 'pending'
      error.set(task.status === 'error' ? task.error : undefined)
      // Their outcome is core's toast (none when the user closed the card); here they only wait.
      addPasskey.disabled = getTask(next, tasks.addRecoveryMethod).status === 'pending'
      exportKey.disabled = getTask(next, tasks.exportKey).status === 'pending'
      recoveryMethods.disabled = getTask(next, tasks.manageRecoveryMethods).status === 'pending'
      devices.disabled = getTask(next, tasks.manageSessions).status === 'pending'
    }
    update(state)
    return { body, update }
  },
}
