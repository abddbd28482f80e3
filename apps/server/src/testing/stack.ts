import { type Devnet, startDevnet } from '@kit/devnet'
import type { ServerConfig } from '../config/index.js'
import { serverConfigForDevnet } from '../devnetConfig.js'
import { startTestServer, type TestServer } from './testServer.js'

/** The devnet and a server wired to it, as the demo runs them. */
export type TestStack = { devnet: Devnet; server: TestServer; stop(): Promise<void> }

/**
 * The server settings for a devnet in tests: as the demo's, except that mail goes to the test outbox unless a
 * test asks for the SMTP catcher.
 */
export function devnetServerConfig(devnet: Devnet): Partial<ServerConfig> {
  const { mail: _smtp, ...rest } = serverConfigForDevnet(devnet)
  return rest
}

/**
 * Starts a devnet on free ports and a server using it (its redirect URI registered with the social stand-ins);
 * `stop()` ends both.
 */
export async function startTestStack(
  overrides: Partial<ServerConfig> | ((devnet: Devnet) => Partial<ServerConfig>) = {},
): Promise<TestStack> {
  const devnet = await startDevnet({ ports: 0 })
  try {
    const extra = typeof overrides === 'function' ? overrides(devnet) : overrides
    const server = await startTestServer({ ...devnetServerConfig(devnet), ...extra })
    // The social stand-ins accept only registered redirect URIs, as the real providers do.
    devnet.identity.allowRedirectUri(`${server.url}/auth/social/callback`)
    // The on-ramp stand-ins send their signed webhooks where an operator would register them.
    for (const provider of ['moonpay', 'transak'] as const)
      devnet.onramp.setWebhookUrl(provider, `${server.url}/v1/onramp/webhooks/${provider}`)
    return {
      devnet,
      server,
      async stop() {
        await server.close()
        await devnet.stop()
      },
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
