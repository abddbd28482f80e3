import { describe, expect, it } from 'vitest'
import { type BlockchainApiContractTarget, describeBlockchainApiContract } from './blockchainApiContract.js'

// The suite asserts with its own checks (no test framework): a service that breaks a rule must fail its test.
type Declared = { name: string; run: () => Promise<void> }

function declare(answer: (url: URL) => Response): Declared[] {
  const declared: Declared[] = []
  const target: BlockchainApiContractTarget = {
    apiUrl: 'http://api.test',
    projectId: 'test',
    fetch: (async (input: RequestInfo | URL) => answer(new URL(String(input)))) as typeof fetch,
    signer: { address: `0x${'11'.repeat(20)}`, signMessage: async () => '0x' },
    chainId: 80002,
    caipNetworkId: 'eip155:80002',
    freshName: () => 'fresh',
  }
  describeBlockchainApiContract(
    { describe: (_name, body) => body(), it: (name, run) => declared.push({ name, run }) },
    'a broken service',
    () => target,
  )
  return declared
}

const test = (declared: Declared[], prefix: string) => {
  const found = declared.find((entry) => entry.name.startsWith(prefix))
  if (!found) throw new Error(`no contract test starts with ${prefix}`)
  return found.run
}

describe('describeBlockchainApiContract', () => {
  it('declares its tests through the runner it is given', () => {
    expect(declare(() => Response.json({})).length).toBeGreaterThan(10)
  })

  it('fails a test when the service breaks a rule the client lets through', async () => {
    const run = test(
      declare(() => Response.json({ suggestions: [{ name: 'alice.other.id', registered: false }] })),
      'names: suggestions',
    )
    await expect(run()).rejects.toThrow('a suggestion ends with .kit.id (got {"name":"alice.other.id"')
  })

  it('fails a test when the service refuses with a 5xx where a 4xx is due', async () => {
    const run = test(
      declare(() =>
        Response.json({ status: 500, reasons: [{ name: 'Oops', description: 'down' }] }, { status: 500 }),
      ),
      'refuses an unknown projectId',
    )
    await expect(run()).rejects.toThrow('the status should be a 4xx (got 500)')
  })

  it('passes a test when the service keeps the rule', async () => {
    const run = test(
      declare(() => Response.json({ name: 'alice.kit.id', avatar: null })),
      'identity',
    )
    await expect(run()).resolves.toBeUndefined()
  })
})
