import { optimism as viemoptimism } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const optimism = /*#__PURE__*/ defineEvmNetwork(viemoptimism, {
  smartAccount: { kind: '7702' },
  badge: ['OP', '#ff0420'],
})
