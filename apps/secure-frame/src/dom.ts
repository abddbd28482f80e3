/**
 * An element with attributes and, optionally, text. Text goes in as `textContent` only: nothing the host or the
 * server sends is ever parsed as HTML.
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  if (text !== undefined) node.textContent = text
  return node
}
