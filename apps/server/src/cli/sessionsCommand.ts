// `kit-server sessions`: the operator's view of a user's signed-in devices, and a way to end them, as the user's own
// "Signed-in devices" card does (one device or all): ending a session also revokes the wallet split of the device it
// was bound to, so that device's share opens nothing any more. Runs against the server's database with the server's
// environment; every instance sees the change from its next request, since sessions live in the database.
import type { Database } from '../db/database.js'
import { createSessionStore, type SessionLifetime } from '../auth/sessionStore.js'
import { revokeDeviceSplits } from '../auth/walletAuthShares.js'

/** How to call it; printed on a usage error. */
export const SESSIONS_USAGE = [
  'Usage:',
  '  kit-server sessions list <user id or e-mail>',
  '  kit-server sessions end <user id or e-mail> <session id>',
  '  kit-server sessions end <user id or e-mail> --all',
].join('\n')

/** A command line the sessions command cannot run: says why, with the usage. */
export class SessionsCommandError extends Error {
  override name = 'SessionsCommandError'
}

/** What the command needs: the open database, the clock and the sessions' lifetime from the server's config. */
export type SessionsCommandContext = {
  db: Database
  now: () => number
  lifetime: SessionLifetime
  /** Where its lines go; default stdout. */
  print?: (line: string) => void
}

/** The user a command names, by id or (case-insensitively) by e-mail. */
async function findUser(db: Database, who: string): Promise<{ id: string; email: string | null }> {
  const [user] = await db.query<{ id: string; email: string | null }>(
    'select id, email from users where id = $1 or lower(email) = lower($1) limit 1',
    [who],
  )
  if (!user) throw new SessionsCommandError(`No user with the id or e-mail ${who}`)
  return user
}

/**
 * Runs `kit-server sessions <list|end> …` (`args` after `sessions`).
 * @throws {SessionsCommandError} for a wrong command line or an unknown user or session.
 */
export async function runSessionsCommand(
  args: readonly string[],
  context: SessionsCommandContext,
): Promise<void> {
  const print = context.print ?? ((line: string) => console.log(line))
  const [action, who, which, ...extra] = args
  if (
    !who ||
    extra.length > 0 ||
    (action === 'list' && which) ||
    (action === 'end' && !which) ||
    !['list', 'end'].includes(action ?? '')
  )
    throw new SessionsCommandError(SESSIONS_USAGE)
  const { db } = context
  const sessions = createSessionStore(db, context.now, context.lifetime)
  const user = await findUser(db, who)
  const label = user.email ?? user.id

  if (action === 'list') {
    const live = await sessions.list(user.id)
    print(`${live.length} signed-in device${live.length === 1 ? '' : 's'} of ${label}`)
    for (const session of live)
      print(
        [
          session.id,
          session.method,
          session.device ?? 'unknown device',
          `last used ${session.lastUsedAt}`,
          `until ${session.expiresAt}`,
        ].join('  '),
      )
    return
  }

  const { ended, revokedSplits } = await db.transaction(async (tx) => {
    const ended =
      which === '--all'
        ? await sessions.revokeAll(user.id, undefined, tx)
        : await sessions.revokeById(user.id, which as string, tx).then((one) => (one ? [one] : []))
    if (which !== '--all' && ended.length === 0)
      throw new SessionsCommandError(`${label} has no signed-in device with the session id ${which}`)
    const revokedSplits = await revokeDeviceSplits(
      tx,
      user.id,
      ended.map((session) => session.proofThumbprint),
      undefined,
    )
    return { ended, revokedSplits }
  })
  print(
    `Ended ${ended.length} session${ended.length === 1 ? '' : 's'} of ${label}; revoked ${revokedSplits} device wallet split${revokedSplits === 1 ? '' : 's'}`,
  )
}
