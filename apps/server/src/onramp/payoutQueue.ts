import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database.js'
import { ServiceUnavailableError, TooManyRequestsError } from '../errors.js'

/** The channel a finished payout announces the next turn on, to every instance. */
export const PAYOUT_TURN_CHANNEL = 'kit_payout_turn'

// An arbitrary constant: the advisory lock every instance takes to enter the queue or take a turn.
const QUEUE_LOCK = 7_461_002

/** How long a client is told to wait when the payout queue is full. */
const QUEUE_RETRY_SECONDS = 30

type Turn = { granted: true } | { granted: false; recheckAt: number }

/**
 * The sandbox's payout queue, shared by every instance through the `payout_queue` table: payouts run one at a time
 * across all instances (they spend from the same treasury accounts, so two at once would race for a nonce), in the
 * order they entered (a sequence taken under the queue's lock, so entries in the same millisecond keep their order),
 * and at most `maxQueue` are waiting or running in all; more are refused at once.
 *
 * A waiting payout never polls: the one that finishes deletes its entry and announces the next turn through
 * Postgres `NOTIFY`, which every instance listens to. An instance that dies holds nothing for long: a running
 * payout's turn is a lease of `leaseMs`, a waiting one's entry expires too, and a waiter wakes by itself when the
 * lease ahead of it ends.
 */
export function createPayoutQueue(options: {
  db: Database
  now: () => number
  maxQueue: number
  /** The longest a payout may run before the queue goes on without it. */
  leaseMs: number
}) {
  const { db, now, maxQueue, leaseMs } = options
  const waiting = new Set<() => void>()
  let listening: Promise<unknown> | undefined

  function listen(): Promise<unknown> {
    listening ??= db
      .listen(PAYOUT_TURN_CHANNEL, () => {
        for (const attempt of [...waiting]) attempt()
      })
      .catch(() => {
        // Without notifications a waiter still wakes when the lease ahead of it ends; the next payout listens again.
        listening = undefined
      })
    return listening
  }

  /** Payouts waiting or running on every instance. */
  async function length(): Promise<number> {
    const [row] = await db.query<{ count: number | string }>(
      'select count(*) as count from payout_queue where expires_at > $1',
      [new Date(now()).toISOString()],
    )
    return Number(row?.count ?? 0)
  }

  /** Enters the queue, or throws when it is full. */
  async function enter(): Promise<{ id: string; expiresAt: number }> {
    const id = randomUUID()
    // A waiting entry stays valid for as long as every payout ahead of it could take.
    const expiresAt = now() + (maxQueue + 1) * leaseMs
    const entered = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [QUEUE_LOCK])
      const [row] = await tx.query<{ count: number | string }>(
        'select count(*) as count from payout_queue where expires_at > $1',
        [new Date(now()).toISOString()],
      )
      if (Number(row?.count ?? 0) >= maxQueue) return false
      await tx.query('insert into payout_queue (id, entered_at, expires_at) values ($1, $2, $3)', [
        id,
        new Date(now()).toISOString(),
        new Date(expiresAt).toISOString(),
      ])
      return true
    })
    if (!entered)
      throw new TooManyRequestsError(
        'SandboxQueueFull',
        `The sandbox payout queue is full. Please try again after ${QUEUE_RETRY_SECONDS} seconds`,
        QUEUE_RETRY_SECONDS,
      )
    return { id, expiresAt }
  }

  /** Takes the turn when this entry is first in line and nothing runs; otherwise says when to look again. */
  function tryTurn(id: string): Promise<Turn> {
    return db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [QUEUE_LOCK])
      const at = new Date(now()).toISOString()
      const [running] = await tx.query<{ expires_at: Date | string }>(
        `select expires_at from payout_queue where running and expires_at > $1 order by expires_at limit 1`,
        [at],
      )
      if (running) return { granted: false, recheckAt: new Date(running.expires_at).getTime() }
      const [head] = await tx.query<{ id: string; expires_at: Date | string }>(
        'select id, expires_at from payout_queue where expires_at > $1 order by position limit 1',
        [at],
      )
      if (head && head.id !== id) return { granted: false, recheckAt: new Date(head.expires_at).getTime() }
      const granted = await tx.query(
        'update payout_queue set running = true, expires_at = $2 where id = $1 and expires_at > $3 returning id',
        [id, new Date(now() + leaseMs).toISOString(), at],
      )
      return granted.length > 0 ? { granted: true } : { granted: false, recheckAt: Number.POSITIVE_INFINITY }
    })
  }

  async function leave(id: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.query('delete from payout_queue where id = $1', [id])
      await tx.query('select pg_notify($1, $2)', [PAYOUT_TURN_CHANNEL, ''])
    })
  }

  /** Resolves when `id` has the turn; rejects when its entry expires first. */
  function turnOf(id: string, expiresAt: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      let busy = false
      let again = false
      const finish = (error?: unknown) => {
        waiting.delete(attempt)
        if (timer) clearTimeout(timer)
        if (error) reject(error)
        else resolve()
      }
      async function attempt(): Promise<void> {
        if (busy) {
          again = true
          return
        }
        busy = true
        try {
          if (now() >= expiresAt)
            return finish(
              new ServiceUnavailableError(
                'SandboxQueueTimeout',
                `The sandbox payout queue did not move. Please try again after ${QUEUE_RETRY_SECONDS} seconds`,
                QUEUE_RETRY_SECONDS,
              ),
            )
          const turn = await tryTurn(id)
          if (turn.granted) return finish()
          if (timer) clearTimeout(timer)
          // Woken by the next NOTIFY, or when the lease or entry ahead ends (its instance may have died).
          const wakeAt = Math.min(turn.recheckAt, expiresAt)
          timer = setTimeout(() => void attempt(), Math.max(50, wakeAt - now() + 10))
          timer.unref?.()
        } catch (error) {
          finish(error)
        } finally {
          busy = false
          if (again && waiting.has(attempt)) {
            again = false
            void attempt()
          }
        }
      }
      waiting.add(attempt)
      void listen().then(() => attempt())
    })
  }

  return {
    length,
    /**
     * Runs `work` when its turn comes.
     * @throws {TooManyRequestsError} `SandboxQueueFull` when `maxQueue` payouts are waiting or running already.
     * @throws {ServiceUnavailableError} `SandboxQueueTimeout` when the turn does not come within the entry's life.
     */
    async run<T>(work: () => Promise<T>): Promise<T> {
      const entry = await enter()
      try {
        await turnOf(entry.id, entry.expiresAt)
        return await work()
      } finally {
        await leave(entry.id).catch(() => {})
      }
    },
  }
}

export type PayoutQueue = ReturnType<typeof createPayoutQueue>
