// renderHook inside <StrictMode><KitProvider kit={kit}>.
import type { Kit } from '@kit/core'
import { renderHook } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { KitProvider } from '../src/exports/index.js'

export function renderKitHook<result>(kit: Kit, hook: () => result) {
  return renderHook(hook, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <KitProvider kit={kit} prefetch={false}>
          {children}
        </KitProvider>
      </StrictMode>
    ),
  })
}
