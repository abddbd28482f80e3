import type { RecoveryMethodKind } from '../connectors/auth/types.js'
import { defineTask } from '../state/tasks.js'
import type { AccountType, SendToken } from '../types.js'

/** What a name check found: the name, and whether it is taken. */
export type AccountNameCheck = { readonly name: string; readonly registered: boolean }

/**
 * The tasks the flow actions run, each with the value its state carries: read one with `getTask(state, task)`.
 * @example const otp = getTask(kit.getState(), tasks.otp)
 */
export const tasks = {
  email: defineTask('auth:email'),
  device: defineTask('auth:device'),
  otp: defineTask('auth:otp'),
  resend: defineTask('auth:resend'),
  social: defineTask('auth:social'),
  /** The value is the URL to show as a QR code, reported while the login waits. */
  farcaster: defineTask<string>('auth:farcaster'),
  passkey: defineTask('auth:passkey'),
  updateEmail: defineTask('auth:update-email'),
  updatePrimary: defineTask('auth:update-primary'),
  updateSecondary: defineTask('auth:update-secondary'),
  siwe: defineTask('siwe:sign-in'),
  disconnect: defineTask('account:disconnect'),
  accountType: defineTask<AccountType>('account:type'),
  addRecoveryMethod: defineTask<{ kind: RecoveryMethodKind }>('wallet:add-recovery-method'),
  exportKey: defineTask('wallet:export-key'),
  manageSessions: defineTask<{ ended: number }>('wallet:manage-sessions'),
  manageRecoveryMethods: defineTask<{ removed: number }>('wallet:manage-recovery-methods'),
  switchNetwork: defineTask('network:switch'),
  nameCheck: defineTask<AccountNameCheck>('names:check'),
  nameRegister: defineTask('names:register'),
  onRampOptions: defineTask('onramp:options'),
  /** The value is the transaction hash (EVM) or signature (Solana). */
  send: defineTask<string>('send:submit'),
  /** A connection attempt through `connectorId`. */
  connect: (connectorId: string) => defineTask(`connect:${connectorId}`),
  /** Loading the tokens a send can use on `caipNetworkId`. */
  sendTokens: (caipNetworkId: string) => defineTask<readonly SendToken[]>(`send:tokens:${caipNetworkId}`),
  /** Loading the gas price on `caipNetworkId`. */
  sendFee: (caipNetworkId: string) => defineTask<bigint>(`send:fee:${caipNetworkId}`),
}
