import { aurora as viemaurora } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const aurora = /*#__PURE__*/ defineEvmNetwork(viemaurora, {
  smartAccount: { kind: '4337' },
  badge: ['AU', '#70d44b'],
})
