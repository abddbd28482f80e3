import { describe, expect, it } from 'vitest'
import { describeUserAgent, deviceApprovalMail } from './mailTemplates.js'

describe('device-approval mail', () => {
  it('names the app, the browser and the IP address the server saw, escaped in HTML', () => {
    const mail = deviceApprovalMail('a@example.test', 'https://kit.test/approve?token=t', 15, {
      app: 'Shop <b>',
      ip: '203.0.113.7',
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    })
    expect(mail.text).toContain('App: Shop <b>\nBrowser: Chrome on Linux\nIP address: 203.0.113.7\n')
    expect(mail.html).toContain(
      'App: Shop &#60;b&#62;<br>Browser: Chrome on Linux<br>IP address: 203.0.113.7',
    )
    expect(mail.html).not.toContain('<b>')
  })

  it('leaves the app out when the request named no project', () => {
    const mail = deviceApprovalMail('a@example.test', 'https://kit.test/a', 15, { ip: '::1' })
    expect(mail.text).not.toContain('App:')
    expect(mail.text).toContain('Browser: an unknown browser\nIP address: ::1')
  })

  it('tells common browsers and systems apart', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toBe('Edge on Windows')
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.2; rv:121.0) Gecko/20100101 Firefox/121.0',
      ),
    ).toBe('Firefox on macOS')
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS')
    expect(describeUserAgent('curl/8.5.0')).toBe('an unknown browser')
  })
})
