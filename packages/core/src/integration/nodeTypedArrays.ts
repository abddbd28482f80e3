// Imported first by integration tests that run in jsdom. vitest's jsdom environment replaces the global
// Uint8Array and ArrayBuffer with jsdom's, so Node's Buffers (and the keys the devnet derives from them) stop
// being Uint8Arrays and the crypto libraries refuse them. The devnet and the wallets run in Node's realm, so
// Node's constructors come back (as vitest's own Node environment does).
const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor
Object.assign(globalThis, {
  Uint8Array: NodeUint8Array,
  ArrayBuffer: new NodeUint8Array(0).buffer.constructor,
})
