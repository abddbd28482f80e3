import type { PendingRequest } from './approvals.js'

/** What the prompt needs from the wallet. */
export type PromptSource = {
  readonly pendingRequests: readonly PendingRequest[]
  resolve(id: string, approved: boolean): boolean
  on(event: 'request' | 'resolved', listener: () => void): () => void
}

const STYLE = [
  'position:fixed',
  'right:16px',
  'bottom:16px',
  'z-index:2147483647',
  'width:320px',
  'max-width:calc(100vw - 32px)',
  'font:14px/1.4 system-ui,sans-serif',
  'color:#0f172a',
  'background:#fff',
  'border:1px solid #cbd5e1',
  'border-radius:12px',
  'box-shadow:0 10px 30px rgba(15,23,42,.25)',
  'padding:12px',
].join(';')

const BUTTON_STYLE = 'padding:6px 12px;border-radius:8px;border:1px solid #cbd5e1;cursor:pointer;font:inherit'

/**
 * Mounts a small on-page approval prompt (plain DOM) listing the wallet's waiting requests with Approve and
 * Reject buttons, for the demo and manual testing with the `ask` policy. It hides itself when nothing waits.
 * Returns a function that removes it.
 */
export function mountApprovalPrompt(source: PromptSource, document: Document): () => void {
  const root = document.createElement('section')
  root.setAttribute('role', 'dialog')
  root.setAttribute('aria-label', 'Kit Test Wallet requests')
  root.setAttribute('data-kit-test-wallet-prompt', '')
  root.setAttribute('style', STYLE)

  const render = () => {
    const pending = source.pendingRequests
    root.hidden = pending.length === 0
    root.replaceChildren()
    const title = document.createElement('strong')
    title.textContent = 'Kit Test Wallet'
    root.append(title)
    for (const request of pending) {
      const item = document.createElement('div')
      item.setAttribute('data-request-id', request.id)
      item.setAttribute('style', 'margin-top:8px;padding-top:8px;border-top:1px solid #e2e8f0')
      const summary = document.createElement('p')
      summary.setAttribute('style', 'margin:0 0 8px')
      summary.textContent = request.summary
      const approve = document.createElement('button')
      approve.type = 'button'
      approve.textContent = 'Approve'
      approve.setAttribute('data-action', 'approve')
      approve.setAttribute(
        'style',
        `${BUTTON_STYLE};background:#3b82f6;color:#fff;border-color:#3b82f6;margin-right:8px`,
      )
      approve.addEventListener('click', () => source.resolve(request.id, true))
      const reject = document.createElement('button')
      reject.type = 'button'
      reject.textContent = 'Reject'
      reject.setAttribute('data-action', 'reject')
      reject.setAttribute('style', `${BUTTON_STYLE};background:#fff`)
      reject.addEventListener('click', () => source.resolve(request.id, false))
      item.append(summary, approve, reject)
      root.append(item)
    }
  }

  const unsubscribe = [source.on('request', render), source.on('resolved', render)]
  render()
  document.body.append(root)
  return () => {
    for (const off of unsubscribe) off()
    root.remove()
  }
}
