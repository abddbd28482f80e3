// E-mail, social and Farcaster login through the auth (secure-frame) connector, and the e-mail update.
// Every step starts from a user action; the views show the task's state.
import type { Kit, RouterData, SocialProvider } from '@kit/core'
import { requireAuthStep } from '../internal/coreGaps.js'
import type { TaskStore } from '../internal/tasks.js'
import type { KitMessages } from '../messages.js'
import { afterConnect } from './connect.js'

export const TASKS = {
  email: 'auth:email',
  device: 'auth:device',
  otp: 'auth:otp',
  resend: 'auth:resend',
  social: 'auth:social',
  farcaster: 'auth:farcaster',
  updateEmail: 'auth:update-email',
  updatePrimary: 'auth:update-primary',
  updateSecondary: 'auth:update-secondary',
} as const

/** Completes a login the frame has accepted: the auth connector connects, then the usual next step. */
async function finishLogin(kit: Kit, connectorId: string, signal: AbortSignal) {
  await kit.connection.connect(connectorId)
  if (!signal.aborted) afterConnect(kit)
}

/** Asks for a code (or a device link) for `email`, then shows the matching step (spec §4). */
export function submitEmail(kit: Kit, tasks: TaskStore, email: string) {
  return tasks.run(TASKS.email, async ({ signal }) => {
    const { run } = requireAuthStep(kit, 'connectEmail')
    const { action } = await run({ email })
    if (signal.aborted) return
    if (action === 'VERIFY_DEVICE') {
      kit.router.push('EmailVerifyDevice', { email })
      void waitForDeviceApproval(kit, tasks, email)
    } else kit.router.push('EmailVerifyOtp', { email })
  })
}

/** Waits for the e-mailed device approval, then asks for the code. */
export function waitForDeviceApproval(kit: Kit, tasks: TaskStore, email: string) {
  return tasks.run(TASKS.device, async ({ signal }) => {
    await requireAuthStep(kit, 'connectDevice').run()
    if (!signal.aborted) kit.router.replace('EmailVerifyOtp', { email })
  })
}

/** Checks the 6-digit code, then connects. */
export function submitOtp(kit: Kit, tasks: TaskStore, otp: string) {
  return tasks.run(TASKS.otp, async ({ signal }) => {
    const { connector, run } = requireAuthStep(kit, 'connectOtp')
    await run({ otp })
    await finishLogin(kit, connector.id, signal)
  })
}

/** Sends the code (or link) again; the connector refuses within the 30 s cooldown. */
export function resendEmail(
  kit: Kit,
  tasks: TaskStore,
  messages: KitMessages,
  email: string,
  device = false,
) {
  return tasks.run(TASKS.resend, async () => {
    await requireAuthStep(kit, 'connectEmail').run({ email })
    kit.toast.showSuccess(messages.codeResent)
    if (device) void waitForDeviceApproval(kit, tasks, email)
  })
}

/**
 * Social login, started from the click: the connector is called synchronously inside it, and opens the pop-up
 * before it awaits anything, so blockers allow it. Where core chooses a full-page redirect instead (pop-up blocked,
 * in-app browser, `socialLoginMode`), the page leaves while this view shows it is waiting; core resumes the login
 * when the page comes back.
 */
export function startSocialLogin(kit: Kit, tasks: TaskStore, provider: SocialProvider) {
  kit.router.push('ConnectingSocial', { socialProvider: provider })
  return tasks.run(TASKS.social, async ({ signal }) => {
    const { connector, run } = requireAuthStep(kit, 'connectSocial')
    const outcome: { mode?: string } | undefined = await run({ provider })
    if (outcome?.mode === 'redirect') return
    await finishLogin(kit, connector.id, signal)
  })
}

/** Farcaster: a fresh URL for the QR code every time (never a cached one), then wait for the approval. */
export function startFarcasterLogin(kit: Kit, tasks: TaskStore, options: { navigate?: boolean } = {}) {
  if (options.navigate !== false) kit.router.push('ConnectingFarcaster', { socialProvider: 'farcaster' })
  return tasks.run(TASKS.farcaster, async ({ report, signal }) => {
    const { connector, run } = requireAuthStep(kit, 'getFarcasterUri')
    const { url } = await run()
    report(url)
    await requireAuthStep(kit, 'connectFarcaster').run()
    await finishLogin(kit, connector.id, signal)
  })
}

/** Asks to change the e-mail; the answer says which code comes first (spec §4). */
export function submitEmailUpdate(kit: Kit, tasks: TaskStore, currentEmail: string, newEmail: string) {
  return tasks.run(TASKS.updateEmail, async ({ signal }) => {
    const { action } = await requireAuthStep(kit, 'updateEmail').run({ email: newEmail })
    if (signal.aborted) return
    const data: RouterData = { email: currentEmail, newEmail }
    kit.router.push(
      action === 'VERIFY_SECONDARY_OTP' ? 'UpdateEmailSecondaryOtp' : 'UpdateEmailPrimaryOtp',
      data,
    )
  })
}

/** The code sent to the current address; then the one sent to the new address. */
export function submitPrimaryOtp(kit: Kit, tasks: TaskStore, otp: string, data: RouterData) {
  return tasks.run(TASKS.updatePrimary, async ({ signal }) => {
    await requireAuthStep(kit, 'updateEmailPrimaryOtp').run({ otp })
    if (!signal.aborted) kit.router.replace('UpdateEmailSecondaryOtp', data)
  })
}

/** The code sent to the new address; then back to the account. */
export function submitSecondaryOtp(kit: Kit, tasks: TaskStore, otp: string) {
  return tasks.run(TASKS.updateSecondary, async ({ signal }) => {
    await requireAuthStep(kit, 'updateEmailSecondaryOtp').run({ otp })
    if (!signal.aborted) kit.router.reset('Account')
  })
}
