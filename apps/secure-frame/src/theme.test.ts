import { describe, expect, it } from 'vitest'
import { applyTheme } from './theme.js'

describe('theme sync', () => {
  it('sets light or dark and the documented variables', () => {
    const root = document.createElement('div')
    applyTheme(root, {
      themeMode: 'dark',
      themeVariables: { '--kit-accent': '#ff0066', '--kit-border-radius-master': '2px' },
    })
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--kit-accent')).toBe('#ff0066')
    expect(root.style.getPropertyValue('--kit-border-radius-master')).toBe('2px')
  })

  it('ignores unknown variables and values that could load URLs or end the declaration', () => {
    const root = document.createElement('div')
    applyTheme(root, {
      themeVariables: {
        '--kit-accent': 'red; background: url(https://evil.example/leak)',
        '--kit-font-family': 'url(https://evil.example/font)',
        color: 'red',
        '--kit-z-index': 99,
      },
    })
    expect(root.getAttribute('style') ?? '').toBe('')
  })
})
