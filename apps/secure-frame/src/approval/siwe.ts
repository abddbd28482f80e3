// Sign-In with Ethereum (EIP-4361) domain binding: a sign-in message names the site it signs the user in to, and
// the wallet checks that name against the page that asks (the verified origin). A message for another site is how
// a phishing page gets a signature that logs it in as the user elsewhere.
import { isEvmAddress } from '@kit/chains/wire'

/** What a personal message is, as a sign-in. */
export type SignInCheck =
  /** Not a sign-in message. */
  | { readonly kind: 'none' }
  /** Says "wants you to sign in with your Ethereum account" but not in EIP-4361's form. */
  | { readonly kind: 'malformed' }
  /** A sign-in for the page that asks. */
  | { readonly kind: 'match'; readonly domain: string }
  /** A sign-in for another site than the page that asks (another host, port or scheme). */
  | { readonly kind: 'mismatch'; readonly domain: string }

const PHRASE = 'wants you to sign in with your Ethereum account'
// EIP-4361's first line: [ scheme "://" ] domain " wants you to sign in with your Ethereum account:", where domain
// is an RFC 3986 authority ([userinfo "@"] host [":" port]).
const FIRST_LINE =
  /^(?:([A-Za-z][A-Za-z0-9+.-]*):\/\/)?([^\s/?#]+) wants you to sign in with your Ethereum account:$/

/** `https:` → `https`. */
const schemeOf = (url: URL) => url.protocol.slice(0, -1).toLowerCase()

/**
 * Reads `text` as an EIP-4361 sign-in and checks its domain against `origin` (the requesting page's verified
 * origin), as EIP-4361's wallet steps say: the host must match, the port too (the scheme's default when either
 * leaves it out), and the scheme when the message names one (when it does not, the page's own is taken, so a
 * local page over http is not flagged for its scheme alone).
 */
export function checkSignIn(text: string, origin: string): SignInCheck {
  if (!text.includes(PHRASE)) return { kind: 'none' }
  const [first = '', second = ''] = text.split('\n')
  const line = FIRST_LINE.exec(first.replace(/\r$/, ''))
  const domain = line?.[2]
  if (!line || !domain || !isEvmAddress(second.replace(/\r$/, ''))) return { kind: 'malformed' }
  const named = line[1] ? `${line[1]}://${domain}` : domain
  let page: URL
  let claimed: URL
  try {
    page = new URL(origin)
    claimed = new URL(`${line[1] ?? schemeOf(page)}://${domain}`)
  } catch {
    return { kind: 'mismatch', domain: named }
  }
  const same =
    claimed.hostname.toLowerCase() === page.hostname.toLowerCase() &&
    claimed.port === page.port &&
    schemeOf(claimed) === schemeOf(page) &&
    // userinfo has no place in a site's name; it only makes one name look like another.
    claimed.username === '' &&
    claimed.password === ''
  return same ? { kind: 'match', domain: named } : { kind: 'mismatch', domain: named }
}
