import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import type * as z from 'zod/mini'
import { authRoutes } from '../contract/authRoutes.js'
import type { recoveryMethodSchema } from '../contract/authRequests.js'
import type { ServerContext } from '../context.js'
import type { Queryable } from '../db/database.js'
import { BadRequestError, ConflictError, NotFoundError } from '../errors.js'
import { serveRoute } from '../http/contractRoute.js'
import type { AppEnv } from '../http/types.js'
import type { AuthApps } from './authApps.js'
import type { AuthServices } from './authServices.js'
import { PasswordReleaseLimitError } from './passwordReleaseLimit.js'
import { createWalletAuthShares, type DeviceHolder, requireAuthShareOf } from './walletAuthShares.js'

// The embedded wallet with split keys. The secure frame makes the keys and gives every holder its own 2-of-2 split
// with this server: each device that holds the wallet keeps a device share, each recovery method (a passkey, the
// password) seals a recovery share the user opens, and this server keeps the other share of every split (the auth
// share, sealed at rest under its own key; `walletAuthShares.ts`). The server never holds two shares of one split,
// so no route here can produce a private key; deleting a holder's auth share revokes that holder.

/** How many recovery passkeys a wallet may have; one password at most. */
const MAX_PASSKEYS = 10

type RecoveryMethod = z.output<typeof recoveryMethodSchema>

type WalletRow = { evm_address: string; solana_address: string }
type RecoveryRow = {
  id: string
  split_id: string
  kind: string
  credential_id: string | null
  sealed: string
}

/** A WebAuthn RP ID as the frame writes it in a record: a lower-case host name. */
const RP_ID = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/

/**
 * The RP ID a passkey's sealed record names (the frame keeps it in the record's plain JSON and binds it into the
 * record's encryption), or null. Not this server's to vouch for: the frame only asks the passkey under it.
 */
function namedRpId(sealed: string): string | null {
  try {
    const rpId = (JSON.parse(sealed) as { rpId?: unknown } | null)?.rpId
    return typeof rpId === 'string' && RP_ID.test(rpId) ? rpId : null
  } catch {
    return null
  }
}

const noRecoveryMethod = () =>
  new NotFoundError('NoRecoveryMethod', 'This wallet has no such recovery method')

/**
 * Routes of the split-key wallet, all for the secure frame's origin and a session bound to its proof key (a fresh
 * proof signed with that key on every call):
 * - `POST /v1/auth/wallet/open {splitId?}`: the user, the session, which wallet the user has (none, or split keys
 *   and their recovery methods) and, when `splitId` is the split of one of the user's devices (or of a legacy
 *   wallet), that split's auth share: a reload's one round trip. Released for the session's whole lifetime; a
 *   recovery method's split is never released here. Also the server's passkey RP ID (`passkeyRpId`, null when
 *   passkeys are off), under which the frame makes recovery passkeys.
 * - `PUT /v1/auth/wallet/shares`: stores a new wallet: the auth shares of this device's split and of the first
 *   recovery method's split, and that method's sealed record;
 * - `POST /v1/auth/wallet/recovery {kind?}`: releases the sealed recovery records of `kind` (a new device); the
 *   password's record at most `auth.passwordReleasesPerUser` times per user, since it can be guessed offline;
 * - `POST /v1/auth/wallet/recovery/share {recordId}`: the auth share of one recovery record's split;
 * - `POST /v1/auth/wallet/devices {splitId, authShare}`: this device's own new split after a recovery (at most
 *   `MAX_DEVICE_SPLITS` devices; the least recently used goes);
 * - `POST /v1/auth/wallet/recovery/methods {recovery}`: adds a passkey or the password, with its own split;
 * - `DELETE /v1/auth/wallet/recovery/methods/:id`: removes a method and its split's auth share (never the last one).
 * All but `open` change or open who controls the wallet: they also need a fresh proof of the user (a login or a
 * step-up within `auth.freshProofSeconds`). Releases count against the key-release limit; releases and revocations
 * are logged.
 */
