import { describe, expect, it } from 'vitest'
import { DEVNET_PAYMASTER_ADDRESS, DEVNET_PAYMASTER_SIGNER_KEY } from '../devnetConfig.js'
import { configFromEnv } from './fromEnv.js'
import { generateMasterKey, resolveConfig } from './index.js'

const PRODUCTION = { KIT_MASTER_KEY: generateMasterKey() }
const KEY = `0x${'ab'.repeat(32)}`
const CAPS = { perSenderPerDay: '1', perDay: '2', perMonth: '3' }
const resolveEnv = (env: Record<string, string>) => resolveConfig(configFromEnv(env)).paymaster

describe('paymaster configuration', () => {
  it("defaults, in development only, to the devnet's signer and contract on every devnet chain, for every project", () => {
    const paymaster = resolveEnv({ KIT_DEV: '1' })
    expect(paymaster.signerKey).toBe(DEVNET_PAYMASTER_SIGNER_KEY)
    expect(paymaster.contracts).toEqual({
      'eip155:80002': DEVNET_PAYMASTER_ADDRESS,
      'eip155:31337': DEVNET_PAYMASTER_ADDRESS,
    })
    expect(paymaster.policies).toHaveLength(1)
    expect(paymaster.policies[0]?.projectId).toBe('*')
    expect(paymaster.policies[0]?.chains['eip155:80002']?.perSenderPerDay).toBe(10n ** 18n)
    expect(paymaster.validForSeconds).toBe(600)
  })

  it('is off in production without a key: no stand-in, no error', () => {
    const paymaster = resolveEnv(PRODUCTION)
    expect(paymaster.signerKey).toBeUndefined()
    expect(paymaster.contracts).toEqual({})
    expect(paymaster.policies).toEqual([])
  })

  it('reads a full production configuration from its variables', () => {
    const paymaster = resolveEnv({
      ...PRODUCTION,
      KIT_PAYMASTER_SIGNER_KEY: KEY,
      KIT_PAYMASTER_CONTRACTS: `eip155:8453=${DEVNET_PAYMASTER_ADDRESS}`,
      KIT_PAYMASTER_POLICIES: JSON.stringify([
        { projectId: 'shop', chains: { 'eip155:8453': CAPS }, allowedContracts: [DEVNET_PAYMASTER_ADDRESS] },
      ]),
      KIT_PAYMASTER_VALID_SECONDS: '300',
    })
    expect(paymaster.signerKey).toBe(KEY)
    expect(paymaster.policies[0]?.chains['eip155:8453']).toEqual({
      perSenderPerDay: 1n,
      perClientPerDay: 10n,
      perDay: 2n,
      perMonth: 3n,
    })
    expect(paymaster.policies[0]?.allowedContracts).toEqual([DEVNET_PAYMASTER_ADDRESS.toLowerCase()])
    expect(paymaster.validForSeconds).toBe(300)
  })

  it('refuses to start half configured, naming the variable', () => {
    expect(() =>
      resolveEnv({ ...PRODUCTION, KIT_PAYMASTER_CONTRACTS: `eip155:8453=${DEVNET_PAYMASTER_ADDRESS}` }),
    ).toThrow(/paymaster.signerKey \(KIT_PAYMASTER_SIGNER_KEY\) is not/)
    expect(() => resolveEnv({ ...PRODUCTION, KIT_PAYMASTER_SIGNER_KEY: KEY })).toThrow(
      /KIT_PAYMASTER_CONTRACTS\) is empty/,
    )
    // A key of one's own in development must come with its contracts too: no devnet defaults are mixed in.
    expect(() => resolveEnv({ KIT_DEV: '1', KIT_PAYMASTER_SIGNER_KEY: KEY })).toThrow(
      /KIT_PAYMASTER_CONTRACTS/,
    )
    expect(() =>
      resolveEnv({
        ...PRODUCTION,
        KIT_PAYMASTER_SIGNER_KEY: KEY,
        KIT_PAYMASTER_CONTRACTS: `eip155:8453=${DEVNET_PAYMASTER_ADDRESS}`,
        KIT_PAYMASTER_POLICIES: JSON.stringify([{ projectId: 'shop', chains: { 'eip155:10': CAPS } }]),
      }),
    ).toThrow(/sponsors eip155:10, which has no paymaster contract in KIT_PAYMASTER_CONTRACTS/)
  })

  it('names each malformed variable', () => {
    expect(() => configFromEnv({ ...PRODUCTION, KIT_PAYMASTER_SIGNER_KEY: '0x12' })).toThrow(
      /KIT_PAYMASTER_SIGNER_KEY must be a 0x-prefixed 32-byte hex private key/,
    )
    expect(() => configFromEnv({ ...PRODUCTION, KIT_PAYMASTER_CONTRACTS: 'base=0x1' })).toThrow(
      /KIT_PAYMASTER_CONTRACTS must list eip155:<chain id>=<0x address> entries, not "base=0x1"/,
    )
    expect(() => configFromEnv({ ...PRODUCTION, KIT_PAYMASTER_POLICIES: '{' })).toThrow(
      /KIT_PAYMASTER_POLICIES is not valid JSON/,
    )
    expect(() =>
      configFromEnv({
        ...PRODUCTION,
        KIT_PAYMASTER_POLICIES: JSON.stringify([
          { projectId: 'shop', chains: { 'eip155:1': { perDay: '1.5' } } },
        ]),
      }),
    ).toThrow(/KIT_PAYMASTER_POLICIES must be a JSON array of .*eip155:1/)
    expect(() => configFromEnv({ ...PRODUCTION, KIT_PAYMASTER_VALID_SECONDS: '0' })).toThrow(
      /KIT_PAYMASTER_VALID_SECONDS must be a positive whole number/,
    )
    expect(() => resolveEnv({ ...PRODUCTION, KIT_PAYMASTER_OPERATOR_TOKEN: 'short' })).toThrow(
      /KIT_PAYMASTER_OPERATOR_TOKEN\) must be at least 32 characters/,
    )
  })

  it('reads another ERC-7677 service per project, with no signer of its own, and refuses it beside a policy', () => {
    const provider = { projectId: 'shop', url: 'https://pay.example/rpc?key=secret', chains: ['eip155:8453'] }
    const paymaster = resolveEnv({ ...PRODUCTION, KIT_PAYMASTER_PROVIDERS: JSON.stringify([provider]) })
    expect(paymaster.providers).toEqual([provider])
    expect(paymaster.signerKey).toBeUndefined()
    expect(() =>
      resolveEnv({
        ...PRODUCTION,
        KIT_PAYMASTER_SIGNER_KEY: KEY,
        KIT_PAYMASTER_CONTRACTS: `eip155:8453=${DEVNET_PAYMASTER_ADDRESS}`,
        KIT_PAYMASTER_POLICIES: JSON.stringify([{ projectId: 'shop', chains: { 'eip155:8453': CAPS } }]),
        KIT_PAYMASTER_PROVIDERS: JSON.stringify([provider]),
      }),
    ).toThrow(/Project "shop" has both a paymaster policy \(KIT_PAYMASTER_POLICIES\) and another service/)
    expect(() =>
      resolveEnv({ ...PRODUCTION, KIT_PAYMASTER_PROVIDERS: JSON.stringify([provider, provider]) }),
    ).toThrow(/KIT_PAYMASTER_PROVIDERS\) lists project "shop" twice/)
    // Plain http only on the loopback (a sidecar); never a page's script scheme.
    for (const url of ['http://pay.example/rpc', 'javascript:alert(1)', 'not a url'])
      expect(() =>
        configFromEnv({ ...PRODUCTION, KIT_PAYMASTER_PROVIDERS: JSON.stringify([{ ...provider, url }]) }),
      ).toThrow(/KIT_PAYMASTER_PROVIDERS must be a JSON array of .*url must be an https URL/)
    expect(
      resolveEnv({
        ...PRODUCTION,
        KIT_PAYMASTER_PROVIDERS: JSON.stringify([{ ...provider, url: 'http://127.0.0.1:9000/' }]),
      }).providers[0]?.url,
    ).toBe('http://127.0.0.1:9000/')
  })

  it("refuses the devnet's public signer key outside development", () => {
    expect(() =>
      resolveEnv({
        ...PRODUCTION,
        KIT_PAYMASTER_SIGNER_KEY: DEVNET_PAYMASTER_SIGNER_KEY,
        KIT_PAYMASTER_CONTRACTS: `eip155:8453=${DEVNET_PAYMASTER_ADDRESS}`,
      }),
    ).toThrow(/public paymaster signer key \(KIT_PAYMASTER_SIGNER_KEY\) is in use outside development/)
  })
})
