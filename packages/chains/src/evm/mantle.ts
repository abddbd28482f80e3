import { mantle as viemmantle } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const mantle = /*#__PURE__*/ defineEvmNetwork(viemmantle, {
  smartAccount: { kind: '4337' },
  badge: ['M', '#008f7a'],
})
