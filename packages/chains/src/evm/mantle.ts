import { mantle as viemmantle } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const mantle = /*#__PURE__*/ defineEvmNetwork(viemmantle, { badge: ['M', '#008f7a'] })
