import { kitProject } from '../../vitest.shared.ts'

export default kitProject('accounts')
