import { mainnet as viemmainnet } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const mainnet = /*#__PURE__*/ defineEvmNetwork(viemmainnet, { badge: ['E', '#627eea'] })
