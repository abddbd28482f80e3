// Where a page may find Kit's own services: the API, the secure frame and the WalletConnect relay. The defaults are
// the local stack's (`localhost`), which on a deployed page would be each visitor's own computer, and plain http or
// ws to another machine lets anyone on the network replace the frame's code or read the traffic.
import { isLoopbackHost } from '@kit/chains'
import { DEFAULT_API_URL, DEFAULT_FRAME_URL, DEFAULT_RELAY_URL } from '../constants.js'
import type { Issue } from '../validation/combinators.js'

/** The service URL options, and what each should be set to. */
const SERVICES = [
  { path: 'apiUrl', fallback: DEFAULT_API_URL, secure: 'https:', what: "your Kit server's https URL" },
  { path: 'frameUrl', fallback: DEFAULT_FRAME_URL, secure: 'https:', what: "your secure frame's https URL" },
  {
    path: 'relayUrl',
    fallback: DEFAULT_RELAY_URL,
    secure: 'wss:',
    what: "your WalletConnect relay's wss URL",
  },
] as const

type ServiceUrls = { apiUrl: string; frameUrl: string; relayUrl: string }

/** The host name of the page Kit runs in; undefined outside a browser page (Node, SSR) or on one without a host. */
export function pageHostname(): string | undefined {
  const hostname = (globalThis as { location?: { hostname?: unknown } }).location?.hostname
  return typeof hostname === 'string' && hostname !== '' ? hostname : undefined
}

/**
 * The problems with the service URLs of a page on `page` (its host name, when known): a URL on loopback (the
 * default or given) from a page that is not, and plain http or ws to any other machine. `given` says which options
 * the host set, so a forgotten one is named as the default it fell back to.
 */
export function serviceUrlIssues(
  urls: ServiceUrls,
  given: Readonly<Record<keyof ServiceUrls, boolean>>,
  page: string | undefined,
): Issue[] {
  const issues: Issue[] = []
  const pageOnLoopback = page === undefined || isLoopbackHost(page)
  for (const service of SERVICES) {
    const value = urls[service.path]
    let url: URL
    try {
      url = new URL(value)
    } catch {
      issues.push({ path: service.path, message: `is not a valid URL: ${value}` })
      continue
    }
    if (isLoopbackHost(url.hostname)) {
      if (pageOnLoopback) continue
      issues.push({
        path: service.path,
        message: given[service.path]
          ? `is ${value}, the visitor's own computer, not a server of this page (${page}): set it to ${service.what}`
          : `is not set: its local-stack default ${service.fallback} would be the visitor's own computer on this page (${page}); set it to ${service.what}`,
      })
    } else if (url.protocol !== service.secure)
      issues.push({
        path: service.path,
        message: `must be ${service.secure === 'https:' ? 'an https' : 'a wss'} URL off loopback, not ${value}: over ${url.protocol.slice(0, -1)} anyone on the network can read and change what it sends`,
      })
  }
  return issues
}
