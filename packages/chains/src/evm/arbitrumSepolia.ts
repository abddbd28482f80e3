import { arbitrumSepolia as viemarbitrumSepolia } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const arbitrumSepolia = /*#__PURE__*/ defineEvmNetwork(viemarbitrumSepolia, {
  smartAccount: { kind: '7702' },
  badge: ['A', '#7cc6f5'],
})
