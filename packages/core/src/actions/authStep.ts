import type { AuthConnector } from '../connectors/auth/authConnector.js'
import type { Kit } from '../kit.js'
import { FlowUnavailableError } from './errors.js'

/** The steps of the auth (secure-frame) connector the login flows and the embedded wallet's actions drive. */
export type AuthConnectorSteps = Pick<
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
  | 'addRecoveryMethod'
  | 'exportKey'
  | 'manageSessions'
  | 'manageRecoveryMethods'
>

/**
 * The named step of the registered auth connector, bound to it, with the connector's id. A host's own auth
 * connector may implement only some steps, so a missing one is a clear error instead of a view that waits for ever.
 * @throws {FlowUnavailableError} when no auth connector is registered or it lacks the step.
 */
export function requireAuthStep<step extends keyof AuthConnectorSteps>(
  kit: Kit,
  step: step,
): { connectorId: string; run: AuthConnectorSteps[step] } {
  const connector = kit.connectors.getAuthConnector()
  const method = (connector as Partial<AuthConnectorSteps> | undefined)?.[step]
  if (!connector || typeof method !== 'function') throw new FlowUnavailableError(step)
  return {
    connectorId: connector.id,
    run: (method as (...args: unknown[]) => unknown).bind(connector) as AuthConnectorSteps[step],
  }
}
