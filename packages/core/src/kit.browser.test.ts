// @vitest-environment jsdom
import { polygonAmoy } from '@kit/chains'
import { afterEach, describe, expect, it } from 'vitest'
import { createKit } from './kit.js'

afterEach(() => {
  window.localStorage.clear()
})

describe('createKit in a browser (jsdom)', () => {
  it('persists to window.localStorage by default and restores it in the next kit', () => {
    const first = createKit({ projectId: 'p', networks: [polygonAmoy], logLevel: 'silent' })
    first.storage.setSmartAccountEnabledNetworks([80002])
    expect(window.localStorage.getItem('@kit/smart_account_enabled_networks')).toBe('80002')
    const second = createKit({ projectId: 'p', networks: [polygonAmoy], logLevel: 'silent' })
    expect(second.getState().network.smartAccountEnabledNetworks).toEqual([80002])
  })

  it('works without matchMedia (light) and opens the modal', () => {
    const kit = createKit({ projectId: 'p', networks: [polygonAmoy], logLevel: 'silent' })
    expect(kit.getState().theme.mode).toBe('light')
    kit.modal.open()
    expect(kit.getState().router.view).toBe('Connect')
  })
})
