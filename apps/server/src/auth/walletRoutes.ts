import type { Hono } from 'hono'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { generateSolanaKeypair } from '../chain/solanaKeys.js'
import type { ServerContext } from '../context.js'
import { ConflictError } from '../errors.js'
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
 * `POST /v1/auth/wallet`: the signed-in user's embedded wallet, created on first call. The keys are stored only
 * sealed with AES-256-GCM under a key derived from the master key, bound to the user id, and are released only
 * to a valid session whose request carries the secure frame's `Origin`, within `auth.keyReleaseSeconds` of the
 * user's login (else 401 `LoginRequired`), at most `auth.keyReleasesPerUser` times per window. Each release is
 * logged with the user id and the client IP.
 */
export function registerWalletRoutes(app: Hono<AppEnv>, ctx: ServerContext, auth: AuthServices): void {
  async function createKeys(): Promise<WalletKeys> {
    const privateKey = generatePrivateKey()
    const solana = generateSolanaKeypair()
    return {
      evm: { address: privateKeyToAccount(privateKey).address, privateKey },
      solana: { address: solana.address, secretKey: Buffer.from(solana.secretKey).toString('base64') },
    }
  }

  app.post('/v1/auth/wallet', async (c) => {
    auth.requireFrameOrigin(c)
    const session = await auth.requireSession(c)
    auth.requireRecentLogin(session)
    const { user } = session
    await auth.limitKeyRelease(user.id)
    const associatedData = `wallet:${user.id}`
    const load = async () =>
      (
        await ctx.db.query<WalletRow>(
          'select key_version, iv, auth_tag, ciphertext from wallets where user_id = $1',
          [user.id],
        )
      )[0]
    let row = await load()
    // A wallet moved to split keys has no whole keys left, and must not get a second wallet here.
    if (!row && (await ctx.db.query('select 1 from wallet_shares where user_id = $1', [user.id])).length > 0)
      throw new ConflictError('SplitWallet', 'This wallet uses split keys: unlock it with its shares')
    if (!row) {
      const keys = await createKeys()
      const sealed = auth.walletVault.seal(JSON.stringify(keys), associatedData)
      // Two first calls at once: the first insert wins and both answer with the stored wallet.
      await ctx.db.query(
        `insert into wallets (user_id, evm_address, solana_address, key_version, iv, auth_tag, ciphertext, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (user_id) do nothing`,
        [
          user.id,
          keys.evm.address,
          keys.solana.address,
          sealed.keyVersion,
          sealed.iv,
          sealed.authTag,
          sealed.ciphertext,
          new Date(ctx.now()),
        ],
      )
      row = await load()
    }
    if (!row) throw new Error('wallet row missing after insert')
    const keys = JSON.parse(
      auth.walletVault.open(
        { keyVersion: row.key_version, iv: row.iv, authTag: row.auth_tag, ciphertext: row.ciphertext },
        associatedData,
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
