import type { Database } from '../../db/database.js'
import type { OnrampProviderId, OnrampWebhookEvent } from './types.js'
import { OnrampWebhookRejectedError } from './types.js'

/**
 * Records a verified webhook's event id once, in Postgres so every instance sees it; a second delivery of the same
 * event is refused as a replay. Ids older than twice the tolerance window are dropped on the way: past the window
 * the signed timestamp alone refuses them.
 * @throws {OnrampWebhookRejectedError} when the event was seen before.
 */
export async function recordWebhookEvent(
  db: Database,
  provider: OnrampProviderId,
  event: OnrampWebhookEvent,
  now: number,
  toleranceSeconds: number,
): Promise<void> {
  await db.query('delete from onramp_webhook_events where received_at < $1', [
    new Date(now - 2 * toleranceSeconds * 1000),
  ])
  const inserted = await db.query(
    `insert into onramp_webhook_events (provider, event_id, received_at) values ($1, $2, $3)
     on conflict do nothing returning event_id`,
    [provider, event.eventId, new Date(now)],
  )
  if (inserted.length === 0) throw new OnrampWebhookRejectedError(provider, 'this event was already received')
}
