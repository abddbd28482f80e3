// What `kit.send`, `kit.network`… are: each slice's reads and setters (state/<slice>.ts), with the slice's actions
// bound to the kit. An action's module loads on its first call (`lazy`), so the first load carries only the slices.
import type { KitContext } from './context.js'
import { lazy } from './lazy.js'
import { type AccountController, accountSlice } from './state/account.js'
import { type NetworkController, networkSlice, requireNetwork } from './state/network.js'
import { type OnRampController, type OnRampInternals, onrampSlice } from './state/onramp.js'
import { type SendController, type SendInternals, sendSetters } from './state/send.js'

// The connect unit: network switches go with connecting (controllers/connectFlow.ts).
const connectFlow = () => import('./controllers/connectFlow.js')
const switchNetwork = lazy(connectFlow, 'switchNetwork')
const loadSmartAccountEnabledNetworks = lazy(connectFlow, 'loadSmartAccountEnabledNetworks')
const selectPreferredAccountType = lazy(connectFlow, 'selectPreferredAccountType')
const syncProfile = lazy(connectFlow, 'syncProfile')
/** Loads the connected account's balance (the connect unit's `syncBalance`, loaded on first use). */
export const syncBalance = lazy(connectFlow, 'syncBalance')
const onRamp = () => import('./actions/getOnRampQuote.js')
const fetchOnRampOptions = lazy(onRamp, 'fetchOnRampOptions')
const getOnRampQuote = lazy(onRamp, 'getOnRampQuote')
const send = () => import('./actions/sendToken.js')
const sendToken = lazy(send, 'sendToken')
const loadGasPrice = lazy(send, 'loadGasPrice')

/** `kit.account`: the account slice's setters, and the account type, profile and balance loads. */
export function createAccountController(ctx: KitContext): AccountController {
  return {
    ...accountSlice(ctx),
    selectPreferredAccountType: (type) => selectPreferredAccountType(ctx, type),
    syncProfile: () => syncProfile(ctx),
    syncBalance: () => syncBalance(ctx),
  }
}

/** `kit.network`: the network slice, and switching and the smart-account networks through the wallet. */
export function createNetworkController(ctx: KitContext): NetworkController {
  const slice = networkSlice(ctx)
  return {
    ...slice,
    async switchNetwork(caipNetworkId) {
      return switchNetwork(ctx, requireNetwork(slice, caipNetworkId))
    },
    loadSmartAccountEnabledNetworks: () => loadSmartAccountEnabledNetworks(ctx),
  }
}

/** `kit.onramp`: the on-ramp slice's setters, and loading its options and quotes. */
export function createOnRampController(ctx: KitContext): OnRampController & OnRampInternals {
  const slice = onrampSlice(ctx)
  return {
    ...slice,
    loadOptions: () => fetchOnRampOptions(ctx),
    async getQuote() {
      // Loading shows at once, before the action's code has loaded.
      slice.update({ quotesLoading: true })
      try {
        return await getOnRampQuote(ctx)
      } catch (error) {
        // Only a failure to load the action lands here; the action settles loading itself.
        slice.update({ quotesLoading: false })
        throw error
      }
    },
    reset() {
      ctx.bookkeeping.quoteRequest?.abort()
      ctx.bookkeeping.quoteRequest = undefined
      slice.reset()
    },
  }
}

/** `kit.send`: the send slice's setters, and loading the gas price and sending. */
export function createSendController(ctx: KitContext): SendController & SendInternals {
  return {
    ...sendSetters(ctx),
    loadGasPrice: () => loadGasPrice(ctx),
    setExecutor(executor) {
      ctx.bookkeeping.sendExecutor = executor
    },
    sendToken: () => sendToken(ctx),
  }
}
