// What the full-page redirect fallback of the social login needs: when to prefer it (in-app browsers), where the tab
// comes back to, and which provider the returning page is about. Loaded with the auth connector, never first.

/** How the social login leaves the page: a pop-up, a full-page redirect, or a pop-up with the redirect as fallback. */
export type SocialLoginMode = 'auto' | 'popup' | 'redirect'

/** Host-origin, per-tab key of the provider a redirect went to (not secret: the result is bound to the frame). */
export const SOCIAL_REDIRECT_PROVIDER_KEY = '@kit/social_redirect'

/**
 * Browsers inside other apps, where a pop-up opens in a tab the app cannot return from (or not at all), so the
 * login goes by redirect at once: Facebook (`FBAN`, `FBAV`, `FB_IAB`), Instagram, LinkedIn (`LinkedInApp`), LINE
 * (`Line/`), Snapchat, TikTok (`musical_ly`, `BytedanceWebview`, `TikTok`), X (`Twitter`), and any Android WebView
 * (`; wv)`). A user agent can lie; the worst case is a redirect where a pop-up would have worked.
 */
export function isInAppBrowser(userAgent: string): boolean {
  return /FBAN|FBAV|FB_IAB|Instagram|LinkedInApp|\bLine\/|Snapchat|musical_ly|BytedanceWebview|TikTok|Twitter|; wv\)/i.test(
    userAgent,
  )
}

/**
 * The page to come back to: `href` as it is (path, query, fragment), minus any earlier social-return parameters.
 * The same filter as `socialReturn.ts`, written twice on purpose: importing that first-load module from here would
 * make it a chunk of its own (a test keeps the two equal).
 */
export function socialReturnUrl(href: string): string {
  const url = new URL(href)
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => !/^kitSocial(Result|Error)=/.test(part))
    .join('&')
  return `${url.origin}${url.pathname}${kept && `?${kept}`}${url.hash}`
}
