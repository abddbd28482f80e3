import { evmPaymasterSigner, KIT_PAYMASTER_ADDRESS } from '@kit/devnet'
import { getContractAddress } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import {
  DEVNET_PAYMASTER_ADDRESS,
  DEVNET_PAYMASTER_SIGNER,
  DEVNET_PAYMASTER_SIGNER_INDEX,
  DEVNET_PAYMASTER_SIGNER_KEY,
  type DevnetLike,
  serverConfigForDevnet,
} from './devnetConfig.js'

const token = { address: '0xToken', name: 'Kit USD', symbol: 'kUSD', decimals: 6 }
const devnet: DevnetLike = {
  evm: { 31337: { chainId: 31337, rpcUrl: 'http://a' }, 80002: { chainId: 80002, rpcUrl: 'http://b' } },
  solana: { rpcUrl: 'http://sol' },
  smtp: { host: '127.0.0.1', port: 2525 },
  accounts: {
    evm: Array.from({ length: 5 }, (_, i) => ({ privateKey: `0x${String(i).repeat(64)}` as `0x${string}` })),
    solana: Array.from({ length: 5 }, (_, i) => ({ secretKey: new Uint8Array(64).fill(i) })),
  },
  tokens: { evm: { 31337: token, 80002: token }, solana: { ...token, address: 'Mint' } },
}

it('lists 80002 first, adds the test token on every chain, mail to the catcher, treasury account 4', () => {
  const config = serverConfigForDevnet(devnet)
  expect(config.development).toBe(true)
  expect(config.chains?.every((chain) => chain.sandbox === true)).toBe(true)
  expect(config.chains?.map((chain) => chain.caipNetworkId)).toEqual([
    'eip155:80002',
    'eip155:31337',
    'solana:localnet',
  ])
  expect(config.tokens?.map((entry) => `${entry.caipNetworkId} ${entry.address}`)).toEqual([
    'eip155:80002 0xToken',
    'eip155:31337 0xToken',
    'solana:localnet Mint',
  ])
  expect(config.mail).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525' })
  // Without identity stand-ins no social provider is configured (each answers 503).
  expect(config.auth?.social).toBeUndefined()
  expect(config.onramp?.treasury?.evmPrivateKey).toBe(`0x${'4'.repeat(64)}`)
  expect(Buffer.from(config.onramp?.treasury?.solanaSecretKey ?? '', 'base64')[0]).toBe(4)
  expect(serverConfigForDevnet(devnet, { treasuryIndex: 1 }).onramp?.treasury?.evmPrivateKey).toBe(
    `0x${'1'.repeat(64)}`,
  )
})

it("configures the six social logins with the devnet's clients, rewritten to its identity stand-ins", () => {
  const client = (id: string) => ({ clientId: id, clientSecret: `${id}-secret` })
  const clients = {
    google: client('g'),
    github: client('gh'),
    apple: { clientId: 'a', teamId: 'TEAM', keyId: 'KEY', privateKey: 'pem' },
    facebook: client('f'),
    x: client('x'),
    discord: client('d'),
  }
  const config = serverConfigForDevnet({ ...devnet, identity: { url: 'http://127.0.0.1:8556', clients } })
  expect(config.auth?.social).toEqual(clients)
  expect(config.auth?.socialStandInUrl).toBe('http://127.0.0.1:8556')
  expect(config.development).toBe(true)
})

it("sponsors every devnet chain with the devnet's paymaster, signed by dev account 8", () => {
  const config = serverConfigForDevnet(devnet)
  // Without the devnet's account-abstraction handle, the constants (account 8 of the dev mnemonic) stand in.
  expect(config.paymaster?.signerKey).toBe(DEVNET_PAYMASTER_SIGNER_KEY)
  expect(config.paymaster?.contracts).toEqual({
    'eip155:80002': DEVNET_PAYMASTER_ADDRESS,
    'eip155:31337': DEVNET_PAYMASTER_ADDRESS,
  })
  expect(config.paymaster?.policies?.[0]?.projectId).toBe('*')
  expect(Object.keys(config.paymaster?.policies?.[0]?.chains ?? {})).toEqual(['eip155:80002', 'eip155:31337'])
  const deployed = serverConfigForDevnet({
    ...devnet,
    accountAbstraction: {
      paymaster: `0x${'9'.repeat(40)}`,
      paymasterSigner: { privateKey: `0x${'7'.repeat(64)}` },
    },
  })
  expect(deployed.paymaster?.contracts?.['eip155:80002']).toBe(`0x${'9'.repeat(40)}`)
  expect(deployed.paymaster?.signerKey).toBe(`0x${'7'.repeat(64)}`)
})

it('derives the paymaster constants as their comment says: dev mnemonic account 8, its nonce-0 contract', () => {
  const signer = mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex: DEVNET_PAYMASTER_SIGNER_INDEX,
  })
  expect(signer.address).toBe(DEVNET_PAYMASTER_SIGNER)
  expect(privateKeyToAccount(DEVNET_PAYMASTER_SIGNER_KEY).address).toBe(DEVNET_PAYMASTER_SIGNER)
  expect(getContractAddress({ from: DEVNET_PAYMASTER_SIGNER, nonce: 0n })).toBe(DEVNET_PAYMASTER_ADDRESS)
  // And they are the devnet's own.
  expect(KIT_PAYMASTER_ADDRESS).toBe(DEVNET_PAYMASTER_ADDRESS)
  expect(evmPaymasterSigner().privateKey).toBe(DEVNET_PAYMASTER_SIGNER_KEY)
})

it("turns passkey accounts on for localhost with the frame's origin, and leaves them off without one", () => {
  expect(serverConfigForDevnet(devnet).passkeys).toBeUndefined()
  const config = serverConfigForDevnet(devnet, { passkeyOrigins: ['http://localhost:5174'] })
  expect(config.passkeys).toEqual({
    rpId: 'localhost',
    rpName: 'Kit devnet',
    origins: ['http://localhost:5174'],
  })
})
