import { avalanche as viemavalanche } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const avalanche = /*#__PURE__*/ defineEvmNetwork(viemavalanche, { badge: ['AV', '#e84142'] })
