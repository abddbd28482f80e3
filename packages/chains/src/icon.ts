/**
 * A small round SVG badge with one or two letters, as a data URI.
 * Networks carry an icon that needs no request to any host.
 */
export function monogramIcon(letters: string, background: string, foreground = '#fff'): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${background}"/>` +
    `<text x="16" y="21" font-family="system-ui,sans-serif" font-size="${letters.length > 1 ? 12 : 15}" font-weight="700" text-anchor="middle" fill="${foreground}">${letters}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
