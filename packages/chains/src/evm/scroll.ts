import { scroll as viemscroll } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const scroll = /*#__PURE__*/ defineEvmNetwork(viemscroll, {
  smartAccount: { kind: '4337' },
  badge: ['S', '#d9a772'],
})
