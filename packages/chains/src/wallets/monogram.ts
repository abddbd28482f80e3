/**
 * A wallet's icon as a small inline SVG: its initials in white on its brand colour. Inline so the list works
 * offline and a page loads no image from a wallet's servers; a host may set real logos (an https URL) instead.
 */
export function monogram(initials: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="16" fill="${background}"/>` +
    `<text x="32" y="41" font-family="system-ui,sans-serif" font-size="${initials.length > 1 ? 22 : 28}" ` +
    `font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
