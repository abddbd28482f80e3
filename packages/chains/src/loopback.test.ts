import { describe, expect, it } from 'vitest'
import { isLoopbackHost } from './loopback.js'

describe('isLoopbackHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'app.localhost',
    '127.0.0.1',
    '127.1.2.3',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '[::ffff:127.0.0.1]',
  ])('%s is this machine only', (host) => {
    expect(isLoopbackHost(host)).toBe(true)
  })

  it.each([
    'example.com',
    'localhost.example.com',
    'notlocalhost',
    '128.0.0.1',
    '127.0.0',
    '0.0.0.0',
    '::',
    '::ffff:10.0.0.1',
    '10.0.0.1',
    '',
  ])('%s is not', (host) => {
    expect(isLoopbackHost(host)).toBe(false)
  })
})
