// Its own file (so its own worker): work that earlier tests started on purpose (wallet discovery after a modal
// opened) cannot touch the globals this test watches.
import { expect, it, vi } from 'vitest'

it('works in Node with no DOM and touches no browser global at import', async () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
  expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined')
  const touched: string[] = []
  for (const name of ['window', 'document', 'localStorage', 'matchMedia', 'navigator', 'location'] as const) {
    const original = Object.getOwnPropertyDescriptor(globalThis, name)
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name)
        return original?.get ? original.get.call(globalThis) : original?.value
      },
    })
  }
  try {
    vi.resetModules()
    const core = await import('./exports/index.js')
    expect(typeof core.createKit).toBe('function')
    expect(touched).toEqual([])
  } finally {
    for (const name of ['window', 'document', 'localStorage', 'matchMedia', 'navigator', 'location'])
      delete (globalThis as Record<string, unknown>)[name]
  }
})
