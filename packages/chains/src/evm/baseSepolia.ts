import { baseSepolia as viembaseSepolia } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const baseSepolia = /*#__PURE__*/ defineEvmNetwork(viembaseSepolia, {
  smartAccount: { kind: '7702' },
  badge: ['B', '#6b94ff'],
})
