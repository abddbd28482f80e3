// The worker that runs Argon2id for keys/argon2.ts: one derivation per worker, answered once.
import { type Argon2idAnswer, type Argon2idInput, argon2idHere } from './argon2.js'

self.onmessage = async (event: MessageEvent<Argon2idInput>) => {
  let answer: Argon2idAnswer
  try {
    answer = { ok: true, bytes: await argon2idHere(event.data) }
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  ;(self as unknown as Worker).postMessage(answer, answer.ok ? [answer.bytes.buffer] : [])
}
