// Argon2id for the recovery password, off the frame's main thread where the page can start a worker: 64 MiB and
// three passes take a second or more, and the card must keep painting its progress meanwhile. Elsewhere (Node, a
// page without workers) it runs here. hash-wasm is loaded on first use either way.

/** What one derivation needs. */
export type Argon2idInput = {
  password: string
  salt: Uint8Array<ArrayBuffer>
  memoryKiB: number
  iterations: number
  parallelism: number
  hashLength: number
}

/** Runs Argon2id in this thread. */
export async function argon2idHere(input: Argon2idInput): Promise<Uint8Array<ArrayBuffer>> {
  const { argon2id } = await import('hash-wasm')
  const derived = await argon2id({
    password: input.password,
    salt: input.salt,
    memorySize: input.memoryKiB,
    iterations: input.iterations,
    parallelism: input.parallelism,
    hashLength: input.hashLength,
    outputType: 'binary',
  })
  return new Uint8Array(derived)
}

/** One worker's answer. */
export type Argon2idAnswer = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; message: string }

function inWorker(input: Argon2idInput): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./argon2.worker.ts', import.meta.url), { type: 'module' })
    const done = () => worker.terminate()
    worker.onmessage = (event: MessageEvent<Argon2idAnswer>) => {
      done()
      if (event.data.ok) resolve(event.data.bytes)
      else reject(new Error(event.data.message))
    }
    worker.onerror = (event) => {
      done()
      event.preventDefault()
      reject(new Error(event.message || 'The Argon2id worker failed'))
    }
    worker.postMessage(input)
  })
}

/**
 * Argon2id of `input`: in a worker of this origin when the page can start one (a worker that fails to start falls
 * back to this thread), else here.
 */
export async function argon2id(input: Argon2idInput): Promise<Uint8Array<ArrayBuffer>> {
  if (typeof Worker !== 'function' || typeof document === 'undefined') return argon2idHere(input)
  try {
    return await inWorker(input)
  } catch {
    return argon2idHere(input)
  }
}
