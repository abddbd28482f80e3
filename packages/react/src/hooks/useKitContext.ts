'use client'
import { useContext } from 'react'
import { KitContext, type KitContextValue } from '../context.js'
import { KitProviderMissingError } from '../errors.js'

/** The provider's value; throws a clear error naming the hook when there is no provider. */
export function useKitContext(hookName: string): KitContextValue {
  const value = useContext(KitContext)
  if (!value) throw new KitProviderMissingError(hookName)
  return value
}
