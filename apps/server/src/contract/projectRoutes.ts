import * as z from 'zod/mini'
import { projectEndpoints } from './projectEndpoints.js'
import { defineRoutes } from './route.js'

/** The project routes as the server serves them. */
export const projectRoutes = defineRoutes(projectEndpoints, {
  projectConfig: { params: z.object({ id: z.string() }), auth: 'none' },
})
