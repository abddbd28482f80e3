import { kitProject } from '../../vitest.shared.ts'

// Servers, PGlite (WASM Postgres) and the devnet start in beforeAll hooks; on a busy 2-core machine that can take
// well over vitest's default 10 s.
// Files share a worker's modules, as in the other packages. When every in-memory PGlite still ran initdb, one run of
// three failed a file's start-up with an errno from inside a WASM module (most likely PGlite's), never traced; since
// databases start from a copy of an empty cluster, it has not recurred.
export default kitProject('server', {
  testTimeout: 60_000,
  extra: { test: { hookTimeout: 90_000 } },
})
