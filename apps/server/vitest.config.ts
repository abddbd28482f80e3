import { kitProject } from '../../vitest.shared.ts'

// Servers, PGlite (WASM Postgres) and the devnet start in beforeAll hooks; on a busy 2-core machine that can take
// well over vitest's default 10 s.
// Each file gets fresh modules: with files sharing a worker, a file's start-up once failed with an errno from inside
// a WASM module (most likely PGlite's), not traced to its cause; isolated, it has not recurred.
export default kitProject('server', {
  testTimeout: 60_000,
  isolate: true,
  extra: { test: { hookTimeout: 90_000 } },
})
