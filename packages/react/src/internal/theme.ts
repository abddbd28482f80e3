import type { ThemeVariables } from '@kit/core'
import type { CSSProperties } from 'react'

/**
 * The host's theme variables as inline custom properties of Kit's root elements. Numbers are unit-less in the
 * options; the colour-mix strength becomes a percentage here. Nothing else is computed at run time.
 */
export function themeStyle(variables: ThemeVariables): CSSProperties {
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(variables)) {
    if (value === undefined || value === null || value === '') continue
    style[name] = name === '--kit-color-mix-strength' ? `${Number(value)}%` : String(value)
  }
  return style as CSSProperties
}
