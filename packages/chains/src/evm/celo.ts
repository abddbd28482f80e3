import { celo as viemcelo } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const celo = /*#__PURE__*/ defineEvmNetwork(viemcelo, {
  smartAccount: { kind: '4337' },
  badge: ['C', '#35d07f'],
})
