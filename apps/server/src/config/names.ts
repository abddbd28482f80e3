import { z } from 'zod'

/** Name registration (`names/`). */
export const namesSchema = z
  .object({
    /** Suffix of every name. Default `.kit.id`. */
    suffix: z.string().default('.kit.id'),
    /** How far a registration message's timestamp may be from the server's clock. Default 600 s. */
    maxClockSkewSeconds: z.number().default(600),
  })
  .prefault({})
