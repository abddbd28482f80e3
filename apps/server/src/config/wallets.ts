import { z } from 'zod'
import { text } from './envFields.js'

/**
 * The wallet list served at `GET /v1/wallets`: a JSON file (an array of listings or `{ wallets: [...] }`)
 * replacing Kit's catalogue (`@kit/chains/wallets`). Checked at start; an invalid file stops the server.
 */
export const walletListSchema = z.object({ file: z.string().optional() }).prefault({})

export const walletListEnv = { file: text('KIT_WALLETS_FILE') }
