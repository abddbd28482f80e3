/** The Kit release these packages belong to. */
export const version = '0.1.0'
