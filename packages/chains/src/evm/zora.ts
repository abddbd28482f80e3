import { zora as viemzora } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

export const zora = /*#__PURE__*/ defineEvmNetwork(viemzora, { badge: ['Z', '#2b5df0'] })
