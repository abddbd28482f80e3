// vitest's jsdom environment replaces the global Uint8Array and ArrayBuffer with jsdom's, so Node's Buffers (and the
// keys a devnet or a test wallet derives from them in the same process) stop being Uint8Arrays and the crypto
// libraries refuse them. The devnet and the wallets run in Node's realm, so Node's constructors come back (as in
// vitest's own Node environment).

/**
 * Puts Node's own `Uint8Array` and `ArrayBuffer` back on `globalThis` in a jsdom test environment. Call it first
 * (in a setup file, or at the top of a test file) in tests that run Node-side crypto under jsdom. Node only.
 */
export function restoreNodeTypedArrays(): void {
  const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor
  Object.assign(globalThis, {
    Uint8Array: NodeUint8Array,
    ArrayBuffer: new NodeUint8Array(0).buffer.constructor,
  })
}
