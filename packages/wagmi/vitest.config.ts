import { createRequire } from 'node:module'
import path from 'node:path'
import { kitProject } from '../../vitest.shared.ts'

const project = kitProject('wagmi', {
  environment: 'jsdom',
  setupFiles: ['./test/setup.ts'],
  testTimeout: 30_000,
})

// The tests start the devnet in the same process as jsdom: its WebSocket server must be ws's Node build, not
// the browser stub that jsdom's 'browser' condition picks.
const devnetRequire = createRequire(path.resolve(import.meta.dirname, '../../apps/devnet/package.json'))
const wsNode = path.join(path.dirname(devnetRequire.resolve('ws/package.json')), 'wrapper.mjs')
project.resolve = { ...project.resolve, alias: { ws: wsNode } }

export default project
