import type { AuthConnector } from '../connectors/auth/authConnector.js'
import type { Connector } from '../types.js'
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
  | 'connectPasskey'
  | 'connectPasskeyAutofill'
  | 'updateEmail'
  | 'updateEmailPrimaryOtp'
  | 'updateEmailSecondaryOtp'
  | 'addRecoveryMethod'
  | 'exportKey'
  | 'manageSessions'
  | 'manageRecoveryMethods'
>

/** The auth connector's steps, each bound to it, and its id. */
export type AuthSteps = AuthConnectorSteps & {
  /** The auth connector's id (to connect through it once a login step is done). */
  readonly connectorId: string
}

/**
 * The registered auth connector's steps, called as its methods (`authSteps(kit).connectEmail({ email })`), so a
 * reader and an editor follow each call to `AuthConnector`. A host's own auth connector may implement only some
 * steps: calling a missing one, or any step with no auth connector, throws `FlowUnavailableError` instead of leaving
 * a view that waits for ever.
 */
export function authSteps(kit: Kit): AuthSteps {
  return stepsOf(kit.connectors.getAuthConnector())
}

/** The steps of `connector` (an auth connector, or none), each bound to it and checked when called. */
export function stepsOf(found: Connector | undefined): AuthSteps {
  const connector = found as (Partial<AuthConnectorSteps> & { readonly id: string }) | undefined
  /** `name`, bound to the connector; checked when called. */
  const step = <name extends keyof AuthConnectorSteps>(name: name) =>
    ((...args: unknown[]) => {
      const method = connector?.[name]
      if (typeof method !== 'function') throw new FlowUnavailableError(name)
      return (method as (...args: unknown[]) => unknown).apply(connector, args)
    }) as AuthConnectorSteps[name]
  return {
    get connectorId() {
      if (!connector) throw new FlowUnavailableError('an auth connector')
      return connector.id
    },
    connectEmail: step('connectEmail'),
    connectDevice: step('connectDevice'),
    connectOtp: step('connectOtp'),
    connectSocial: step('connectSocial'),
    getFarcasterUri: step('getFarcasterUri'),
    connectFarcaster: step('connectFarcaster'),
    connectPasskey: step('connectPasskey'),
    connectPasskeyAutofill: step('connectPasskeyAutofill'),
    updateEmail: step('updateEmail'),
    updateEmailPrimaryOtp: step('updateEmailPrimaryOtp'),
    updateEmailSecondaryOtp: step('updateEmailSecondaryOtp'),
    addRecoveryMethod: step('addRecoveryMethod'),
    exportKey: step('exportKey'),
    manageSessions: step('manageSessions'),
    manageRecoveryMethods: step('manageRecoveryMethods'),
  }
}
