import { describe, expect, it, vi } from 'vitest'
import { createLogger } from './logger.js'

const sink = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() })

describe('logger', () => {
  it('at the default level error, only errors are printed', () => {
    const console = sink()
    const logger = createLogger('error', console)
    logger.error('e')
    logger.warn('w')
    logger.info('i')
    logger.debug('d')
    expect(console.error).toHaveBeenCalledWith('[kit]', 'e')
    expect(console.warn).not.toHaveBeenCalled()
    expect(console.info).not.toHaveBeenCalled()
    expect(console.debug).not.toHaveBeenCalled()
  })

  it('silent prints nothing; debug prints everything', () => {
    const quiet = sink()
    createLogger('silent', quiet).error('e')
    expect(quiet.error).not.toHaveBeenCalled()
    const loud = sink()
    const logger = createLogger('debug', loud)
    logger.debug('d')
    logger.info('i')
    expect(loud.debug).toHaveBeenCalled()
    expect(loud.info).toHaveBeenCalled()
  })
})
