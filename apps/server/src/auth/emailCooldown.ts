import type { Database } from '../db/database.js'
import { TooManyRequestsError } from '../errors.js'

/**
 * The 30-second cooldown between e-mails to one address, enforced here and not only in the
 * browser. A refusal says how long to wait, in the spec's words: "Please try again after N seconds".
 */
export function createEmailCooldown(db: Database, now: () => number, cooldownSeconds: number) {
  return {
    /** Claims the address for one e-mail, or throws 429 with the remaining seconds. */
    async claim(email: string): Promise<void> {
      const at = new Date(now())
      const since = new Date(now() - cooldownSeconds * 1000)
      // One statement: insert, or update only when the last send is old enough. No row back means "too soon".
      const claimed = await db.query(
        `insert into email_sends (email, last_sent_at) values ($1, $2)
         on conflict (email) do update set last_sent_at = excluded.last_sent_at
         where email_sends.last_sent_at <= $3
         returning email`,
        [email, at, since],
      )
      if (claimed.length > 0) return
      const [row] = await db.query<{ last_sent_at: Date }>(
        'select last_sent_at from email_sends where email = $1',
        [email],
      )
      const remaining = Math.max(
        1,
        Math.ceil(((row?.last_sent_at.getTime() ?? now()) + cooldownSeconds * 1000 - now()) / 1000),
      )
      throw new TooManyRequestsError(
        'EmailCooldown',
        `Please try again after ${remaining} seconds`,
        remaining,
      )
    },
    /** Records a send that skipped the check (the code sent right after a device approval). */
    async stamp(email: string): Promise<void> {
      await db.query(
        `insert into email_sends (email, last_sent_at) values ($1, $2)
         on conflict (email) do update set last_sent_at = excluded.last_sent_at`,
        [email, new Date(now())],
      )
    },
  }
}

export type EmailCooldown = ReturnType<typeof createEmailCooldown>
