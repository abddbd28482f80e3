// Loaded with the connect unit (controllers/connectFlow.ts), which re-exports it.
import type { KitContext } from '../context.js'

/**
 * Asks the active connector which chains have smart accounts and stores the answer (see
 * `NetworkController.loadSmartAccountEnabledNetworks`). A failure gives an empty list.
 */
export async function loadSmartAccountEnabledNetworks(ctx: KitContext): Promise<number[]> {
  const connector = ctx.parts.getActiveConnector(ctx)
  let chainIds: number[] = []
  try {
    chainIds = (await connector?.getSmartAccountEnabledNetworks?.()) ?? []
    if (!Array.isArray(chainIds) || !chainIds.every((id) => Number.isInteger(id))) chainIds = []
  } catch (error) {
    ctx.logger.warn('Could not get the smart-account networks', error)
    chainIds = []
  }
  ctx.parts.networkSlice(ctx).setSmartAccountEnabledNetworks(chainIds)
  return chainIds
}
