import type { ProjectConfig } from '../config.js'
import type { Database } from '../db/database.js'

/** Reads projects (id, name, allowed origins) with a short per-instance cache, since CORS asks on every request. */
export type ProjectStore = {
  /** Inserts or updates projects, e.g. the seed project of the demo. */
  upsert(projects: readonly ProjectConfig[]): Promise<void>
  get(id: string): Promise<ProjectConfig | undefined>
  /** Every origin any project allows: the CORS list for calls that name no project. */
  allOrigins(): Promise<Set<string>>
}

type Row = { id: string; name: string; allowed_origins: string[] }

const CACHE_MS = 5_000

/** Creates the project store over the database. */
export function createProjectStore(db: Database, now: () => number): ProjectStore {
  let cache: { at: number; byId: Map<string, ProjectConfig> } | undefined
  let loading: Promise<Map<string, ProjectConfig>> | undefined
  let generation = 0
  // Every request naming a project (known or not: ids are public and anyone can make one up) asks here, so a
  // burst after the cache expires shares one query instead of sending one each.
  function load(): Promise<Map<string, ProjectConfig>> {
    if (cache && now() - cache.at < CACHE_MS) return Promise.resolve(cache.byId)
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
        // A load that began before an upsert is not cached: it may miss the upserted projects.
        if (started === generation) cache = { at: now(), byId }
        return byId
      })
      .finally(() => {
        if (started === generation) loading = undefined
      })
    return loading
  }
  return {
    async upsert(projects) {
      for (const project of projects)
        await db.query(
          `insert into projects (id, name, allowed_origins) values ($1, $2, $3::jsonb)
           on conflict (id) do update set name = excluded.name, allowed_origins = excluded.allowed_origins`,
          [project.id, project.name, JSON.stringify(project.allowedOrigins)],
        )
      cache = undefined
      loading = undefined
      generation += 1
    },
    async get(id) {
      return (await load()).get(id)
    },
    async allOrigins() {
      return new Set([...(await load()).values()].flatMap((project) => project.allowedOrigins))
    },
  }
}
