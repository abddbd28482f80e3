import { polygon as viempolygon } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const polygon = /*#__PURE__*/ defineEvmNetwork(viempolygon, {
  smartAccount: { kind: '7702' },
  badge: ['P', '#7b3fe4'],
})
