import { anvil } from 'viem/chains'
import { defineEvmNetwork } from '../define.js'

/** The local development chain (anvil, chain id 31337) that apps/devnet starts. */
export const kitDevnet = /*#__PURE__*/ defineEvmNetwork(anvil, {
  smartAccount: { kind: '7702' },
  name: 'Kit Devnet',
  badge: ['K', '#3b82f6'],
})
