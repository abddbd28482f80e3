import { kitProject } from '../../vitest.shared.ts'

export default kitProject('server', { testTimeout: 60_000 })
