import { describe, expect, it } from 'vitest'
import { parseAppMessage, parseFrameMessage } from './messages.js'

const id = '8f14e45f-ceea-467f-a0e6-6f1c3f0d1b9a'

describe('parseFrameMessage', () => {
  it('reads replies and frame events', () => {
    expect(parseFrameMessage({ type: '@w3m-frame/GET_USER_SUCCESS', id, payload: { a: 1 } })).toEqual({
      kind: 'reply',
      name: 'GET_USER',
      id,
      ok: true,
      payload: { a: 1 },
    })
    expect(
      parseFrameMessage({ type: '@w3m-frame/GET_USER_ERROR', id, payload: { message: 'nope' } }),
    ).toEqual({
      kind: 'reply',
      name: 'GET_USER',
      id,
      ok: false,
      message: 'nope',
    })
    expect(parseFrameMessage({ type: '@w3m-frame/SIGN_OUT_ERROR', id })).toMatchObject({
      ok: false,
      message: undefined,
    })
    expect(parseFrameMessage({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } })).toEqual({
      kind: 'event',
      name: 'SESSION_UPDATE',
      payload: { token: 't' },
    })
  })

  it.each([
    ['a string', 'hello'],
    ['null', null],
    ['an array', [{ type: '@w3m-frame/GET_USER_SUCCESS', id }]],
    ['no type', { id }],
    ['a number type', { type: 42, id }],
    ['a prefix found by substring only', { type: 'x@w3m-frame/GET_USER_SUCCESS', id }],
    ['an app event', { type: '@w3m-app/GET_USER', id }],
    ['an unknown request', { type: '@w3m-frame/MINT_SUCCESS', id }],
    ['a prototype key', { type: '@w3m-frame/constructor_SUCCESS', id }],
    ['__proto__', { type: '@w3m-frame/__proto___SUCCESS', id }],
    [
      'INIT_SMART_ACCOUNT_SUCCESS (dead in the reference)',
      { type: '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS', id },
    ],
    ['a reply without id', { type: '@w3m-frame/GET_USER_SUCCESS' }],
    ['an oversized id', { type: '@w3m-frame/GET_USER_SUCCESS', id: 'x'.repeat(65) }],
    ['an oversized type', { type: `@w3m-frame/${'A'.repeat(200)}_SUCCESS`, id }],
    ['a bad error payload', { type: '@w3m-frame/GET_USER_ERROR', id, payload: { message: 42 } }],
    ['a bad event payload', { type: '@w3m-frame/SESSION_UPDATE', payload: {} }],
    ['a bare suffix', { type: '@w3m-frame/_SUCCESS', id }],
  ])('refuses %s', (_label, data) => {
    expect(parseFrameMessage(data).kind).toBe('invalid')
  })
})

describe('parseAppMessage', () => {
  it('reads requests and notifications', () => {
    expect(parseAppMessage({ type: '@w3m-app/CONNECT_EMAIL', id, payload: { email: 'a@b.co' } })).toEqual({
      kind: 'request',
      name: 'CONNECT_EMAIL',
      id,
      payload: { email: 'a@b.co' },
    })
    expect(parseAppMessage({ type: '@w3m-app/HELLO' })).toEqual({
      kind: 'notification',
      name: 'HELLO',
      id: undefined,
    })
    expect(parseAppMessage({ type: '@w3m-app/ABORT', id })).toEqual({
      kind: 'notification',
      name: 'ABORT',
      id,
    })
  })

  it.each([
    ['a frame event', { type: '@w3m-frame/GET_USER_SUCCESS', id }],
    [
      'AWAIT_UPDATE_EMAIL (declared, never sent, in the reference)',
      { type: '@w3m-app/AWAIT_UPDATE_EMAIL', id },
    ],
    ['a request without id', { type: '@w3m-app/GET_USER' }],
    ['ABORT without id', { type: '@w3m-app/ABORT' }],
    ['a prototype key', { type: '@w3m-app/toString', id }],
    ['undefined', undefined],
  ])('refuses %s', (_label, data) => {
    expect(parseAppMessage(data).kind).toBe('invalid')
  })
})
