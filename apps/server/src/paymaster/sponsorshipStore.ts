import type { PaymasterChainCaps } from '../config/paymaster.js'
import type { Database, Queryable } from '../db/database.js'

// An arbitrary constant: with the project-and-chain's hash, the advisory lock under which every instance sums and
// inserts, so two reservations for one project on one chain never both pass a cap only one of them fits.
const SPONSORSHIP_LOCK = 7_461_003

/** Which cap a sponsorship would break. */
export type CapBreach = 'perSenderPerDay' | 'perClientPerDay' | 'perDay' | 'perMonth'

/** One sponsorship to count: who (the account, and the client that asked), where, and its maximum cost in wei. */
export type Sponsorship = {
  projectId: string
  chainId: string
  sender: string
  /** The client's rate-limit key: its IP address, or its IPv6 /64. */
  client: string
  userOpHash: string
  maxCost: bigint
}

/** What a project was signed for on one chain: today (UTC), this month (UTC), and how many sponsorships. */
export type ChainSpend = { chainId: string; today: bigint; thisMonth: bigint; count: number }

const DAY_MS = 86_400_000
const dayStart = (now: number) => new Date(Math.floor(now / DAY_MS) * DAY_MS)
const monthStart = (now: number) => {
  const date = new Date(now)
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
}

type Sums = { sender_today: string; client_today: string; today: string; month: string }
type Who = Pick<Sponsorship, 'projectId' | 'chainId' | 'sender' | 'client'>

async function sumsOf(q: Queryable, who: Who, now: number) {
  const [row] = await q.query<Sums>(
    `select
       coalesce(sum(max_cost) filter (where sender = $3 and created_at >= $5), 0)::text as sender_today,
       coalesce(sum(max_cost) filter (where client = $4 and created_at >= $5), 0)::text as client_today,
       coalesce(sum(max_cost) filter (where created_at >= $5), 0)::text as today,
       coalesce(sum(max_cost), 0)::text as month
     from paymaster_sponsorships
     where project_id = $1 and chain_id = $2 and created_at >= $6`,
    [
      who.projectId,
      who.chainId,
      who.sender.toLowerCase(),
      who.client,
      dayStart(now).toISOString(),
      monthStart(now).toISOString(),
    ],
  )
  return {
    senderToday: BigInt(row?.sender_today ?? 0),
    clientToday: BigInt(row?.client_today ?? 0),
    today: BigInt(row?.today ?? 0),
    month: BigInt(row?.month ?? 0),
  }
}

/** The first cap that `cost` more would pass, given the sums so far (`cost` 0: a cap already reached). */
function breachOf(sums: Awaited<ReturnType<typeof sumsOf>>, cost: bigint, caps: PaymasterChainCaps) {
  const over = (spent: bigint, cap: bigint) => (cost === 0n ? spent >= cap : spent + cost > cap)
  if (over(sums.senderToday, caps.perSenderPerDay)) return 'perSenderPerDay'
  if (over(sums.clientToday, caps.perClientPerDay)) return 'perClientPerDay'
  if (over(sums.today, caps.perDay)) return 'perDay'
  if (over(sums.month, caps.perMonth)) return 'perMonth'
  return undefined
}

/**
 * The record of sponsorships in the `paymaster_sponsorships` table, shared by every instance on the database: the
 * caps are checked and the sponsorship inserted in one transaction under an advisory lock per project and chain, so
 * instances never overspend together. Days and months are UTC calendar days and months of the server's clock.
 */
export function createSponsorshipStore(db: Database, now: () => number) {
  return {
    /** The cap this sponsorship (of `maxCost`, 0 when not yet known) would break now, without reserving. */
    async check(
      sponsorship: Omit<Sponsorship, 'userOpHash'>,
      caps: PaymasterChainCaps,
    ): Promise<CapBreach | undefined> {
      return breachOf(await sumsOf(db, sponsorship, now()), sponsorship.maxCost, caps)
    },

    /** Records the sponsorship if every cap still holds with it; otherwise records nothing and names the cap. */
    reserve(sponsorship: Sponsorship, caps: PaymasterChainCaps): Promise<CapBreach | undefined> {
      const sender = sponsorship.sender.toLowerCase()
      return db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [
          SPONSORSHIP_LOCK,
          `${sponsorship.projectId} ${sponsorship.chainId}`,
        ])
        const at = now()
        const breach = breachOf(await sumsOf(tx, sponsorship, at), sponsorship.maxCost, caps)
        if (breach) return breach
        await tx.query(
          `insert into paymaster_sponsorships (project_id, chain_id, sender, client, user_op_hash, max_cost, created_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            sponsorship.projectId,
            sponsorship.chainId,
            sender,
            sponsorship.client,
            sponsorship.userOpHash,
            sponsorship.maxCost.toString(),
            new Date(at).toISOString(),
          ],
        )
        return undefined
      })
    },

    /** What the project was signed for, per chain, today and this month (maximum costs, in wei). */
    async spend(projectId: string): Promise<ChainSpend[]> {
      const at = now()
      const rows = await db.query<{ chain_id: string; today: string; month: string; count: number | string }>(
        `select chain_id,
           coalesce(sum(max_cost) filter (where created_at >= $2), 0)::text as today,
           coalesce(sum(max_cost), 0)::text as month,
           count(*) as count
         from paymaster_sponsorships
         where project_id = $1 and created_at >= $3
         group by chain_id order by chain_id`,
        [projectId, dayStart(at).toISOString(), monthStart(at).toISOString()],
      )
      return rows.map((row) => ({
        chainId: row.chain_id,
        today: BigInt(row.today),
        thisMonth: BigInt(row.month),
        count: Number(row.count),
      }))
    },
  }
}

export type SponsorshipStore = ReturnType<typeof createSponsorshipStore>
