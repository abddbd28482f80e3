import { kitProject } from '../../vitest.shared.ts'

export default kitProject('walletconnect', { testTimeout: 20_000 })
