import * as z from 'zod/mini'
import {
  actionAnswer,
  farcasterChannelAnswer,
  farcasterStatusAnswer,
  loginSchema,
  recoveryRecordsAnswer,
  sessionAnswer,
  signedInDevicesAnswer,
  walletOpenAnswer,
} from './authAnswers.js'
import { defineEndpoints } from './route.js'

const done = <const K extends string>(key: K) =>
  z.object({ [key]: z.boolean() } as { [P in K]: z.ZodMiniBoolean })

/**
 * The auth API the secure frame calls (`/v1/auth`, only from the frame's origins, with `?projectId=`): where each
 * route is and what it answers. The server's README describes the flows and the trust model; what each route reads
 * is in `authRoutes.ts`, its handler in `auth/`, its summary in `openapi/routeDocs.ts`.
 */
export const authEndpoints = defineEndpoints({
  emailConnect: {
    method: 'POST',
    path: '/v1/auth/email/connect',
    answer: actionAnswer(['VERIFY_OTP', 'VERIFY_DEVICE']),
  },
  deviceWait: { method: 'POST', path: '/v1/auth/device/wait', answer: z.object({ approved: z.boolean() }) },
  emailVerify: { method: 'POST', path: '/v1/auth/email/verify', answer: loginSchema },
  session: { method: 'GET', path: '/v1/auth/session', answer: sessionAnswer },
  sessions: { method: 'GET', path: '/v1/auth/sessions', answer: signedInDevicesAnswer },
  endSessions: { method: 'POST', path: '/v1/auth/sessions/end', answer: z.object({ ended: z.number() }) },
  logout: { method: 'POST', path: '/v1/auth/logout', answer: done('signedOut') },
  logoutAll: {
    method: 'POST',
    path: '/v1/auth/logout-all',
    answer: z.object({ signedOut: z.boolean(), sessions: z.number() }),
  },
  openWallet: { method: 'POST', path: '/v1/auth/wallet/open', answer: walletOpenAnswer },
  storeShares: { method: 'PUT', path: '/v1/auth/wallet/shares', answer: done('stored'), status: 201 },
  recoveryRecords: { method: 'POST', path: '/v1/auth/wallet/recovery', answer: recoveryRecordsAnswer },
  recoveryAuthShare: {
    method: 'POST',
    path: '/v1/auth/wallet/recovery/share',
    answer: z.object({ splitId: z.string(), authShare: z.string() }),
  },
  addDevice: { method: 'POST', path: '/v1/auth/wallet/devices', answer: done('added'), status: 201 },
  addRecoveryMethod: {
    method: 'POST',
    path: '/v1/auth/wallet/recovery/methods',
    answer: done('added'),
    status: 201,
  },
  removeRecoveryMethod: {
    method: 'DELETE',
    path: '/v1/auth/wallet/recovery/methods/:id',
    answer: done('removed'),
  },
  stepUpEmail: { method: 'POST', path: '/v1/auth/step-up/email', answer: z.object({ sentTo: z.string() }) },
  stepUpEmailVerify: {
    method: 'POST',
    path: '/v1/auth/step-up/email/verify',
    answer: z.object({ freshUntil: z.string() }),
  },
  emailUpdate: {
    method: 'POST',
    path: '/v1/auth/email/update',
    answer: actionAnswer(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
  },
  emailUpdatePrimary: {
    method: 'POST',
    path: '/v1/auth/email/update/primary',
    answer: actionAnswer(['VERIFY_SECONDARY_OTP']),
  },
  emailUpdateSecondary: {
    method: 'POST',
    path: '/v1/auth/email/update/secondary',
    answer: z.object({ newEmail: z.string() }),
  },
  socialStart: { method: 'POST', path: '/v1/auth/social/start', answer: z.object({ uri: z.string() }) },
  socialConnect: {
    method: 'POST',
    path: '/v1/auth/social/connect',
    answer: z.object({ ...loginSchema.shape, userName: z.optional(z.nullable(z.string())) }),
  },
  farcasterChannel: { method: 'POST', path: '/v1/auth/farcaster/channel', answer: farcasterChannelAnswer },
  farcasterStatus: { method: 'POST', path: '/v1/auth/farcaster/status', answer: farcasterStatusAnswer },
})
