// Back from a social login by full-page redirect: the Kit server sent the tab back to the host page with
// `kitSocialResult` (or `kitSocialError`) added to its query. This runs in `createKit`, so it is first-load code and
// stays tiny: it takes the parameters out of the address bar at once and loads the resume lazily.
import type { KitContext } from '../../context.js'

/**
 * When the page's URL carries a social-login return: removes `kitSocialResult`/`kitSocialError` with
 * `history.replaceState` before anything else reads the URL (so a reload, a bookmark or the host's router never sees
 * them; every other part of the URL stays as it was), then resumes the login through the secure frame
 * (`socialResume.ts`, loaded now).
 */
export function takeSocialReturn(ctx: KitContext): void {
  const search = globalThis.location?.search
  if (!search?.includes('kitSocial')) return
  history.replaceState(
    history.state,
    '',
    location.pathname +
      search.replace(/[?&]kitSocial(Result|Error)=[^&]*/g, '').replace(/^&/, '?') +
      location.hash,
  )
  import('./socialResume.js').then((resume) => resume.default(ctx, search), ctx.logger.warn)
}
