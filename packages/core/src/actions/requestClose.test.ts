import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { connectFake, createTestKit } from '../test-utils.js'
import { createSiweTestBackend } from '../testing/fakes.js'
import { requestClose } from './requestClose.js'

const account = privateKeyToAccount(`0x${'01'.repeat(32)}`)

describe('requestClose', () => {
  it('closes the modal on any view when sign-in with wallet is off', () => {
    const kit = createTestKit()
    kit.modal.open({ view: 'ConnectingSiwe' })
    requestClose(kit)
    expect(kit.getState().modal).toMatchObject({ open: false, shake: false })
  })

  it.each(['ConnectingSiwe', 'ApproveTransaction'] as const)(
    'shakes instead of closing on %s while sign-in with wallet is pending',
    (view) => {
      const kit = createTestKit({ siwe: createSiweTestBackend() })
      kit.modal.open({ view })
      requestClose(kit)
      expect(kit.getState().modal).toMatchObject({ open: true, shake: true })
    },
  )

  it('closes on ApproveTransaction for a login protecting or opening the wallet, sign-in pending or not', () => {
    const kit = createTestKit({ siwe: createSiweTestBackend() })
    kit.modal.open({ view: 'ApproveTransaction' })
    kit.router.replace('ApproveTransaction', { approvalPurpose: 'wallet' })
    requestClose(kit)
    expect(kit.getState().modal).toMatchObject({ open: false, shake: false })
  })

  it('closes on other views while sign-in with wallet is pending', () => {
    const kit = createTestKit({ siwe: createSiweTestBackend() })
    kit.modal.open({ view: 'Connect' })
    requestClose(kit)
    expect(kit.getState().modal.open).toBe(false)
  })

  it('closes on ConnectingSiwe once the account has signed in', async () => {
    const backend = createSiweTestBackend()
    backend.session = { address: account.address, chainId: 80002 }
    const kit = createTestKit({ siwe: backend })
    await connectFake(kit, { address: account.address })
    await expect.poll(() => kit.siwe.isAuthenticated()).toBe(true)
    kit.modal.open({ view: 'ConnectingSiwe' })
    requestClose(kit)
    expect(kit.getState().modal).toMatchObject({ open: false, shake: false })
  })
})
