import { describe, expect, it } from 'vitest'
import { bundlerPortEnvName, devnetPortsFromEnv, evmPortEnvName } from './env.js'

describe('devnetPortsFromEnv', () => {
  it('reads every KIT_DEVNET_* port and leaves unset ones to the defaults', () => {
    expect(
      devnetPortsFromEnv({
        KIT_DEVNET_SOLANA_RPC_PORT: '9899',
        KIT_DEVNET_SOLANA_WS_PORT: '9900',
        KIT_DEVNET_RELAY_PORT: '9555',
        KIT_DEVNET_SMTP_PORT: '3525',
        KIT_DEVNET_MAIL_API_PORT: '9025',
        KIT_DEVNET_IDENTITY_PORT: '9556',
        KIT_DEVNET_EVM_80002_PORT: '9545',
        KIT_DEVNET_EVM_31337_PORT: '0',
        KIT_DEVNET_BUNDLER_80002_PORT: '9547',
      }),
    ).toEqual({
      solanaRpc: 9899,
      solanaWs: 9900,
      relay: 9555,
      smtp: 3525,
      mailApi: 9025,
      identity: 9556,
      evm: { 80002: 9545, 31337: 0 },
      bundler: { 80002: 9547 },
    })
    expect(devnetPortsFromEnv({})).toEqual({})
    expect(evmPortEnvName(80002)).toBe('KIT_DEVNET_EVM_80002_PORT')
    expect(bundlerPortEnvName(31337)).toBe('KIT_DEVNET_BUNDLER_31337_PORT')
  })

  it('rejects a value that is not a port', () => {
    expect(() => devnetPortsFromEnv({ KIT_DEVNET_RELAY_PORT: 'eighty' })).toThrow(
      'Invalid devnet option "KIT_DEVNET_RELAY_PORT".',
    )
    expect(() => devnetPortsFromEnv({ KIT_DEVNET_EVM_80002_PORT: '70000' })).toThrow(
      'KIT_DEVNET_EVM_80002_PORT',
    )
    expect(() => devnetPortsFromEnv({ KIT_DEVNET_BUNDLER_31337_PORT: '-1' })).toThrow(
      'KIT_DEVNET_BUNDLER_31337_PORT',
    )
  })
})
