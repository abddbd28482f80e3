import { bsc as viembsc } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const bsc = /*#__PURE__*/ defineEvmNetwork(viembsc, {
  smartAccount: { kind: '7702' },
  badge: ['BN', '#f0b90b'],
})
