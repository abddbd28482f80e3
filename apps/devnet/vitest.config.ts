import { kitProject } from '../../vitest.shared.ts'

export default kitProject('devnet', { testTimeout: 60_000 })
