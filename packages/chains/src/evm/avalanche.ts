import { avalanche as viemavalanche } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const avalanche = /*#__PURE__*/ defineEvmNetwork(viemavalanche, {
  smartAccount: { kind: '4337' },
  badge: ['AV', '#e84142'],
})
