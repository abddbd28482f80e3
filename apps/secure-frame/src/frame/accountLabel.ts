// Who is being signed in, in words the user recognises. The frame shows it on its own card before it makes a new
// wallet for the account: a host can sign the frame in to an account it controls (login CSRF, L15), and only the
// user can tell that the account is not theirs.
import { loginProviderName as providerName } from '@kit/chains'
import type { AuthUserRecord } from '../authApi.js'

/**
 * The account as its owner knows it: its e-mail; else the name of its social or Farcaster identity, with the
 * provider ("@dwr on Farcaster", "ada on GitHub"); else that identity's e-mail; else its user name. An account with
 * none of these is named by its provider and id, so two such accounts never read the same.
 */
export function accountLabel(user: AuthUserRecord): string {
  if (user.email) return user.email
  const named = user.identities.find((identity) => identity.username)
  if (named?.username) {
    const handle = named.provider === 'farcaster' ? `@${named.username}` : named.username
    return `${handle} on ${providerName(named.provider)}`
  }
  const mailed = user.identities.find((identity) => identity.email)
  if (mailed?.email) return `${mailed.email} on ${providerName(mailed.provider)}`
  if (user.userName) return user.userName
  const provider = user.identities[0]?.provider
  return `${provider ? `${providerName(provider)} account` : 'Account'} ${user.id}`
}
