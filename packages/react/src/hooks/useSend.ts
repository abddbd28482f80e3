'use client'
import type { KitSnapshot, SendController } from '@kit/core'
import { useMemo } from 'react'
import { useKitContext } from './useKitContext.js'
import { useKitState } from './useKitState.js'

/** The send state and the send controller's actions. */
export type UseSendResult = KitSnapshot['send'] & SendController

/**
 * Send state (token, amount, receiver, gas price, loading) with its actions.
 * @example const { setReceiverAddress, sendToken } = useSend()
 */
export function useSend(): UseSendResult {
  const { kit } = useKitContext('useSend')
  const send = useKitState((state) => state.send)
  return useMemo(() => {
    const controller = kit.send
    return {
      ...send,
      setToken: controller.setToken,
      setTokenAmount: controller.setTokenAmount,
      setReceiverAddress: controller.setReceiverAddress,
      setReceiverProfileName: controller.setReceiverProfileName,
      setReceiverProfileImageUrl: controller.setReceiverProfileImageUrl,
      setGasPrice: controller.setGasPrice,
      setGasPriceInUSD: controller.setGasPriceInUSD,
      loadGasPrice: controller.loadGasPrice,
      setExecutor: controller.setExecutor,
      sendToken: controller.sendToken,
      reset: controller.reset,
    }
  }, [kit, send])
}
