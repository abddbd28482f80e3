// `@kit/frame-bridge` as the auth connector loads it, on the first use of the frame. It is loaded through this
// core module rather than `import('@kit/frame-bridge')` so that its chunk, like every other lazy chunk, reaches
// `shared.ts` (the re-export below): a bundler that groups files by the entries reaching them then keeps the code
// the first load shares with lazy chunks, `@kit/chains`' helpers included, in one chunk (`bench/size.mjs`).
export * from '@kit/frame-bridge'
export { W3M_COMPAT_VERSION } from '../../shared.js'
