import { mainnet as viemmainnet } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const mainnet = /*#__PURE__*/ defineEvmNetwork(viemmainnet, {
  smartAccount: { kind: '7702' },
  badge: ['E', '#627eea'],
})
