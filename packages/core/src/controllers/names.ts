import type { NameProfile } from '../api/types.js'
import { bindActions } from '../bind.js'
import type { KitContext } from '../context.js'
import { lazy } from '../lazy.js'
import type { NameSuggestion } from '../types.js'

/** The name service: lookup, suggestions, reverse lookup and registration. */
export type NamesController = {
  /** The configured suffix, '.kit.id' by default. */
  readonly suffix: string
  /** `alice` → `alice.kit.id`; a name that already has the suffix is unchanged. */
  withSuffix(name: string): string
  /** `alice.kit.id` → `alice`; a name without the suffix is unchanged. */
  withoutSuffix(name: string): string
  /**
   * Resolves a name.
   * @throws {NameServiceError} with the service's first reason, else 'Error resolving name'.
   */
  lookup(name: string): Promise<NameProfile>
  /**
   * True when the name is taken, false when the service says it does not exist.
   * @throws {NameServiceError} when the service cannot answer (a failure never reads as "available").
   */
  isNameRegistered(name: string): Promise<boolean>
  /**
   * Loads suggestions into `names.suggestions` (without the suffix), with `names.loading` meanwhile.
   * A newer call supersedes an older one; on failure the suggestions stay as they were and the error's
   * message is in `names.suggestionsError` until the next call.
   * @throws {NameServiceError} with the service's first reason, else 'Error fetching name suggestions'.
   */
  getSuggestions(name: string): Promise<NameSuggestion[]>
  /**
   * The names registered for an address.
   * @throws {NameServiceError} with the service's first reason, else 'Error fetching names for address'.
   */
  getNamesForAddress(address: string): Promise<NameProfile[]>
  /**
   * Registers `name` for the connected account: signs the message JSON `{name, attributes: {}, timestamp}`
   * (seconds) with the connected wallet and posts it with the ENSIP-11 coin type. Loading meanwhile; then
   * RegisterAccountNameSuccess and the profile name set, or back to RegisterAccountName on failure.
   * @throws {KitValidationError} for an invalid name (letters, digits and hyphens, at least 4).
   * @throws {NetworkNotFoundError} 'Network not found' unless the active network is EVM.
   * @throws {AddressOrAuthConnectorNotFoundError} 'Address or auth connector not found'.
   * @throws {InvalidChainIdError} 'Invalid chainId' when the chain id is 2^31 or more.
   * @throws {NameServiceError} with the service's first reason, else 'Error registering name {name}'.
   */
  registerName(name: string): Promise<void>
}

/** `alice` → `alice.kit.id` (the configured suffix); a name that already has the suffix is unchanged. */
export function withNameSuffix(ctx: KitContext, name: string): string {
  const { suffix } = ctx.options.names
  return name.endsWith(suffix) ? name : `${name}${suffix}`
}

/** `alice.kit.id` → `alice`; a name without the configured suffix is unchanged. */
export function withoutNameSuffix(ctx: KitContext, name: string): string {
  const { suffix } = ctx.options.names
  return name.endsWith(suffix) ? name.slice(0, -suffix.length) : name
}

const namesActions = () => import('./names.actions.js')

/** See `NamesController.getSuggestions`: loading (and no error) shows at once, before the action's code has loaded. */
async function getNameSuggestions(ctx: KitContext, name: string): Promise<NameSuggestion[]> {
  ctx.state.names.loading = true
  ctx.state.names.suggestionsError = undefined
  let loaded: Awaited<ReturnType<typeof namesActions>>
  try {
    loaded = await namesActions()
  } catch (error) {
    // The action settles loading itself; only a failure to load it lands here.
    ctx.state.names.loading = false
    throw error
  }
  return loaded.getSuggestions(ctx, name)
}

/** `kit.names`. The actions load with the first call. */
export const createNamesController = (ctx: KitContext): NamesController => ({
  suffix: ctx.options.names.suffix,
  ...bindActions<Omit<NamesController, 'suffix'>>(ctx, {
    withSuffix: withNameSuffix,
    withoutSuffix: withoutNameSuffix,
    lookup: lazy(namesActions, 'lookup'),
    isNameRegistered: lazy(namesActions, 'isNameRegistered'),
    getSuggestions: getNameSuggestions,
    getNamesForAddress: lazy(namesActions, 'getNamesForAddress'),
    registerName: lazy(namesActions, 'registerName'),
  }),
})
