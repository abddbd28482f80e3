import { describe, expect, it } from 'vitest'
import {
  formatCaipAddress,
  formatCaipNetworkId,
  InvalidCaipIdError,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../src/exports/index.js'

describe('CAIP-2', () => {
  it('parses an EVM network id', () => {
    expect(parseCaipNetworkId('eip155:80002')).toEqual({ namespace: 'eip155', reference: '80002' })
  })

  it('parses a Solana cluster id', () => {
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each([
    ['', 'empty'],
    ['eip155', 'no reference'],
    ['eip155:', 'empty reference'],
    ['eip155:1:2', 'too many parts'],
    ['cosmos:cosmoshub-4', 'unsupported namespace'],
    ['eip155:0x1', 'non-decimal EVM reference'],
    ['eip155:01', 'leading zero'],
    ['solana:this-reference-is-far-too-long-to-be-caip2', 'reference over 32 characters'],
    ['EIP155:1', 'upper-case namespace'],
  ])('refuses %j (%s)', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipIdError)
  })

  it('refuses a value that is not a string without crashing', () => {
    expect(() => parseCaipNetworkId(42 as unknown as string)).toThrow(InvalidCaipIdError)
  })

  it('formats and round-trips', () => {
    expect(formatCaipNetworkId('eip155', 137)).toBe('eip155:137')
    expect(parseCaipNetworkId(formatCaipNetworkId('solana', 'localnet')).reference).toBe('localnet')
  })

  it('refuses to format an invalid id', () => {
    expect(() => formatCaipNetworkId('eip155', 'abc')).toThrow(InvalidCaipIdError)
  })
})

describe('CAIP-10', () => {
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  it('parses an EVM account', () => {
    expect(parseCaipAddress(`eip155:1:${address}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address,
      caipNetworkId: 'eip155:1',
    })
  })

  it('parses a Solana account', () => {
    const parsed = parseCaipAddress(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    )
    expect(parsed.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(parsed.address).toBe('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
  })

  it.each(['eip155:1', 'eip155:1:', 'eip155:x:0xabc', 'eip155:1:0x ab', 'eip155:1:a:b'])(
    'refuses %j',
    (value) => {
      expect(() => parseCaipAddress(value)).toThrow(InvalidCaipIdError)
    },
  )

  it('formats and round-trips', () => {
    const id = formatCaipAddress('eip155:80002', address)
    expect(id).toBe(`eip155:80002:${address}`)
    expect(parseCaipAddress(id).address).toBe(address)
  })

  it('gives a clear message with an example', () => {
    try {
      parseCaipAddress('nope')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidCaipIdError)
      expect((error as InvalidCaipIdError).shortMessage).toBe('Invalid CAIP-10 id: "nope"')
      expect((error as InvalidCaipIdError).details).toContain('eip155:1:0x')
    }
  })
})
