import { sepolia as viemsepolia } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const sepolia = /*#__PURE__*/ defineEvmNetwork(viemsepolia, {
  smartAccount: { kind: '7702' },
  badge: ['E', '#8a92b2'],
})
