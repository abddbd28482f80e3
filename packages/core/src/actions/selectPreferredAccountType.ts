// Loaded with the connect unit (controllers/connectFlow.ts), which re-exports it.
import { parseCaipAddress } from '@kit/chains'
import type { KitContext } from '../context.js'
import { isAccountType } from '../validation/rules.js'
import { KitValidationError, NotConnectedError } from '../errors/kit.js'
import type { AccountType } from '../types.js'
import { loadAccountData } from '../controllers/connection.follow.js'

/**
 * Switches between eoa and smartAccount through the active connector, then goes to ConnectingSiwe or Account (see
 * `AccountController.selectPreferredAccountType`). Resolves with the account type in force.
 */
export async function selectPreferredAccountType(ctx: KitContext, type: AccountType): Promise<AccountType> {
  const { state } = ctx
  const account = ctx.parts.accountSlice(ctx)
  if (!isAccountType(type))
    throw new KitValidationError('Invalid account type', { details: 'Expected "eoa" or "smartAccount".' })
  const connector = ctx.parts.getActiveConnector(ctx)
  // Checked before loading starts, so a refusal never leaves the modal stuck loading.
  if (!connector || state.account.status !== 'connected') throw new NotConnectedError()
  let inForce: AccountType = type
  let moved = false
  ctx.parts.setModalLoading(ctx, true)
  try {
    if (!connector.setPreferredAccountType) throw new Error(`${connector.name} has no account types`)
    const result = await connector.setPreferredAccountType(type)
    inForce = result?.type ?? type
    if (result?.address && state.account.caipAddress) {
      const { caipNetworkId, address: previous } = parseCaipAddress(state.account.caipAddress)
      account.setCaipAddress(`${caipNetworkId}:${result.address}`)
      moved = result.address.toLowerCase() !== previous.toLowerCase()
    }
  } catch (error) {
    // Failure to set the preferred account falls back to eoa.
    ctx.logger.warn('Could not set the preferred account type; falling back to eoa', error)
    inForce = 'eoa'
  } finally {
    ctx.parts.setModalLoading(ctx, false)
  }
  account.setPreferredAccountType(inForce)
  if (moved) {
    // The smart account and the EOA are different addresses: the old one's balance and name must not stay.
    account.setBalance(undefined, undefined)
    account.setProfileName(undefined)
    account.setProfileImage(undefined)
    loadAccountData(ctx)
  }
  ctx.parts.sendSetters(ctx).reset()
  ctx.events.emit('SET_PREFERRED_ACCOUNT_TYPE', { accountType: inForce, network: state.network.active })
  // Sign-in follows on an EVM network when it is on; otherwise the account.
  const evm = ctx.parts.networkSlice(ctx).getActiveNetwork().chainNamespace === 'eip155'
  ctx.parts.pushView(ctx, ctx.options.features.siwe && evm ? 'ConnectingSiwe' : 'Account')
  return inForce
}
