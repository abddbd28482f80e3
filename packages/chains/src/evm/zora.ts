import { zora as viemzora } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const zora = /*#__PURE__*/ defineEvmNetwork(viemzora, {
  smartAccount: { kind: '4337' },
  badge: ['Z', '#2b5df0'],
})
