import { describeBlockchainApiContract } from '@kit/core/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { startTestStack, type TestStack } from './testing/stack.js'

// The same contract suite @kit/core runs against its msw handlers, here against the real server and devnet.
let stack: TestStack
let counter = 0
beforeAll(async () => {
  stack = await startTestStack()
}, 60_000)
afterAll(() => stack?.stop())

describeBlockchainApiContract(
  { describe, it },
  'Kit server on the devnet',
  () => {
    const key = stack.devnet.accounts.evm[2]?.privateKey
    if (!key) throw new Error('the devnet has no dev account 2')
    const account = privateKeyToAccount(key)
    return {
      apiUrl: stack.server.url,
      projectId: 'test',
      signer: { address: account.address, signMessage: (message) => account.signMessage({ message }) },
      chainId: 80002,
      caipNetworkId: 'eip155:80002',
      freshName: () => `contract-${Date.now().toString(36)}-${counter++}`,
    }
  },
  { rpc: { caipNetworkId: 'eip155:80002' } },
)
