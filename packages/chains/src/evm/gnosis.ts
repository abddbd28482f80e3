import { gnosis as viemgnosis } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const gnosis = /*#__PURE__*/ defineEvmNetwork(viemgnosis, {
  smartAccount: { kind: '7702' },
  badge: ['G', '#04795b'],
})
