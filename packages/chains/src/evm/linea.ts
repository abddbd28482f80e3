import { linea as viemlinea } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const linea = /*#__PURE__*/ defineEvmNetwork(viemlinea, {
  smartAccount: { kind: '4337' },
  badge: ['L', '#121212'],
})
