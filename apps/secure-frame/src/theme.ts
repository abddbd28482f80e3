/** What SYNC_THEME carries. */
export type FrameTheme = {
  themeMode?: 'light' | 'dark' | undefined
  themeVariables?: Record<string, string | number> | undefined
  w3mThemeVariables?: Record<string, string> | undefined
}

// Only these variables reach the frame's styles; values are set through the CSSOM, never as style text.
const ALLOWED = new Set([
  '--kit-accent',
  '--kit-color-mix',
  '--kit-color-mix-strength',
  '--kit-font-family',
  '--kit-font-size-master',
  '--kit-border-radius-master',
])

/** Applies the host's theme to the frame's UI: light or dark, and the documented Kit variables. */
export function applyTheme(root: HTMLElement, theme: FrameTheme): void {
  if (theme.themeMode) root.dataset.theme = theme.themeMode
  for (const [name, value] of Object.entries(theme.themeVariables ?? {})) {
    if (!ALLOWED.has(name)) continue
    const text = String(value)
    // A value is one CSS token list; anything that could end the declaration or load a URL is dropped.
    if (/[;{}<>\\]|url\(|expression\(/i.test(text) || text.length > 200) continue
    root.style.setProperty(name, text)
  }
}
