import { blast as viemblast } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const blast = /*#__PURE__*/ defineEvmNetwork(viemblast, {
  smartAccount: { kind: '4337' },
  badge: ['BL', '#b8a800'],
})
