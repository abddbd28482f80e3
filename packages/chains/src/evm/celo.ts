import { celo as viemcelo } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const celo = /*#__PURE__*/ defineEvmNetwork(viemcelo, { badge: ['C', '#35d07f'] })
