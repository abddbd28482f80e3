import { kitProject } from '../../vitest.shared.ts'

/**
 * The tests that compile Solidity (each checks a committed artifact against a fresh solc build). solc is one
 * WebAssembly instance per module graph, and after the large OpenZeppelin build it cannot start another compile
 * in the same instance ("You shall not have another CompilerStack aside me"), so these files get a fresh module
 * graph each, apart from the devnet's other tests, which share their imports.
 */
export const SOLC_TESTS = [
  'src/aa/artifacts.test.ts',
  'src/evm/kitUsd.test.ts',
  'src/farcaster/idRegistry.test.ts',
]

const project = kitProject('devnet-solc', { include: SOLC_TESTS, isolate: true, testTimeout: 120_000 })

// As in vitest.config.ts: dependencies resolve as Node resolves them.
const ssrResolve = project.ssr?.resolve
if (ssrResolve?.conditions)
  ssrResolve.conditions = ssrResolve.conditions.filter((condition) => condition !== 'module')

export default project
