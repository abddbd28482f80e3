// Test-only: a WalletKit 1.2.10 peer on @walletconnect/core 2.21.7 (the last Apache-2.0 releases, dev-only) over the
// devnet relay, with a fresh local EVM key and Ed25519 Solana key. The test wallets add what they approve and answer.
import { ed25519 } from '@noble/curves/ed25519.js'
import { WalletKit } from '@reown/walletkit'
import { base58 } from '@scure/base'
import { Core } from '@walletconnect/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

let instances = 0

/** Starts WalletKit on `relayUrl` as `name`, its storage in memory under a prefix of its own. */
export async function startWalletKitPeer(relayUrl: string, options: { name: string; projectId: string }) {
  // WalletKit's Verify step would reach a public host; its test switch turns it off (dev-only, never shipped).
  process.env.IS_VITEST = 'true'
  instances += 1
  const account = privateKeyToAccount(generatePrivateKey())
  const solanaSecret = ed25519.utils.randomPrivateKey()
  const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSecret))
  const core = new Core({
    projectId: options.projectId,
    relayUrl,
    customStoragePrefix: `${options.projectId}-${instances}`,
    storageOptions: { database: ':memory:' },
    logger: 'error',
  } as ConstructorParameters<typeof Core>[0])
  const kit = await WalletKit.init({
    core: core as unknown as Parameters<typeof WalletKit.init>[0]['core'],
    metadata: { name: options.name, description: 'WalletKit 1.2.10', url: 'http://127.0.0.1', icons: [] },
  })
  return { kit, account, solanaSecret, solanaAddress }
}
