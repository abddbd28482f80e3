import { sepolia as viemsepolia } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const sepolia = /*#__PURE__*/ defineEvmNetwork(viemsepolia, { badge: ['E', '#8a92b2'] })
