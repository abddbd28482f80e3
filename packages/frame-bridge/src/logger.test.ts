import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConsoleLogger } from './exports/index.js'
import { safeLogger } from './logger.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createConsoleLogger', () => {
  it('logs errors only by default (the default log level is error)', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const logger = createConsoleLogger()
    logger.debug('d')
    logger.warn('w')
    logger.error('e')
    expect(debug).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledOnce()
  })

  it('can be made verbose or silent', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    createConsoleLogger('debug').debug('d')
    createConsoleLogger('silent').error('e')
    expect(debug).toHaveBeenCalledOnce()
    expect(error).not.toHaveBeenCalled()
  })
})

describe('safeLogger', () => {
  it('swallows a throwing logger so listeners never throw', () => {
    const broken = safeLogger({
      debug: () => {
        throw new Error('x')
      },
      warn: () => {
        throw new Error('x')
      },
      error: () => {
        throw new Error('x')
      },
    })
    expect(() => {
      broken.debug('a')
      broken.warn('b')
      broken.error('c')
    }).not.toThrow()
  })
})
