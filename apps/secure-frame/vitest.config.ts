import { kitProject } from '../../vitest.shared.ts'

export default kitProject('secure-frame', { environment: 'jsdom' })
