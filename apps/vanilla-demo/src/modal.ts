// The modal: a plain-DOM dialog that shows the view core names in `state.router.view`. It opens and closes with
// `state.modal.open`, labels itself with the view's title, moves focus into each new view, and hands Escape, the
// close button and the backdrop to core's `requestClose` (core closes, or shakes while a step must finish).
import type { Kit, KitSnapshot, RouterView } from '@kit/core'
import { requestClose } from '@kit/core/actions'
import { h, setText, uid } from './dom.ts'
import type { MountedView, ViewTable } from './views/view.ts'

const FOCUSABLE =
  'input:not([disabled]), button:not([disabled]):not([hidden]), [href], [tabindex]:not([tabindex="-1"])'

/** A view this page has no renderer for: said plainly, never guessed at. */
function unsupported(view: RouterView): MountedView {
  return { body: h('p', {}, `This page does not show the ${view} step.`) }
}

/** Mounts the modal under `root`, following `kit`; returns the function that removes it. */
export function mountModal(kit: Kit, root: HTMLElement, views: ViewTable): () => void {
  const titleId = uid('modal-title')
  const title = h('h2', { id: titleId, tabindex: -1 })
  const back = h(
    'button',
    { type: 'button', class: 'icon', 'aria-label': 'Back', onclick: () => kit.router.goBack() },
    '←',
  )
  const close = h(
    'button',
    { type: 'button', class: 'icon', 'aria-label': 'Close', onclick: () => requestClose(kit) },
    '×',
  )
  const content = h('div', { class: 'modal-body' })
  const dialog = h(
    'div',
    { class: 'modal', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId },
    h('header', { class: 'modal-header' }, back, title, close),
    content,
  )
  const backdrop = h('div', {
    class: 'backdrop',
    onclick: (event) => {
      if (event.target === backdrop) requestClose(kit)
    },
  })
  backdrop.append(dialog)
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      requestClose(kit)
    }
    if (event.key === 'Tab') trapFocus(event)
  })

  let mounted: { key: string; view: MountedView } | undefined
  let opener: Element | null = null
  /** The view had no field to focus when it mounted (e.g. Connect before core offers e-mail): focus is on its title. */
  let awaitingField = false

  /** Focuses the first visible field or button of `body`, else the title; says whether a field took focus. */
  function focusFirstField(body: HTMLElement): boolean {
    const field = [...body.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (element) => element.offsetParent !== null,
    )
    ;(field ?? title).focus()
    return field !== undefined
  }

  function trapFocus(event: KeyboardEvent) {
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null,
    )
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const unmountView = () => {
    mounted?.view.destroy?.()
    mounted = undefined
    content.replaceChildren()
  }

  const render = (state: KitSnapshot) => {
    if (!state.modal.open) {
      if (backdrop.isConnected) {
        unmountView()
        backdrop.remove()
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
      }
      return
    }
    if (!backdrop.isConnected) {
      opener = document.activeElement
      root.append(backdrop)
    }
    // A new view, or the same view at another place in the history (its data may differ): mount it afresh.
    const key = `${state.router.view}#${state.router.history.length}`
    if (mounted?.key !== key) {
      unmountView()
      const renderer = views[state.router.view]
      const named = renderer?.title
      setText(title, typeof named === 'function' ? named(state) : (named ?? state.router.view))
      const view = renderer ? renderer.mount({ kit, state }) : unsupported(state.router.view)
      mounted = { key, view }
      content.append(view.body)
      back.hidden = state.router.history.length < 2
      // Focus moves into the new view: its first field or button, else its title.
      awaitingField = !focusFirstField(view.body)
    } else {
      mounted.view.update?.(state)
      // A field that shows after the view mounted takes focus, unless the visitor has moved it since.
      if (awaitingField)
        awaitingField = document.activeElement === title && !focusFirstField(mounted.view.body)
    }
    dialog.toggleAttribute('data-shake', state.modal.shake)
  }

  const unsubscribe = kit.subscribe(render)
  render(kit.getState())
  return () => {
    unsubscribe()
    unmountView()
    backdrop.remove()
  }
}
