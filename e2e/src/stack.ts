// Starts the local stack the e2e specs run against, once for the whole suite (vitest globalSetup), on free ports.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { servePolicyHost } from './policyHost.ts'
import { serveTestDapp } from './testDapp/serveTestDapp.ts'

/** URLs of the running stack, handed to every spec through vitest's `inject('stack')`. */
export type StackUrls = {
  demoUrl: string
  /** The plain TypeScript page on @kit/core alone (apps/vanilla-demo). */
  vanillaDemoUrl: string
  /** MetaMask's test dapp (@metamask/test-dapp) on a site of its own, with Kit as its wallet (src/testDapp). */
  testDappUrl: string
  /** The demo through a server that adds `Permissions-Policy: publickey-credentials-get=()` (src/policyHost.ts). */
  policyHostUrl: string
  serverUrl: string
  frameUrl: string
  mailApiUrl: string
  relayUrl: string
  evm: Record<number, { chainId: number; rpcUrl: string }>
  solana: { rpcUrl: string; wsUrl: string }
  /** The devnet's Farcaster relay and dev fids (test-only custody keys), for playing the Farcaster app. */
  farcaster: {
    relayUrl: string
    authKey: string
    accounts: { fid: number; username: string; custody: { address: string; privateKey: `0x${string}` } }[]
  }
}

type RunningStack = StackUrls & { stop: () => Promise<void> }

/** The server's wait between two e-mails to one address, in the suite's stack. */
export const EMAIL_COOLDOWN_SECONDS = 3

/** Starts every part of the local stack on free ports, with an in-memory database. */
export async function startStack(): Promise<RunningStack> {
  const module = pathToFileURL(path.resolve(import.meta.dirname, '../../scripts/stack.mjs')).href
  const { startStack: start } = (await import(module)) as {
    startStack: (options: {
      ephemeral: boolean
      limits?: Record<string, { max: number; windowMs: number }>
      auth?: { emailCooldownSeconds?: number }
      extraPageOrigins?: string[]
    }) => Promise<Omit<RunningStack, 'farcaster' | 'testDappUrl' | 'policyHostUrl'> & { devnet: unknown }>
  }
  // The test dapp's site has its port before the stack starts: the server and the frame must allow its origin.
  const testDapp = await serveTestDapp()
  const policyHost = await servePolicyHost()
  // Every visitor of the suite comes from 127.0.0.1: the per-address budgets for e-mails and name registrations
  // would count the whole suite as one visitor. The limits themselves are tested by the server's own tests.
  const started = start({
    ephemeral: true,
    limits: {
      mailPerIp: { max: 1_000, windowMs: 600_000 },
      nameRegistrationsPerIp: { max: 1_000, windowMs: 3_600_000 },
    },
    // A case that logs in to one address twice waits this long between its mails, not the default 30 s.
    auth: { emailCooldownSeconds: EMAIL_COOLDOWN_SECONDS },
    extraPageOrigins: [testDapp.origin, policyHost.origin],
  })
  const { devnet, ...stack } = await started.catch(async (error: unknown) => {
    await testDapp.close()
    await policyHost.close()
    throw error
  })
  policyHost.configure(stack.demoUrl)
  testDapp.configure({
    projectId: 'demo',
    apiUrl: stack.serverUrl,
    frameUrl: stack.frameUrl,
    evm: Object.fromEntries(Object.values(stack.evm).map((chain) => [chain.chainId, chain.rpcUrl])),
  })
  const { farcaster } = devnet as { farcaster: StackUrls['farcaster'] }
  return {
    ...stack,
    testDappUrl: testDapp.url,
    policyHostUrl: policyHost.url,
    stop: async () => {
      await stack.stop()
      await testDapp.close()
      await policyHost.close()
    },
    farcaster: { relayUrl: farcaster.relayUrl, authKey: farcaster.authKey, accounts: farcaster.accounts },
  }
}
