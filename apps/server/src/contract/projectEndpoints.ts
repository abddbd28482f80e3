import * as z from 'zod/mini'
import { defineEndpoints } from './route.js'

/** The public part of the API the secure frame reads (any origin). */
export const projectEndpoints = defineEndpoints({
  projectConfig: {
    method: 'GET',
    path: '/v1/projects/:id/config',
    answer: z.object({ projectId: z.string(), name: z.string(), allowedOrigins: z.array(z.string()) }),
  },
})
