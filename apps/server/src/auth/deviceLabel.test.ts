import { describe, expect, it } from 'vitest'
import { deviceLabel } from './deviceLabel.js'

describe('deviceLabel', () => {
  it('names the browser and system of common user agents', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux')
    expect(
      deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0'),
    ).toBe('Firefox on Windows')
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS')
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      ),
    ).toBe('Edge on Windows')
  })
  it('never echoes an unknown header', () => {
    expect(deviceLabel('curl/8.0 <script>')).toBeNull()
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64) Unknown/1.0')).toBe('Linux')
    expect(deviceLabel(undefined)).toBeNull()
  })
})