export function registerSplitWalletRoutes({ api }: AuthApps, ctx: ServerContext, auth: AuthServices): void {
  const authShares = createWalletAuthShares(auth.shareVault, ctx.now)

  /** A bound session whose user proved who they are within the window. */
  async function freshSession(c: Context<AppEnv>) {
    const session = await auth.requireBoundSession(c)
    auth.requireFreshProof(session)
    return session
  }

  const loadWallet = async (db: Queryable, userId: string, lock = false) =>
    (
      await db.query<WalletRow>(
        `select evm_address, solana_address from wallet_shares where user_id = $1${lock ? ' for update' : ''}`,
        [userId],
      )
    )[0]
  const loadRecovery = (db: Queryable, userId: string) =>
    db.query<RecoveryRow>(
      `select id, split_id, kind, credential_id, sealed from wallet_recovery where user_id = $1
       order by created_at, id`,
      [userId],
    )
  const requireWallet = async (db: Queryable, userId: string, lock = false) => {
    const row = await loadWallet(db, userId, lock)
    if (!row) throw new NotFoundError('NoSplitWallet', 'This account has no wallet with split keys yet')
    return row
  }

  /** Stores a recovery method: its split's auth share and its sealed record, within the wallet's caps. */
  async function insertRecovery(tx: Queryable, userId: string, recovery: RecoveryMethod) {
    // Serialises two additions for one user (the count below is then exact); the wallet's row is the lock.
    await requireWallet(tx, userId, true)
    const existing = await loadRecovery(tx, userId)
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
    const inserted = await tx.query(
      `insert into wallet_recovery (id, user_id, split_id, kind, credential_id, sealed, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning 1`,
      [
        randomUUID(),
        userId,
        recovery.splitId,
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
    await authShares.insert(tx, userId, 'recovery', recovery)
  }

  serveRoute(api, '/v1/auth', authRoutes.openWallet, async (c, request) => {
    const session = await auth.requireBoundSession(c)
    const { user } = session
    const body = await request.body()
    const shares = await loadWallet(ctx.db, user.id)
    c.header('cache-control', 'no-store')
    const answer = {
      user,
      method: session.method,
      session: { id: session.id, expiresAt: new Date(session.expiresAt).toISOString() },
      // Where the frame makes new recovery passkeys and finds the login passkeys; told in a bound session's answer.
      passkeyRpId: ctx.config.passkeys?.rpId ?? null,
    }
    if (!shares) return { ...answer, wallet: { state: 'none' as const } }
    const wallet = {
      state: 'split' as const,
      evmAddress: shares.evm_address,
      solanaAddress: shares.solana_address,
      recovery: (await loadRecovery(ctx.db, user.id)).map((row) => ({
        id: row.id,
        kind: row.kind as RecoveryMethod['kind'],
        credentialId: row.credential_id,
        rpId: row.kind === 'passkey' ? namedRpId(row.sealed) : null,
      })),
    }
    if (body.splitId === undefined) return { ...answer, wallet }
    // Only a device (or a legacy wallet's old device) gets its share here: a recovery method's share goes only to a
    // fresh proof of the user, through `recovery/share`.
    const holder = await authShares.find(ctx.db, user.id, body.splitId)
    if (!holder || holder.kind === 'recovery') return { ...answer, wallet }
    await auth.limitKeyRelease(user.id)
    const authShare = await authShares.open(ctx.db, holder)
    ctx.config.log({
      level: 'info',
      msg: 'wallet auth share released',
      userId: user.id,
      session: session.id,
      ip: c.get('clientIp'),
      method: session.method,
      holder: holder.kind,
    })
    return { ...answer, wallet, authShare }
  })

  serveRoute(api, '/v1/auth', authRoutes.storeShares, async (c, request) => {
    const session = await freshSession(c)
    const { user } = session
    const body = await request.body()
    requireAuthShareOf(body.device)
    requireAuthShareOf(body.recovery)
    // Two holders of one split would let the server's share open either: each holder has its own.
    if (body.device.splitId === body.recovery.splitId)
      throw new BadRequestError('InvalidShare', 'The device and the recovery method need splits of their own')
    await ctx.db.transaction(async (tx) => {
      const inserted = await tx.query(
        `insert into wallet_shares (user_id, evm_address, solana_address, created_at)
         values ($1, $2, $3, $4) on conflict (user_id) do nothing returning 1`,
        [user.id, body.evmAddress, body.solanaAddress, new Date(ctx.now())],
      )
      if (inserted.length === 0) throw new ConflictError('WalletExists', 'This account already has a wallet')
      await authShares.insert(tx, user.id, 'device', body.device, deviceOf(session))
      await insertRecovery(tx, user.id, body.recovery)
    })
    ctx.config.log({
      level: 'info',
      msg: 'wallet created with split keys',
      userId: user.id,
      ip: c.get('clientIp'),
    })
    return { stored: true }
  })

  serveRoute(api, '/v1/auth', authRoutes.recoveryRecords, async (c, request) => {
    const { user } = await freshSession(c)
    const body = await request.body()
    const row = await requireWallet(ctx.db, user.id)
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
    return {
      evmAddress: row.evm_address,
      solanaAddress: row.solana_address,
      records: records.map((record) => ({
        id: record.id,
        kind: record.kind as RecoveryMethod['kind'],
        credentialId: record.credential_id,
        sealed: record.sealed,
        splitId: record.split_id,
      })),
    }
  })

  serveRoute(api, '/v1/auth', authRoutes.recoveryAuthShare, async (c, request) => {
    const session = await freshSession(c)
    const { user } = session
    const body = await request.body()
    const [record] = await ctx.db.query<{ split_id: string }>(
      'select split_id from wallet_recovery where user_id = $1 and id = $2',
      [user.id, body.recordId],
    )
    const holder = record && (await authShares.find(ctx.db, user.id, record.split_id))
    // A record's split is a recovery method's own, or a legacy wallet's one split; never a device's.
    if (!holder || holder.kind === 'device') throw noRecoveryMethod()
    await auth.limitKeyRelease(user.id)
    const authShare = await authShares.open(ctx.db, holder)
    ctx.config.log({
      level: 'info',
      msg: 'wallet recovery share released',
      userId: user.id,
      session: session.id,
      ip: c.get('clientIp'),
      holder: holder.kind,
    })
    c.header('cache-control', 'no-store')
    return { splitId: holder.splitId, authShare }
  })

  serveRoute(api, '/v1/auth', authRoutes.addDevice, async (c, request) => {
    const session = await freshSession(c)
    const { user } = session
    const body = await request.body()
    requireAuthShareOf(body)
    const evicted = await ctx.db.transaction(async (tx) => {
      // The wallet's row is the lock: two devices added at once cannot both pass the cap.
      await requireWallet(tx, user.id, true)
      return authShares.addDevice(tx, user.id, body, deviceOf(session))
    })
    ctx.config.log({
      level: 'info',
      msg: 'wallet device split added',
      userId: user.id,
      session: session.id,
      ip: c.get('clientIp'),
    })
    if (evicted.length > 0)
      ctx.config.log({
        level: 'info',
        msg: 'wallet device splits revoked: too many devices',
        userId: user.id,
        splits: evicted.length,
      })
    return { added: true }
  })

  serveRoute(api, '/v1/auth', authRoutes.addRecoveryMethod, async (c, request) => {
    const { user } = await freshSession(c)
    const body = await request.body()
    requireAuthShareOf(body.recovery)
    await ctx.db.transaction((tx) => insertRecovery(tx, user.id, body.recovery))
    ctx.config.log({
      level: 'info',
      msg: 'wallet recovery method added',
      userId: user.id,
      kind: body.recovery.kind,
    })
    return { added: true }
  })

  serveRoute(api, '/v1/auth', authRoutes.removeRecoveryMethod, async (c) => {
    const { user } = await freshSession(c)
    const id = c.req.param('id')
    const removed = await ctx.db.transaction(async (tx) => {
      // Locked like an addition, so two removals cannot both leave the other as the last.
      if (!(await loadWallet(tx, user.id, true))) throw noRecoveryMethod()
      const records = await loadRecovery(tx, user.id)
      const record = records.find((entry) => entry.id === id)
      if (!record) throw noRecoveryMethod()
      if (records.length === 1)
        throw new ConflictError(
          'LastRecoveryMethod',
          'A wallet keeps at least one way to open it on a new device',
        )
      await tx.query('delete from wallet_recovery where user_id = $1 and id = $2', [user.id, id])
      // A copy of the record kept elsewhere then opens nothing: its split's other share is gone.
      const splitRevoked = await authShares.deleteRecoverySplit(tx, user.id, record.split_id)
      return { kind: record.kind, splitRevoked }
    })
    ctx.config.log({
      level: 'info',
      msg: 'wallet recovery method removed',
      userId: user.id,
      ip: c.get('clientIp'),
      ...removed,
    })
    return { removed: true }
  })
}

/** The device a session runs on, as a device split records it. */
const deviceOf = (session: { proofThumbprint: string | undefined; device: string | null }): DeviceHolder => ({
  // A bound session (every route here needs one) always has a proof key.
  proofThumbprint: session.proofThumbprint ?? '',
  label: session.device,
})
