import { optimismSepolia as viemoptimismSepolia } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const optimismSepolia = /*#__PURE__*/ defineEvmNetwork(viemoptimismSepolia, {
  smartAccount: { kind: '7702' },
  badge: ['OP', '#f78f99'],
})
