// Posting analytics events to the configured endpoint, loaded with the first event when an endpoint is set.
import { W3M_COMPAT_VERSION } from '../constants.js'
import { randomId } from '../services/randomId.js'
import type { EventsDependencies, KitEvent } from './events.js'

/** Posts one event as `{eventId, projectId, sdkVersion, url, domain, timestamp, props}`; resolves when sent. */
export async function sendEvent(
  deps: EventsDependencies,
  event: KitEvent,
  page: { url: string | undefined; domain: string | undefined },
): Promise<void> {
  // The kit may have been destroyed while this module loaded.
  if (!deps.endpoint || deps.signal.aborted) return
  const body = JSON.stringify({
    eventId: randomId(),
    projectId: deps.projectId,
    sdkVersion: W3M_COMPAT_VERSION,
    url: page.url,
    domain: page.domain,
    timestamp: event.timestamp,
    props: { type: 'track', event: event.event, properties: event.properties },
  })
  await deps.fetch()(deps.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
    signal: deps.signal,
  })
}
