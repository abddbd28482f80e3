'use client'
import { useCallback, useEffect, useState } from 'react'
import { useModalContext } from './ui.js'

/**
 * Whole seconds until another e-mail may be requested (the 30 s cooldown kept in core's storage), ticking down.
 * `refresh` re-reads it, e.g. after a resend.
 */
export function useEmailCooldown(): { seconds: number; refresh: () => void } {
  const { kit } = useModalContext()
  const [seconds, setSeconds] = useState(() => kit.storage.getTimeToNextEmailLogin())
  useEffect(() => {
    if (seconds <= 0) return
    const timer = setTimeout(() => setSeconds(kit.storage.getTimeToNextEmailLogin()), 1000)
    return () => clearTimeout(timer)
  }, [kit, seconds])
  const refresh = useCallback(() => setSeconds(kit.storage.getTimeToNextEmailLogin()), [kit])
  return { seconds, refresh }
}
