import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/kit.js'
import { createTestKit } from '../test-utils.js'
import { createFakeConnector } from '../testing/fakes.js'
import { authSteps } from './authSteps.js'
import { FlowUnavailableError } from './errors.js'

describe('authSteps', () => {
  it('no auth connector: FlowUnavailableError with the words a UI shows and the step in the details', () => {
    const kit = createTestKit()
    kit.connectors.register(createFakeConnector({ id: 'injected', type: 'injected' }))
    let thrown: unknown
    try {
      void authSteps(kit).connectEmail({ email: 'ada@example.com' })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(FlowUnavailableError)
    expect(thrown).toBeInstanceOf(BaseError)
    expect((thrown as FlowUnavailableError).shortMessage).toBe('This option is not available right now')
    expect((thrown as FlowUnavailableError).details).toBe('No registered connector implements connectEmail.')
  })

  it("an auth connector lacking the step (a host's own, partial one) is the same error", () => {
    const kit = createTestKit()
    kit.connectors.register(createFakeConnector({ id: 'host-auth', type: 'auth' }))
    expect(() => authSteps(kit).getFarcasterUri()).toThrow(FlowUnavailableError)
  })

  it("gives the connector's id and each step bound to the connector", async () => {
    const kit = createTestKit()
    const connector = Object.assign(createFakeConnector({ id: 'host-auth', type: 'auth' }), {
      sent: [] as string[],
      async connectEmail(this: { sent: string[] }, { email }: { email: string }) {
        this.sent.push(email)
        return { action: 'VERIFY_OTP' as const }
      },
    })
    kit.connectors.register(connector)
    const auth = authSteps(kit)
    expect(auth.connectorId).toBe('host-auth')
    await expect(auth.connectEmail({ email: 'ada@example.com' })).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(connector.sent).toEqual(['ada@example.com'])
  })
})
