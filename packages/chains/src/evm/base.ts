import { base as viembase } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const base = /*#__PURE__*/ defineEvmNetwork(viembase, {
  smartAccount: { kind: '7702' },
  badge: ['B', '#0052ff'],
})
