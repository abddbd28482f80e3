import * as z from 'zod/mini'

/**
 * Every refusal: the status, the reasons (clients show `reasons[0].description`) and, for a 429 or 503, how many
 * seconds to wait.
 */
export const errorBodySchema = z.object({
  status: z.optional(z.number()),
  reasons: z.array(z.object({ name: z.optional(z.string()), description: z.string() })),
  retryAfter: z.optional(z.number()),
})
