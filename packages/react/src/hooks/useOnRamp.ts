'use client'
import type { KitSnapshot, OnRampController } from '@kit/core'
import { useMemo } from 'react'
import { useKitContext } from './useKitContext.js'
import { useKitState } from './useKitState.js'

/** The on-ramp state and the on-ramp controller's actions. */
export type UseOnRampResult = KitSnapshot['onramp'] & OnRampController

/**
 * On-ramp state (providers, currencies, amounts, `quotesLoading`, error) with its actions.
 * @example const { paymentAmount, setPaymentAmount, getQuote } = useOnRamp()
 */
export function useOnRamp(): UseOnRampResult {
  const { kit } = useKitContext('useOnRamp')
  const onramp = useKitState((state) => state.onramp)
  return useMemo(() => {
    const controller = kit.onramp
    return {
      ...onramp,
      setSelectedProvider: controller.setSelectedProvider,
      setPurchaseCurrency: controller.setPurchaseCurrency,
      setPaymentCurrency: controller.setPaymentCurrency,
      setPaymentAmount: controller.setPaymentAmount,
      setPurchaseAmount: controller.setPurchaseAmount,
      loadOptions: controller.loadOptions,
      getQuote: controller.getQuote,
      reset: controller.reset,
    }
  }, [kit, onramp])
}
