import { createRequire } from 'node:module'
import path from 'node:path'
import { kitProject } from '../../vitest.shared.ts'

const project = kitProject('core', { setupFiles: ['./test/setup.ts'] })

// Integration tests run WalletConnect's SDKs in Node: dependencies resolve as Node resolves them. Vite's extra
// 'module' condition would pick their ESM builds, whose CommonJS imports only bundlers accept.
const ssrResolve = project.ssr?.resolve
if (ssrResolve?.conditions)
  ssrResolve.conditions = ssrResolve.conditions.filter((condition) => condition !== 'module')

// jsdom integration tests start the devnet in the same process: its WebSocket server must be ws's Node build,
// not the browser stub that jsdom's 'browser' condition picks.
const devnetRequire = createRequire(path.resolve(import.meta.dirname, '../../apps/devnet/package.json'))
const wsNode = path.join(path.dirname(devnetRequire.resolve('ws/package.json')), 'wrapper.mjs')
project.resolve = { ...project.resolve, alias: { ws: wsNode } }

export default project
