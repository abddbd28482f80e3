import { BaseError as ChainsBaseError } from '@kit/chains'
import { frameErrorMessages } from '@kit/frame-bridge/errors'
import { describe, expect, it } from 'vitest'
import {
  AddressOrAuthConnectorNotFoundError,
  InvalidChainIdError,
  registerNameFailedMessage,
} from './errors/names.js'
import { ApiError } from './errors/api.js'
import {
  BaseError,
  EmailCooldownError,
  emailCooldownMessage,
  errorMessage,
  MESSAGES,
  NetworkNotFoundError,
} from './errors/kit.js'
import { RecentLoginRequiredError, RpcMethodNotAllowedError } from './errors/wallet.js'
import { UnsupportedChainError } from './errors/send.js'

describe('errors', () => {
  it('core re-exports the one kit-wide BaseError', () => {
    expect(BaseError).toBe(ChainsBaseError)
    expect(new NetworkNotFoundError()).toBeInstanceOf(ChainsBaseError)
    expect(new ApiError('x')).toBeInstanceOf(BaseError)
  })

  it('the spec texts that core owns are word for word', () => {
    expect(MESSAGES).toMatchObject({
      unsupportedChain: 'Unsupported chain',
      sendFailed: 'Something went wrong',
      sendStarted: 'Transaction started',
      solanaSendInvalid: 'Please enter a valid amount and receiver address',
      solanaSendFailed: 'Failed to send transaction. Please try again.',
      networkNotFound: 'Network not found',
      addressOrAuthConnectorNotFound: 'Address or auth connector not found',
      invalidChainId: 'Invalid chainId',
      resolveNameFailed: 'Error resolving name',
      nameSuggestionsFailed: 'Error fetching name suggestions',
      namesForAddressFailed: 'Error fetching names for address',
      rpcNotAllowed: 'Requested RPC call is not allowed',
      rpcNotAllowedUi: 'Action not allowed',
    })
    expect(emailCooldownMessage(12)).toBe('Please try again after 12 seconds')
    expect(registerNameFailedMessage('alice')).toBe('Error registering name alice')
  })

  it("Kit's own texts for the embedded wallet's actions, and the frame's refusal word for word", () => {
    expect(MESSAGES).toMatchObject({
      passkeyAdded: 'Passkey added',
      recoveryPasswordAdded: 'Recovery password added',
      addRecoveryMethodFailed: 'Could not add a recovery method',
      exportKeyFailed: 'Could not export your key',
      recentLoginRequired: 'Sign in again to export your key',
    })
    // Core tells the frame's refusal apart by its message, so the two tables must agree.
    expect(MESSAGES.recentLoginRequired).toBe(frameErrorMessages.recentLoginRequired)
  })

  it('each error class has its own name and the spec text as its short message', () => {
    const cases: [BaseError, string, string][] = [
      [new UnsupportedChainError(), 'UnsupportedChainError', 'Unsupported chain'],
      [new NetworkNotFoundError(), 'NetworkNotFoundError', 'Network not found'],
      [
        new AddressOrAuthConnectorNotFoundError(),
        'AddressOrAuthConnectorNotFoundError',
        'Address or auth connector not found',
      ],
      [new InvalidChainIdError(2 ** 31), 'InvalidChainIdError', 'Invalid chainId'],
      [new EmailCooldownError(5), 'EmailCooldownError', 'Please try again after 5 seconds'],
      [
        new RpcMethodNotAllowedError('eth_sign'),
        'RpcMethodNotAllowedError',
        'Requested RPC call is not allowed',
      ],
      [new RecentLoginRequiredError(), 'RecentLoginRequiredError', 'Sign in again to export your key'],
    ]
    for (const [error, name, shortMessage] of cases) {
      expect(error.name).toBe(name)
      expect(error.shortMessage).toBe(shortMessage)
      expect(error.message.startsWith(shortMessage)).toBe(true)
      expect(error.version).toBeTruthy()
    }
  })

  it('an ApiError carries the status and the service reasons, first reason as details', () => {
    const error = new ApiError('HTTP 409', {
      status: 409,
      reasons: [{ name: 'TAKEN', description: 'Name is taken' }],
    })
    expect(error.status).toBe(409)
    expect(error.details).toBe('Name is taken')
  })

  it('errorMessage reads Kit errors, Errors and strings', () => {
    expect(errorMessage(new NetworkNotFoundError({ details: 'dev' }))).toBe('Network not found')
    expect(errorMessage(new Error('plain'))).toBe('plain')
    expect(errorMessage('text')).toBe('text')
    expect(errorMessage(undefined)).toBe('Unknown error')
  })
})
