// Loaded with the connect unit (controllers/connectFlow.ts), which re-exports it.
import type { KitContext } from '../context.js'

/**
 * Loads the profile name and image: the identity endpoint first, then the first name a reverse lookup finds (see
 * `AccountController.syncProfile`).
 */
export async function syncProfile(ctx: KitContext): Promise<void> {
  const { state } = ctx
  const address = state.account.address
  if (!address) return
  const identity = await ctx.api.fetchIdentity({ address, sender: address })
  let name = identity.name
  if (!name) {
    const names = await ctx.api.reverseLookupName({ address, sender: address })
    name = names[0]?.name ?? null
  }
  // The account may have changed while the calls ran; a stale answer is dropped.
  if (state.account.address !== address) return
  const account = ctx.parts.accountSlice(ctx)
  account.setProfileName(name)
  account.setProfileImage(identity.avatar)
}
