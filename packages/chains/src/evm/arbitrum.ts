import { arbitrum as viemarbitrum } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const arbitrum = /*#__PURE__*/ defineEvmNetwork(viemarbitrum, {
  smartAccount: { kind: '7702' },
  badge: ['A', '#28a0f0'],
})
