// The demo holds itself to the Content-Security-Policy that `contentSecurityPolicySources` says Kit needs, so the
// e2e suite fails if Kit ever reaches something the helper does not list. Only the three directives Kit names are
// set (scripts and styles stay as the page serves them).
import type { Kit } from '@kit/core'
import { contentSecurityPolicySources } from '@kit/core/utils'
import type { DemoConfig } from './config.ts'

/** The policy: Kit's sources, the page's own origin, and what the in-page test wallet reaches. */
export function demoContentSecurityPolicy(kit: Kit, config: DemoConfig): string {
  const sources = contentSecurityPolicySources(kit.options)
  // The test wallet stands in for a browser extension, which a page's policy would not cover: it confirms Solana
  // transactions over the cluster's WebSocket.
  const testWallet = config.solana.wsUrl ? [config.solana.wsUrl] : []
  return [
    `frame-src ${sources['frame-src'].join(' ') || "'none'"}`,
    `connect-src 'self' ${[...sources['connect-src'], ...testWallet].join(' ')}`,
    `img-src 'self' ${sources['img-src'].join(' ')}`,
  ].join('; ')
}

/** Puts the policy in force for everything the page loads from now on. */
export function applyContentSecurityPolicy(policy: string): void {
  const meta = document.createElement('meta')
  meta.httpEquiv = 'Content-Security-Policy'
  meta.content = policy
  document.head.prepend(meta)
}
