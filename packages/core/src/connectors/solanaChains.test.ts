import { mainnet, solana, solanaDevnet, solanaLocalnet, solanaTestnet } from '@kit/chains'
import { describe, expect, it } from 'vitest'
import { networkOfWalletStandardChain, walletStandardChain } from './solanaChains.js'

describe('Solana chains', () => {
  it('maps Kit clusters (CAIP-2) to wallet-standard chains and back', () => {
    expect(walletStandardChain(solana.caipNetworkId)).toBe('solana:mainnet')
    expect(walletStandardChain(solanaDevnet.caipNetworkId)).toBe('solana:devnet')
    expect(walletStandardChain(solanaTestnet.caipNetworkId)).toBe('solana:testnet')
    expect(walletStandardChain(solanaLocalnet.caipNetworkId)).toBe('solana:localnet')
    const networks = [mainnet, solanaDevnet, solanaLocalnet]
    expect(networkOfWalletStandardChain(networks, 'solana:devnet')).toBe(solanaDevnet)
    expect(networkOfWalletStandardChain(networks, 'solana:mainnet')).toBeUndefined()
  })
})
