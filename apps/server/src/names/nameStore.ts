import type { Database } from '../db/database.js'

/** A name as the API returns it: times in unix seconds, addresses by coin type. */
export type NameRecord = {
  name: string
  registered: number
  updated: number
  addresses: Record<string, { address: string; created: number }>
  attributes: Array<Record<string, string>>
}

type Row = {
  name: string
  attributes: Record<string, string>
  registered_at: Date
  updated_at: Date
  coin_type: string | number | null
  address: string | null
  created_at: Date | null
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

function toRecords(rows: Row[]): NameRecord[] {
  const byName = new Map<string, NameRecord>()
  for (const row of rows) {
    let record = byName.get(row.name)
    if (!record) {
      record = {
        name: row.name,
        registered: seconds(row.registered_at),
        updated: seconds(row.updated_at),
        addresses: {},
        attributes: Object.keys(row.attributes).length > 0 ? [row.attributes] : [],
      }
      byName.set(row.name, record)
    }
    if (row.coin_type !== null && row.address && row.created_at)
      record.addresses[String(Number(row.coin_type))] = {
        address: row.address,
        created: seconds(row.created_at),
      }
  }
  return [...byName.values()]
}

const SELECT = `select n.name, n.attributes, n.registered_at, n.updated_at, a.coin_type, a.address, a.created_at
  from names n left join name_addresses a on a.name = n.name`

/** Reads and writes names. */
export type NameStore = {
  find(fullName: string): Promise<NameRecord | undefined>
  /** Names pointing at an address (any coin type), oldest first. */
  findByAddress(address: string): Promise<NameRecord[]>
  /** Which of these full names are taken. */
  registered(fullNames: readonly string[]): Promise<Set<string>>
  /**
   * Registers a name: `taken` when the name is (checked atomically by the primary key), `quota` when the address
   * already holds `maxPerAddress` names (counted under a per-address lock, so concurrent registrations cannot
   * pass it together).
   */
  register(entry: {
    fullName: string
    attributes: Record<string, string>
    coinType: number
    address: string
    at: Date
    maxPerAddress: number
  }): Promise<'registered' | 'taken' | 'quota'>
}

/** Creates the name store over a database. */
export function createNameStore(db: Database): NameStore {
  return {
    async find(fullName) {
      return toRecords(await db.query<Row>(`${SELECT} where n.name = $1`, [fullName]))[0]
    },
    async findByAddress(address) {
      return toRecords(
        await db.query<Row>(
          `${SELECT} where n.name in (select name from name_addresses where address_key = $1)
           order by n.registered_at, n.name`,
          [address.toLowerCase()],
        ),
      )
    },
    async registered(fullNames) {
      if (fullNames.length === 0) return new Set()
      const rows = await db.query<{ name: string }>('select name from names where name = any($1::text[])', [
        [...fullNames],
      ])
      return new Set(rows.map((row) => row.name))
    },
    register(entry) {
      const addressKey = entry.address.toLowerCase()
      return db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`kit-name-address:${addressKey}`])
        const [held] = await tx.query<{ count: string | number }>(
          'select count(distinct name) as count from name_addresses where address_key = $1',
          [addressKey],
        )
        if (Number(held?.count ?? 0) >= entry.maxPerAddress) return 'quota'
        const inserted = await tx.query(
          `insert into names (name, attributes, registered_at, updated_at) values ($1, $2::jsonb, $3, $3)
           on conflict (name) do nothing returning name`,
          [entry.fullName, JSON.stringify(entry.attributes), entry.at],
        )
        if (inserted.length === 0) return 'taken'
        await tx.query(
          `insert into name_addresses (name, coin_type, address, address_key, created_at)
           values ($1, $2, $3, $4, $5)`,
          [entry.fullName, entry.coinType, entry.address, addressKey, entry.at],
        )
        return 'registered'
      })
    },
  }
}
