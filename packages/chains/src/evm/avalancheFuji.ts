import { avalancheFuji as viemavalancheFuji } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const avalancheFuji = /*#__PURE__*/ defineEvmNetwork(viemavalancheFuji, {
  smartAccount: { kind: '4337' },
  badge: ['AV', '#f08f90'],
})
