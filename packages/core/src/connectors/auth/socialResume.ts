// What the page that came back from a social login by full-page redirect carries: the one-time result (or the
// provider's error) from its query, and the provider this tab went to. The kit's reaction (`resumeSocialLogin` in
// `reactions.ts`) shows the login completing and hands these to the connector's `resumeSocial`.
import type { SocialProvider } from '../../types.js'
import { isSocialProvider } from '../../validation/rules.js'
import { SOCIAL_REDIRECT_PROVIDER_KEY } from './socialRedirect.js'

/** The provider the redirect went to, kept by `connectSocial` in this tab; removed once read. */
function takeProvider(): SocialProvider | undefined {
  try {
    const provider = sessionStorage.getItem(SOCIAL_REDIRECT_PROVIDER_KEY)
    sessionStorage.removeItem(SOCIAL_REDIRECT_PROVIDER_KEY)
    return provider && isSocialProvider(provider) ? provider : undefined
  } catch {
    return undefined
  }
}

/**
 * The parameters of `resumeSocial` that `search` (the page's query as it arrived) carries, bounded in length, with
 * the provider this tab went to; `undefined` when it carries no social return.
 */
export function readSocialReturn(
  search: string,
): { result?: string; error?: string; provider?: SocialProvider } | undefined {
  const params = new URLSearchParams(search)
  const result = params.get('kitSocialResult') ?? undefined
  const error = params.get('kitSocialError') ?? undefined
  if (result === undefined && error === undefined) return undefined
  const provider = takeProvider()
  return {
    ...(provider ? { provider } : {}),
    ...(result === undefined ? {} : { result: result.slice(0, 2048) }),
    ...(error === undefined ? {} : { error: error.slice(0, 256) || 'unknown' }),
  }
}
