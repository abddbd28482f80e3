// The full-page redirect of a social login (pop-ups blocked, in-app browsers), bound to this browser (N2). A JSON
// start proves nothing about the browser that will finish the login, so the frame starts it with a top-level form
// post from its own origin, which only a click inside the frame can make: the browser sets the post's Origin, and the
// Kit server answers with a cookie the callback needs. A flow started anywhere else cannot finish in this browser.
import { loginProviderName } from '@kit/chains'
import { FlowStateError } from '../errors.js'
import { createResultVerifier } from '../socialVerifier.js'
import type { FrameContext } from './context.js'
import type { LoginRequest } from './session.js'
import { SOCIAL_WAIT_MS } from './socialLogin.js'

/**
 * Shows "Continue with …" and, on the user's click, leaves for the provider through the Kit server's redirect start;
 * the verifier that redeems the result waits in this tab's storage for the frame that loads after the return.
 * @throws {FlowStateError} when `returnTo` is not a page of the host that asked, or the tab keeps no storage.
 * @throws {UserRejectedError} when the user cancels on the card.
 */
export async function startSocialRedirect(
  context: FrameContext,
  params: { provider: string; returnTo: string },
  request: LoginRequest & { origin: string },
): Promise<undefined> {
  const { provider, returnTo } = params
  // The tab comes back to the host page that asked, never elsewhere (the server checks the project's origins).
  if (new URL(returnTo).origin !== request.origin)
    throw new FlowStateError('A redirect login returns to the page that started it', {
      details: `returnTo must be a page of ${request.origin}`,
    })
  const { verifier, challenge } = await createResultVerifier()
  // Checked before the card: a browser that keeps nothing across the redirect is told at once.
  context.redirectVerifiers.save(verifier, context.now() + SOCIAL_WAIT_MS)
  request.waitForUser()
  try {
    await context.accountUi.continueToProvider({
      provider: loginProviderName(provider),
      action: `${context.config.serverUrl.replace(/\/+$/, '')}/auth/social/redirect`,
      // `locale`: the server's pages on the way speak the frame's language.
      fields: {
        provider,
        projectId: context.config.projectId,
        returnTo,
        resultChallenge: challenge,
        locale: context.language.current().locale,
      },
      leaving: () => context.redirectVerifiers.save(verifier, context.now() + SOCIAL_WAIT_MS),
      signal: request.signal,
    })
  } catch (error) {
    // Cancelled or aborted: no redirect is pending in this tab.
    context.redirectVerifiers.take()
    throw error
  }
  return undefined
}
