import { DEVNET_PAYMASTER_SIGNER_KEY } from '../devnetConfig.js'
import { ServerConfigError } from '../errors.js'
import { DEVELOPMENT_MASTER_KEY } from './keys.js'
import { isLoopbackHost } from '@kit/chains'

/** What the rule reads of a resolved configuration. */
type Checked = {
  development: boolean
  host: string
  publicUrl?: string | undefined
  masterKey: Buffer
  auth: { socialStandInUrl?: string | undefined }
  onramp: {
    treasury?: { evmPrivateKey?: string | undefined; solanaSecretKey?: string | undefined } | undefined
  }
  paymaster?: { signerKey?: string | undefined }
}

/**
 * Refuses configurations where a development stand-in would be reachable by strangers: development on a
 * non-loopback host or behind an https public URL, a stand-in without development, the public development key
 * outside development. Each message names the setting (and its environment variable) to change.
 */
export function checkDevelopmentSafety(config: Checked): void {
  if (config.development) {
    if (!isLoopbackHost(config.host))
      throw new ServerConfigError(
        `Development mode (KIT_DEV=1) is on but the server binds ${config.host}: refusing to serve development stand-ins to the network`,
        {
          details:
            'Bind a loopback address (KIT_SERVER_HOST=127.0.0.1), or turn development mode off (unset KIT_DEV).',
        },
      )
    if (config.publicUrl?.toLowerCase().startsWith('https:'))
      throw new ServerConfigError(
        `Development mode (KIT_DEV=1) is on but KIT_PUBLIC_URL is ${config.publicUrl}: refusing to serve development stand-ins behind a public https URL`,
        { details: 'Unset KIT_DEV for a deployment, and set KIT_MASTER_KEY and the production settings.' },
      )
    return
  }
  if (config.masterKey.equals(Buffer.from(DEVELOPMENT_MASTER_KEY, 'hex')))
    throw new ServerConfigError(
      'The public development master key is in use outside development mode: set KIT_MASTER_KEY to your own key',
      { details: 'Generate one with `openssl rand -hex 32` and keep it secret.' },
    )
  if (config.auth.socialStandInUrl)
    throw new ServerConfigError(
      "The social providers' stand-in URL (auth.socialStandInUrl, KIT_SOCIAL_STAND_IN_URL) sends every social login to a test identity provider: it needs development mode (KIT_DEV=1)",
      { details: 'Unset KIT_SOCIAL_STAND_IN_URL in a deployment; the real providers are used without it.' },
    )
  const treasury = config.onramp.treasury
  if (treasury?.evmPrivateKey || treasury?.solanaSecretKey)
    throw new ServerConfigError(
      'The on-ramp sandbox treasury (KIT_TREASURY_EVM_KEY, KIT_TREASURY_SOLANA_KEY) pays anyone who asks: it needs development mode (KIT_DEV=1)',
      { details: 'Remove the treasury keys from a deployment.' },
    )
  if (config.paymaster?.signerKey?.toLowerCase() === DEVNET_PAYMASTER_SIGNER_KEY)
    throw new ServerConfigError(
      "The devnet's public paymaster signer key (KIT_PAYMASTER_SIGNER_KEY) is in use outside development mode: anyone could sign sponsorships with it",
      {
        details:
          'Generate a key of your own, and deploy the paymaster contract with its address as the signer.',
      },
    )
}
