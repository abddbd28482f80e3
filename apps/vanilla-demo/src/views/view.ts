// What a view renderer is: given the kit and the state at the moment core named the view, it builds the view's
// body once and updates it in place on every later state change. It decides nothing: every click calls a core
// action, every word it shows is either a label or core's own state (including core's error messages).
import { BaseError, type Kit, type KitSnapshot, type RouterView } from '@kit/core'
import { h, setText, show } from '../dom.ts'

/** What a renderer receives. */
export type ViewContext = {
  readonly kit: Kit
  /** The state when the view was mounted (its `router.data` is the view's data). */
  readonly state: KitSnapshot
}

/** A mounted view: its body, how it follows state, and what it releases when it leaves. */
export type MountedView = {
  readonly body: HTMLElement
  update?(state: KitSnapshot): void
  destroy?(): void
}

/** A renderer of one view, and the title the dialog is labelled with (some name what the view is for). */
export type ViewRenderer = {
  readonly title: string | ((state: KitSnapshot) => string)
  mount(context: ViewContext): MountedView
}

/** The user-facing words of an error: a Kit error's short message (the spec's words), else its message. */
export function errorText(error: Error | undefined): string {
  if (!error) return ''
  return error instanceof BaseError ? error.shortMessage : error.message
}

/** A paragraph announced to screen readers when it shows an error; hidden while there is none. */
export function errorLine(): { element: HTMLParagraphElement; set(error: Error | undefined): void } {
  const element = h('p', { class: 'error', role: 'alert', hidden: true })
  return {
    element,
    set(error) {
      setText(element, errorText(error))
      show(element, error !== undefined)
    },
  }
}

/** The views this page renders, by name; the dialog shows a plain notice for any other. */
export type ViewTable = Partial<Record<RouterView, ViewRenderer>>
