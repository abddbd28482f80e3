// Compiles the account-abstraction contracts with the solc npm package (wasm, offline): Kit's shared accounts
// (packages/accounts/contracts/Kit{DelegatedAccount,Account,AccountFactory}.sol, whose artifacts @kit/accounts ships
// and whose creation code fixes their CREATE2 addresses) and the devnet's paymaster (contracts/KitPaymaster.sol),
// thin compositions of OpenZeppelin Contracts; and copies EntryPoint v0.8's creation bytecode from
// @account-abstraction/contracts. Writes typed artifacts to packages/accounts/src/artifacts/ and src/aa/artifacts/,
// so starting a devnet never waits for a compiler. After a change to the shared contracts, update @kit/accounts'
// addresses (its addresses test prints the new ones).
// Run: pnpm --filter @kit/devnet compile-aa
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const accountsRoot = path.resolve(packageRoot, '..', '..', 'packages', 'accounts')
const require = createRequire(path.join(packageRoot, 'package.json'))

/** Where each contract's source lives and its artifact goes: @kit/accounts' for the shared ones, the devnet's own. */
const SHARED = {
  contracts: path.join(accountsRoot, 'contracts'),
  artifacts: path.join(accountsRoot, 'src', 'artifacts'),
  label: 'packages/accounts/contracts',
}
const DEVNET = {
  contracts: path.join(packageRoot, 'contracts'),
  artifacts: path.join(packageRoot, 'src', 'aa', 'artifacts'),
  label: 'apps/devnet/contracts',
}

/** The contracts compiled here, what each artifact says it is, and where it lives. */
export const AA_CONTRACTS = {
  KitDelegatedAccount: {
    about: 'the EIP-7702 delegation target of embedded EOAs (no constructor arguments)',
    home: SHARED,
  },
  KitAccount: { about: 'the ERC-4337 account implementation that KitAccountFactory clones', home: SHARED },
  KitAccountFactory: {
    about: 'the factory of counterfactual KitAccount clones (no constructor arguments)',
    home: SHARED,
  },
  KitPaymaster: {
    about: 'the verifying paymaster; the constructor takes (address signer, address owner)',
    home: DEVNET,
  },
} as const

type ContractName = keyof typeof AA_CONTRACTS

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

/** A compiled contract: ABI, creation bytecode and the compiler that produced them. */
export type CompiledContract = { abi: unknown[]; bytecode: `0x${string}`; solcVersion: string }

/** Resolves `@openzeppelin/...` imports for solc from the installed packages (local ones are all in the input). */
function findImport(importPath: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(importPath), 'utf8') }
  } catch {
    return { error: `Not found: ${importPath}` }
  }
}

/** Compiles the four contracts together; fixed settings keep the bytecode reproducible. */
export function compileAaContracts(): Record<ContractName, CompiledContract> {
  const solc = require('solc') as {
    compile(input: string, options: { import: typeof findImport }): string
    version(): string
  }
  const names = Object.keys(AA_CONTRACTS) as ContractName[]
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      names.map((name) => [
        `${name}.sol`,
        { content: readFileSync(path.join(AA_CONTRACTS[name].home.contracts, `${name}.sol`), 'utf8') },
      ]),
    ),
    settings: {
      // prague: the devnet's anvil hardfork (EIP-7702); OpenZeppelin's account code uses cancun opcodes.
      evmVersion: 'prague',
      optimizer: { enabled: true, runs: 200 },
      // No metadata hash in the bytecode: the shared accounts' CREATE2 addresses follow from their creation code,
      // and a comment or a path must not move them.
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const compiled = {} as Record<ContractName, CompiledContract>
  for (const name of names) {
    const contract = output.contracts?.[`${name}.sol`]?.[name]
    if (!contract) throw new Error(`solc produced no ${name} contract`)
    compiled[name] = {
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
      solcVersion: solc.version(),
    }
  }
  return compiled
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1)
}

function renderArtifact(name: ContractName, { abi, bytecode, solcVersion }: CompiledContract): string {
  return [
    `// Generated by apps/devnet/scripts/compile-aa.ts from ${AA_CONTRACTS[name].home.label}/${name}.sol. Do not edit by hand.`,
    `// solc ${solcVersion}, OpenZeppelin Contracts ${require('@openzeppelin/contracts/package.json').version}`,
    '',
    `/** ABI of ${name}: ${AA_CONTRACTS[name].about}. */`,
    `export const ${lowerFirst(name)}Abi = ${JSON.stringify(abi, null, 2)} as const`,
    '',
    `/** Creation bytecode of ${name}. */`,
    `export const ${lowerFirst(name)}Bytecode = '${bytecode}' as const`,
    '',
  ].join('\n')
}

function renderEntryPoint(): string {
  const manifest = require('@account-abstraction/contracts/package.json') as { version: string }
  const artifact = require('@account-abstraction/contracts/artifacts/EntryPoint.json') as { bytecode: string }
  return [
    `// Generated by scripts/compile-aa.ts from @account-abstraction/contracts@${manifest.version}`,
    '// (artifacts/EntryPoint.json, MIT). Do not edit by hand.',
    '',
    '/**',
    ' * Creation bytecode of EntryPoint v0.8 as eth-infinitism published it: deployed through the deterministic',
    ' * deployer with the canonical salt, it lands at viem’s `entryPoint08Address`.',
    ' */',
    `export const entryPoint08Bytecode = '${artifact.bytecode}' as const`,
    '',
  ].join('\n')
}

function write(file: string, text: string) {
  writeFileSync(file, text)
  console.log(`Wrote ${path.relative(packageRoot, file)}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const compiled = compileAaContracts()
  const files: string[] = []
  for (const [name, contract] of Object.entries(compiled) as [ContractName, CompiledContract][]) {
    files.push(path.join(AA_CONTRACTS[name].home.artifacts, `${lowerFirst(name)}.ts`))
    write(files.at(-1) as string, renderArtifact(name, contract))
  }
  files.push(path.join(DEVNET.artifacts, 'entryPoint08.ts'))
  write(files.at(-1) as string, renderEntryPoint())
  // Keep the generated files in the repository's format so lint stays clean.
  spawnSync('biome', ['format', '--write', ...files], { stdio: 'inherit', shell: false })
}
