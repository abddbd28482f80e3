import type { Hono } from 'hono'
import type { ServerContext } from '../context.js'
import { ConflictError, NotFoundError } from '../errors.js'
import type { AppEnv } from '../http/types.js'
import type { AuthServices } from './authServices.js'

/** The embedded wallet's keys, as released to the secure frame. */
export type WalletKeys = {
  evm: { address: string; privateKey: string }
  /** `secretKey` is the 64-byte Solana secret key (seed + public key), base64. */
  solana: { address: string; secretKey: string }
}

type WalletRow = { key_version: number; iv: string; auth_tag: string; ciphertext: string }

/**
 * `POST /v1/auth/wallet`: migration only. Releases the whole keys of a legacy wallet (one made before split keys),
 * so the secure frame can split them and move the wallet with `PUT /v1/auth/wallet/shares`, which deletes them. It
 * never makes a wallet: an account without one is 404 `NoLegacyWallet` (the frame makes new wallets itself), and
 * one whose wallet already has split keys is 409 `SplitWallet`. The keys are stored only sealed with AES-256-GCM
 * under a key derived from the master key, bound to the user id, and are released only to a session whose request
 * carries the secure frame's `Origin`, within `auth.keyReleaseSeconds` of the user's login (else 401
 * `LoginRequired`), with a fresh session proof signed by the key the session is bound to (else 401, as
 * `auth.requireSessionProof` says), at most `auth.keyReleasesPerUser` times per window. Each release is logged with
 * the user id and the client IP.
 */
export function registerWalletRoutes(app: Hono<AppEnv>, ctx: ServerContext, auth: AuthServices): void {
  app.post('/v1/auth/wallet', async (c) => {
    auth.requireFrameOrigin(c)
    const session = await auth.requireSession(c)
    auth.requireRecentLogin(session)
    await auth.requireSessionProof(c, session)
    const { user } = session
    const [row] = await ctx.db.query<WalletRow>(
      'select key_version, iv, auth_tag, ciphertext from wallets where user_id = $1',
      [user.id],
    )
    if (!row) {
      // A wallet moved to split keys has no whole keys left.
      if ((await ctx.db.query('select 1 from wallet_shares where user_id = $1', [user.id])).length > 0)
        throw new ConflictError('SplitWallet', 'This wallet uses split keys: unlock it with its shares')
      throw new NotFoundError(
        'NoLegacyWallet',
        'This account has no wallet to move: the secure frame makes new wallets itself',
      )
    }
    await auth.limitKeyRelease(user.id)
    const keys = JSON.parse(
      auth.walletVault.open(
        { keyVersion: row.key_version, iv: row.iv, authTag: row.auth_tag, ciphertext: row.ciphertext },
        `wallet:${user.id}`,
      ),
    ) as WalletKeys
    ctx.config.log({
      level: 'info',
      msg: 'wallet keys released',
      userId: user.id,
      ip: c.get('clientIp'),
      method: session.method,
      loginAgeSeconds: Math.round((ctx.now() - session.authenticatedAt) / 1000),
    })
    c.header('cache-control', 'no-store')
    return c.json(keys)
  })
}
