// Send: the amount and the receiver go straight into core's send state; "Preview send" asks core whether they can
// be sent (core answers with the field and its words) and core moves on to the preview. The preview sends through
// core; a failure brings core back to the form with the reason.
import {
  continueSend,
  getTask,
  loadSendFee,
  selectActiveNetwork,
  selectSendFee,
  selectSendToken,
  submitSend,
  tasks,
} from '@kit/core/actions'
import { h, setText, uid } from '../dom.ts'
import { errorLine, errorText, type ViewRenderer } from './view.ts'

/** `value` in a currency with `decimals` decimals, as a decimal string of at most 9 decimals (display only). */
function formatUnits(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals, digits.length - decimals + 9).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** A labelled text field with its own error line, tied to the input for assistive technology. */
function field(label: string, attributes: Record<string, string>) {
  const id = uid('field')
  const errorId = `${id}-error`
  const input = h('input', { id, type: 'text', autocomplete: 'off', spellcheck: 'false', ...attributes })
  const error = h('p', { id: errorId, class: 'error', hidden: true })
  const element = h('div', { class: 'stack tight' }, h('label', { for: id }, label), input, error)
  return {
    element,
    input,
    setError(text: string | undefined) {
      setText(error, text ?? '')
      error.hidden = !text
      if (text) {
        input.setAttribute('aria-invalid', 'true')
        input.setAttribute('aria-describedby', errorId)
      } else {
        input.removeAttribute('aria-invalid')
        input.removeAttribute('aria-describedby')
      }
    },
  }
}

export const walletSendView: ViewRenderer = {
  title: 'Send',
  mount({ kit, state }) {
    const token = h('p', { class: 'muted' })
    const amount = field('Amount', { inputmode: 'decimal', placeholder: '0' })
    const receiver = field('To', { placeholder: '0x…' })
    amount.input.value = state.send.sendTokenAmount ?? ''
    receiver.input.value = state.send.receiverAddress ?? ''
    amount.input.addEventListener('input', () => kit.send.setTokenAmount(amount.input.value))
    receiver.input.addEventListener('input', () => kit.send.setReceiverAddress(receiver.input.value))
    const formError = errorLine()
    const form = h(
      'form',
      {
        class: 'stack',
        novalidate: true,
        onsubmit: (event) => {
          event.preventDefault()
          const problem = continueSend(kit)
          const text = problem ? errorText(problem.error) : undefined
          amount.setError(problem?.field === 'amount' || problem?.field === 'balance' ? text : undefined)
          receiver.setError(problem?.field === 'receiver' ? text : undefined)
          formError.set(problem?.field === 'chain' ? problem.error : undefined)
        },
      },
      token,
      amount.element,
      receiver.element,
      formError.element,
      h('button', { type: 'submit', class: 'primary' }, 'Preview send'),
    )
    const sendError = errorLine()
    const body = h('div', { class: 'stack' }, form, sendError.element)
    const update = (next: typeof state) => {
      const sendToken = selectSendToken(next)
      setText(
        token,
        sendToken
          ? `${sendToken.symbol}${sendToken.quantity.numeric !== undefined ? ` · balance ${sendToken.quantity.numeric}` : ''}`
          : '',
      )
      // Back from a failed send: core's reason.
      const task = getTask(next, tasks.send)
      sendError.set(task.status === 'error' ? task.error : undefined)
    }
    update(state)
    return { body, update }
  },
}

export const walletSendPreviewView: ViewRenderer = {
  title: 'Review send',
  mount({ kit, state }) {
    const amount = h('p', { class: 'hero' })
    const to = h('dd', { class: 'mono' })
    const network = h('dd', {})
    const fee = h('dd', {})
    const cancel = h('button', { type: 'button', onclick: () => kit.router.goBack() }, 'Cancel')
    const send = h(
      'button',
      { type: 'button', class: 'primary', onclick: () => void submitSend(kit) },
      'Send',
    )
    const body = h(
      'div',
      { class: 'stack' },
      amount,
      h(
        'dl',
        { class: 'facts' },
        h('dt', {}, 'To'),
        to,
        h('dt', {}, 'Network'),
        network,
        h('dt', {}, 'Network fee'),
        fee,
      ),
      h('div', { class: 'actions' }, cancel, send),
    )
    const update = (next: typeof state) => {
      const token = selectSendToken(next)
      setText(amount, `${next.send.sendTokenAmount ?? ''} ${token?.symbol ?? ''}`.trim())
      setText(to, next.send.receiverAddress ?? '—')
      const active = selectActiveNetwork(next)
      setText(network, active?.name ?? next.network.active)
      // Core estimates the fee once the gas price is loaded; until then it is unknown.
      const estimate = selectSendFee(next)
      setText(
        fee,
        estimate !== undefined && active
          ? `${formatUnits(estimate, active.nativeCurrency.decimals)} ${active.nativeCurrency.symbol}`
          : 'Unknown',
      )
      const pending = getTask(next, tasks.send).status === 'pending' || next.send.loading
      send.disabled = pending
      cancel.disabled = pending
      setText(send, pending ? 'Sending…' : 'Send')
    }
    loadSendFee(kit)
    update(state)
    return { body, update }
  },
}
