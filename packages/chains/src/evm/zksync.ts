import { zksync as viemzksync } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const zksync = /*#__PURE__*/ defineEvmNetwork(viemzksync, {
  smartAccount: { kind: '4337' },
  badge: ['ZK', '#4e529a'],
})
