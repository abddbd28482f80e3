import { kitProject } from '../../vitest.shared.ts'

export default kitProject('frame-bridge', { environment: 'jsdom' })
