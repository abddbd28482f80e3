import { randomUUID } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createKeyVault } from '../auth/keyVault.js'
import type { WalletKeys } from '../auth/walletRoutes.js'
import { generateSolanaKeypair } from '../chain/solanaKeys.js'
import { parseMasterKey } from '../config.js'
import { type DatabaseOptions, openDatabase } from '../db/database.js'
import { migrate } from '../db/migrate.js'

/** A wallet made before split keys: its user, and the whole keys the server keeps sealed for it. */
export type LegacyWallet = { userId: string; keys: WalletKeys }

/**
 * Writes a legacy wallet for the user of each e-mail (created when none has it yet), as servers made them before
 * split keys: whole keys sealed under the configuration's `masterKey`, bound to the user id. No route makes one any
 * more, so a test of the move to split keys seeds them here. Opens the configuration's `database` itself and
 * migrates it first: a PGlite `dataDir` only while no server has it open, a Postgres `url` at any time.
 */
export async function seedLegacyWallets<const Email extends string>(
  config: { database?: DatabaseOptions | undefined; masterKey: string },
  emails: readonly Email[],
): Promise<Record<Email, LegacyWallet>> {
  const vault = createKeyVault(parseMasterKey(config.masterKey), 'wallet')
  const db = await openDatabase(config.database)
  try {
    await migrate(db)
    const wallets = {} as Record<Email, LegacyWallet>
    for (const email of emails) {
      const now = new Date()
      await db.query(
        `insert into users (id, email, username, created_at, updated_at)
         values ($1, $2, null, $3, $3) on conflict (email) do nothing`,
        [randomUUID(), email, now],
      )
      const [user] = await db.query<{ id: string }>('select id from users where email = $1', [email])
      if (!user) throw new Error(`no user for ${email}`)
      const privateKey = generatePrivateKey()
      const solana = generateSolanaKeypair()
      const keys: WalletKeys = {
        evm: { address: privateKeyToAccount(privateKey).address, privateKey },
        solana: { address: solana.address, secretKey: Buffer.from(solana.secretKey).toString('base64') },
      }
      const sealed = vault.seal(JSON.stringify(keys), `wallet:${user.id}`)
      await db.query(
        `insert into wallets (user_id, evm_address, solana_address, key_version, iv, auth_tag, ciphertext, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          user.id,
          keys.evm.address,
          keys.solana.address,
          sealed.keyVersion,
          sealed.iv,
          sealed.authTag,
          sealed.ciphertext,
          now,
        ],
      )
      wallets[email] = { userId: user.id, keys }
    }
    return wallets
  } finally {
    await db.close()
  }
}
