// Argon2id in a worker when the page can start one, else in this thread; a worker that fails falls back.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { argon2id, argon2idHere } from './argon2.js'

const input = {
  password: 'correct horse battery',
  salt: new Uint8Array(16).fill(7),
  memoryKiB: 1024,
  iterations: 1,
  parallelism: 1,
  hashLength: 32,
}

/** A Worker stand-in that answers as the real worker would, or fails to start. */
function fakeWorker(behaviour: 'answer' | 'fail', started: string[]) {
  return class {
    onmessage: ((event: { data: unknown }) => void) | null = null
    onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null
    constructor(url: URL) {
      started.push(url.pathname.split('/').pop() ?? '')
    }
    postMessage(data: typeof input) {
      if (behaviour === 'fail') {
        queueMicrotask(() => this.onerror?.({ message: 'no worker here', preventDefault() {} }))
        return
      }
      void argon2idHere(data).then((bytes) => this.onmessage?.({ data: { ok: true, bytes } }))
    }
    terminate() {}
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('argon2id', () => {
  it('runs in this thread where there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined)
    expect(await argon2id(input)).toHaveLength(32)
  })

  it('runs in the worker when the page can start one, with the same result', async () => {
    const started: string[] = []
    vi.stubGlobal('Worker', fakeWorker('answer', started))
    const bytes = await argon2id(input)
    expect(started).toEqual(['argon2.worker.ts'])
    expect(bytes).toEqual(await argon2idHere(input))
  })

  it('falls back to this thread when the worker fails', async () => {
    const started: string[] = []
    vi.stubGlobal('Worker', fakeWorker('fail', started))
    expect(await argon2id(input)).toEqual(await argon2idHere(input))
    expect(started).toHaveLength(1)
  })
})
