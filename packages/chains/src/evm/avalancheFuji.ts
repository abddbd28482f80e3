import { avalancheFuji as viemavalancheFuji } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const avalancheFuji = /*#__PURE__*/ defineEvmNetwork(viemavalancheFuji, { badge: ['AV', '#f08f90'] })
