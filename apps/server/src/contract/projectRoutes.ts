import * as z from 'zod/mini'
import { defineRoutes } from './route.js'

/** The public part of the API the secure frame reads (any origin). */
export const projectRoutes = defineRoutes({
  projectConfig: {
    method: 'GET',
    path: '/v1/projects/:id/config',
    summary: "A project's public settings: the parent origins allowed to embed the frame",
    params: z.object({ id: z.string() }),
    answer: z.object({ projectId: z.string(), name: z.string(), allowedOrigins: z.array(z.string()) }),
    auth: 'none',
  },
})
