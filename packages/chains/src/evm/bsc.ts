import { bsc as viembsc } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const bsc = /*#__PURE__*/ defineEvmNetwork(viembsc, { badge: ['BN', '#f0b90b'] })
