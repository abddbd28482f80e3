// Waiting for a browser wallet to approve the connection; a refusal shows core's reason and a retry.
import { connectWallet, getTask, tasks } from '@kit/core/actions'
import { h, setText, show } from '../dom.ts'
import { errorLine, type ViewRenderer } from './view.ts'

export const connectingExternalView: ViewRenderer = {
  title: 'Connect Wallet',
  mount({ kit, state }) {
    const connectorId = state.router.data?.connectorId ?? ''
    const name =
      state.connectors.list.find((connector) => connector.id === connectorId)?.name ?? 'your wallet'
    const status = h('p', { role: 'status', class: 'status' })
    const error = errorLine()
    const retry = h(
      'button',
      {
        type: 'button',
        class: 'primary',
        hidden: true,
        onclick: () => void connectWallet(kit, { connectorId, navigate: false }),
      },
      'Try again',
    )
    const body = h('div', { class: 'stack' }, status, error.element, retry)
    const update = (next: typeof state) => {
      const task = getTask(next, tasks.connect(connectorId))
      const failed = task.status === 'error'
      setText(status, failed ? 'Connection failed' : `Continue in ${name}: accept the request in the wallet.`)
      error.set(failed ? task.error : undefined)
      show(retry, failed)
    }
    update(state)
    return { body, update }
  },
}
