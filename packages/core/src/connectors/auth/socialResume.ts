// The second half of a social login by full-page redirect, loaded only when the page came back with a result: the
// modal shows the social connecting view, the secure frame redeems the result with the verifier it kept, the kit
// connects, and the modal moves on to the account (or sign-in with wallet). A failure stays on the connecting view
// with `connection.error` saying why.
import type { KitContext } from '../../context.js'
import type { SocialProvider } from '../../types.js'
import { isSocialProvider } from '../../validation/rules.js'
import type { AuthConnector } from './authConnector.js'
import { AuthFrameLoadError } from './errors.js'
import { SOCIAL_REDIRECT_PROVIDER_KEY } from './socialRedirect.js'

/** The provider the redirect went to, kept by `connectSocial` in this tab; removed once read. */
function takeProvider(): SocialProvider | undefined {
  try {
    const provider = sessionStorage.getItem(SOCIAL_REDIRECT_PROVIDER_KEY)
    sessionStorage.removeItem(SOCIAL_REDIRECT_PROVIDER_KEY)
    return provider && isSocialProvider(provider) ? provider : undefined
  } catch {
    return undefined
  }
}

/**
 * Resumes the social login whose return `search` (the page's query as it arrived) carries. Never rejects: the
 * outcome is in the kit's state (connected, or `connection.error` on the connecting view).
 */
export default async function resumeSocialLogin(ctx: KitContext, search: string): Promise<void> {
  const params = new URLSearchParams(search)
  const result = params.get('kitSocialResult') ?? undefined
  const error = params.get('kitSocialError') ?? undefined
  if (result === undefined && error === undefined) return
  const kit = ctx.kit()
  const provider = takeProvider()
  ctx.state.connection.error = undefined
  kit.modal.open({ view: 'ConnectingSocial' })
  kit.router.reset('ConnectingSocial', provider ? { socialProvider: provider } : undefined)
  try {
    await kit.connectors.discover()
    const connector = kit.connectors.getAuthConnector() as Partial<AuthConnector> | undefined
    if (!connector?.id || typeof connector.resumeSocial !== 'function')
      throw new AuthFrameLoadError({
        details: 'No auth connector that can resume a social login is registered.',
      })
    await connector.resumeSocial({
      ...(provider ? { provider } : {}),
      ...(result === undefined ? {} : { result: result.slice(0, 2048) }),
      ...(error === undefined ? {} : { error: error.slice(0, 256) || 'unknown' }),
    })
    // The page was reloaded on the way: the account shows where the user landed.
    await kit.connection.connect(connector.id, { afterwards: 'showAccount' })
  } catch (failure) {
    const { shortMessage, message } = (failure ?? {}) as { shortMessage?: unknown; message?: unknown }
    ctx.state.connection.error = String(shortMessage ?? message ?? 'Connection failed')
    ctx.logger.warn('The social login did not complete', failure)
  }
}
