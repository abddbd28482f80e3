import type { KitContext } from '../context.js'
import { KitValidationError } from '../errors/kit.js'
import type { ThemeMode, ThemeVariables } from '../types.js'
import { THEME_MODES } from '../constants.js'
import { getAuthConnector } from './connectors.js'

/** Theme mode (light or dark) and variables; kept in sync with the secure frame when there is one. */
export type ThemeController = {
  /**
   * Sets light or dark.
   * @throws {KitValidationError} for anything else.
   */
  setMode(mode: ThemeMode): void
  /** Merges variables into the current ones. */
  setVariables(variables: ThemeVariables): void
}

/** The system preference in a browser, light otherwise. Read at createKit time, never at import. */
export function systemThemeMode(): ThemeMode {
  const match = (globalThis as { matchMedia?: (query: string) => { matches: boolean } }).matchMedia
  try {
    return match?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  } catch {
    return 'light'
  }
}

/** Creates the theme controller of one kit. */
export function createThemeController(ctx: KitContext): ThemeController {
  const sync = () => {
    // The auth connector renders the frame's UI; it follows the modal's theme. Failures are not fatal.
    const auth = getAuthConnector(ctx)
    auth
      ?.syncTheme?.({ mode: ctx.state.theme.mode, variables: { ...ctx.state.theme.variables } })
      .catch((error: unknown) => ctx.logger.info('Unable to sync theme to auth connector', error))
  }
  return {
    setMode(mode) {
      if (!THEME_MODES.includes(mode))
        throw new KitValidationError('Invalid theme mode', {
          details: 'Theme mode must be "light" or "dark".',
        })
      ctx.state.theme.mode = mode
      sync()
    },
    setVariables(variables) {
      ctx.state.theme.variables = { ...ctx.state.theme.variables, ...variables }
      sync()
    },
  }
}
