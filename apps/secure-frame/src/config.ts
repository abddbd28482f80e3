import * as z from 'zod/mini'
import { FrameConfigError } from './errors.js'

const httpUrl = z
  .string()
  .check(z.refine((value) => /^https?:\/\/[^\s]+$/.test(value), { error: 'must be an http(s) URL' }))
const origin = z.string().check(
  z.refine(
    (value) => {
      try {
        return value !== '*' && new URL(value).origin === value
      } catch {
        return false
      }
    },
    { error: 'must be an origin such as https://app.example' },
  ),
)
/** A lower-case DNS host name (a WebAuthn RP ID). */
const hostName = z
  .string()
  .check(z.regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/))

const caipNetworkId = z.string().check(z.regex(/^(eip155:[1-9][0-9]{0,15}|solana:[-_a-zA-Z0-9]{1,32})$/))

/** What `serve.mjs` injects into the page (`<script type="application/json" id="kit-frame-config">`). */
export const frameRuntimeConfigSchema = z.object({
  /** The Kit server: auth API, project config, RPC proxy. */
  serverUrl: httpUrl,
  /** Parent origins allowed to embed and drive the frame; read from the project's config on the server when absent. */
  allowedParentOrigins: z.optional(z.array(origin).check(z.maxLength(64))),
  /**
   * RPC endpoints per chain; chains not listed go through the server's RPC proxy (which also routes the bundler's
   * methods). `smartAccount.kind` overrides the chain data's smart-account path (`@kit/chains`, else `4337`).
   */
  chains: z.optional(
    z
      .array(
        z.object({
          caipNetworkId,
          rpcUrl: httpUrl,
          smartAccount: z.optional(z.object({ kind: z.enum(['7702', '4337']) })),
        }),
      )
      .check(z.maxLength(64)),
  ),
  /** EVM chain ids with smart accounts; default: every EVM chain in `chains`. */
  smartAccountChains: z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(64))),
  /**
   * Passkey RP IDs on another domain than the frame's own host and its parent domains, which the frame may use (the
   * domain's `/.well-known/webauthn` must list the frame's origin). The Kit server's RP ID is followed only when it is
   * the frame's host, a parent domain of it, or one of these (passkey/rpIdPolicy.ts).
   */
  passkeyRpIds: z.optional(z.array(hostName).check(z.maxLength(8))),
})

/** The frame's runtime configuration. */
export type FrameRuntimeConfig = z.output<typeof frameRuntimeConfigSchema>

/** Everything the frame needs to start: runtime config plus what the host put in the URL. */
export type FrameStartConfig = FrameRuntimeConfig & {
  projectId: string
  /** The chain the host asked for (`chainId` query parameter), as a CAIP-2 id. */
  chainId: string
}

/**
 * Reads the runtime config from the page and `projectId` / `chainId` from the URL.
 * @throws {FrameConfigError} when anything is missing or malformed.
 */
export function readStartConfig(document: Pick<Document, 'getElementById'>, href: string): FrameStartConfig {
  const element = document.getElementById('kit-frame-config')
  let raw: unknown
  try {
    raw = JSON.parse(element?.textContent ?? '')
  } catch (error) {
    throw new FrameConfigError('The secure frame has no runtime config', {
      cause: error,
      details: 'Serve the frame with serveFrame() (apps/secure-frame/serve.mjs), which injects it.',
    })
  }
  return parseStartConfig(raw, href)
}

/** Parses a runtime config object and the frame URL's query. @throws {FrameConfigError} */
export function parseStartConfig(raw: unknown, href: string): FrameStartConfig {
  const parsed = frameRuntimeConfigSchema.safeParse(raw)
  if (!parsed.success)
    throw new FrameConfigError('The secure frame config is invalid', {
      details: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    })
  const url = new URL(href)
  const projectId = url.searchParams.get('projectId') ?? ''
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(projectId))
    throw new FrameConfigError('The secure frame needs a projectId', {
      details: 'The host passes ?projectId=…&chainId=… in the frame URL.',
    })
  return { ...parsed.data, projectId, chainId: normalizeChainId(url.searchParams.get('chainId') ?? '1') }
}

/**
 * A chain id as the protocol carries it (number, decimal string or CAIP-2) as a CAIP-2 id.
 * @throws {FrameConfigError} when it is none of those.
 */
export function normalizeChainId(value: string | number): string {
  const text = String(value).trim()
  if (/^[1-9][0-9]{0,15}$/.test(text)) return `eip155:${text}`
  if (/^eip155:[1-9][0-9]{0,15}$/.test(text) || /^solana:[-_a-zA-Z0-9]{1,32}$/.test(text)) return text
  throw new FrameConfigError('Invalid chainId', { details: `Got ${text.slice(0, 80)}` })
}
