// Back from a social login by full-page redirect: the Kit server sent the tab back to the host page with
// `kitSocialResult` (or `kitSocialError`) added to its query. This runs in `createKit`, so it is first-load code and
// stays tiny: it takes the parameters out of the address bar at once; `createKit` loads the resume lazily.

/**
 * When the page's URL carries a social-login return: removes `kitSocialResult`/`kitSocialError` with
 * `history.replaceState` before anything else reads the URL (so a reload, a bookmark or the host's router never sees
 * them; every other part of the URL stays as it was) and returns the query as it arrived, for the resume
 * (`resumeSocialLogin` in `reactions.ts`). Returns `undefined` otherwise.
 */
export function takeSocialReturn(): string | undefined {
  const search = globalThis.location?.search
  if (!search?.includes('kitSocial')) return undefined
  history.replaceState(
    history.state,
    '',
    location.pathname +
      search.replace(/[?&]kitSocial(Result|Error)=[^&]*/g, '').replace(/^&/, '?') +
      location.hash,
  )
  return search
}
