import { act } from '@testing-library/react'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../test/kit.js'
import { AccountButton, ConnectButton, KitProvider, NetworkButton } from './exports/index.js'

afterEach(() => vi.restoreAllMocks())

describe('hydration', () => {
  it('hydrates server markup of the provider and the buttons without a mismatch', async () => {
    const kit = createTestKit()
    const page = (
      <StrictMode>
        <KitProvider kit={kit} prefetch={false}>
          <ConnectButton />
          <AccountButton />
          <NetworkButton />
        </KitProvider>
      </StrictMode>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.appendChild(container)
    const errors = vi.spyOn(console, 'error')
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => console.error(error) })
    })
    expect(errors).not.toHaveBeenCalled()
    expect(container.querySelector('button')?.textContent).toBe('Connect Wallet')
    await act(async () => root?.unmount())
    container.remove()
  })
})
