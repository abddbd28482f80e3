import type { ResolvedKitOptions } from '../options.js'

/** The directives of a Content-Security-Policy that Kit needs sources in. */
export type KitCspDirective = 'frame-src' | 'connect-src' | 'img-src'

/** Sources per directive, each list sorted and without duplicates. */
export type KitCspSources = Record<KitCspDirective, string[]>

/** The origin of an http(s) or ws(s) URL, or nothing for anything else. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return ['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol) ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/** An on-ramp provider as the server's `GET /v1/onramp/providers` names it: its id and the origins its pages use. */
export type OnRampProviderOrigins = { readonly id: string; readonly origins?: readonly string[] | undefined }

/** What the options alone cannot say: the on-ramp providers the server enabled (its `/v1/onramp/providers` list). */
export type KitCspContext = { readonly onRampProviders?: readonly OnRampProviderOrigins[] | undefined }

/**
 * The sources a page's Content-Security-Policy must allow for a kit with these options, per directive: the secure
 * frame (when e-mail, social or Farcaster login is on) in `frame-src`; the blockchain API, every network's RPC and the
 * analytics endpoint in `connect-src`; `data:` in `img-src` (wallet and network icons); and what each connector the
 * host added says it reaches (e.g. `walletConnect()` adds its relay), and, given the server's on-ramp providers,
 * each one's origins in `frame-src` (their checkout widgets; Kit's page itself only talks to Kit's server). Add them to the page's policy; Kit's injected stylesheet also needs the page's nonce
 * (`<KitProvider nonce>`) or the stylesheet loaded by the page.
 *
 * @example
 * const { providers } = await (await fetch(`${apiUrl}/v1/onramp/providers?projectId=${projectId}`)).json()
 * const sources = contentSecurityPolicySources(kit.options, { onRampProviders: providers })
 * const header = Object.entries(sources).map(([directive, list]) => `${directive} 'self' ${list.join(' ')}`).join('; ')
 */
export function contentSecurityPolicySources(
  options: ResolvedKitOptions,
  context: KitCspContext = {},
): KitCspSources {
  const frame = new Set<string | undefined>()
  const connect = new Set<string | undefined>()
  const { features, connectors } = options
  if (features.email || features.socials.length > 0 || features.farcaster)
    frame.add(originOf(options.frameUrl))
  connect.add(originOf(options.apiUrl))
  connect.add(originOf(options.analytics.endpoint))
  for (const network of options.networks)
    for (const url of network.rpcUrls.default.http) connect.add(originOf(url))
  const image = new Set<string | undefined>(['data:'])
  for (const factory of connectors.extra) {
    const sources = factory.contentSecurityPolicy?.(options)
    for (const url of sources?.['connect-src'] ?? []) connect.add(originOf(url))
    for (const url of sources?.['frame-src'] ?? []) frame.add(originOf(url))
    for (const url of sources?.['img-src'] ?? []) image.add(url === 'data:' ? url : originOf(url))
  }
  for (const provider of context.onRampProviders ?? [])
    for (const url of provider.origins ?? []) frame.add(originOf(url))
  const list = (sources: Set<string | undefined>) =>
    [...sources].filter((source): source is string => source !== undefined).sort()
  return { 'frame-src': list(frame), 'connect-src': list(connect), 'img-src': list(image) }
}
