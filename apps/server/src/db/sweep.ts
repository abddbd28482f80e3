import type { Queryable } from './database.js'

/** Rows past their use are kept this long (for support questions), then deleted. */
const GRACE_MS = 24 * 3600_000

/** Sandbox purchases are kept this long: past the daily limits' window, then they only grow the table. */
const PURCHASE_RETENTION_MS = 7 * 24 * 3600_000

/**
 * Deletes one-time records that can no longer be used: codes, approval links, social requests, login results and
 * Farcaster channels, sign-in nonces and payout queue entries past their expiry, and sessions (frame and sign-in) expired or revoked, each a day after the fact;
 * on-ramp sandbox purchases a week after they were made; rate-limit windows, used session-proof ids and passkey challenges as soon as they end. Returns how many rows went.
 */
export async function sweepExpired(db: Queryable, nowMs: number): Promise<number> {
  const before = new Date(nowMs - GRACE_MS)
  let removed = 0
  for (const table of [
    'email_codes',
    'device_approvals',
    'social_requests',
    'login_results',
    'farcaster_channels',
    'siwe_nonces',
    'payout_queue',
  ]) {
    removed += (await db.query(`delete from ${table} where expires_at < $1 returning 1`, [before])).length
  }
  for (const table of ['sessions', 'siwe_sessions']) {
    removed += (
      await db.query(`delete from ${table} where expires_at < $1 or revoked_at < $1 returning 1`, [before])
    ).length
  }
  // Rate-limit windows are of no use once they end, a session proof's id once the proof is too old to use, and a
  // passkey challenge once it can no longer be answered (only its hash is kept: nothing to look back at).
  for (const table of ['rate_limits', 'session_proofs', 'passkey_challenges'])
    removed += (await db.query(`delete from ${table} where expires_at < $1 returning 1`, [new Date(nowMs)]))
      .length
  removed += (
    await db.query('delete from onramp_purchases where created_at < $1 returning 1', [
      new Date(nowMs - PURCHASE_RETENTION_MS),
    ])
  ).length
  return removed
}
