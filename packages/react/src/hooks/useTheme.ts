'use client'
import type { ThemeMode, ThemeVariables } from '@kit/core'
import { useMemo } from 'react'
import { useKitContext } from './useKitContext.js'
import { useKitState } from './useKitState.js'

/** What `useTheme` returns. */
export type UseThemeResult = {
  readonly mode: ThemeMode
  readonly variables: ThemeVariables
  /** Light or dark; anything else throws `KitValidationError`. */
  setMode(mode: ThemeMode): void
  /** Merges CSS variables (`--kit-accent`, `--kit-border-radius-master`, …) into the current ones. */
  setVariables(variables: ThemeVariables): void
}

/**
 * The theme mode and variables, and their setters.
 * @example const { mode, setMode } = useTheme(); setMode(mode === 'dark' ? 'light' : 'dark')
 */
export function useTheme(): UseThemeResult {
  const { kit } = useKitContext('useTheme')
  const theme = useKitState((state) => state.theme)
  return useMemo(
    () => ({
      mode: theme.mode,
      variables: theme.variables,
      setMode: (mode: ThemeMode) => kit.theme.setMode(mode),
      setVariables: (variables: ThemeVariables) => kit.theme.setVariables(variables),
    }),
    [kit, theme],
  )
}
