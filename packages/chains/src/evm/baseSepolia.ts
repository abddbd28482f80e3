import { baseSepolia as viembaseSepolia } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const baseSepolia = /*#__PURE__*/ defineEvmNetwork(viembaseSepolia, { badge: ['B', '#6b94ff'] })
