// Runs before every test file of @kit/core.
//
// The files of a worker share their imports (isolate: false), and core loads much of its code on first use. A test
// that ends while such a load is still under way (a restore, a prefetch, an analytics flush) leaves it to finish in
// a torn-down environment, and the next file that waits on the same module fails with EnvironmentTeardownError.
// Loaded here first, every later load finds the module ready.
import { beforeAll } from 'vitest'

beforeAll(async () => {
  await Promise.all([
    import('../src/controllers/connectFlow.js'),
    import('../src/controllers/siwe.actions.js'),
    import('../src/actions/sendToken.js'),
    import('../src/controllers/names.actions.js'),
    import('../src/actions/getOnRampQuote.js'),
    import('../src/controllers/events.remote.js'),
    import('../src/connectors/auth/socialResume.js'),
    import('../src/api/client.js'),
    import('../src/chain/jsonRpc.js'),
    import('../src/chain/evmSend.js'),
    import('../src/chain/solanaSend.js'),
    import('../src/actions/solanaSigning.js'),
    import('@kit/frame-bridge'),
    import('@kit/frame-bridge/methods'),
  ])
})
