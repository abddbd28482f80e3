// What lazy modules share with each other and with the first load: errors, constants, the plain validation
// rules and two conversions. Lazy modules import these only through this module, so each lazy chunk reaches all of them or none,
// and a bundler that groups files by the set of entries reaching them (esbuild) emits one shared chunk where it
// emitted five (fewer requests, about 0.5 KiB gzip less). Modules of the first load (reached from
// `exports/index.ts`) import the files directly instead: through here they would pull the lazy-only rules and
// conversions into `createKit`'s first load, which `bench/size.mjs --check` catches.
export * from './constants.js'
export * from './errors/api.js'
export * from './errors/kit.js'
export * from './errors/names.js'
export * from './errors/send.js'
export * from './errors/wallet.js'
export { coinTypeToEvmChainId, evmChainIdToCoinType } from './names/coinType.js'
export { parseAmount } from './send/parseAmount.js'
export { sendInputProblem } from './send/sendInputProblem.js'
export * from './validation/rules.js'
