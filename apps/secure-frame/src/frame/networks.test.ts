import { afterEach, describe, expect, it } from 'vitest'
import type { FrameStartConfig } from '../config.js'
import { UnknownNetworkError } from '../errors.js'
import { createFramePair, EVM_ADDRESS } from '../testing/framePair.js'
import { configuredNetworks, requireConfiguredNetwork } from './networks.js'

const proxied: FrameStartConfig = {
  serverUrl: 'https://api.example',
  projectId: 'shop',
  chainId: 'eip155:80002',
}
const base: FrameStartConfig = {
  ...proxied,
  chains: [
    { caipNetworkId: 'eip155:80002', rpcUrl: 'http://127.0.0.1:8545' },
    { caipNetworkId: 'solana:localnet', rpcUrl: 'http://127.0.0.1:8899' },
  ],
}

describe('the networks a host may switch the frame to (L11)', () => {
  it('the configured chains, the smart-account chains and the start network; anything else is refused', () => {
    const configured = configuredNetworks({ ...base, smartAccountChains: [31337] })
    expect([...configured].sort()).toEqual(['eip155:31337', 'eip155:80002', 'solana:localnet'])
    expect(requireConfiguredNetwork(80002, configured)).toBe('eip155:80002')
    expect(requireConfiguredNetwork('solana:localnet', configured)).toBe('solana:localnet')
    // Mainnet, where the host would ask for a Permit2 signature: not set up here.
    const refused = (() => {
      try {
        requireConfiguredNetwork(1, configured)
      } catch (error) {
        return error
      }
      return undefined
    })()
    expect(refused).toBeInstanceOf(UnknownNetworkError)
    expect((refused as UnknownNetworkError).code).toBe(4902)
    expect((refused as UnknownNetworkError).shortMessage).toBe(
      'The secure frame is not set up for network eip155:1',
    )
    expect(() => requireConfiguredNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', configured)).toThrow(
      expect.objectContaining({ name: 'UnknownNetworkError', code: 4200 }),
    )
    expect(() => requireConfiguredNetwork('cosmos:hub', configured)).toThrow('Invalid chainId')
  })

  it('a frame without chains (the server proxies every call) serves the networks Kit ships, and no others', () => {
    const configured = configuredNetworks(proxied)
    expect(requireConfiguredNetwork(1, configured)).toBe('eip155:1')
    expect(requireConfiguredNetwork('solana:localnet', configured)).toBe('solana:localnet')
    expect(() => requireConfiguredNetwork(999_999_999, configured)).toThrow(UnknownNetworkError)
  })
})

describe('the host switching the frame’s network (L11)', () => {
  const pairs: ReturnType<typeof createFramePair>[] = []
  afterEach(() => {
    for (const pair of pairs.splice(0)) pair.destroy()
    document.body.replaceChildren()
  })

  it('SWITCH_NETWORK and GET_USER refuse a network the frame is not set up for; the active one stays', async () => {
    // The frame serves Amoy, Ethereum and Solana localnet (testing/framePair.ts), not Polygon.
    const pair = createFramePair()
    pairs.push(pair)
    await pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await pair.client.request('CONNECT_OTP', { otp: '123456' })
    await expect(pair.client.request('SWITCH_NETWORK', { chainId: 137 })).rejects.toThrow(
      'The secure frame is not set up for network eip155:137',
    )
    await expect(pair.client.request('GET_USER', { chainId: 'eip155:137' })).rejects.toThrow(
      'The secure frame is not set up for network eip155:137',
    )
    await expect(pair.client.request('GET_CHAIN_ID')).resolves.toEqual({ chainId: 'eip155:80002' })
    // So a signature for that network is refused as one for another network, before any card.
    const permit = {
      domain: {
        name: 'Permit2',
        chainId: 137,
        verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
      },
      types: { Order: [{ name: 'item', type: 'string' }] },
      primaryType: 'Order',
      message: { item: 'all' },
    }
    await expect(
      pair.client.rpc({ method: 'eth_signTypedData_v4', params: [EVM_ADDRESS, JSON.stringify(permit)] }),
    ).rejects.toThrow('The typed data is for another network')
    expect(pair.ui.asked).toHaveLength(0)
    // A configured network is still one switch away.
    await expect(pair.client.request('SWITCH_NETWORK', { chainId: 'solana:localnet' })).resolves.toEqual({
      chainId: 'solana:localnet',
    })
  })
})
