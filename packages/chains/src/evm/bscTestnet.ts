import { bscTestnet as viembscTestnet } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const bscTestnet = /*#__PURE__*/ defineEvmNetwork(viembscTestnet, {
  smartAccount: { kind: '7702' },
  badge: ['BN', '#c9a23d'],
})
