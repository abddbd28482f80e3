// The wallet's sealed recovery records, asked for one kind at a time and at most once per card. The password's
// record can be guessed offline once it leaves the server, which therefore releases it only a few times a day: a
// passkey recovery never takes it out, and a mistyped password does not spend another release.
import type { AuthApi, RecoveryKind, RecoveryRecords } from '../authApi.js'

/** The records of one session, fetched on demand. */
export type RecordsOnDemand = {
  /** The records of `kind`: asked for the first time it is needed, then the same answer. */
  of(kind: RecoveryKind): Promise<RecoveryRecords>
}

/**
 * The records of the session of `token`, asked for per kind only when a card needs them. A failed request (the
 * password's daily limit, a network error) is not kept, so the next try asks again.
 */
export function recordsOnDemand(api: AuthApi, token: string, signal?: AbortSignal): RecordsOnDemand {
  const asked = new Map<RecoveryKind, Promise<RecoveryRecords>>()
  return {
    of(kind) {
      const known = asked.get(kind)
      if (known) return known
      const records = api.recoveryRecords(token, kind, signal)
      asked.set(kind, records)
      records.catch(() => {
        if (asked.get(kind) === records) asked.delete(kind)
      })
      return records
    },
  }
}
