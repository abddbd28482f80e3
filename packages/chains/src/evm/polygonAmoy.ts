import { polygonAmoy as viempolygonAmoy } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const polygonAmoy = /*#__PURE__*/ defineEvmNetwork(viempolygonAmoy, {
  smartAccount: { kind: '7702' },
  badge: ['P', '#a77ff0'],
})
