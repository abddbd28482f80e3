import { configDefaults } from 'vitest/config'
import { kitProject } from '../../vitest.shared.ts'
import { SOLC_TESTS } from './vitest.solc.config.ts'

// The Solidity builds run in their own project (vitest.solc.config.ts).
const project = kitProject('devnet', {
  testTimeout: 60_000,
  extra: { test: { exclude: [...configDefaults.exclude, ...SOLC_TESTS] } },
})

// The devnet and its tests run on Node, so dependencies resolve as Node resolves them. Vite's extra 'module'
// condition would pick the ESM builds of the WalletConnect SDKs, whose CommonJS imports only bundlers accept.
const ssrResolve = project.ssr?.resolve
if (ssrResolve?.conditions)
  ssrResolve.conditions = ssrResolve.conditions.filter((condition) => condition !== 'module')

export default project
