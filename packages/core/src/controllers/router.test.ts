import { describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../test-utils.js'
import type { TransactionAction } from '../types.js'

const rect = { width: 10, height: 10, top: 0, left: 0 }

describe('router controller', () => {
  it('push adds a view; pushing the current view does nothing', () => {
    const kit = createTestKit()
    kit.router.push('Networks', { caipNetworkId: 'eip155:1' })
    kit.router.push('Networks', { caipNetworkId: 'eip155:137' })
    expect(kit.getState().router).toEqual({
      view: 'Networks',
      history: ['Connect', 'Networks'],
      data: { caipNetworkId: 'eip155:1' },
    })
  })

  it('replace swaps the current entry and its data', () => {
    const kit = createTestKit()
    kit.router.push('EmailVerifyDevice', { email: 'a@b.co' })
    kit.router.replace('EmailVerifyOtp', { email: 'a@b.co' })
    expect(kit.getState().router.history).toEqual(['Connect', 'EmailVerifyOtp'])
    expect(kit.getState().router.data).toEqual({ email: 'a@b.co' })
  })

  it('reset starts over at the view and drops old data', () => {
    const kit = createTestKit()
    kit.router.push('Networks', { caipNetworkId: 'eip155:1' })
    kit.router.reset('Account')
    expect(kit.getState().router).toEqual({ view: 'Account', history: ['Account'], data: undefined })
  })

  it('goBack returns to the previous entry with that entry’s data', () => {
    const kit = createTestKit()
    kit.router.push('UpdateEmailWallet', { email: 'old@b.co' })
    kit.router.push('UpdateEmailPrimaryOtp', { email: 'old@b.co', newEmail: 'new@b.co' })
    kit.router.goBack()
    expect(kit.getState().router.view).toBe('UpdateEmailWallet')
    expect(kit.getState().router.data).toEqual({ email: 'old@b.co' })
  })

  it('goBack on the only entry does nothing', () => {
    const kit = createTestKit()
    kit.router.goBack()
    expect(kit.getState().router.history).toEqual(['Connect'])
  })

  it('goBackToIndex keeps the entries up to that index', () => {
    const kit = createTestKit()
    kit.router.reset('Account')
    kit.router.push('AccountSettings')
    kit.router.push('Networks')
    kit.router.goBackToIndex(0)
    expect(kit.getState().router.history).toEqual(['Account'])
    kit.router.goBackToIndex(5)
    expect(kit.getState().router.history).toEqual(['Account'])
  })

  it('going back closes the modal when the history has one entry', () => {
    const kit = createTestKit()
    kit.modal.open()
    kit.router.goBackOrClose()
    expect(kit.getState().modal.open).toBe(false)
  })

  it('going back with more than one entry goes back and keeps the modal open', () => {
    const kit = createTestKit()
    kit.modal.open()
    kit.router.push('WhatIsAWallet')
    kit.router.goBackOrClose()
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('Connect')
  })

  it('a view change hides the tooltip', () => {
    const kit = createTestKit()
    kit.tooltip.show({ message: 'Copy', triggerRect: rect })
    kit.router.push('Networks')
    expect(kit.getState().tooltip.open).toBe(false)
  })

  describe('transaction stack', () => {
    it('on success resets to the action view and calls onSuccess', () => {
      const kit = createTestKit()
      const onSuccess = vi.fn()
      kit.router.reset('WalletSendPreview')
      kit.router.push('ApproveTransaction')
      kit.router.pushTransactionStack({ view: 'Account', goBack: false, onSuccess })
      kit.router.popTransactionStack('success')
      expect(kit.getState().router.history).toEqual(['Account'])
      expect(onSuccess).toHaveBeenCalledOnce()
    })

    it('on success with replace swaps the current entry', () => {
      const kit = createTestKit()
      kit.router.reset('Account')
      kit.router.push('RegisterAccountName')
      kit.router.pushTransactionStack({ view: 'RegisterAccountNameSuccess', goBack: false, replace: true })
      kit.router.popTransactionStack('success')
      expect(kit.getState().router.history).toEqual(['Account', 'RegisterAccountNameSuccess'])
    })

    it('on success with goBack goes back; with close it closes the modal', () => {
      const kit = createTestKit()
      kit.modal.open({ view: 'Account' })
      kit.router.push('ApproveTransaction')
      kit.router.pushTransactionStack({ view: null, goBack: true, close: true })
      kit.router.popTransactionStack('success')
      expect(kit.getState().router.view).toBe('Account')
      expect(kit.getState().modal.open).toBe(false)
    })

    it('on cancel goes back and calls onCancel', () => {
      const kit = createTestKit()
      const onCancel = vi.fn()
      const onSuccess = vi.fn()
      kit.router.reset('RegisterAccountName')
      kit.router.push('ApproveTransaction')
      kit.router.pushTransactionStack({
        view: 'RegisterAccountNameSuccess',
        goBack: false,
        onCancel,
        onSuccess,
      })
      kit.router.popTransactionStack('cancel')
      expect(kit.getState().router.view).toBe('RegisterAccountName')
      expect(onCancel).toHaveBeenCalledOnce()
      expect(onSuccess).not.toHaveBeenCalled()
    })

    it('settles the latest action first and keeps the earlier ones', () => {
      const kit = createTestKit()
      const order: string[] = []
      kit.router.pushTransactionStack({
        view: 'Account',
        goBack: false,
        onSuccess: () => order.push('first'),
      })
      kit.router.pushTransactionStack({
        view: 'Networks',
        goBack: false,
        onSuccess: () => order.push('second'),
      })
      kit.router.popTransactionStack('success')
      kit.router.popTransactionStack('success')
      expect(order).toEqual(['second', 'first'])
    })

    it('a removed action never runs, and reset drops pending actions', () => {
      const kit = createTestKit()
      const removed: TransactionAction = { view: 'Account', goBack: false, onSuccess: vi.fn() }
      kit.router.pushTransactionStack(removed)
      kit.router.removeFromTransactionStack(removed)
      kit.router.popTransactionStack('success')
      expect(removed.onSuccess).not.toHaveBeenCalled()
      const dropped: TransactionAction = { view: 'Account', goBack: false, onSuccess: vi.fn() }
      kit.router.pushTransactionStack(dropped)
      kit.router.reset('Connect')
      kit.router.popTransactionStack('success')
      expect(dropped.onSuccess).not.toHaveBeenCalled()
    })
  })
})
