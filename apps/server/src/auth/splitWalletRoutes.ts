import { randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import type { Queryable } from '../db/database.js'
import { BadRequestError, ConflictError, NotFoundError } from '../errors.js'
import { readJson } from '../http/readJson.js'
import type { AppEnv } from '../http/types.js'
import type { AuthServices } from './authServices.js'
import type { Sealed } from './keyVault.js'
import { PasswordReleaseLimitError } from './passwordReleaseLimit.js'

// The embedded wallet with split keys. The secure frame makes the keys and splits them into three shares (any two
// rebuild them): it keeps the device share, the user keeps the recovery share sealed under a passkey or a password,
// and this server keeps the auth share, sealed at rest under its own key. The server never holds two shares it can
// open, so no route here can produce a private key.

/** How many passkeys may seal a wallet's recovery share; one password at most. */
const MAX_PASSKEYS = 10
/** A sealed recovery record is a small JSON object (salt, parameters, iv, ciphertext). */
const MAX_SEALED_CHARS = 4096

const SHARE_FORMAT_VERSION = 1
const AUTH_ROLE = 2
const SPLIT_ID_BYTES = 16
const MAX_SECRET_BYTES = 1024

const splitIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'must be 32 lower-case hex characters')
const recoverySchema = z
  .object({
    kind: z.enum(['passkey', 'password']),
    credentialId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,1366}$/, 'must be a base64url WebAuthn credential id')
      .optional(),
    sealed: z.string().max(MAX_SEALED_CHARS),
  })
  .superRefine((value, issues) => {
    if ((value.kind === 'passkey') !== (value.credentialId !== undefined))
      issues.addIssue({
        code: 'custom',
        message: 'a passkey record names its credential id; a password record none',
      })
    let sealed: unknown
    try {
      sealed = JSON.parse(value.sealed)
    } catch {
      sealed = undefined
    }
    const method = (sealed as { method?: unknown } | undefined)?.method
    if (
      typeof sealed !== 'object' ||
      sealed === null ||
      method !== (value.kind === 'passkey' ? 'passkey-prf' : 'password')
    )
      issues.addIssue({ code: 'custom', message: `sealed must be a recovery record sealed by ${value.kind}` })
  })
const sharesSchema = z.object({
  evmAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address'),
  solanaAddress: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a Solana address'),
  splitId: splitIdSchema,
  authShare: z.string().max(2 * (2 + SPLIT_ID_BYTES + MAX_SECRET_BYTES + 1)),
  recovery: recoverySchema,
})
const addRecoverySchema = z.object({ splitId: splitIdSchema, recovery: recoverySchema })

/** The split id an auth share carries, or a 400: the server checks the share's header, never its secret part. */
function authShareSplitId(share: string): string {
  const bytes = /^[A-Za-z0-9_-]+$/.test(share) ? Buffer.from(share, 'base64url') : Buffer.alloc(0)
  const header = 2 + SPLIT_ID_BYTES
  if (
    bytes.length < header + 2 ||
    bytes.length > header + MAX_SECRET_BYTES + 1 ||
    bytes[0] !== SHARE_FORMAT_VERSION ||
    bytes[1] !== AUTH_ROLE
  )
    throw new BadRequestError('InvalidShare', 'authShare is not an auth share of a supported format')
  return bytes.subarray(2, header).toString('hex')
}

type ShareRow = {
  evm_address: string
  solana_address: string
  split_id: string
  key_version: number
  iv: string
  auth_tag: string
  ciphertext: string
}
type RecoveryRow = { id: string; kind: string; credential_id: string | null; sealed: string }

const openSchema = z.object({ splitId: splitIdSchema.optional() })
/** Which records a recovery asks for: the passkeys', the password's, or (no kind) all of them. */
const releaseSchema = z.object({ kind: z.enum(['passkey', 'password']).optional() })

