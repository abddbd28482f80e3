// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { createTestWallet } from './createTestWallet.js'

describe('mountPrompt()', () => {
  it('lists waiting requests and settles them with Approve / Reject', async () => {
    const wallet = createTestWallet({
      policy: 'ask',
      solana: false,
      evm: { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }] },
    })
    const unmount = wallet.mountPrompt(document)
    const prompt = document.querySelector<HTMLElement>('[data-kit-test-wallet-prompt]')
    expect(prompt?.getAttribute('role')).toBe('dialog')
    expect(prompt?.hidden).toBe(true)

    const connecting = wallet.provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(prompt?.hidden).toBe(false))
    expect(prompt?.textContent).toContain('Connect: share your accounts with this site')
    prompt?.querySelector<HTMLButtonElement>('[data-action="approve"]')?.click()
    await expect(connecting).resolves.toHaveLength(5)
    expect(prompt?.hidden).toBe(true)

    const signing = wallet.provider.request({
      method: 'personal_sign',
      params: ['0x00', wallet.evm.addresses[0]],
    })
    await vi.waitFor(() => expect(prompt?.querySelector('[data-action="reject"]')).not.toBeNull())
    prompt?.querySelector<HTMLButtonElement>('[data-action="reject"]')?.click()
    await expect(signing).rejects.toMatchObject({ code: 4001 })

    unmount()
    expect(document.querySelector('[data-kit-test-wallet-prompt]')).toBeNull()
  })
})
