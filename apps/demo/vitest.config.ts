import { kitProject } from '../../vitest.shared.ts'

export default kitProject('demo', { environment: 'jsdom' })
