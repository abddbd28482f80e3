import { BaseError } from '@kit/chains'
import { describe, expect, it } from 'vitest'
import {
  FrameError,
  FrameLoadError,
  FrameNotSetError,
  FrameParentNotSetError,
  FrameReloadedError,
  FrameTimeoutError,
  frameErrorMessages,
  InvalidFrameOptionsError,
  InvalidFrameRequestError,
  InvalidFrameResponseError,
  RequestAbortedError,
  RequestMaybeSentError,
  RpcNotAllowedError,
  UnsupportedFrameRequestError,
} from './exports/index.js'

describe('spec error strings, word for word', () => {
  it.each([
    [new FrameNotSetError(), 'FrameNotSetError', 'W3mFrame: iframe is not set'],
    [new FrameParentNotSetError(), 'FrameParentNotSetError', 'W3mFrame: parent is not set'],
    [new FrameLoadError(), 'FrameLoadError', 'Unable to load email login dependency'],
    [new RequestAbortedError(), 'RequestAbortedError', 'Request was aborted'],
    [new FrameError('GET_USER', undefined), 'FrameError', 'An error occurred'],
    [new RpcNotAllowedError('eth_sign'), 'RpcNotAllowedError', 'Requested RPC call is not allowed'],
  ])('%s', (error, name, shortMessage) => {
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe(name)
    expect(error.shortMessage).toBe(shortMessage)
    expect(error.message.split('\n')[0]).toBe(shortMessage)
  })

  it('keeps the table of strings in one place', () => {
    expect(frameErrorMessages).toEqual({
      iframeNotSet: 'W3mFrame: iframe is not set',
      parentNotSet: 'W3mFrame: parent is not set',
      loadFailed: 'Unable to load email login dependency',
      requestAborted: 'Request was aborted',
      defaultFrameError: 'An error occurred',
      rpcNotAllowed: 'Requested RPC call is not allowed',
      rpcNotAllowedUi: 'Action not allowed',
      userRejected: 'User rejected the request',
      recentLoginRequired: 'Sign in again to export your key',
    })
  })
})

describe('FrameError', () => {
  it("uses the frame's message", () => {
    const error = new FrameError('CONNECT_OTP', 'Invalid code')
    expect(error.shortMessage).toBe('Invalid code')
    expect(error.request).toBe('CONNECT_OTP')
  })

  it.each([[''], ['   '], [undefined]])('falls back to "An error occurred" for %j', (message) => {
    expect(new FrameError('X', message).shortMessage).toBe('An error occurred')
  })
})

describe('RpcNotAllowedError', () => {
  it('carries the UI message "Action not allowed" and the method', () => {
    const error = new RpcNotAllowedError('eth_sign')
    expect(error.uiMessage).toBe('Action not allowed')
    expect(error.method).toBe('eth_sign')
    expect(error.details).toBe('Method: eth_sign')
  })

  it('never echoes a huge or non-string method', () => {
    expect(new RpcNotAllowedError('x'.repeat(10_000)).method).toHaveLength(100)
    expect(new RpcNotAllowedError({ toString: () => 'boom' }).method).toBe('object')
  })
})

describe('other bridge errors', () => {
  it.each([
    [new FrameTimeoutError('GET_USER', 20_000), 'FrameTimeoutError'],
    [new FrameReloadedError('GET_USER'), 'FrameReloadedError'],
    [new InvalidFrameRequestError('CONNECT_EMAIL', 'email: bad'), 'InvalidFrameRequestError'],
    [new InvalidFrameResponseError('GET_USER', 'address: bad'), 'InvalidFrameResponseError'],
    [new UnsupportedFrameRequestError('SYNC_THEME'), 'UnsupportedFrameRequestError'],
    [new InvalidFrameOptionsError('frameUrl'), 'InvalidFrameOptionsError'],
    [new RequestMaybeSentError('RPC_REQUEST', 'eth_sendTransaction', 'reloaded'), 'RequestMaybeSentError'],
  ])('%s extends the kit-wide BaseError', (error, name) => {
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe(name)
    expect(error.shortMessage.length).toBeGreaterThan(0)
  })
})

describe('RequestMaybeSentError', () => {
  it('is not a RequestAbortedError: the approved operation may be on the chain', () => {
    const error = new RequestMaybeSentError('RPC_REQUEST', 'wallet_sendCalls', 'The secure frame reloaded.')
    expect(error).not.toBeInstanceOf(RequestAbortedError)
    expect(error.shortMessage).not.toBe(frameErrorMessages.requestAborted)
    expect(error.shortMessage).toContain('may have been')
    expect(error.method).toBe('wallet_sendCalls')
    expect(error.details).toBe('The secure frame reloaded.')
  })
})
