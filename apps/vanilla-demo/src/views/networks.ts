// Networks: the host's networks, the active one marked; picking one asks core to switch (core decides whether the
// wallet must approve, and where the modal goes afterwards). SwitchNetwork: the wallet is asked, or refused.
import { getTask, selectActiveNetwork, selectNetwork, tasks } from '@kit/core/actions'
import { h, setText, show } from '../dom.ts'
import { errorLine, type ViewRenderer } from './view.ts'

export const networksView: ViewRenderer = {
  title: 'Choose Network',
  mount({ kit, state }) {
    const buttons = state.network.networks.map((network) => {
      const active = h('span', { class: 'tag', hidden: true }, 'Active')
      const button = h(
        'button',
        {
          type: 'button',
          class: 'row',
          onclick: () => void selectNetwork(kit, { caipNetworkId: network.caipNetworkId }),
        },
        h('span', {}, network.name),
        active,
      )
      return { network, button, active }
    })
    const error = errorLine()
    const body = h(
      'div',
      { class: 'stack' },
      h(
        'ul',
        { class: 'rows', 'aria-label': 'Networks' },
        ...buttons.map(({ button }) => h('li', {}, button)),
      ),
      error.element,
    )
    const update = (next: typeof state) => {
      const activeId = selectActiveNetwork(next)?.caipNetworkId ?? next.network.active
      for (const { network, button, active } of buttons) {
        const isActive = network.caipNetworkId === activeId
        show(active, isActive)
        if (isActive) button.setAttribute('aria-current', 'true')
        else button.removeAttribute('aria-current')
      }
      const task = getTask(next, tasks.switchNetwork)
      error.set(task.status === 'error' && next.router.view === 'Networks' ? task.error : undefined)
    }
    update(state)
    return { body, update }
  },
}

export const switchNetworkView: ViewRenderer = {
  title: 'Switch Network',
  mount({ kit, state }) {
    const caipNetworkId = state.router.data?.caipNetworkId
    const network = state.network.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    const name = network?.name ?? String(caipNetworkId)
    const status = h('p', { role: 'status', class: 'status' })
    const error = errorLine()
    const retry = h(
      'button',
      {
        type: 'button',
        class: 'primary',
        hidden: true,
        onclick: () => caipNetworkId && void selectNetwork(kit, { caipNetworkId }),
      },
      'Try again',
    )
    const body = h('div', { class: 'stack' }, status, error.element, retry)
    const update = (next: typeof state) => {
      const failed = getTask(next, tasks.switchNetwork).status === 'error'
      setText(status, failed ? 'Switch declined' : `Switching to ${name}: accept the request in the wallet.`)
      error.set(failed ? getTask(next, tasks.switchNetwork).error : undefined)
      show(retry, failed)
    }
    update(state)
    return { body, update }
  },
}
