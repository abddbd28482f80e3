/** The attribute of the one `<style>` element Kit injects. */
export const STYLE_ATTRIBUTE = 'data-kit-styles'

/**
 * Adds `css` to Kit's `<style>` element in `document.head` (creating it, with `nonce`, the first time), once per
 * `part`: the buttons' part with the provider, the modal's part with the modal.
 */
export function injectStyles(part: 'base' | 'modal', css: string, nonce: string | undefined): void {
  let style = document.head.querySelector<HTMLStyleElement>(`style[${STYLE_ATTRIBUTE}]`)
  if (!style) {
    style = document.createElement('style')
    style.setAttribute(STYLE_ATTRIBUTE, '')
    if (nonce) style.nonce = nonce
    document.head.appendChild(style)
  }
  const parts = (style.dataset.kitParts ?? '').split(' ').filter(Boolean)
  if (parts.includes(part)) return
  // The modal's rules come after the buttons' rules, as in styles.css, whichever loads first.
  style.textContent =
    part === 'base' ? `${css}${style.textContent ?? ''}` : `${style.textContent ?? ''}${css}`
  style.dataset.kitParts = [...parts, part].join(' ')
}
