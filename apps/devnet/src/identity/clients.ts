import { createHash, generateKeyPairSync, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { decodeProtectedHeader, jwtVerify } from 'jose'
import type {
  AppleSocialClient,
  ClientAuthMethod,
  DevnetSocialClients,
  ProviderDefinition,
} from './provider.js'

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789'
const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

// Built on randomBytes: crypto.randomInt (and jose's exportPKCS8) spin forever in a process where the devnet has
// turned V8's allocation-site pretenuring off at run time (see solana/v8Workaround.ts). The modulo bias is
// irrelevant for throwaway development credentials.
function randomString(alphabet: string, length: number): string {
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('')
}

function digits(length: number): string {
  return randomString('123456789', 1) + randomString('0123456789', length - 1)
}

/** Apple's longest client-secret lifetime: six months. */
const APPLE_CLIENT_SECRET_MAX_SECONDS = 15_777_000

/** The generated clients, and the public key Apple's client-secret JWTs are checked with. */
export type RegisteredClients = { clients: DevnetSocialClients; applePublicKey: KeyObject }

/** New credentials for every provider, shaped like the real ones (random per start; the devnet is throwaway). */
export function generateClients(): RegisteredClients {
  // node:crypto writes the PEM (jose's exportPKCS8 spins in a devnet process, see randomString).
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const apple: AppleSocialClient = {
    clientId: `test.kit.devnet.${randomString(ALNUM, 8)}`,
    teamId: randomString(UPPER_ALNUM, 10),
    keyId: randomString(UPPER_ALNUM, 10),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }
  const clients: DevnetSocialClients = {
    google: {
      clientId: `${digits(12)}-${randomString(ALNUM, 32)}.apps.googleusercontent.com`,
      clientSecret: `GOCSPX-${randomBytes(21).toString('base64url')}`,
    },
    apple,
    github: { clientId: `Ov23li${randomString(ALNUM, 14)}`, clientSecret: randomBytes(20).toString('hex') },
    discord: { clientId: digits(19), clientSecret: randomBytes(24).toString('base64url') },
    x: {
      clientId: randomBytes(24).toString('base64url'),
      clientSecret: randomBytes(38).toString('base64url'),
    },
    facebook: { clientId: digits(16), clientSecret: randomBytes(16).toString('hex') },
  }
  return { clients, applePublicKey: publicKey }
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

function formDecode(value: string): string {
  return decodeURIComponent(value.replace(/\+/g, ' '))
}

/** The client credentials a token request carries, and how it carried them. */
type PresentedCredentials = { method: ClientAuthMethod; clientId: string; clientSecret: string }

function presentedCredentials(
  headers: IncomingHttpHeaders,
  params: URLSearchParams,
): PresentedCredentials | 'none' | 'malformed' {
  const header = headers.authorization?.trim()
  const basic = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)$/i)
  const bodySecret = params.get('client_secret')
  if (header && !basic) return 'malformed'
  if (basic?.[1]) {
    // Two ways at once is refused, as RFC 6749 requires.
    if (bodySecret !== null) return 'malformed'
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon < 0) return 'malformed'
    try {
      return {
        method: 'client_secret_basic',
        clientId: formDecode(decoded.slice(0, colon)),
        clientSecret: formDecode(decoded.slice(colon + 1)),
      }
    } catch {
      return 'malformed'
    }
  }
  const clientId = params.get('client_id')
  if (clientId !== null && bodySecret !== null)
    return { method: 'client_secret_post', clientId, clientSecret: bodySecret }
  return 'none'
}

/** Checks Apple's client secret: an ES256 JWT from the team's key, for this Services ID, not expired. */
async function appleClientSecretValid(
  jwt: string,
  client: AppleSocialClient,
  publicKey: KeyObject,
  issuers: readonly string[],
): Promise<boolean> {
  try {
    if (decodeProtectedHeader(jwt).kid !== client.keyId) return false
    const { payload } = await jwtVerify(jwt, publicKey, {
      algorithms: ['ES256'],
      issuer: client.teamId,
      subject: client.clientId,
      audience: [...issuers],
      requiredClaims: ['iat', 'exp'],
    })
    return (payload.exp ?? 0) - (payload.iat ?? 0) <= APPLE_CLIENT_SECRET_MAX_SECONDS
  } catch {
    return false
  }
}

/**
 * Authenticates the client of a token request the way `provider` does: only its methods, the right secret (for
 * Apple a valid client-secret JWT). Returns the client id, or null when the client is not who it says.
 */
export async function authenticateClient(
  provider: ProviderDefinition,
  registered: RegisteredClients,
  headers: IncomingHttpHeaders,
  params: URLSearchParams,
  appleIssuers: readonly string[],
): Promise<string | null> {
  const presented = presentedCredentials(headers, params)
  if (presented === 'none' || presented === 'malformed') return null
  if (!provider.clientAuthMethods.includes(presented.method)) return null
  // A client_id in the body must name the same client as the header.
  const bodyClientId = params.get('client_id')
  if (bodyClientId !== null && bodyClientId !== presented.clientId) return null
  if (provider.name === 'apple') {
    const apple = registered.clients.apple
    if (presented.clientId !== apple.clientId) return null
    const valid = await appleClientSecretValid(
      presented.clientSecret,
      apple,
      registered.applePublicKey,
      appleIssuers,
    )
    return valid ? apple.clientId : null
  }
  const client = registered.clients[provider.name]
  if (presented.clientId !== client.clientId) return null
  return sameSecret(presented.clientSecret, client.clientSecret) ? client.clientId : null
}
