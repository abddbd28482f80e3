import type { TaskState } from '../controllers/tasks.js'
import { IDLE_TASK } from '../controllers/tasks.js'
import type { KitSnapshot } from '../kit.js'

/** The keys under which the flow actions keep their state in `state.tasks`. */
export const TASK_KEYS = {
  email: 'auth:email',
  device: 'auth:device',
  otp: 'auth:otp',
  resend: 'auth:resend',
  social: 'auth:social',
  farcaster: 'auth:farcaster',
  updateEmail: 'auth:update-email',
  updatePrimary: 'auth:update-primary',
  updateSecondary: 'auth:update-secondary',
  siwe: 'siwe:sign-in',
  disconnect: 'account:disconnect',
  accountType: 'account:type',
  addRecoveryMethod: 'wallet:add-recovery-method',
  exportKey: 'wallet:export-key',
  manageSessions: 'wallet:manage-sessions',
  manageRecoveryMethods: 'wallet:manage-recovery-methods',
  switchNetwork: 'network:switch',
  nameCheck: 'names:check',
  nameRegister: 'names:register',
  onRampOptions: 'onramp:options',
  send: 'send:submit',
} as const

/** The task key of a connection attempt through `connectorId`. */
export const connectTaskKey = (connectorId: string): string => `connect:${connectorId}`

/** The task key of loading the tokens a send can use on `caipNetworkId`. */
export const sendTokensTaskKey = (caipNetworkId: string): string => `send:tokens:${caipNetworkId}`

/** The task key of loading the network fee on `caipNetworkId`. */
export const sendFeeTaskKey = (caipNetworkId: string): string => `send:fee:${caipNetworkId}`

/**
 * The state of one task in a snapshot; idle when it never ran.
 * @example const otp = getTask(kit.getState(), TASK_KEYS.otp)
 */
export function getTask(state: KitSnapshot, key: string): TaskState {
  return state.tasks[key] ?? IDLE_TASK
}
