// The blockchain API for view tests: core's msw mock, with `onUnhandledRequest: 'error'`.
import { createBlockchainApiMock } from '@kit/core/testing'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { TEST_API } from './kit.js'

/** Starts the mock API for the current test file and returns it (for seeding names, or `server.use`). */
export function useApiMock() {
  const mock = createBlockchainApiMock({ apiUrl: TEST_API })
  const server = setupServer(...mock.handlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    mock.names.clear()
  })
  afterAll(() => server.close())
  return { mock, server }
}
