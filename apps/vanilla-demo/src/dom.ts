// A few lines of DOM building, so the views read as markup. No framework: elements are made once and updated in
// place (an input keeps its value and focus while kit state changes around it).

type Child = Node | string | false | null | undefined
type Attributes = Record<string, string | number | boolean | undefined | ((event: Event) => void)>

/**
 * Creates `<tag>` with attributes and children. `on<event>` attributes become listeners; `true` sets an empty
 * attribute, `false`/`undefined` leave it out.
 */
export function h<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[tag] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value)
    else if (value === true) element.setAttribute(name, '')
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value))
  }
  element.append(...children.filter((child): child is Node | string => child !== false && child != null))
  return element
}

/** Sets `element`'s text unless it is already that (no needless mutation, no lost selection). */
export function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text
}

/** Shows or hides `element` with the `hidden` attribute. */
export function show(element: HTMLElement, visible: boolean): void {
  if (element.hidden === visible) element.hidden = !visible
}

let ids = 0
/** A page-unique id for label/description wiring. */
export function uid(prefix: string): string {
  ids += 1
  return `${prefix}-${ids}`
}