/**
 * Routes of the split-key wallet, all for the secure frame's origin and a session bound to its proof key (a fresh
 * proof signed with that key on every call):
 * - `POST /v1/auth/wallet/open {splitId?}`: the user, the session, which wallet the user has (none, or split keys
 *   and their recovery methods) and, when `splitId` is that wallet's (this device holds a share of it), the auth
 *   share: a reload's one round trip. Released for the session's whole lifetime.
 * - `PUT /v1/auth/wallet/shares`: stores a new wallet's auth share and first recovery record;
 * - `POST /v1/auth/wallet/recovery {kind?}`: releases the sealed recovery records of `kind` (a new device); the
 *   password's record at most `auth.passwordReleasesPerUser` times per user, since it can be guessed offline;
 * - `POST /v1/auth/wallet/recovery/methods`: adds a passkey or the password.
 * The last three change or open who controls the wallet: they also need a fresh proof of the user (a login or a
 * step-up within `auth.freshProofSeconds`). Releases count against the key-release limit and are logged.
 */
export function registerSplitWalletRoutes(app: Hono<AppEnv>, ctx: ServerContext, auth: AuthServices): void {
  const associatedData = (userId: string) => `auth-share:${userId}`

  /** A bound session whose user proved who they are within the window. */
  async function freshSession(c: Context<AppEnv>) {
    const session = await auth.requireBoundSession(c)
    auth.requireFreshProof(session)
    return session
  }

  const loadShares = async (db: Queryable, userId: string) =>
    (
      await db.query<ShareRow>(
        `select evm_address, solana_address, split_id, key_version, iv, auth_tag, ciphertext
         from wallet_shares where user_id = $1`,
        [userId],
      )
    )[0]
  const loadRecovery = (db: Queryable, userId: string) =>
    db.query<RecoveryRow>(
      'select id, kind, credential_id, sealed from wallet_recovery where user_id = $1 order by created_at, id',
      [userId],
    )
  const requireShares = async (userId: string) => {
    const row = await loadShares(ctx.db, userId)
    if (!row) throw new NotFoundError('NoSplitWallet', 'This account has no wallet with split keys yet')
    return row
  }

  async function insertRecovery(
    db: Queryable,
    userId: string,
    splitId: string,
    recovery: z.output<typeof recoverySchema>,
  ) {
    // Serialises two additions for one user (the count below is then exact); the wallet's row is the lock.
    await db.query('select 1 from wallet_shares where user_id = $1 for update', [userId])
    const existing = await loadRecovery(db, userId)
    if (recovery.kind === 'password' && existing.some((row) => row.kind === 'password'))
      throw new ConflictError('PasswordExists', 'This wallet already has a recovery password')
    if (
      recovery.kind === 'passkey' &&
      existing.filter((row) => row.kind === 'passkey').length >= MAX_PASSKEYS
    )
      throw new ConflictError(
        'TooManyPasskeys',
        `A wallet can have at most ${MAX_PASSKEYS} recovery passkeys`,
      )
    // One password per wallet also holds in the index (`wallet_recovery_one_password`), on every instance.
    const inserted = await db.query(
      `insert into wallet_recovery (id, user_id, split_id, kind, credential_id, sealed, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning 1`,
      [
        randomUUID(),
        userId,
        splitId,
        recovery.kind,
        recovery.credentialId ?? null,
        recovery.sealed,
        new Date(ctx.now()),
      ],
    )
    if (inserted.length === 0)
      throw recovery.kind === 'password'
        ? new ConflictError('PasswordExists', 'This wallet already has a recovery password')
        : new ConflictError('PasskeyExists', 'This passkey already protects the wallet')
  }

  app.post('/v1/auth/wallet/open', async (c) => {
    const session = await auth.requireBoundSession(c)
    const { user } = session
    const body = await readJson(c, openSchema)
    const shares = await loadShares(ctx.db, user.id)
    c.header('cache-control', 'no-store')
    const answer = {
      user,
      method: session.method,
      session: { id: session.id, expiresAt: new Date(session.expiresAt).toISOString() },
    }
    if (!shares) return c.json({ ...answer, wallet: { state: 'none' as const } })
    const wallet = {
      state: 'split' as const,
      evmAddress: shares.evm_address,
      solanaAddress: shares.solana_address,
      splitId: shares.split_id,
      recovery: (await loadRecovery(ctx.db, user.id)).map((row) => ({
        id: row.id,
        kind: row.kind,
        credentialId: row.credential_id,
      })),
    }
    // The share goes only to a device that holds the other share of this split: anyone else needs recovery.
    if (body.splitId !== shares.split_id) return c.json({ ...answer, wallet })
    await auth.limitKeyRelease(user.id)
    const stored: Sealed = {
      keyVersion: shares.key_version,
      iv: shares.iv,
      authTag: shares.auth_tag,
      ciphertext: shares.ciphertext,
    }
    const authShare = auth.shareVault.open(stored, associatedData(user.id))
    // A share sealed under a master key being rotated out moves to the current key on its next release.
    const resealed = auth.shareVault.reseal(stored, associatedData(user.id))
    if (resealed)
      await ctx.db.query(
        'update wallet_shares set key_version = $2, iv = $3, auth_tag = $4, ciphertext = $5 where user_id = $1',
        [user.id, resealed.keyVersion, resealed.iv, resealed.authTag, resealed.ciphertext],
      )
    ctx.config.log({
      level: 'info',
      msg: 'wallet auth share released',
      userId: user.id,
      session: session.id,
      ip: c.get('clientIp'),
      method: session.method,
    })
    return c.json({ ...answer, wallet, authShare })
  })

  app.put('/v1/auth/wallet/shares', async (c) => {
    const { user } = await freshSession(c)
    const body = await readJson(c, sharesSchema)
    if (authShareSplitId(body.authShare) !== body.splitId)
      throw new BadRequestError('InvalidShare', 'authShare belongs to another split than splitId')
    const sealed = auth.shareVault.seal(body.authShare, associatedData(user.id))
    await ctx.db.transaction(async (tx) => {
      const inserted = await tx.query(
        `insert into wallet_shares
           (user_id, evm_address, solana_address, split_id, key_version, iv, auth_tag, ciphertext, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (user_id) do nothing returning 1`,
        [
          user.id,
          body.evmAddress,
          body.solanaAddress,
          body.splitId,
          sealed.keyVersion,
          sealed.iv,
          sealed.authTag,
          sealed.ciphertext,
          new Date(ctx.now()),
        ],
      )
      if (inserted.length === 0) throw new ConflictError('WalletExists', 'This account already has a wallet')
      await insertRecovery(tx, user.id, body.splitId, body.recovery)
    })
    ctx.config.log({
      level: 'info',
      msg: 'wallet created with split keys',
      userId: user.id,
      ip: c.get('clientIp'),
    })
    return c.json({ stored: true }, 201)
  })

  app.post('/v1/auth/wallet/recovery', async (c) => {
    const { user } = await freshSession(c)
    const body = await readJson(c, releaseSchema)
    const row = await requireShares(user.id)
    await auth.limitKeyRelease(user.id)
    const records = (await loadRecovery(ctx.db, user.id)).filter(
      (record) => body.kind === undefined || record.kind === body.kind,
    )
    const withPassword = records.some((record) => record.kind === 'password')
    if (withPassword)
      await auth.passwordReleases.hit(user.id).catch((error: unknown) => {
        // Someone may be collecting the record to guess it: worth a line an operator can alert on.
        if (error instanceof PasswordReleaseLimitError)
          ctx.config.log({
            level: 'warn',
            msg: 'wallet password record release refused: limit reached',
            userId: user.id,
            ip: c.get('clientIp'),
          })
        throw error
      })
    ctx.config.log({
      level: 'info',
      msg: 'wallet recovery records released',
      userId: user.id,
      ip: c.get('clientIp'),
      kinds: [...new Set(records.map((record) => record.kind))],
    })
    c.header('cache-control', 'no-store')
    return c.json({
      splitId: row.split_id,
      evmAddress: row.evm_address,
      solanaAddress: row.solana_address,
      records: records.map((record) => ({
        id: record.id,
        kind: record.kind,
        credentialId: record.credential_id,
        sealed: record.sealed,
      })),
    })
  })

  app.post('/v1/auth/wallet/recovery/methods', async (c) => {
    const { user } = await freshSession(c)
    const body = await readJson(c, addRecoverySchema)
    const row = await requireShares(user.id)
    if (row.split_id !== body.splitId)
      throw new ConflictError('SplitMismatch', 'The recovery record is for another split of the wallet')
    await ctx.db.transaction((tx) => insertRecovery(tx, user.id, body.splitId, body.recovery))
    ctx.config.log({
      level: 'info',
      msg: 'wallet recovery method added',
      userId: user.id,
      kind: body.recovery.kind,
    })
    return c.json({ added: true }, 201)
  })
}
