/**
 * The development-only rewrite to the devnet's stand-ins: `https://<host><path>?<query>` becomes
 * `<standInUrl>/<host><path>?<query>`. Without a stand-in URL the real URL is returned unchanged.
 */
export function standInUrl(url: string, standIn: string | undefined): string {
  if (!standIn) return url
  const parsed = new URL(url)
  if (parsed.protocol !== 'https:') return url
  // An issuer identifier has no path; written without the trailing slash URL parsing adds.
  const path = parsed.pathname === '/' && !url.endsWith('/') ? '' : parsed.pathname
  return `${standIn}/${parsed.host}${path}${parsed.search}`
}
