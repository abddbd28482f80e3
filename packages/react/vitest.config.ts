import { kitProject } from '../../vitest.shared.ts'

export default kitProject('react', {
  environment: 'jsdom',
  setupFiles: ['./test/setup.ts'],
  testTimeout: 15_000,
})
