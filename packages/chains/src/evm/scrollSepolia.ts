import { scrollSepolia as viemscrollSepolia } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const scrollSepolia = /*#__PURE__*/ defineEvmNetwork(viemscrollSepolia, {
  smartAccount: { kind: '4337' },
  badge: ['S', '#e0c19f'],
})
