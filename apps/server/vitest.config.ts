import { kitProject } from '../../vitest.shared.ts'

// Servers, PGlite (WASM Postgres) and the devnet start in beforeAll hooks; on a busy 2-core machine that can take
// well over vitest's default 10 s.
export default kitProject('server', { testTimeout: 60_000, extra: { test: { hookTimeout: 90_000 } } })
