import { importPKCS8, SignJWT } from 'jose'
import type { AppleClientConfig } from '../../config/index.js'

/** Apple accepts up to six months; a login needs minutes. */
const LIFETIME_SECONDS = 5 * 60

/**
 * Sign in with Apple's client secret: an ES256 JWT signed with the key from Apple's developer account, header
 * `kid` = key id, claims `iss` = team id, `sub` = the Services ID (client id), `aud` = Apple's issuer.
 */
export async function appleClientSecret(
  client: AppleClientConfig,
  audience: string,
  nowMs: number,
): Promise<string> {
  const key = await importPKCS8(client.privateKey, 'ES256')
  const issuedAt = Math.floor(nowMs / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: client.keyId })
    .setIssuer(client.teamId)
    .setSubject(client.clientId)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIFETIME_SECONDS)
    .sign(key)
}
