// The browser's login-passkey ceremonies for the cards (a step-up, a new passkey), whose code loads only when a card
// needs it: `preload` starts loading as a card opens, so the user's press does not wait for it.
import type { LoginPasskeyCeremonies } from './loginCeremony.js'

const load = () => import('./loginCeremony.js')

/** {@link LoginPasskeyCeremonies} of the browser's WebAuthn, loaded on first use. */
export const lazyLoginPasskeys: LoginPasskeyCeremonies & { preload(): void } = {
  assert: async (options) => (await load()).getLoginPasskey(options),
  register: async (options) => (await load()).createLoginPasskey(options),
  preload() {
    load().catch(() => undefined)
  },
}
