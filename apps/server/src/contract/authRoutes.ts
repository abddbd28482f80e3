import { authEndpoints } from './authEndpoints.js'
import {
  addRecoveryBody,
  emailConnectBody,
  emailUpdateBody,
  emailVerifyBody,
  endSessionsBody,
  farcasterStatusBody,
  holderBody,
  mailLocaleBody,
  openWalletBody,
  otpBody,
  otpThenMailBody,
  recoveryMethodParams,
  recoveryRecordsBody,
  recoveryShareBody,
  socialConnectBody,
  socialStartBody,
  storeSharesBody,
} from './authRequests.js'
import { defineRoutes } from './route.js'

/**
 * The auth API as the server serves it: each endpoint of `authEndpoints.ts` with the body it validates and what the
 * caller must hold. The frame never bundles this table (it takes the bodies' types only).
 */
export const authRoutes = defineRoutes(authEndpoints, {
  emailConnect: { body: emailConnectBody, auth: 'none' },
  deviceWait: { body: emailConnectBody, auth: 'none' },
  emailVerify: { body: emailVerifyBody, auth: 'proof' },
  session: { auth: 'session' },
  sessions: { auth: 'boundSession' },
  endSessions: { body: endSessionsBody, auth: 'boundSession' },
  logout: { auth: 'session' },
  logoutAll: { auth: 'boundSession' },
  openWallet: { body: openWalletBody, auth: 'boundSession' },
  storeShares: { body: storeSharesBody, auth: 'boundSession' },
  recoveryRecords: { body: recoveryRecordsBody, auth: 'boundSession' },
  recoveryAuthShare: { body: recoveryShareBody, auth: 'boundSession' },
  addDevice: { body: holderBody, auth: 'boundSession' },
  addRecoveryMethod: { body: addRecoveryBody, auth: 'boundSession' },
  removeRecoveryMethod: { params: recoveryMethodParams, auth: 'boundSession' },
  stepUpEmail: { body: mailLocaleBody, auth: 'boundSession' },
  stepUpEmailVerify: { body: otpBody, auth: 'boundSession' },
  emailUpdate: { body: emailUpdateBody, auth: 'boundSession' },
  emailUpdatePrimary: { body: otpThenMailBody, auth: 'boundSession' },
  emailUpdateSecondary: { body: otpBody, auth: 'boundSession' },
  socialStart: { body: socialStartBody, auth: 'none' },
  socialConnect: { body: socialConnectBody, auth: 'proof' },
  farcasterChannel: { auth: 'none' },
  farcasterStatus: { body: farcasterStatusBody, auth: 'proof' },
})
