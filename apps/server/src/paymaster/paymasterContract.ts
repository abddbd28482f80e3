import * as z from 'zod/mini'
import { paymasterParamsSchema } from './userOperation.js'

const id = z.union([z.string(), z.number(), z.null()])
const hex = z.string()
const sponsor = z.object({ name: z.string(), icon: z.optional(z.string()) })

/** What `POST /v1/paymaster` reads: one JSON-RPC 2.0 request for one of ERC-7677's methods. */
export const paymasterRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id,
  method: z.enum(['pm_getPaymasterStubData', 'pm_getPaymasterData']),
  params: paymasterParamsSchema,
})

/** What it answers, always with HTTP 200: the method's result, or a JSON-RPC error with the refusal's reason. */
export const paymasterAnswerSchema = z.union([
  z.object({
    jsonrpc: z.literal('2.0'),
    id,
    result: z.object({
      paymaster: hex,
      paymasterData: hex,
      paymasterVerificationGasLimit: hex,
      paymasterPostOpGasLimit: hex,
      sponsor,
      isFinal: z.optional(z.boolean()),
    }),
  }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id,
    error: z.object({ code: z.number(), message: z.string(), data: z.object({ reason: z.string() }) }),
  }),
])

/** `GET /v1/paymaster/spend`'s answer: maximum costs in wei (decimal strings), per chain. */
export const paymasterSpendSchema = z.object({
  projectId: z.string(),
  chains: z.array(
    z.object({ chainId: z.string(), today: z.string(), thisMonth: z.string(), count: z.number() }),
  ),
})

/** `GET /v1/paymaster/sponsorship`'s answer: the service's URL for the project, its sponsored chains, who pays. */
export const paymasterSponsorshipSchema = z.object({
  paymasterUrl: z.string(),
  chains: z.array(z.string()),
  sponsor: z.optional(sponsor),
})
