import type { Database, Queryable } from '../db/database.js'
import { BadRequestError } from '../errors.js'
import { hashToken, randomToken } from './secrets.js'

/** The key of one device of one address, as device-approval waits and `approvedAmong` name it. */
export const deviceKey = (email: string, deviceHash: string) => `${email}\n${deviceHash}`

/** One device of one address that a sign-in is waiting on. */
export type WaitedDevice = { email: string; deviceHash: string }

/** The channel device approvals are announced on, to every instance. */
export const DEVICE_APPROVED_CHANNEL = 'kit_device_approved'

/** The payload announcing a device's approval: a hash, so no address travels in notifications. */
export const approvalSignal = (device: WaitedDevice) => hashToken(deviceKey(device.email, device.deviceHash))

/**
 * Announces an approval to the waits of every instance. Run it in the transaction that approves: Postgres
 * delivers the notification when that commits, so no wait wakes before the approval can be read.
 */
export async function announceApproval(tx: Queryable, device: WaitedDevice): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [DEVICE_APPROVED_CHANNEL, approvalSignal(device)])
}

/** The stored form of a device id. */
export const deviceHashOf = (deviceId: string) => hashToken(deviceId)

/**
 * Devices allowed to sign in with an e-mail. A new device gets an approval link by e-mail; once the owner opens
 * it and confirms, the device is approved for good and later logins go straight to a code. Device ids and link
 * tokens are stored only as hashes.
 */
export function createDeviceApprovals(db: Database, now: () => number, ttlSeconds: number) {
  return {
    async isApproved(email: string, deviceId: string): Promise<boolean> {
      const rows = await db.query('select 1 from devices where email = $1 and device_hash = $2', [
        email,
        hashToken(deviceId),
      ])
      return rows.length > 0
    },

    /**
     * Which of these devices are approved, in one query (the shared check of all device-approval waits).
     * Returns their keys as `deviceKey(email, deviceHash)`.
     */
    async approvedAmong(devices: ReadonlyArray<{ email: string; deviceHash: string }>): Promise<Set<string>> {
      if (devices.length === 0) return new Set()
      const rows = await db.query<{ email: string; device_hash: string }>(
        'select email, device_hash from devices where device_hash = any($1::text[])',
        [devices.map((device) => device.deviceHash)],
      )
      return new Set(rows.map((row) => deviceKey(row.email, row.device_hash)))
    },

    /** Creates an approval link token for this device. */
    async request(email: string, deviceId: string): Promise<string> {
      const token = randomToken()
      await db.query(
        `insert into device_approvals (token_hash, email, device_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
        [hashToken(token), email, hashToken(deviceId), new Date(now()), new Date(now() + ttlSeconds * 1000)],
      )
      return token
    },

    /** The pending approval behind a link, for the confirmation page. */
    async pending(token: string): Promise<{ email: string } | undefined> {
      const [row] = await db.query<{ email: string }>(
        'select email from device_approvals where token_hash = $1 and approved_at is null and expires_at > $2',
        [hashToken(token), new Date(now())],
      )
      return row
    },

    /**
     * Approves the device behind a link, once, and announces it to the waits of every instance.
     * @throws {BadRequestError} `InvalidApprovalLink` when the link is unknown, used or expired.
     */
    async approve(token: string): Promise<{ email: string; deviceHash: string }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ email: string; device_hash: string }>(
          `update device_approvals set approved_at = $2
           where token_hash = $1 and approved_at is null and expires_at > $2 returning email, device_hash`,
          [hashToken(token), new Date(now())],
        )
        if (!row)
          throw new BadRequestError(
            'InvalidApprovalLink',
            'This approval link is invalid, used or expired; sign in again',
          )
        await tx.query(
          `insert into devices (email, device_hash, approved_at) values ($1, $2, $3) on conflict do nothing`,
          [row.email, row.device_hash, new Date(now())],
        )
        await announceApproval(tx, { email: row.email, deviceHash: row.device_hash })
        return { email: row.email, deviceHash: row.device_hash }
      })
    },
  }
}

export type DeviceApprovals = ReturnType<typeof createDeviceApprovals>
