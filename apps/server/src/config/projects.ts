import { z } from 'zod'
import { ServerConfigError } from '../errors.js'
import { checked } from './checks.js'
import { type EnvField, jsonArray, list, splitList } from './envFields.js'

/** A project: who may call the API from a browser, and which parent pages may embed the secure frame. */
const projectSchema = z.object({ id: z.string(), name: z.string(), allowedOrigins: z.array(z.string()) })
export type ProjectConfig = z.output<typeof projectSchema>

function checkOrigin(origin: string, where: string): string {
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    throw new ServerConfigError(`Invalid origin "${origin}" in ${where}`)
  }
  if (parsed.origin !== origin.replace(/\/$/, ''))
    throw new ServerConfigError(`Invalid origin "${origin}" in ${where}`, {
      details: 'An origin is scheme://host[:port], with no path.',
    })
  return parsed.origin
}

/** Each project's id is well formed and listed once, and its origins are origins. */
function checkProjects(projects: ProjectConfig[]): ProjectConfig[] {
  const ids = new Set<string>()
  return projects.map((project) => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(project.id))
      throw new ServerConfigError(`Invalid project id "${project.id}"`, {
        details: 'Use 1–64 letters, digits, "_" or "-".',
      })
    if (ids.has(project.id)) throw new ServerConfigError(`Project "${project.id}" is listed twice`)
    ids.add(project.id)
    return {
      ...project,
      allowedOrigins: project.allowedOrigins.map((origin) => checkOrigin(origin, `project ${project.id}`)),
    }
  })
}

/** Who may use this server from a browser. */
export const projectFields = {
  /** Projects written to the database at start (insert or update). */
  projects: z
    .array(projectSchema)
    .default(() => [])
    .transform(checked(checkProjects)),
  /** Origins of the secure frame; the only ones allowed to call `/v1/auth/*` and to receive wallet keys. */
  frameOrigins: z
    .array(z.string())
    .default(() => [])
    .transform(checked((origins) => origins.map((origin) => checkOrigin(origin, 'frameOrigins')))),
}

const projectsFromJson = jsonArray('KIT_PROJECTS', projectSchema, '{id, name, allowedOrigins: [origin, …]}')

/** `KIT_PROJECTS`, after the demo project in development (`KIT_DEMO_PROJECT_ID`, `KIT_DEMO_ORIGINS`). */
const projects: EnvField<ProjectConfig[]> = {
  variables: ['KIT_PROJECTS', 'KIT_DEMO_PROJECT_ID', 'KIT_DEMO_ORIGINS'],
  problems: (env) => projectsFromJson.problems?.(env) ?? [],
  read: (env, local) => [
    // The demo project is a development fixture: in a deployment, localhost pages could embed the frame with it.
    ...(local
      ? [
          {
            id: env.KIT_DEMO_PROJECT_ID || 'demo',
            name: 'Kit demo',
            allowedOrigins: splitList(env.KIT_DEMO_ORIGINS ?? local.origins.demo),
          },
        ]
      : []),
    ...(projectsFromJson.read(env, local) ?? []),
  ],
}

export const projectEnv = {
  projects,
  frameOrigins: list('KIT_FRAME_ORIGINS', (local) => local.origins.frame),
}
