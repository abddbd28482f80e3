// The name-service actions, loaded on first use so the first paint does not carry them.
import type { NameProfile } from '../api/types.js'
import type { KitContext } from '../context.js'
import {
  AddressOrAuthConnectorNotFoundError,
  NameServiceError,
  registerNameFailedMessage,
} from '../errors/names.js'
import { ApiError, apiReason } from '../errors/api.js'
import { BaseError, KitValidationError, MESSAGES, NetworkNotFoundError } from '../errors/kit.js'
import { evmChainIdToCoinType } from '../names/coinType.js'
import { validateAccountName } from '../validation/rules.js'
import type { NameSuggestion } from '../types.js'

const serviceError = (error: unknown, fallback: string) =>
  new NameServiceError(apiReason(error) ?? fallback, { cause: error })

/** See `NamesController.lookup`. */
export async function lookup(ctx: KitContext, name: string): Promise<NameProfile> {
  try {
    return await ctx.api.lookupName(ctx.parts.withNameSuffix(ctx, name))
  } catch (error) {
    throw serviceError(error, MESSAGES.resolveNameFailed)
  }
}

/** See `NamesController.isNameRegistered`. */
export async function isNameRegistered(ctx: KitContext, name: string): Promise<boolean> {
  try {
    await ctx.api.lookupName(ctx.parts.withNameSuffix(ctx, name))
    return true
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false
    throw serviceError(error, MESSAGES.resolveNameFailed)
  }
}

/** See `NamesController.getSuggestions`. */
export async function getSuggestions(ctx: KitContext, name: string): Promise<NameSuggestion[]> {
  const { state, bookkeeping } = ctx
  const withoutSuffix = (full: string) => ctx.parts.withoutNameSuffix(ctx, full)
  const mine = ++bookkeeping.nameSuggestionRequest
  state.names.loading = true
  state.names.suggestionsError = undefined
  try {
    const response = await ctx.api.getNameSuggestions(withoutSuffix(name))
    const suggestions = response.suggestions.map((entry) => ({
      name: withoutSuffix(entry.name),
      registered: entry.registered,
    }))
    if (mine === bookkeeping.nameSuggestionRequest) state.names.suggestions = suggestions
    return suggestions
  } catch (error) {
    const failure = serviceError(error, MESSAGES.nameSuggestionsFailed)
    // Kept in state so every UI shows it; a superseded request's failure is nobody's concern.
    if (mine === bookkeeping.nameSuggestionRequest) state.names.suggestionsError = failure.shortMessage
    throw failure
  } finally {
    if (mine === bookkeeping.nameSuggestionRequest) state.names.loading = false
  }
}

/** See `NamesController.getNamesForAddress`. */
export async function getNamesForAddress(ctx: KitContext, address: string): Promise<NameProfile[]> {
  try {
    return await ctx.api.reverseLookupName({ address, sender: address })
  } catch (error) {
    throw serviceError(error, MESSAGES.namesForAddressFailed)
  }
}

/** See `NamesController.registerName`. */
export async function registerName(ctx: KitContext, name: string): Promise<void> {
  const { state } = ctx
  const label = ctx.parts.withoutNameSuffix(ctx, name.trim())
  const invalid = validateAccountName(label)
  if (invalid) throw new KitValidationError(invalid, { details: `Name: "${label}"` })
  const network = ctx.parts.networkSlice(ctx).getActiveNetwork()
  if (network.chainNamespace !== 'eip155')
    throw new NetworkNotFoundError({ details: 'Names are registered on an EVM network.' })
  const address = state.account.address
  if (!address || !ctx.parts.getAuthConnector(ctx)) throw new AddressOrAuthConnectorNotFoundError()

  const fullName = ctx.parts.withNameSuffix(ctx, label)
  const analytics = {
    isSmartAccount: state.account.preferredAccountType === 'smartAccount',
    ensName: fullName,
  }
  state.names.loading = true
  ctx.events.emit('REGISTER_NAME_INITIATED', analytics)
  // Registration settles its own outcome here. It leaves nothing on the router's transaction stack: the secure
  // frame's approval view comes and goes with the signature request itself, and an action left there would be
  // settled later by whoever pops the stack next, with this registration's navigation.
  try {
    const coinType = evmChainIdToCoinType(Number(network.id))
    const message = JSON.stringify({
      name: fullName,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const signature = await ctx.parts.signMessage(ctx, message)
    await ctx.api.registerName({ coinType, address, message, signature })
    ctx.parts.accountSlice(ctx).setProfileName(fullName)
    ctx.parts.replaceView(ctx, 'RegisterAccountNameSuccess')
    ctx.events.emit('REGISTER_NAME_SUCCESS', analytics)
  } catch (error) {
    ctx.parts.replaceView(ctx, 'RegisterAccountName')
    // Kit's own errors (e.g. 'Invalid chainId') keep their message; the service's become the spec's.
    const failure =
      error instanceof BaseError && !(error instanceof ApiError)
        ? error
        : serviceError(error, registerNameFailedMessage(label))
    ctx.events.emit('REGISTER_NAME_ERROR', { ...analytics, error: failure.shortMessage })
    throw failure
  } finally {
    state.names.loading = false
  }
}
