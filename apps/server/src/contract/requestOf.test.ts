import { describe, expect, expectTypeOf, it } from 'vitest'
import { authEndpoints } from './authEndpoints.js'
import { authRoutes } from './authRoutes.js'
import type { projectEndpoints } from './projectEndpoints.js'
import type { RequestBodyOf, RouteOf } from './requestOf.js'

// A client takes what it sends from the server's route with the same method and path: the types must follow it.
describe('RequestBodyOf', () => {
  it("is the body the server's route reads, as sent", () => {
    expectTypeOf<RequestBodyOf<typeof authEndpoints.emailConnect>>().toEqualTypeOf<{
      email: string
      deviceId: string
      locale?: string | undefined
    }>()
    expectTypeOf<RouteOf<typeof authEndpoints.storeShares>>().toEqualTypeOf<typeof authRoutes.storeShares>()
  })

  it('is undefined for a route that reads none', () => {
    expectTypeOf<RequestBodyOf<typeof authEndpoints.session>>().toEqualTypeOf<undefined>()
    expectTypeOf<RequestBodyOf<typeof projectEndpoints.projectConfig>>().toEqualTypeOf<undefined>()
  })
})

describe('authRoutes', () => {
  it('serves every endpoint, at its method and path, with what the server adds', () => {
    for (const [name, endpoint] of Object.entries(authEndpoints)) {
      const route = authRoutes[name as keyof typeof authRoutes]
      expect(route).toMatchObject(endpoint)
      expect(route.auth).toBeDefined()
    }
  })
})
