'use client'
import { useMemo } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { themeStyle } from './theme.js'

/** The attributes that theme an element Kit renders: the light/dark data attribute and the host's variables. */
export function useThemeAttributes() {
  const theme = useKitState((state) => state.theme)
  return useMemo(() => ({ 'data-kit-theme': theme.mode, style: themeStyle(theme.variables) }), [theme])
}
