// Approve in the secure frame: the e-mail wallet shows an unsafe request (a signature, a transaction), or after a
// login the card that protects or opens the wallet, in its own frame, positioned over this slot by the auth
// connector (never moved into it: moving an iframe reloads it).
import { attachApprovalFrame } from '@kit/core/actions'
import { h } from '../dom.ts'
import type { ViewRenderer } from './view.ts'

export const approveTransactionView: ViewRenderer = {
  title: (state) =>
    state.router.data?.approvalPurpose === 'wallet' ? 'Secure wallet' : 'Approve Transaction',
  mount({ kit, state }) {
    const slot = h('div', { class: 'approval-slot' })
    const body = h(
      'div',
      { class: 'stack' },
      h(
        'p',
        { role: 'status' },
        state.router.data?.approvalPurpose === 'wallet'
          ? 'Your wallet asks you something in the secure window below.'
          : 'Review and approve the request in the secure wallet below.',
      ),
      slot,
    )
    // Attached once the slot is in the page: the frame is placed over where the slot is.
    let detach: (() => void) | undefined
    queueMicrotask(() => {
      if (slot.isConnected) detach = attachApprovalFrame(kit, slot)
    })
    const update = (next: typeof state) => {
      slot.toggleAttribute('data-shake', next.modal.shake)
    }
    update(state)
    return { body, update, destroy: () => detach?.() }
  },
}
