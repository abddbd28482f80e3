// The page holds itself to the Content-Security-Policy that `contentSecurityPolicySources` says Kit needs, so
// the e2e spec fails if Kit ever reaches something the helper does not list. Only the directives Kit names are set.
import type { Kit } from '@kit/core'
import { contentSecurityPolicySources } from '@kit/core/utils'

/** The policy: Kit's sources and the page's own origin. */
export function contentSecurityPolicy(kit: Kit): string {
  const sources = contentSecurityPolicySources(kit.options)
  return [
    `frame-src ${sources['frame-src'].join(' ') || "'none'"}`,
    `connect-src 'self' ${sources['connect-src'].join(' ')}`,
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
