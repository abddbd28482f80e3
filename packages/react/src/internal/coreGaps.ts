// The auth connector's login steps as the views call them. Core's auth connector implements all of them
// (`AuthConnector` in @kit/core); a host's own auth connector may implement only some, so each step is looked up
// and a missing one becomes a clear error instead of a view that waits for ever.
import type { AuthConnector, Kit } from '@kit/core'
import { FlowUnavailableError } from '../errors.js'

/** The steps of the auth (secure-frame) connector the modal drives. */
export type AuthConnectorFlows = Pick<
  AuthConnector,
  | 'connectEmail'
  | 'connectDevice'
  | 'connectOtp'
  | 'connectSocial'
  | 'getFarcasterUri'
  | 'connectFarcaster'
  | 'updateEmail'
  | 'updateEmailPrimaryOtp'
  | 'updateEmailSecondaryOtp'
  | 'attachApprovalFrame'
>

/** The registered auth connector, with whichever steps it implements. */
export function authConnector(kit: Kit): Partial<AuthConnectorFlows> | undefined {
  return kit.connectors.getAuthConnector() as Partial<AuthConnectorFlows> | undefined
}

/**
 * The named step of the auth connector, bound to it, with the connector's id (to complete the login).
 * @throws {FlowUnavailableError} when no auth connector is registered or it lacks the step.
 */
export function requireAuthStep<step extends keyof AuthConnectorFlows>(
  kit: Kit,
  step: step,
): { connector: { id: string }; run: AuthConnectorFlows[step] } {
  const connector = kit.connectors.getAuthConnector()
  const method = (connector as Partial<AuthConnectorFlows> | undefined)?.[step]
  if (!connector || typeof method !== 'function') throw new FlowUnavailableError(step)
  return {
    connector,
    run: (method as (...args: unknown[]) => unknown).bind(connector) as AuthConnectorFlows[step],
  }
}
