// Shared by the embedded wallet's account actions (add a recovery method, export the key, the signed-in devices, the
// ways to open the wallet): the step runs on the connected auth connector, the frame answers it on its own card, and
// what goes wrong becomes a Kit error a UI can tell apart: a cancel, a refusal that needs a new login, or a failure.
import { FrameError, frameErrorMessages, RequestAbortedError } from '@kit/frame-bridge/errors'
import { isUserRejection } from '../connectors/walletError.js'
import { type BaseError, errorMessage, NotConnectedError } from '../errors/kit.js'
import { ConnectorError, RecentLoginRequiredError, UserRejectedRequestError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import { type AuthConnectorSteps, stepsOf } from './authSteps.js'
import { FlowUnavailableError } from './errors.js'

/**
 * What a wallet card's failure is to the user: closing the card (on it, or by closing the modal) is a
 * `UserRejectedRequestError`, an export after an old login a `RecentLoginRequiredError`, anything else a
 * `ConnectorError` with `failure` as its message and the frame's words as details.
 */
export function toWalletCardError(error: unknown, failure: string): BaseError {
  const cancel = toCardCancel(error)
  if (cancel) return cancel
  if (error instanceof FrameError && error.shortMessage === frameErrorMessages.recentLoginRequired)
    return new RecentLoginRequiredError({ cause: error })
  return new ConnectorError(failure, { cause: error, details: errorMessage(error) })
}

/**
 * A cancel on one of the frame's cards as a `UserRejectedRequestError`: the user pressed Cancel on it (the frame's
 * 'User rejected the request'), or closed the modal over it ('Request was aborted'). Anything else is `undefined`.
 */
export function toCardCancel(error: unknown): UserRejectedRequestError | undefined {
  if (error instanceof RequestAbortedError)
    return new UserRejectedRequestError({ cause: error, details: 'The secure window was closed.' })
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  return undefined
}

/**
 * Runs one of the embedded wallet's cards (`(wallet) => wallet.exportKey()`) on the auth connector the account is
 * connected with.
 * @throws {NotConnectedError} when the account is not connected through the auth connector.
 * @throws {FlowUnavailableError} when that connector does not implement the step (a host's own auth connector).
 * @throws what {@link toWalletCardError} makes of the step's failure.
 */
export async function runWalletCard<result>(
  kit: Kit,
  card: (wallet: AuthConnectorSteps) => Promise<result>,
  failure: string,
): Promise<result> {
  const active = kit.connectors.getActive()
  if (kit.getState().account.status !== 'connected' || active?.type !== 'auth')
    throw new NotConnectedError(
      'Log in with e-mail, a social account or Farcaster to use the embedded wallet.',
    )
  try {
    return await card(stepsOf(active))
  } catch (error) {
    if (error instanceof FlowUnavailableError) throw error
    throw toWalletCardError(error, failure)
  }
}
