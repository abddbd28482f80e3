import { describe, expect, expectTypeOf, it } from 'vitest'
import { passkeyEndpoints as exported } from '../../contract/index.js'
import type { RequestBodyOf } from '../../contract/requestOf.js'
import { passkeyEndpoints } from './passkeyEndpoints.js'
import { passkeyRoutes } from './passkeyRequests.js'

// The frame takes the passkey routes from `@kit/server/contract` like the other auth routes: the answers' schemas,
// and what it sends as types from the server's routes.
describe('the passkey contract', () => {
  it('is exported to clients, and the server serves every endpoint at its method and path', () => {
    expect(exported).toBe(passkeyEndpoints)
    for (const [name, endpoint] of Object.entries(passkeyEndpoints)) {
      const route = passkeyRoutes[name as keyof typeof passkeyRoutes]
      expect(route).toMatchObject(endpoint)
      expect(route.path.startsWith('/v1/auth/passkey/')).toBe(true)
    }
  })

  it("types each body from the server's route", () => {
    expectTypeOf<RequestBodyOf<typeof passkeyEndpoints.passkeyLoginOptions>>().toEqualTypeOf<{
      credentialId?: string | undefined
    }>()
    expectTypeOf<RequestBodyOf<typeof passkeyEndpoints.passkeyList>>().toEqualTypeOf<undefined>()
  })
})
