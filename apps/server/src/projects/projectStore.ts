import type { ProjectConfig } from '../config/index.js'
import type { Database } from '../db/database.js'

/**
 * Reads projects (id, name, allowed origins) through a per-instance cache, since CORS asks on every request. The
 * last good copy is kept: once loaded, lookups never wait on the database, so the routes that need no database
 * (the RPC proxy, on-ramp options, project configs) keep working through a database outage.
 */
export type ProjectStore = {
  /** Inserts or updates projects, e.g. the seed project of the demo. */
  upsert(projects: readonly ProjectConfig[]): Promise<void>
  get(id: string): Promise<ProjectConfig | undefined>
  /** Every origin any project allows: the CORS list for calls that name no project. */
  allOrigins(): Promise<Set<string>>
}

type Row = { id: string; name: string; allowed_origins: string[] }

/** How old the copy may get before a lookup starts a refresh (in the background: the lookup still answers). */
const REFRESH_MS = 5_000

/**
 * Creates the project store over the database. `onRefreshError` hears about background refreshes that failed
 * (the old copy stays in use); a lookup with no copy at all waits for the database and throws its error.
 */
export function createProjectStore(
  db: Database,
  now: () => number,
  onRefreshError: (error: unknown) => void = () => {},
): ProjectStore {
  let cache: { at: number; byId: Map<string, ProjectConfig>; all: Set<string> } | undefined
  let loading: Promise<Map<string, ProjectConfig>> | undefined
  let generation = 0
  // Every request naming a project (known or not: ids are public and anyone can make one up) asks here, so a
  // burst after the copy ages shares one query instead of sending one each.
  function refresh(): Promise<Map<string, ProjectConfig>> {
    const started = generation
    loading ??= db
      .query<Row>('select id, name, allowed_origins from projects')
      .then((rows) => {
        const byId = new Map(
          rows.map((row) => [
            row.id,
            { id: row.id, name: row.name, allowedOrigins: [...row.allowed_origins] },
          ]),
        )
        // A load that began before an upsert is not kept: it may miss the upserted projects.
        if (started === generation)
          cache = {
            at: now(),
            byId,
            all: new Set([...byId.values()].flatMap((project) => project.allowedOrigins)),
          }
        return byId
      })
      .finally(() => {
        if (started === generation) loading = undefined
      })
    return loading
  }
  async function current(): Promise<NonNullable<typeof cache>> {
    if (!cache) {
      const byId = await refresh()
      return (
        cache ?? {
          at: now(),
          byId,
          all: new Set([...byId.values()].flatMap((project) => project.allowedOrigins)),
        }
      )
    }
    if (now() - cache.at >= REFRESH_MS && !loading) {
      // The attempt restarts the period: when it fails, the last good copy serves until the next try.
      cache.at = now()
      refresh().catch(onRefreshError)
    }
    return cache
  }
  return {
    async upsert(projects) {
      for (const project of projects)
        await db.query(
          `insert into projects (id, name, allowed_origins) values ($1, $2, $3::jsonb)
           on conflict (id) do update set name = excluded.name, allowed_origins = excluded.allowed_origins`,
          [project.id, project.name, JSON.stringify(project.allowedOrigins)],
        )
      generation += 1
      loading = undefined
      // The new copy replaces the old one when it arrives; until then the old one serves.
      await refresh().catch(() => {})
    },
    async get(id) {
      return (await current()).byId.get(id)
    },
    async allOrigins() {
      return (await current()).all
    },
  }
}
