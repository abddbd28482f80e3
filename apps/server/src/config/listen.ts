import { z } from 'zod'
import { parseCidrList } from '../http/clientIp.js'
import { checked } from './checks.js'
import { type EnvField, integer, list, text, url } from './envFields.js'

/** Where the server listens, how browsers reach it, and which proxies it trusts. */
export const listenFields = {
  /**
   * Development mode: enables the local stand-ins (the social providers' stand-in URL, the on-ramp sandbox with
   * its treasury). Without it these routes answer 404 and a stand-in in the configuration is refused at start.
   * With it the server refuses to bind a non-loopback host or to sit behind an https public URL.
   * `configFromEnv` reads it from `KIT_DEV=1` only (never from `NODE_ENV`). Default false.
   */
  development: z.boolean().default(false),
  /** Port to listen on; 0 (tests) asks the OS for a free one. Default 8787. */
  port: z.number().default(8787),
  /** Interface to bind. Default 127.0.0.1. */
  host: z.string().default('127.0.0.1'),
  /**
   * The URL browsers reach this server at (links in e-mails; the social redirect URI `<publicUrl>/auth/social/callback`
   * registered with each provider). Default `http://host:port`.
   */
  publicUrl: z
    .string()
    .optional()
    .transform((publicUrl) => publicUrl?.replace(/\/+$/, '')),
  /**
   * Proxies you run, as IPv4/IPv6 addresses or CIDR ranges (`10.0.0.0/8`, `fd00::/8`). When the socket peer is one
   * of them, the client IP is the right-most `X-Forwarded-For` entry that is not; otherwise `X-Forwarded-For` is
   * ignored. Default none. Resolved into the matcher `isTrustedProxy`.
   */
  trustedProxies: z
    .array(z.string())
    .default(() => [])
    .transform(checked((proxies) => parseCidrList(proxies, 'trustedProxies (KIT_TRUSTED_PROXIES)'))),
}

/** `KIT_DEV`: 1 is development mode, 0 or unset production. */
const developmentSwitch: EnvField<boolean> = {
  variables: ['KIT_DEV'],
  problems: (env) =>
    env.KIT_DEV && !['0', '1'].includes(env.KIT_DEV)
      ? ['KIT_DEV must be 1 (development mode) or 0 (unset: production)']
      : [],
  read: (_env, local) => local !== undefined,
}

export const listenEnv = {
  development: developmentSwitch,
  port: integer('KIT_SERVER_PORT', 0, 65_535),
  host: text('KIT_SERVER_HOST'),
  publicUrl: url('KIT_PUBLIC_URL', ['http:', 'https:']),
  trustedProxies: list('KIT_TRUSTED_PROXIES'),
}
