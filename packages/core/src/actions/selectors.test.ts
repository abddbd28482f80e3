import { describe, expect, it } from 'vitest'
import type { KitSnapshot } from '../kit.js'
import { connectFake, createTestKit } from '../test-utils.js'
import {
  NATIVE_TRANSFER_GAS,
  SOLANA_TRANSFER_FEE,
  selectActiveNetwork,
  selectNativeSendToken,
  selectSendFee,
  selectSendToken,
  selectSendTokens,
  TOKEN_TRANSFER_GAS,
} from './selectors.js'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const usdc = {
  address: 'eip155:80002:0x41E94Eb019C0762f9Bfcf9Fb1E58725BfB0e7582',
  symbol: 'USDC',
  name: 'USD Coin',
  quantity: { decimals: '6', numeric: '25.5' },
}

describe('selectors', () => {
  it('selectActiveNetwork is the configured network object, or undefined for a network not configured', () => {
    const kit = createTestKit()
    const state = kit.getState()
    expect(selectActiveNetwork(state)?.caipNetworkId).toBe('eip155:80002')
    // Networks are kept by reference: the snapshot's entry is the configured object, functions and all.
    expect(selectActiveNetwork(state)).toBe(kit.options.networks[0])
    const elsewhere = { ...state, network: { ...state.network, active: 'eip155:999' } } as KitSnapshot
    expect(selectActiveNetwork(elsewhere)).toBeUndefined()
    expect(selectNativeSendToken(elsewhere)).toBeUndefined()
  })

  it("the native send token is the active network's currency with the account balance", async () => {
    const kit = createTestKit()
    await connectFake(kit)
    kit.account.setBalance('1.25', 'POL')
    expect(selectNativeSendToken(kit.getState())).toEqual({
      symbol: 'POL',
      name: 'POL',
      quantity: { decimals: '18', numeric: '1.25' },
    })
  })

  it('the send token is the chosen one, else the native currency', () => {
    const kit = createTestKit()
    expect(selectSendToken(kit.getState())?.symbol).toBe('POL')
    kit.send.setToken(usdc)
    expect(selectSendToken(kit.getState())).toEqual(usdc)
  })

  it('the send tokens are the native currency alone until tokens are loaded', () => {
    const kit = createTestKit()
    expect(selectSendTokens(kit.getState()).map((token) => token.symbol)).toEqual(['POL'])
    kit.network.setActive(SOLANA_DEVNET)
    expect(selectSendTokens(kit.getState()).map((token) => token.symbol)).toEqual(['SOL'])
  })

  it('the fee: gas price times a native or a token transfer on EVM, the base fee on Solana', () => {
    const kit = createTestKit()
    expect(selectSendFee(kit.getState())).toBeUndefined()
    kit.send.setGasPrice(3n)
    expect(selectSendFee(kit.getState())).toBe(3n * NATIVE_TRANSFER_GAS)
    expect(NATIVE_TRANSFER_GAS).toBe(21_000n)
    kit.send.setToken(usdc)
    expect(selectSendFee(kit.getState())).toBe(3n * TOKEN_TRANSFER_GAS)
    expect(TOKEN_TRANSFER_GAS).toBe(65_000n)
    kit.send.setToken(undefined)
    kit.send.setGasPrice(undefined)
    kit.network.setActive(SOLANA_DEVNET)
    expect(selectSendFee(kit.getState())).toBe(SOLANA_TRANSFER_FEE)
    expect(SOLANA_TRANSFER_FEE).toBe(5_000n)
  })
})
