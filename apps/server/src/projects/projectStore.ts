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
  async function load(): Promise<Map<string, ProjectConfig>> {
    if (cache && now() - cache.at < CACHE_MS) return cache.byId
    const rows = await db.query<Row>('select id, name, allowed_origins from projects')
    const byId = new Map(
      rows.map((row) => [row.id, { id: row.id, name: row.name, allowedOrigins: [...row.allowed_origins] }]),
    )
    cache = { at: now(), byId }
    return byId
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
    },
    async get(id) {
      return (await load()).get(id)
    },
    async allOrigins() {
      return new Set([...(await load()).values()].flatMap((project) => project.allowedOrigins))
    },
  }
}
