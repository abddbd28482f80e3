import { kitProject } from '../../vitest.shared.ts'

// Servers, PGlite (WASM Postgres) and the devnet start in beforeAll hooks; on a busy 2-core machine that can take
// well over vitest's default 10 s.
// Each file gets fresh modules: PGlite's WASM file system, shared by every database a worker opened before, once
// failed a later file's start-up with an errno from inside the WASM module.
export default kitProject('server', {
  testTimeout: 60_000,
  isolate: true,
  extra: { test: { hookTimeout: 90_000 } },
})
